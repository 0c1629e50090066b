import { useId, useState } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { RESPUESTA_PREGUNTA_MAX, respuestaPreguntaInput } from '@feria/contracts';
import { useNotificar } from '../../../components/ui/notificaciones';
import { useResponderPregunta } from '../api/preguntas';

/**
 * The seller's answer, written right under the question (docs/producto/preguntas-pantallas.md#responder):
 * 3 to 1000 characters with a counter; an answer already published can be corrected.
 */
export function ResponderPregunta({
  id,
  autor,
  inicial = '',
  onCancelar,
  onListo,
}: {
  id: string;
  autor: string;
  /** The published answer, when correcting it. */
  inicial?: string;
  onCancelar?: () => void;
  onListo?: () => void;
}) {
  const [texto, setTexto] = useState(inicial);
  const [intentado, setIntentado] = useState(false);
  const responder = useResponderPregunta();
  const notificar = useNotificar();
  const campoId = useId();
  const validado = respuestaPreguntaInput.safeParse({ texto });
  const error = intentado && !validado.success ? validado.error.issues[0]?.message : undefined;
  const corrigiendo = Boolean(inicial);
  return (
    <Box
      component="form"
      noValidate
      aria-label={`${corrigiendo ? 'Corregir la respuesta' : 'Responder'} a ${autor}`}
      sx={{ mt: 1.5 }}
      onSubmit={(e) => {
        e.preventDefault();
        setIntentado(true);
        if (!validado.success) {
          document.getElementById(campoId)?.focus();
          return;
        }
        // mutateAsync: the confirmation is said even when the answered question has already left
        // the list (a callback given to mutate() is dropped once its form is gone).
        responder
          .mutateAsync({ id, texto: validado.data.texto })
          .then(() => {
            notificar.exito(corrigiendo ? 'Corregiste tu respuesta.' : 'Publicamos tu respuesta.');
            setTexto('');
            setIntentado(false);
            onListo?.();
          })
          .catch(() => undefined); // shown under the field (responder.error)
      }}
    >
      <TextField
        id={campoId}
        label="Tu respuesta"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        required
        size="small"
        autoFocus={corrigiendo}
        disabled={responder.isPending}
        error={Boolean(error)}
        helperText={error ?? `${texto.trim().length}/${RESPUESTA_PREGUNTA_MAX}`}
      />
      {responder.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {responder.error.message}
        </Alert>
      )}
      <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="small" disabled={responder.isPending}>
          {responder.isPending ? 'Publicando...' : corrigiendo ? 'Guardar respuesta' : 'Responder'}
        </Button>
        {onCancelar && (
          <Button size="small" onClick={onCancelar} disabled={responder.isPending}>
            Cancelar
          </Button>
        )}
      </Stack>
    </Box>
  );
}

import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { MENSAJES_RESENA, RESENA_COMENTARIO_MAX } from '@feria/contracts';
import { useResponderResena } from '../api/resenas';

/** The seller's one public answer to a review (a dialog; it cannot be changed afterwards). */
export function ResponderResena({ id, autor }: { id: string; autor: string }) {
  const [abierto, setAbierto] = useState(false);
  const [texto, setTexto] = useState('');
  const [intentado, setIntentado] = useState(false);
  const responder = useResponderResena();
  const tituloId = useId();
  const limpio = texto.trim();
  const error =
    intentado && !limpio
      ? MENSAJES_RESENA.respuestaVacia
      : limpio.length > RESENA_COMENTARIO_MAX
        ? MENSAJES_RESENA.respuestaLarga
        : undefined;
  const cerrar = () => {
    if (responder.isPending) return;
    setAbierto(false);
    responder.reset();
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setAbierto(true)}
        aria-label={`Responder la reseña de ${autor}`}
      >
        Responder
      </Button>
      <Dialog open={abierto} onClose={cerrar} aria-labelledby={tituloId} fullWidth maxWidth="sm">
        <DialogTitle id={tituloId}>Responder a {autor}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Tu respuesta se publica debajo de la reseña y la ve todo el mundo. Podés responder una sola vez.
          </Typography>
          <TextField
            label="Tu respuesta"
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            required
            autoFocus
            error={Boolean(error)}
            helperText={error ?? `${limpio.length}/${RESENA_COMENTARIO_MAX}`}
          />
          {responder.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {responder.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={cerrar} disabled={responder.isPending}>
            Cancelar
          </Button>
          <Button
            variant="contained"
            disabled={responder.isPending}
            onClick={() => {
              setIntentado(true);
              if (!limpio || limpio.length > RESENA_COMENTARIO_MAX) return;
              responder.mutate({ id, respuesta: limpio }, { onSuccess: () => setAbierto(false) });
            }}
          >
            {responder.isPending ? 'Publicando...' : 'Publicar respuesta'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

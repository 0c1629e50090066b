import { useId, useState } from 'react';
import { Alert, Box, Button, Rating, Stack, TextField, Typography } from '@mui/material';
import { MENSAJES_RESENA, RESENA_COMENTARIO_MAX, type ResenaPropia } from '@feria/contracts';
import { COLOR_ESTRELLA } from '../../../components/ui/calificacion';
import { formatDate } from '../../../lib/format';
import { ResenaItem, estrellasTexto } from './resena-item';

export interface ResenaFormValores {
  calificacion: number;
  comentario: string | null;
}

interface Props {
  /** What is rated ('La tienda Dulce Tentación', 'Mate de calabaza'): the group's name. */
  titulo: string;
  existente: ResenaPropia | null;
  pending?: boolean;
  /** Server message of the last failed save. */
  error?: string | null | undefined;
  onGuardar: (valores: ResenaFormValores) => Promise<unknown>;
}

/**
 * Rate one thing of a completed order: stars (a radio group named '1 estrella'…'5 estrellas') and
 * an optional comment. Once saved it shows the review, with 'Editar' while the 30 days last.
 */
export function ResenaForm({ titulo, existente, pending, error, onGuardar }: Props) {
  const [editando, setEditando] = useState(false);
  const [calificacion, setCalificacion] = useState<number | null>(existente?.calificacion ?? null);
  const [comentario, setComentario] = useState(existente?.comentario ?? '');
  const [intentado, setIntentado] = useState(false);
  const [guardada, setGuardada] = useState(false);
  const id = useId();

  if (existente && !editando) {
    return (
      <Box component="section" aria-labelledby={`${id}-titulo`}>
        <Typography id={`${id}-titulo`} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {titulo}
        </Typography>
        {guardada && (
          <Alert severity="success" sx={{ mt: 1 }}>
            ¡Gracias! Guardamos tu reseña.
          </Alert>
        )}
        {existente.oculta && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            Un administrador ocultó esta reseña: no se muestra en la tienda.
          </Alert>
        )}
        <ResenaItem resena={existente} mostrarProducto={false} />
        {existente.editable ? (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
            <Button
              variant="outlined"
              size="small"
              onClick={() => {
                setCalificacion(existente.calificacion);
                setComentario(existente.comentario ?? '');
                setGuardada(false);
                setEditando(true);
              }}
              aria-label={`Editar la reseña de ${titulo}`}
            >
              Editar
            </Button>
            <Typography variant="body2" color="text.secondary">
              Podés editarla hasta el {formatDate(existente.editableHasta)}.
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Ya pasaron los 30 días para editarla.
          </Typography>
        )}
      </Box>
    );
  }

  const largo = comentario.trim().length > RESENA_COMENTARIO_MAX;
  const sinEstrellas = intentado && calificacion === null;
  const guardar = async () => {
    setIntentado(true);
    if (calificacion === null || largo) return;
    try {
      await onGuardar({ calificacion, comentario: comentario.trim() || null });
      setEditando(false);
      setGuardada(true);
    } catch {
      // The error comes back through `error` (the mutation's state).
    }
  };

  return (
    <Box component="section" aria-labelledby={`${id}-titulo`}>
      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
        aria-describedby={sinEstrellas ? `${id}-error` : undefined}
      >
        <Typography component="legend" id={`${id}-titulo`} sx={{ fontSize: '1rem', fontWeight: 700, p: 0 }}>
          {titulo}
        </Typography>
        <Rating
          name={`${id}-estrellas`}
          value={calificacion}
          onChange={(_, v) => setCalificacion(v)}
          getLabelText={estrellasTexto}
          size="large"
          sx={{ mt: 0.5, color: COLOR_ESTRELLA }}
        />
        {sinEstrellas && (
          <Typography id={`${id}-error`} role="alert" color="error" variant="body2">
            {MENSAJES_RESENA.calificacion}
          </Typography>
        )}
      </Box>
      <TextField
        label="Comentario (opcional)"
        value={comentario}
        onChange={(e) => setComentario(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 1.5 }}
        error={largo}
        helperText={largo ? MENSAJES_RESENA.comentarioLargo : `${comentario.trim().length}/${RESENA_COMENTARIO_MAX}`}
        slotProps={{ htmlInput: { maxLength: RESENA_COMENTARIO_MAX + 200 } }}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => void guardar()}
          disabled={pending}
          aria-label={`${existente ? 'Guardar cambios' : 'Guardar reseña'} de ${titulo}`}
        >
          {pending ? 'Guardando...' : existente ? 'Guardar cambios' : 'Guardar reseña'}
        </Button>
        {existente && (
          <Button onClick={() => setEditando(false)} disabled={pending}>
            Cancelar
          </Button>
        )}
      </Stack>
    </Box>
  );
}

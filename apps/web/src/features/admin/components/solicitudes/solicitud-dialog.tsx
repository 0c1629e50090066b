import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { rechazoInput, type Solicitud } from '@feria/contracts';
import { EstadoEmprendimientoChip } from '../../../../components/ui/estado-emprendimiento-chip';
import { SolicitudDatos } from './solicitud-datos';

interface Props {
  /** Kept after closing so the dialog does not empty itself during the exit animation. */
  solicitud: Solicitud | null;
  open: boolean;
  onClose: () => void;
  onAprobar: (s: Solicitud) => void;
  onRechazar: (s: Solicitud, motivo: string) => void;
  pending: boolean;
  error: string | null;
}

/** Which view the dialog shows: the detail, the approval's confirmation, or the rejection's reason. */
type Paso = 'detalle' | 'aprobar' | 'rechazar';

/**
 * Detail of one solicitud with 'Aprobar' and 'Rechazar' while Pendiente. Both ask once more:
 * approving publishes the shop at once and mails the seller, so it is confirmed in a second step
 * like a rejection (whose reason needs at least 10 characters).
 */
export function SolicitudDialog({ solicitud: s, open, onClose, onAprobar, onRechazar, pending, error }: Props) {
  const titleId = useId();
  const [paso, setPaso] = useState<Paso>('detalle');
  const rechazando = paso === 'rechazar';
  const [motivo, setMotivo] = useState('');
  const [motivoError, setMotivoError] = useState<string | null>(null);
  const [shown, setShown] = useState({ id: s?.id, open });
  if (s?.id !== shown.id || open !== shown.open) {
    setShown({ id: s?.id, open });
    if (open && (s?.id !== shown.id || !shown.open)) {
      // Opened again or another solicitud: start from its detail (state adjusted during render).
      setPaso('detalle');
      setMotivo('');
      setMotivoError(null);
    }
  }
  const close = () => {
    if (!pending) onClose();
  };
  const confirmarRechazo = () => {
    const parsed = rechazoInput.safeParse({ motivo });
    if (!parsed.success) return setMotivoError(parsed.error.issues[0]?.message ?? 'Motivo inválido');
    if (s) onRechazar(s, parsed.data.motivo);
  };

  return (
    <Dialog open={open && s !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="body">
      {s && (
        <>
          <DialogTitle id={titleId} component="h2" sx={{ pr: 3 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <span>
                {rechazando ? `Rechazar "${s.nombre}"` : paso === 'aprobar' ? `¿Aprobar "${s.nombre}"?` : s.nombre}
              </span>
              {paso === 'detalle' && <EstadoEmprendimientoChip estado={s.estado} />}
            </Stack>
          </DialogTitle>
          <DialogContent dividers>
            {rechazando ? (
              <Stack spacing={2}>
                <Typography>
                  Contale al emprendedor qué tiene que corregir: va a ver este motivo en su panel.
                </Typography>
                <TextField
                  label="Motivo del rechazo"
                  value={motivo}
                  onChange={(e) => {
                    setMotivo(e.target.value);
                    if (motivoError) setMotivoError(null);
                  }}
                  multiline
                  minRows={3}
                  fullWidth
                  required
                  autoFocus
                  error={motivoError !== null}
                  helperText={motivoError ?? 'Al menos 10 caracteres.'}
                  disabled={pending}
                />
              </Stack>
            ) : paso === 'aprobar' ? (
              <Typography>
                Su tienda se publica en este momento: sus productos aparecen en las búsquedas y se pueden comprar. Le
                avisamos al emprendedor por correo.
              </Typography>
            ) : (
              <SolicitudDatos s={s} />
            )}
            {error && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
            {rechazando ? (
              <>
                <Button onClick={() => setPaso('detalle')} disabled={pending}>
                  Volver
                </Button>
                <Button variant="contained" color="error" onClick={confirmarRechazo} disabled={pending}>
                  {pending ? 'Rechazando...' : 'Confirmar rechazo'}
                </Button>
              </>
            ) : paso === 'aprobar' ? (
              <>
                <Button onClick={() => setPaso('detalle')} disabled={pending}>
                  Volver
                </Button>
                <Button variant="contained" onClick={() => onAprobar(s)} disabled={pending} autoFocus>
                  {pending ? 'Aprobando...' : 'Confirmar aprobación'}
                </Button>
              </>
            ) : (
              <>
                <Button onClick={close} disabled={pending}>
                  Cerrar
                </Button>
                {s.estado === 'Activo' && (
                  <Button component={RouterLink} to={`/tienda/${s.id}`} variant="outlined">
                    Ver tienda pública
                  </Button>
                )}
                {s.estado === 'Pendiente' && (
                  <>
                    <Button variant="outlined" color="error" onClick={() => setPaso('rechazar')} disabled={pending}>
                      Rechazar
                    </Button>
                    <Button variant="contained" onClick={() => setPaso('aprobar')} disabled={pending}>
                      Aprobar
                    </Button>
                  </>
                )}
              </>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

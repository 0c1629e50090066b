import { Alert, Box, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import type { DevolucionVenta, EstadoDevolucion } from '@feria/contracts';
import { formatDateTime } from '../../../lib/format';
import { visuallyHidden } from '../visually-hidden';

// docs/producto/devoluciones-pantallas.md#estado: a return's steps as both sides see them, with the
// revocation's code; a refused one shows its reason instead of the steps ahead.

export const ESTADO_DEVOLUCION_LABEL: Record<EstadoDevolucion, string> = {
  solicitada: 'Solicitada',
  aceptada: 'Aceptada',
  recibida: 'Recibida',
  reembolsada: 'Reembolsada',
  rechazada: 'Rechazada',
};

const PASOS = ['solicitada', 'aceptada', 'recibida', 'reembolsada'] as const;

/** The steps to show: the whole path, or for a refused return the steps it went through before. */
function pasosDe(d: DevolucionVenta, sinReembolso: boolean): readonly EstadoDevolucion[] {
  if (d.estado === 'rechazada') return PASOS.slice(0, d.instrucciones ? 2 : 1);
  return sinReembolso ? PASOS.slice(0, 3) : PASOS;
}

interface Props {
  devolucion: DevolucionVenta;
  /** Who reads it: the buyer reads the reason as told to them, the seller as what they wrote. */
  para: 'comprador' | 'vendedor';
  /** A received return of an order never paid ends there: no 'Reembolsada' step ahead. */
  sinReembolso?: boolean;
}

/** The return's code, its steps (Solicitada → Aceptada → Recibida → Reembolsada) or its refusal. */
export function DevolucionEstado({ devolucion, para, sinReembolso = false }: Props) {
  const rechazada = devolucion.estado === 'rechazada';
  const pasos = pasosDe(devolucion, sinReembolso);
  // A refused return: every step shown was done, the refusal comes after them.
  const actual = rechazada ? pasos.length : PASOS.indexOf(devolucion.estado as (typeof PASOS)[number]);
  return (
    <Stack spacing={1.5}>
      <Box>
        <Typography variant="body2">
          Código de arrepentimiento: <strong>{devolucion.codigo}</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Actualizada el {formatDateTime(devolucion.actualizadaEn)}
        </Typography>
      </Box>
      <Box
        component="ol"
        aria-label="Pasos de la devolución"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
      >
        {pasos.map((paso, i) => {
          const hecho = i <= actual;
          const esActual = i === actual;
          return (
            <Box
              component="li"
              key={paso}
              aria-current={esActual ? 'step' : undefined}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                px: 1,
                py: 0.25,
                borderRadius: 4,
                border: 1,
                fontSize: '0.8125rem',
                fontWeight: esActual ? 700 : 400,
                borderColor: hecho ? 'success.main' : 'divider',
                color: hecho ? 'text.primary' : 'text.secondary',
                bgcolor: esActual ? 'action.selected' : 'transparent',
              }}
            >
              {hecho && <CheckIcon aria-hidden sx={{ fontSize: '1rem', color: 'success.main' }} />}
              {ESTADO_DEVOLUCION_LABEL[paso]}
              <Box component="span" sx={visuallyHidden}>
                {esActual ? ' (estado actual)' : hecho ? ' (hecho)' : ' (pendiente)'}
              </Box>
            </Box>
          );
        })}
        {rechazada && (
          <Box
            component="li"
            aria-current="step"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              px: 1,
              py: 0.25,
              borderRadius: 4,
              border: 1,
              borderColor: 'error.main',
              color: 'error.main',
              fontSize: '0.8125rem',
              fontWeight: 700,
            }}
          >
            Rechazada
            <Box component="span" sx={visuallyHidden}>
              {' (estado actual)'}
            </Box>
          </Box>
        )}
      </Box>
      {rechazada && devolucion.motivoRechazo && (
        <Alert severity="warning">
          {para === 'comprador' ? 'El emprendimiento la rechazó: ' : 'La rechazaste: '}
          {devolucion.motivoRechazo}
        </Alert>
      )}
    </Stack>
  );
}

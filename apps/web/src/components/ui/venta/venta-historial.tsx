import { Box, Typography } from '@mui/material';
import type { Venta } from '@feria/contracts';
import { formatDateTime } from '../../../lib/format';
import { historialOrdenado, quienEvento, tituloEvento } from './historial';

/** The order's status changes, oldest first, as an ordered list drawn as a timeline. */
export function PedidoHistorial({ venta }: { venta: Venta }) {
  const eventos = historialOrdenado(venta.historial);
  if (eventos.length === 0) return <Typography color="text.secondary">Todavía no hay movimientos.</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {eventos.map((e, i) => {
        const titulo = tituloEvento(e, venta.pago.metodo);
        const ultimo = i === eventos.length - 1;
        return (
          <Box
            component="li"
            key={`${e.fecha}-${i}`}
            sx={{
              position: 'relative',
              pl: 3,
              pb: ultimo ? 0 : 2,
              // The dot and the line joining it to the next entry.
              '&::before': {
                content: '""',
                position: 'absolute',
                left: 4,
                top: 6,
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: ultimo ? 'primary.main' : 'text.disabled',
              },
              '&::after': ultimo
                ? undefined
                : { content: '""', position: 'absolute', left: 8, top: 18, bottom: 0, width: 2, bgcolor: 'divider' },
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>{titulo}</Typography>
            <Typography variant="body2" color="text.secondary" component="p">
              <time dateTime={e.fecha}>{formatDateTime(e.fecha)}</time>
              {quienEvento(e) && ` · ${quienEvento(e)}`}
            </Typography>
            {e.detalle && e.detalle !== titulo && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {e.detalle}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatPrice, type VentaResumen } from '@feria/contracts';
import { EstadoPedido } from '../../../components/ui/estado-venta-chip';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { formatDateTime } from '../../../lib/format';
import { pedidoPath } from '../paths';

export const METODO_LABEL = { MERCADO_PAGO: 'Mercado Pago', TRANSFERENCIA: 'Transferencia' } as const;

const productos = (n: number) => `${n} ${n === 1 ? 'producto' : 'productos'}`;

/**
 * The buyer's orders as cards (one column at 360 px, the same on desktop): the order number is the
 * link, stretched over the card so the whole card opens it while screen readers hear one short name.
 */
export function PedidosList({ pedidos }: { pedidos: VentaResumen[] }) {
  return (
    <Box component="ul" aria-label="Pedidos" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {pedidos.map((p) => (
        <li key={p.id}>
          <Card
            variant="outlined"
            sx={{
              position: 'relative',
              '&:hover': { borderColor: 'primary.main' },
              '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
            }}
          >
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
                  <Link
                    component={RouterLink}
                    to={pedidoPath(p.id)}
                    underline="hover"
                    color="inherit"
                    sx={{
                      '&::after': { content: '""', position: 'absolute', inset: 0 },
                      '&:focus-visible': { outline: 'none' },
                    }}
                  >
                    Pedido #{p.numero}
                  </Link>
                </Typography>
                <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  <Box component="span" sx={visuallyHidden}>
                    Total:{' '}
                  </Box>
                  {formatPrice(p.montoTotal)}
                </Typography>
              </Stack>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{p.emprendimientoNombre}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(p.fechaCreacion)} · {productos(p.cantidadProductos)} · {METODO_LABEL[p.metodoPago]}
              </Typography>
              <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
                <EstadoPedido estado={p.estado} pagoEstado={p.pagoEstado} metodo={p.metodoPago} />
                {p.estado === 'completado' && (
                  // Above the card's stretched link: its own way to the rating section (decision 038).
                  <Link
                    component={RouterLink}
                    to={`${pedidoPath(p.id)}#pedido-calificar`}
                    aria-label={`Calificar el pedido #${p.numero}`}
                    underline="always"
                    sx={{ position: 'relative', zIndex: 1, fontWeight: 600, alignSelf: 'center', ml: 'auto' }}
                  >
                    Calificar
                  </Link>
                )}
              </Stack>
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  );
}

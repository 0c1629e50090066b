import { useId } from 'react';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatPrice } from '@feria/contracts';
import { formatDateTime } from '../../../lib/format';
import { usePedidoEsperandoPago } from '../api/pedido-esperando-pago';
import { pedidoPath } from '../paths';

/**
 * 'Tenés un pedido esperando el pago' on top of the cart and the checkout: after going to Mercado
 * Pago and coming Back, the order's group has left the cart, and the order is what the buyer looks
 * for (docs/producto/carrito.md#pedido-esperando-el-pago). Nothing while loading, on a failed read or
 * with no such order: it is a shortcut, the order itself is always in 'Mis Pedidos'.
 */
export function PedidoEsperandoPago() {
  const venta = usePedidoEsperandoPago();
  const titulo = useId();
  if (!venta?.pago.urlPago) return null;
  return (
    <Alert
      severity="info"
      role="region"
      aria-labelledby={titulo}
      sx={{ '& .MuiAlert-message': { minWidth: 0, width: '100%' } }}
    >
      <AlertTitle id={titulo}>Tenés un pedido esperando el pago</AlertTitle>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Pedido #{venta.numero} a {venta.emprendimientoNombre} por <strong>{formatPrice(venta.montoTotal)}</strong>.
        {venta.reservaHasta && (
          <>
            {' '}
            Te guardamos los productos hasta el{' '}
            <time dateTime={venta.reservaHasta}>{formatDateTime(venta.reservaHasta)}</time>.
          </>
        )}
      </Typography>
      <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="small"
          href={venta.pago.urlPago}
          aria-label={`Pagar el pedido #${venta.numero} con Mercado Pago`}
        >
          Pagar
        </Button>
        <Button
          variant="outlined"
          size="small"
          component={RouterLink}
          to={pedidoPath(venta.id)}
          aria-label={`Ver pedido #${venta.numero}`}
        >
          Ver pedido
        </Button>
      </Stack>
    </Alert>
  );
}

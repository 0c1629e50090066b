import { lazy, Suspense } from 'react';
import { useAuth } from '../../features/auth';

// Loaded when the cart drawer first shows it: the orders' endpoint schemas stay out of the public
// pages' first paint (decision 048).
const PedidoEsperandoPago = lazy(() =>
  import('../../features/pedidos/components/pedido-esperando-pago').then((m) => ({ default: m.PedidoEsperandoPago })),
);

/**
 * On top of the cart drawer: the signed-in buyer's order waiting for its Mercado Pago payment
 * (docs/producto/carrito.md#pedido-esperando-el-pago). Nobody else has buyer orders to ask for.
 */
export function AvisoPagoPendiente() {
  const { authenticated, hasRealmRole } = useAuth();
  if (!authenticated || !hasRealmRole('comprador')) return null;
  return (
    <Suspense fallback={null}>
      <PedidoEsperandoPago />
    </Suspense>
  );
}

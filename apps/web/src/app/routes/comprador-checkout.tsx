import { useNavigate } from 'react-router';
import type { Venta } from '@feria/contracts';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { useAbrirCarrito } from '../../features/cart';
import { useProvincias } from '../../features/catalogo-publico';
import { useComprador } from '../../features/comprador-perfil';
import { PedidoEsperandoPago, pedidoConfirmadoPath } from '../../features/pedidos';

import { Checkout } from '../../features/cart/checkout/checkout';

/**
 * dashboard-comprador/checkout (docs/producto/rutas.md#tabla-de-rutas): one shop's order at a time. On top, the buyer's order
 * waiting for its Mercado Pago payment: Back from Mercado Pago lands here with that group gone from
 * the cart (docs/producto/carrito.md#pedido-esperando-el-pago).
 */
export default function CompradorCheckoutRoute() {
  useDocumentTitle('Checkout');
  const { userId } = useAuth();
  const perfil = useComprador(userId);
  const provincias = useProvincias();
  const abrirCarrito = useAbrirCarrito();
  const navigate = useNavigate();
  const alCrear = (venta: Venta) => {
    if (venta.pago.metodo === 'MERCADO_PAGO' && venta.pago.urlPago) window.location.assign(venta.pago.urlPago);
    else navigate(pedidoConfirmadoPath(venta.id));
  };
  return (
    <Checkout
      perfil={perfil}
      provincias={provincias}
      onOrderPlaced={alCrear}
      onOpenCart={abrirCarrito}
      onContinueShopping={() => navigate('/')}
      aviso={<PedidoEsperandoPago />}
    />
  );
}

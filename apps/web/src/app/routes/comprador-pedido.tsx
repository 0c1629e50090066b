import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { ChatVenta } from '../../features/chat';
import { PedidoDetallePage } from '../../features/pedidos';
import { CalificarPedido } from '../../features/resenas';

// Inside the buyer area the shop opens in the area's own shop page (docs/producto/rutas.md#tabla-de-rutas dashboard-comprador/tienda/{id}).
const tiendaEnArea = (emprendimientoId: string) =>
  `/dashboard-comprador/tienda/${encodeURIComponent(emprendimientoId)}`;

/** dashboard-comprador/mis-pedidos/{id}: one order of the buyer. */
export default function CompradorPedidoRoute() {
  useDocumentTitle('Detalle del pedido');
  const { id = '' } = useParams();
  // A new id is a new page: no state carried over from the previous order.
  return (
    <PedidoDetallePage
      key={id}
      id={id}
      tiendaHref={tiendaEnArea}
      chat={(ventaId) => <ChatVenta ventaId={ventaId} rol="comprador" />}
      calificar={(ventaId) => <CalificarPedido idVenta={ventaId} />}
    />
  );
}

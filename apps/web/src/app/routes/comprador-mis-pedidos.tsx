import { useDocumentTitle } from '../../components/ui/use-document-title';
import { MisPedidosPage } from '../../features/pedidos';

/** dashboard-comprador/mis-pedidos (docs/producto/rutas.md#tabla-de-rutas, docs/producto/rutas.md#menus 'Mis Pedidos'): the buyer's orders. */
export default function CompradorMisPedidosRoute() {
  useDocumentTitle('Mis Pedidos');
  return <MisPedidosPage />;
}

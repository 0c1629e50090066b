import { useDocumentTitle } from '../../components/ui/use-document-title';
import { MisPedidosPage } from '../../features/pedidos';

/** dashboard-comprador/mis-pedidos (spec §2.1, §2.2 'Mis Pedidos'): the buyer's orders. */
export default function CompradorMisPedidosRoute() {
  useDocumentTitle('Mis Pedidos');
  return <MisPedidosPage />;
}

import { useParams } from 'react-router';
import { PedidoConfirmado } from '../../features/pedidos';

/** dashboard-comprador/pedido-confirmado/{id}: CartConfirmation, right after the checkout. */
export default function CompradorPedidoConfirmadoRoute() {
  const { id = '' } = useParams();
  return <PedidoConfirmado key={id} id={id} />;
}

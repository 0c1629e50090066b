import type { Reaccion } from '../eventos/eventos';
import { avisarPedidoCreado } from './avisos';

// docs/producto/eventos.md#reacciones: the mails of a new order are queued by the dispatcher,
// once per event, instead of inside the order's transaction.

export const reaccionPedidoCreado: Reaccion = {
  nombre: 'correo.pedido-creado',
  tipos: ['VentaCreada'],
  ejecutar: (tx, evento) => avisarPedidoCreado(tx, evento.ventaId),
};

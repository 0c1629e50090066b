import type { Reaccion } from '../eventos/eventos';
import { devolverUsoCupon } from './promociones.queries';

// docs/producto/eventos.md#reacciones and decision 071: when the seller cancels an order (paid or
// not), the buyer's coupon use comes back; the return itself happens at most once (its use row goes).

export const reaccionCuponDeVentaCancelada: Reaccion = {
  nombre: 'promociones.devolver-uso',
  tipos: ['VentaCancelada'],
  async ejecutar(tx, evento) {
    if (evento.tipo === 'VentaCancelada' && evento.actor === 'vendedor') await devolverUsoCupon(tx, evento.ventaId);
  },
};

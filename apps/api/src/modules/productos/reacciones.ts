import type { Reaccion } from '../eventos/eventos';
import { restarVendidos, sumarVendidos } from './productos.queries';

// docs/producto/eventos.md#reacciones: 'Los más vendidos' counts the units of paid orders. A paid
// order (PagoAprobado from Mercado Pago, TransferenciaConfirmada from the seller) adds its lines;
// a paid order whose money the seller gives back (VentaReembolsada: once per order, whether it is
// cancelled with it or was already completed) takes them away. The events carry the lines.

export const reaccionVendidos: Reaccion = {
  nombre: 'productos.vendidos',
  tipos: ['PagoAprobado', 'TransferenciaConfirmada', 'VentaReembolsada'],
  async ejecutar(tx, evento) {
    if (evento.tipo === 'PagoAprobado' || evento.tipo === 'TransferenciaConfirmada')
      await sumarVendidos(tx, evento.lineas);
    else if (evento.tipo === 'VentaReembolsada') await restarVendidos(tx, evento.lineas);
  },
};

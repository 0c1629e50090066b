import type { Database } from '../../db/client';
import { bloquearPago } from '../pagos/pagos.queries';
import type { Manejador } from '../trabajos/trabajos';
import { cerrarSinPago } from './cierre';
import { bloquearVenta } from './ventas.queries';

/** Job: an unpaid order whose reservation ran out is cancelled and its stock released (the buyer's mail reacts to VentaCancelada). */
export const TRABAJO_VENCER = 'venta.vencer';

export const vencerReserva: Manejador = async (trabajo, { db, ahora }) => {
  const ventaId = String(trabajo.datos.ventaId);
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const venta = await bloquearVenta(tx, ventaId);
    if (!venta || venta.estado !== 'pendiente' || !venta.reservaHasta || venta.reservaHasta > ahora) return;
    const pago = await bloquearPago(tx, ventaId);
    // A transfer whose proof the seller is checking keeps its stock until the seller answers.
    if (pago?.estado !== 'pendiente') return;
    await cerrarSinPago(tx, venta, 'vencido', 'Venció el plazo para pagar el pedido');
  });
};

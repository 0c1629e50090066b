import type { EstadoPago } from '@feria/contracts';
import type { Database } from '../../db/client';
import { actualizarPago } from '../pagos/pagos.queries';
import { devolverStock, sumarVendidos } from '../productos/productos.queries';
import { devolverUsoCupon } from '../promociones/cupon-venta';
import { actualizarVenta, itemsDe, marcarStockLiberado, registrarEvento, SISTEMA, type Autor, type FilaVenta } from './ventas.queries';

// The two ways an unpaid order ends, shared by the buyer's cancel, a rejected payment and the
// expiry job; each runs inside the caller's transaction with the order and its payment locked.

export const lineas = async (tx: Database, ventaId: string) =>
  (await itemsDe(tx, [ventaId])).map((i) => ({ idProducto: i.productoId, cantidad: i.cantidad }));

/** Cancels the order and gives its reserved units and its coupon use back (once, whatever calls it). */
export async function cerrarSinPago(
  tx: Database,
  venta: FilaVenta,
  estadoPago: Extract<EstadoPago, 'rechazado' | 'vencido' | 'cancelado'>,
  motivo: string,
  autor: Autor = SISTEMA,
): Promise<void> {
  await actualizarVenta(tx, venta.id, { estado: 'cancelado', reservaHasta: null, motivoCancelacion: motivo });
  await actualizarPago(tx, venta.id, { estado: estadoPago });
  await registrarEvento(tx, venta.id, 'pago', estadoPago, motivo, autor);
  await registrarEvento(tx, venta.id, 'estado', 'cancelado', motivo, autor, venta.estado);
  await liberarStock(tx, venta.id);
  await devolverUsoCupon(tx, venta.id);
}

/** Gives the order's reserved units back, once whatever calls it (a second call does nothing). */
export async function liberarStock(tx: Database, ventaId: string): Promise<boolean> {
  if (!(await marcarStockLiberado(tx, ventaId))) return false;
  await devolverStock(tx, await lineas(tx, ventaId));
  return true;
}

/** The order is paid: the reservation becomes a sale and its units count as sold. */
export async function marcarPagada(tx: Database, venta: FilaVenta, detalle: string, pagoProveedorId?: string): Promise<void> {
  await actualizarVenta(tx, venta.id, { reservaHasta: null });
  await actualizarPago(tx, venta.id, { estado: 'aprobado', motivoRechazo: null, ...(pagoProveedorId ? { pagoProveedorId } : {}) });
  await registrarEvento(tx, venta.id, 'pago', 'aprobado', detalle);
  await sumarVendidos(tx, await lineas(tx, venta.id));
}

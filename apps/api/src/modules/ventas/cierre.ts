import type { EstadoPago, EstadoVenta } from '@feria/contracts';
import type { Database } from '../../db/client';
import { actualizarPago, bloquearPago } from '../pagos/pagos.queries';
import { devolverStock } from '../productos/productos.queries';
import { devolverUsoCupon } from '../promociones/cupon-venta';
import { encolar } from '../trabajos/trabajos';
import {
  actualizarVenta,
  bloquearVenta,
  itemsDe,
  liberarClaveIdempotencia,
  marcarStockLiberado,
  registrarEvento,
  SISTEMA,
  type Autor,
  type FilaVenta,
} from './ventas.queries';

// The two ways an unpaid order ends, shared by the buyer's cancel, a rejected payment and the
// expiry job; each runs inside the caller's transaction with the order and its payment locked.
// What follows (mails, live events, best-seller counts) reacts to their events after commit
// (docs/producto/eventos.md#reacciones).

export const lineas = async (tx: Database, ventaId: string) =>
  (await itemsDe(tx, [ventaId])).map((i) => ({ idProducto: i.productoId, cantidad: i.cantidad }));

/**
 * Cancels the order and gives its reserved units and its coupon use back (once, whatever calls it).
 * `motivo` is the timeline's text; `motivoDado`, the reason as its author gave it (the buyer's mail).
 */
export async function cerrarSinPago(
  tx: Database,
  venta: FilaVenta,
  estadoPago: Extract<EstadoPago, 'rechazado' | 'vencido' | 'cancelado'>,
  motivo: string,
  autor: Autor = SISTEMA,
  motivoDado: string = motivo,
): Promise<void> {
  await actualizarVenta(tx, venta.id, { estado: 'cancelado', reservaHasta: null, motivoCancelacion: motivo });
  await actualizarPago(tx, venta.id, { estado: estadoPago });
  await registrarEvento(tx, venta.id, 'pago', estadoPago, motivo, autor);
  await registrarEvento(tx, venta.id, 'estado', 'cancelado', motivo, autor, venta.estado, {
    tipo: 'VentaCancelada',
    de: venta.estado as EstadoVenta,
    motivo: motivoDado,
    reembolso: false,
  });
  await liberarStock(tx, venta.id);
  await devolverUsoCupon(tx, venta.id);
  // docs/producto/pagos.md#pagos-tardíos: a payment the order will not take is stopped where it still can be.
  if (venta.metodoPago === 'MERCADO_PAGO')
    await encolar(tx, TRABAJO_CADUCAR_PREFERENCIA, { ventaId: venta.id }, { clave: `caducar:${venta.id}` });
}

/** Job type: the checkout link of an order that stopped waiting for its payment closes at Mercado Pago. */
export const TRABAJO_CADUCAR_PREFERENCIA = 'pago.caducar-preferencia';

/** Gives the order's reserved units back, once whatever calls it (a second call does nothing). */
export async function liberarStock(tx: Database, ventaId: string): Promise<boolean> {
  if (!(await marcarStockLiberado(tx, ventaId))) return false;
  // docs/producto/variantes.md#stock: a variant's units go back to that variant.
  const items = await itemsDe(tx, [ventaId]);
  await devolverStock(
    tx,
    items.map((i) => ({ idProducto: i.productoId, idVariante: i.varianteId, cantidad: i.cantidad })),
  );
  return true;
}

/**
 * The order is paid: the reservation becomes a sale. Its event (PagoAprobado from Mercado Pago,
 * TransferenciaConfirmada from the seller) carries the lines that count as sold.
 */
export async function marcarPagada(
  tx: Database,
  venta: FilaVenta,
  detalle: string,
  pagoProveedorId?: string,
  autor: Autor = SISTEMA,
): Promise<void> {
  await actualizarVenta(tx, venta.id, { reservaHasta: null });
  await actualizarPago(tx, venta.id, {
    estado: 'aprobado',
    motivoRechazo: null,
    ...(pagoProveedorId ? { pagoProveedorId } : {}),
  });
  await registrarEvento(tx, venta.id, 'pago', 'aprobado', detalle, autor, null, {
    tipo: venta.metodoPago === 'TRANSFERENCIA' ? 'TransferenciaConfirmada' : 'PagoAprobado',
    lineas: await lineas(tx, venta.id),
  });
}

/**
 * An order whose Mercado Pago link could not be created holds no stock: it is cancelled (nothing
 * was charged, no link exists to pay on) and its idempotency key is freed for the buyer's retry.
 */
export async function anularSinLinkDePago(db: Database, ventaId: string, motivo: string): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const venta = await bloquearVenta(tx, ventaId);
    const pago = await bloquearPago(tx, ventaId);
    if (!venta || venta.estado !== 'pendiente' || pago?.estado !== 'pendiente' || pago.urlPago) return;
    await cerrarSinPago(tx, venta, 'cancelado', motivo);
    await liberarClaveIdempotencia(tx, ventaId);
  });
}

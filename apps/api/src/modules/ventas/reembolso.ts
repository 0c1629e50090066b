import type { EstadoVenta, Venta } from '@feria/contracts';
import type { Database } from '../../db/client';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import {
  actualizarPago,
  actualizarReembolso,
  bloquearPago,
  reembolsoDe,
  registrarReembolso,
  type Pago,
} from '../pagos/pagos.queries';
import { proveedorDelEmprendimiento } from '../pagos/cobrador';
import { ProveedorNoDisponible } from '../pagos/proveedor';
import { liberarStock, lineas } from './cierre';
import type { Comercio } from './comercio';
import { devolucionReembolsada } from './devoluciones.queries';
import {
  actualizarVenta,
  bloquearVenta,
  emitirDeVenta,
  registrarEvento,
  type Autor,
  type FilaVenta,
} from './ventas.queries';
import { filaDelVendedor, ventaDelVendedor } from './ventas.service';

// The seller's changes to an order that may give its money back (docs/producto/pagos.md#reembolsos-del-emprendimiento):
// the order and its payment are locked while the change is decided; a Mercado Pago refund is asked
// for after commit. Shared by the state moves (estado.ts) and the returns (devolucion.ts).

/** A Mercado Pago refund recorded in the order's transaction, to ask the provider for after commit. */
export interface ReembolsoPorPedir {
  ventaId: string;
  emprendimientoId: string;
  pagoProveedorId: string;
  /** Who collected the payment (null: the platform): only that account's token can refund it. */
  cobradorMpUserId: string | null;
  autor: Autor;
}

/**
 * Runs `cambio` with the seller's order and its payment locked until the transaction ends; then,
 * if it recorded a Mercado Pago refund, asks the provider outside the transaction (the embedded
 * sandbox shares the database, and no lock should wait on a network call).
 */
export async function conVentaBloqueada(
  ctx: UserContext,
  comercio: Comercio | null,
  id: string,
  cambio: (tx: Database, venta: FilaVenta, pago: Pago) => Promise<ReembolsoPorPedir | null | void>,
): Promise<Venta> {
  await filaDelVendedor(ctx, id); // another seller's order: 404 like a missing one
  const porPedir = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const venta = (await bloquearVenta(tx, id))!;
    const pago = (await bloquearPago(tx, id))!;
    return (await cambio(tx, venta, pago)) ?? null;
  });
  if (porPedir && comercio) await pedirReembolso(ctx.db, comercio, porPedir);
  return ventaDelVendedor(ctx, id);
}

/**
 * Gives a paid order's money back, inside the order's transaction (the payment is 'aprobado'): a
 * transfer needs the seller's note; a Mercado Pago refund is refused before anything changes when
 * the collecting account is gone (docs/producto/pagos.md#cobro-dividido). An order not finished
 * is cancelled and its units go back to stock. Returns the Mercado Pago refund to ask for.
 */
export async function reembolsarPagada(
  tx: Database,
  comercio: Comercio,
  venta: FilaVenta,
  pago: Pago,
  autor: Autor,
  nota: string | undefined,
): Promise<ReembolsoPorPedir | null> {
  if (venta.metodoPago === 'TRANSFERENCIA' && !nota) throw errorDe('NOTA_REEMBOLSO_REQUERIDA');
  if (venta.metodoPago === 'MERCADO_PAGO' && !(await proveedorDelReembolso(tx, comercio, venta.emprendimientoId, pago)))
    throw errorDe('MERCADO_PAGO_RECONECTAR');
  const de = venta.estado as EstadoVenta;
  const motivo = nota ?? 'Venta reembolsada';
  if (de !== 'completado' && de !== 'cancelado')
    await cancelar(tx, venta, 'Venta reembolsada', autor, { motivo, reembolso: true });
  if (!(await reembolsoDe(tx, venta.id))) await reembolsada(tx, venta.id, autor, motivo);
  return registrarReembolsoDeVenta(tx, venta, pago, autor, nota ?? null);
}

/** `detalle` is the timeline's text; the event carries the seller's own words and whether the money goes back. */
export async function cancelar(
  tx: Database,
  venta: FilaVenta,
  detalle: string,
  autor: Autor,
  hecho: { motivo: string; reembolso: boolean },
): Promise<void> {
  await actualizarVenta(tx, venta.id, { estado: 'cancelado', reservaHasta: null, motivoCancelacion: detalle });
  await registrarEvento(tx, venta.id, 'estado', 'cancelado', detalle, autor, venta.estado, {
    tipo: 'VentaCancelada',
    de: venta.estado as EstadoVenta,
    ...hecho,
  });
  await liberarStock(tx, venta.id);
}

/**
 * The seller gives a paid order's money back (once per order): its units stop counting as sold and
 * the buyer is told, by the reactions to VentaReembolsada (docs/producto/eventos.md#eventos).
 */
export async function reembolsada(tx: Database, ventaId: string, autor: Autor, motivo: string): Promise<void> {
  await emitirDeVenta(tx, ventaId, autor, { tipo: 'VentaReembolsada', motivo, lineas: await lineas(tx, ventaId) });
}

/** A request asking the provider right now: a concurrent one does not ask again meanwhile. */
const EN_CURSO_MS = 60_000;

/**
 * Records the refund in the order's transaction, once. A transfer is done here; a Mercado Pago
 * refund is returned to be asked for after commit (pedirReembolso).
 */
export async function registrarReembolsoDeVenta(
  tx: Database,
  venta: FilaVenta,
  pago: Pago,
  autor: Autor,
  nota: string | null,
): Promise<ReembolsoPorPedir | null> {
  const base = {
    ventaId: venta.id,
    metodo: venta.metodoPago,
    monto: venta.montoTotal,
    nota,
    creadoPorUserId: autor.userId ?? 'sistema',
  };
  if (venta.metodoPago === 'TRANSFERENCIA') {
    if (await registrarReembolso(tx, { ...base, estado: 'hecho' })) {
      const detalle = `Devolución registrada por el emprendimiento: ${nota ?? ''}`;
      await marcarReembolsado(tx, venta.id, autor, detalle);
      await devolucionReembolsada(tx, venta.id, autor, detalle);
    }
    return null;
  }
  if (!pago.pagoProveedorId) throw errorDe('VENTA_NO_REEMBOLSABLE');
  const nuevo = await registrarReembolso(tx, { ...base, estado: 'pendiente' });
  if (!nuevo) {
    const previo = (await reembolsoDe(tx, venta.id))!;
    if (previo.estado === 'hecho') return null;
    if (previo.estado === 'pendiente' && Date.now() - previo.actualizadoEn.getTime() < EN_CURSO_MS) return null;
    await actualizarReembolso(tx, venta.id, { estado: 'pendiente' });
  }
  return {
    ventaId: venta.id,
    emprendimientoId: venta.emprendimientoId,
    pagoProveedorId: pago.pagoProveedorId,
    cobradorMpUserId: pago.cobradorMpUserId,
    autor,
  };
}

/** Asks Mercado Pago for the refund (outside any transaction), then records the answer. */
export const proveedorDelReembolso = (
  db: Database,
  comercio: Comercio,
  emprendimientoId: string,
  cobro: { cobradorMpUserId: string | null },
) => proveedorDelEmprendimiento(db, comercio.cuentas, comercio.proveedor, emprendimientoId, cobro.cobradorMpUserId);

async function pedirReembolso(db: Database, comercio: Comercio, r: ReembolsoPorPedir): Promise<void> {
  try {
    const proveedor = await proveedorDelReembolso(db, comercio, r.emprendimientoId, r);
    if (!proveedor) throw errorDe('MERCADO_PAGO_RECONECTAR');
    // The same key as the automatic refund of a late payment: Mercado Pago refunds a payment once.
    await proveedor.reembolsar(r.pagoProveedorId, { claveIdempotencia: `reembolso-${r.pagoProveedorId}` });
  } catch (error) {
    await actualizarReembolso(db, r.ventaId, { estado: 'fallido' });
    if (error instanceof ProveedorNoDisponible) throw errorDe('REEMBOLSO_NO_DISPONIBLE');
    throw error;
  }
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await bloquearVenta(tx, r.ventaId);
    await actualizarReembolso(tx, r.ventaId, { estado: 'hecho' });
    await marcarReembolsado(tx, r.ventaId, r.autor, 'Reembolso hecho por Mercado Pago');
    // docs/producto/devoluciones.md#reembolso: a received return is refunded once the provider says so.
    await devolucionReembolsada(tx, r.ventaId, r.autor, 'Reembolso hecho por Mercado Pago');
  });
}

/** The payment moves to reembolsado (unless Mercado Pago's notification got there first). */
async function marcarReembolsado(tx: Database, ventaId: string, autor: Autor, detalle: string): Promise<void> {
  const pago = await bloquearPago(tx, ventaId);
  if (pago?.estado !== 'aprobado') return;
  await actualizarPago(tx, ventaId, { estado: 'reembolsado' });
  await registrarEvento(tx, ventaId, 'pago', 'reembolsado', detalle, autor, 'aprobado');
}

import {
  MENSAJES_VENTA,
  TRANSICIONES_VENTA,
  type EstadoDeVenta,
  type EstadoMercadoPago,
  type EstadoVenta,
  type Venta,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { emprendimientoPropio } from '../emprendimientos/propiedad';
import {
  actualizarPago,
  actualizarReembolso,
  bloquearPago,
  reembolsoDe,
  registrarReembolso,
  type Pago,
} from '../pagos/pagos.queries';
import { cobradorParaVenta, proveedorDelEmprendimiento } from '../pagos/cobrador';
import { ProveedorNoDisponible } from '../pagos/proveedor';
import { cerrarSinPago, liberarStock, lineas } from './cierre';
import type { Comercio } from './comercio';
import {
  actualizarVenta,
  bloquearVenta,
  emitirDeVenta,
  registrarEvento,
  type Autor,
  type FilaVenta,
} from './ventas.queries';
import { filaDelVendedor, ventaDelVendedor } from './ventas.service';

// The seller moves an order through its states (docs/producto/pedidos.md#estado-del-pedido): pendiente → preparando → listo →
// completado, or cancelado (with a motivo) from any non-final state. The web client does not
// enforce the moves; this module does, with the order locked, and keeps each change in the
// order's timeline (who, when, from → to, motivo). The buyer's mails and the best-seller counts
// react to the events (docs/producto/eventos.md#reacciones).

const vendedor = (ctx: UserContext): Autor => ({ actor: 'vendedor', userId: ctx.usuario.sub });

const transicionInvalida = (de: EstadoVenta, a: EstadoVenta) =>
  errorDe('TRANSICION_INVALIDA', { detalle: MENSAJES_VENTA.transicionInvalida(de, a) });

/** A Mercado Pago refund recorded in the order's transaction, to ask the provider for after commit. */
interface ReembolsoPorPedir {
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
async function conVentaBloqueada(
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

/** GET …/ventas/{id}/estado. */
export async function estadoDeVenta(ctx: UserContext, id: string): Promise<EstadoDeVenta> {
  const venta = await ventaDelVendedor(ctx, id);
  return {
    id: venta.id,
    numero: venta.numero,
    estado: venta.estado,
    pagoEstado: venta.pago.estado,
    metodoPago: venta.pago.metodo,
    siguientes: [...TRANSICIONES_VENTA[venta.estado]],
  };
}

/**
 * PUT …/ventas/{id}/estado. The same estado again changes nothing (a retried request); a move the
 * rules do not allow is a 409 naming both states; 'preparando' needs a paid order.
 */
export async function cambiarEstado(ctx: UserContext, id: string, estado: EstadoVenta): Promise<Venta> {
  return conVentaBloqueada(ctx, null, id, async (tx, venta, pago) => {
    const de = venta.estado as EstadoVenta;
    if (de === estado) return;
    if (estado === 'cancelado' && TRANSICIONES_VENTA[de].includes('cancelado')) throw errorDe('CANCELAR_CON_MOTIVO');
    if (!TRANSICIONES_VENTA[de].includes(estado)) throw transicionInvalida(de, estado);
    if (estado === 'preparando' && pago.estado !== 'aprobado') throw errorDe('VENTA_SIN_PAGO');
    await actualizarVenta(tx, venta.id, { estado });
    await registrarEvento(tx, venta.id, 'estado', estado, null, vendedor(ctx), de);
  });
}

/**
 * PUT …/ventas/{id}/cancelar (seller, with a motivo). Unpaid: the payment is cancelled. Paid: the
 * money goes back (refund). Either way the reserved units return to stock exactly once. An order
 * already cancelled answers as it is (a retried or concurrent cancel changes nothing).
 */
export async function cancelarVenta(ctx: UserContext, comercio: Comercio, id: string, motivo: string): Promise<Venta> {
  return conVentaBloqueada(ctx, comercio, id, async (tx, venta, pago) => {
    const de = venta.estado as EstadoVenta;
    if (de === 'cancelado') return null;
    if (!TRANSICIONES_VENTA[de].includes('cancelado')) throw transicionInvalida(de, 'cancelado');
    const texto = `Cancelado por el emprendimiento: ${motivo}`;
    if (pago.estado === 'pendiente' || pago.estado === 'en_revision') {
      await cerrarSinPago(tx, venta, 'cancelado', texto, vendedor(ctx), motivo);
      return null;
    }
    const pagada = pago.estado === 'aprobado';
    await cancelar(tx, venta, texto, vendedor(ctx), { motivo, reembolso: pagada });
    if (!pagada) return null;
    await reembolsada(tx, venta.id, vendedor(ctx), motivo);
    return registrarDevolucion(tx, venta, pago, vendedor(ctx), `Devolución por la cancelación: ${motivo}`);
  });
}

/**
 * POST …/ventas/{id}/reembolso: at most once per order. Mercado Pago through the PaymentProvider
 * (stable idempotency key per payment); a transfer is recorded as given back by the seller, with a
 * note. A refunded order that was not finished is cancelled and its units go back to stock. A
 * Mercado Pago refund that failed can be asked again (same key: Mercado Pago refunds once).
 */
export async function reembolsarVenta(
  ctx: UserContext,
  comercio: Comercio,
  id: string,
  nota: string | undefined,
): Promise<Venta> {
  return conVentaBloqueada(ctx, comercio, id, async (tx, venta, pago) => {
    if (pago.estado === 'reembolsado') return null;
    if (pago.estado !== 'aprobado') throw errorDe('VENTA_NO_REEMBOLSABLE');
    if (venta.metodoPago === 'TRANSFERENCIA' && !nota) throw errorDe('NOTA_REEMBOLSO_REQUERIDA');
    // docs/producto/pagos.md#cobro-dividido: refused before anything changes when the collecting account is gone.
    if (
      venta.metodoPago === 'MERCADO_PAGO' &&
      !(await proveedorDelReembolso(tx, comercio, venta.emprendimientoId, pago))
    )
      throw errorDe('MERCADO_PAGO_RECONECTAR');
    const de = venta.estado as EstadoVenta;
    const motivo = nota ?? 'Venta reembolsada';
    if (de !== 'completado' && de !== 'cancelado')
      await cancelar(tx, venta, 'Venta reembolsada', vendedor(ctx), { motivo, reembolso: true });
    if (!(await reembolsoDe(tx, venta.id))) await reembolsada(tx, venta.id, vendedor(ctx), motivo);
    return registrarDevolucion(tx, venta, pago, vendedor(ctx), nota ?? null);
  });
}

/** `detalle` is the timeline's text; the event carries the seller's own words and whether the money goes back. */
async function cancelar(
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
async function reembolsada(tx: Database, ventaId: string, autor: Autor, motivo: string): Promise<void> {
  await emitirDeVenta(tx, ventaId, autor, { tipo: 'VentaReembolsada', motivo, lineas: await lineas(tx, ventaId) });
}

/** A request asking the provider right now: a concurrent one does not ask again meanwhile. */
const EN_CURSO_MS = 60_000;

/**
 * Records the refund in the order's transaction, once. A transfer is done here; a Mercado Pago
 * refund is returned to be asked for after commit (pedirReembolso).
 */
async function registrarDevolucion(
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
      await marcarReembolsado(tx, venta.id, autor, `Devolución registrada por el emprendimiento: ${nota ?? ''}`);
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
const proveedorDelReembolso = (
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
  });
}

/** The payment moves to reembolsado (unless Mercado Pago's notification got there first). */
async function marcarReembolsado(tx: Database, ventaId: string, autor: Autor, detalle: string): Promise<void> {
  const pago = await bloquearPago(tx, ventaId);
  if (pago?.estado !== 'aprobado') return;
  await actualizarPago(tx, ventaId, { estado: 'reembolsado' });
  await registrarEvento(tx, ventaId, 'pago', 'reembolsado', detalle, autor, 'aprobado');
}

/**
 * GET …/ventas/{emprendimientoId}/mercadopago/estado: how this shop gets paid by Mercado Pago
 * (docs/producto/pagos.md#cobro-dividido): into its own connected account, or, in a deployment
 * without an OAuth application, through the platform's.
 */
export async function estadoMercadoPago(
  ctx: UserContext,
  comercio: Comercio,
  emprendimientoId: string,
): Promise<EstadoMercadoPago> {
  const tienda = await emprendimientoPropio(ctx, emprendimientoId);
  const modo = comercio.modoPagos;
  const prueba =
    modo === 'sandbox'
      ? 'Pagos de demostración con el Mercado Pago de prueba integrado en Feria: ningún cobro es real. '
      : '';
  if (!comercio.cuentas.oauth)
    return {
      proveedor: 'Mercado Pago',
      conectado: true,
      modo,
      mensaje: `${prueba}Cobrás con Mercado Pago a través de la cuenta de la plataforma; la comisión de Feria se descuenta en cada pago.`,
    };
  const conectado = (await cobradorParaVenta(ctx.db, comercio.cuentas, tienda.id)) !== undefined;
  return {
    proveedor: 'Mercado Pago',
    conectado,
    modo,
    mensaje: conectado
      ? `${prueba}Los pagos con Mercado Pago entran en tu cuenta conectada; Mercado Pago le pasa a Feria su comisión en cada pago.`
      : `${prueba}Tu cuenta de Mercado Pago no está conectada: conectala en «Cobros» para cobrar con Mercado Pago y poder devolver pagos.`,
  };
}

import { formatPrice } from '@feria/contracts';
import type { Database } from '../../db/client';
import { errorDe } from '../../lib/app-error';
import { perfilParaVenta } from '../compradores/compradores.queries';
import {
  actualizarPago,
  bloquearPago,
  marcarPagoRecibidoDevuelto,
  pagoRecibido,
  pagosDeVentas,
  registrarNotificacion,
  registrarPagoRecibido,
} from '../pagos/pagos.queries';
import { proveedorDelAviso, proveedorDelEmprendimiento } from '../pagos/cobrador';
import { ProveedorNoDisponible, type FirmaWebhook, type PagoProveedor, type PaymentProvider } from '../pagos/proveedor';
import { decidirPago, observacionDelPago } from '../pagos/reglas';
import { encolar, type Manejador } from '../trabajos/trabajos';
import { cerrarSinPago, marcarPagada } from './cierre';
import { devolucionReembolsada } from './devoluciones.queries';
import { itemsDePreferencia } from './items-preferencia';
import type { Comercio } from './comercio';
import { bloquearVenta, filasVentas, filtros, itemsDe, registrarEvento, type FilaVenta } from './ventas.queries';

// Mercado Pago Checkout Pro for an order (notes/payments.md): the preference, the notifications
// and what they change. The notification is only a hint: the payment is re-fetched and checked
// (amount, currency, external_reference) and the order's payment only ever moves forward.

export const TRABAJO_NOTIFICACION = 'pago.mercadopago';
export const TRABAJO_REEMBOLSO = 'pago.reembolsar';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A Mercado Pago order without its checkout link gets one (the same one on every retry). */
export async function asegurarPreferencia(
  db: Database,
  comercio: Comercio,
  ventaId: string,
  origen?: string,
): Promise<void> {
  const pago = (await pagosDeVentas(db, [ventaId])).get(ventaId);
  if (!pago || pago.metodo !== 'MERCADO_PAGO' || pago.estado !== 'pendiente' || pago.urlPago) return;
  const [venta] = await filasVentas(db, filtros.id(ventaId));
  if (!venta) return;
  const [items, perfil] = await Promise.all([itemsDe(db, [ventaId]), perfilParaVenta(db, venta.compradorUserId)]);
  // docs/producto/pagos.md#cobro-dividido: created with the collecting shop's token, so the payment is the shop's.
  const proveedor = await proveedorDelEmprendimiento(
    db,
    comercio.cuentas,
    comercio.proveedor,
    venta.emprendimientoId,
    pago.cobradorMpUserId,
  );
  if (!proveedor) throw errorDe('MERCADO_PAGO_NO_CONECTADO');
  const base = !comercio.urlPublicaFija && origen ? origen : comercio.urlPublica;
  const retorno = (ruta: string) => `${base}/pago/${ruta}`;
  try {
    const preferencia = await proveedor.crearPreferencia({
      referencia: venta.id,
      items: itemsDePreferencia(venta, items),
      costoEnvio: venta.montoEnvio,
      comprador: {
        email: venta.compradorEmail,
        nombre: perfil?.nombre ?? venta.compradorNombre,
        apellido: perfil?.apellido ?? '',
        dni: perfil?.dni ?? null,
      },
      urlsRetorno: { exito: retorno('exito'), error: retorno('error'), pendiente: retorno('pendiente') },
      urlNotificacion: comercio.urlNotificacion,
      comision: venta.comision,
      claveIdempotencia: `preferencia-${venta.id}`,
      // docs/producto/pagos.md#pagos-tardíos: the link closes with the reservation.
      venceEn: venta.reservaHasta ?? new Date(),
    });
    await actualizarPago(db, venta.id, { preferenciaId: preferencia.id, urlPago: preferencia.url });
  } catch (e) {
    if (e instanceof ProveedorNoDisponible) throw errorDe('PAGO_NO_DISPONIBLE', 30);
    throw e;
  }
}

/**
 * POST /api/v1/pagos/mercadopago/webhook: a notification with a valid, fresh signature is queued
 * and answered at once; the job re-fetches the payment. False: the signature is wrong or stale.
 */
export async function recibirNotificacion(
  db: Database,
  comercio: Comercio,
  n: FirmaWebhook & { tipo: string | undefined; usuarioMp?: string | undefined },
): Promise<boolean> {
  if (!comercio.proveedor.verificarWebhook(n)) return false;
  if (n.tipo === 'payment' && n.idDato && /^[\w-]{1,64}$/.test(n.idDato)) {
    // The seller's `user_id` says whose token can read the payment (docs/producto/pagos.md#cobro-dividido).
    const usuarioMp = n.usuarioMp && /^\d{1,20}$/.test(n.usuarioMp) ? n.usuarioMp : null;
    await encolar(db, TRABAJO_NOTIFICACION, { pagoId: n.idDato, usuarioMp });
    comercio.despertarTrabajos();
  }
  return true;
}

/** Job: apply what Mercado Pago says of one payment. */
export function aplicarNotificacion(comercio: Comercio): Manejador {
  return async (trabajo, { db }) => {
    const { proveedor, leidoCon } = await proveedorDelAviso(
      db,
      comercio.cuentas,
      comercio.proveedor,
      trabajo.datos.usuarioMp,
    );
    const pago = await proveedor.obtenerPago(String(trabajo.datos.pagoId));
    if (!pago.referencia || !UUID.test(pago.referencia)) return; // not one of our orders
    await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      // The order first, then its payment: the same order of locks as a cancel or the expiry job,
      // so a notification and a cancel at the same moment are decided one after the other.
      const venta = await bloquearVenta(tx, pago.referencia!);
      if (!venta || venta.metodoPago !== 'MERCADO_PAGO') return;
      const actual = await bloquearPago(tx, venta.id);
      if (!actual) return;
      const observado = observacionDelPago(pago, {
        montoTotal: venta.montoTotal,
        cobradorDelPedido: actual.cobradorMpUserId,
        leidoCon,
      });
      if (observado) {
        if (await registrarNotificacion(tx, pago.id, `observado:${pago.estado}`))
          await registrarEvento(tx, venta.id, 'pago', 'observado', observado);
        return;
      }
      if (!(await registrarNotificacion(tx, pago.id, pago.estado))) return; // a redelivery
      // What the payment does to the order is decided by the payments module; this one carries it out.
      const decision = decidirPago(pago.id, pago.estado, {
        venta,
        pago: actual,
        recibido: await pagoRecibido(tx, pago.id),
      });
      switch (decision.accion) {
        case 'tomar':
          return tomar(tx, venta, pago);
        case 'devolver':
          return devolver(tx, comercio, venta, pago, decision.motivo);
        case 'rechazar':
          await actualizarPago(tx, venta.id, { pagoProveedorId: pago.id });
          await cerrarSinPago(tx, venta, 'rechazado', 'Mercado Pago rechazó el pago');
          return;
        case 'cerrar-devolucion':
          return cerrarDevolucion(tx, venta.id, pago.id);
        case 'reembolsado':
          await actualizarPago(tx, venta.id, { estado: 'reembolsado' });
          await registrarEvento(tx, venta.id, 'pago', 'reembolsado', decision.detalle);
          // docs/producto/devoluciones.md#reembolso: a received return's money is back.
          await devolucionReembolsada(tx, venta.id, { actor: 'sistema' }, decision.detalle);
          return;
        case 'nada':
          return;
      }
    });
  };
}

/** What Mercado Pago says it charged (docs/producto/pagos.md#cobro-dividido), for settlements. */
const cobroDe = (pago: PagoProveedor) => ({
  cobradorId: pago.cobradorId,
  comisionMercadoPago: pago.comisionMercadoPago,
  comisionMarketplace: pago.comisionMarketplace,
});

/** The order takes an approved payment (docs/producto/pagos.md#reglas-del-pago). */
async function tomar(tx: Database, venta: FilaVenta, pago: PagoProveedor): Promise<void> {
  await registrarPagoRecibido(tx, {
    pagoProveedorId: pago.id,
    ventaId: venta.id,
    estado: 'aprobado',
    monto: pago.monto,
    motivo: null,
    ...cobroDe(pago),
  });
  await marcarPagada(tx, venta, 'Pago aprobado por Mercado Pago', pago.id);
}

/**
 * An approved payment the order cannot take (docs/producto/pagos.md#pagos-tardíos) is never kept:
 * it is recorded as being given back, with the reason, and a job asks Mercado Pago for the refund.
 */
async function devolver(
  tx: Database,
  comercio: Comercio,
  venta: FilaVenta,
  pago: PagoProveedor,
  motivo: string,
): Promise<void> {
  await registrarPagoRecibido(tx, {
    pagoProveedorId: pago.id,
    ventaId: venta.id,
    estado: 'reembolso_pendiente',
    monto: pago.monto,
    motivo,
    ...cobroDe(pago),
  });
  await registrarEvento(
    tx,
    venta.id,
    'pago',
    'reembolso_automatico',
    `Pago ${pago.id} de ${formatPrice(pago.monto)} aprobado, pero ${motivo.charAt(0).toLowerCase()}${motivo.slice(1)} Se devuelve completo.`,
  );
  await encolar(tx, TRABAJO_REEMBOLSO, { pagoId: pago.id, ventaId: venta.id }, { clave: `reembolso:${pago.id}` });
  comercio.despertarTrabajos();
}

/** The refund of a payment the order could not take is done: recorded once (the buyer's mail reacts to PagoDevuelto). */
async function cerrarDevolucion(tx: Database, ventaId: string, pagoId: string): Promise<void> {
  const fila = await marcarPagoRecibidoDevuelto(tx, pagoId);
  if (!fila) return;
  await registrarEvento(
    tx,
    ventaId,
    'pago',
    'reembolsado',
    `Mercado Pago devolvió el pago ${pagoId} de ${formatPrice(fila.monto)}. ${fila.motivo ?? ''}`.trim(),
    undefined,
    null,
    {
      tipo: 'PagoDevuelto',
      idPago: pagoId,
      monto: fila.monto,
      motivo: fila.motivo ?? 'El pedido ya no podía recibir este pago.',
    },
  );
}

/**
 * Job: give back a payment the order could not take (stable idempotency key per payment: Mercado
 * Pago refunds it once however often this runs). A failure is retried by the queue.
 */
export function reembolsarPago(comercio: Comercio): Manejador {
  return async (trabajo, { db }) => {
    const pagoId = String(trabajo.datos.pagoId);
    const ventaId = trabajo.datos.ventaId;
    // docs/producto/pagos.md#cobro-dividido: only the collecting shop's token can give the payment back.
    const proveedor =
      typeof ventaId === 'string' ? await proveedorDeLaVenta(db, comercio, ventaId) : comercio.proveedor;
    if (!proveedor)
      throw new Error(
        `No se pudo devolver el pago ${pagoId}: el emprendimiento que lo cobró ya no tiene conectada su cuenta de Mercado Pago; se reintenta hasta que la vuelva a conectar.`,
      );
    await proveedor.reembolsar(pagoId, { claveIdempotencia: `reembolso-${pagoId}` });
    if (typeof ventaId !== 'string') return; // queued before payments were recorded one by one
    await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      await bloquearVenta(tx, ventaId);
      await cerrarDevolucion(tx, ventaId, pagoId);
    });
  };
}

/** Job: the preference of an order that no longer waits for a payment expires now. */
export function caducarPreferencia(comercio: Comercio): Manejador {
  return async (trabajo, { db, ahora }) => {
    const ventaId = String(trabajo.datos.ventaId);
    const pago = (await pagosDeVentas(db, [ventaId])).get(ventaId);
    if (!pago?.preferenciaId || pago.estado === 'pendiente') return;
    // The preference is its collector's; a shop no longer connected cannot be asked (the link expires with the reservation anyway).
    const proveedor = await proveedorDeLaVenta(db, comercio, ventaId);
    await proveedor?.caducarPreferencia(pago.preferenciaId, ahora);
  };
}

/** The provider acting for the account that collects this order (docs/producto/pagos.md#cobro-dividido). */
async function proveedorDeLaVenta(
  db: Database,
  comercio: Comercio,
  ventaId: string,
): Promise<PaymentProvider | undefined> {
  const [pago, [venta]] = await Promise.all([
    pagosDeVentas(db, [ventaId]).then((m) => m.get(ventaId)),
    filasVentas(db, filtros.id(ventaId)),
  ]);
  if (!pago || !venta) return comercio.proveedor;
  return proveedorDelEmprendimiento(
    db,
    comercio.cuentas,
    comercio.proveedor,
    venta.emprendimientoId,
    pago.cobradorMpUserId,
  );
}

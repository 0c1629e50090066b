import type { Database } from '../../db/client';
import { errorDe } from '../../lib/app-error';
import { perfilParaVenta } from '../compradores/compradores.queries';
import { avisarCancelacion, avisarPagoAprobado } from '../correo/avisos';
import { actualizarPago, bloquearPago, pagosDeVentas, registrarNotificacion } from '../pagos/pagos.queries';
import { ProveedorNoDisponible, type FirmaWebhook } from '../pagos/proveedor';
import { encolar, type Manejador } from '../trabajos/trabajos';
import { cerrarSinPago, marcarPagada } from './cierre';
import type { Comercio } from './comercio';
import { bloquearVenta, filasVentas, filtros, itemsDe, registrarEvento } from './ventas.queries';

// Mercado Pago Checkout Pro for an order (notes/payments.md): the preference, the notifications
// and what they change. The notification is only a hint: the payment is re-fetched and checked
// (amount, currency, external_reference) and the order's payment only ever moves forward.

export const TRABAJO_NOTIFICACION = 'pago.mercadopago';
export const TRABAJO_REEMBOLSO = 'pago.reembolsar';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type LineaPreferencia = { id: string; titulo: string; cantidad: number; precioUnitario: number };

/**
 * The preference's lines must add up to what the order charges. A coupon lowers the order's total
 * below its lines (Checkout Pro takes no negative line), so then the order goes as one line for its
 * total, naming the coupon; the order page keeps the detail.
 */
export function itemsDePreferencia(
  venta: { id: string; numero: number; montoTotal: number; cupon: Record<string, unknown> | null },
  items: readonly { productoId: string; nombre: string; cantidad: number; precioUnitario: number }[],
): LineaPreferencia[] {
  const lineas = items.map((i) => ({ id: i.productoId, titulo: i.nombre, cantidad: i.cantidad, precioUnitario: i.precioUnitario }));
  const suma = lineas.reduce((s, l) => s + l.cantidad * l.precioUnitario, 0);
  if (Math.abs(suma - venta.montoTotal) < 0.005) return lineas;
  const detalle = lineas.map((l) => `${l.cantidad} × ${l.titulo}`).join(', ');
  const codigo = venta.cupon?.['codigoCupon'];
  const cupon = typeof codigo === 'string' ? ` con cupón ${codigo}` : '';
  return [{ id: venta.id, titulo: `Pedido #${venta.numero}${cupon}: ${detalle}`.slice(0, 250), cantidad: 1, precioUnitario: venta.montoTotal }];
}

/** A Mercado Pago order without its checkout link gets one (the same one on every retry). */
export async function asegurarPreferencia(db: Database, comercio: Comercio, ventaId: string, origen?: string): Promise<void> {
  const pago = (await pagosDeVentas(db, [ventaId])).get(ventaId);
  if (!pago || pago.metodo !== 'MERCADO_PAGO' || pago.estado !== 'pendiente' || pago.urlPago) return;
  const [venta] = await filasVentas(db, filtros.id(ventaId));
  if (!venta) return;
  const [items, perfil] = await Promise.all([itemsDe(db, [ventaId]), perfilParaVenta(db, venta.compradorUserId)]);
  const base = !comercio.urlPublicaFija && origen ? origen : comercio.urlPublica;
  const retorno = (ruta: string) => `${base}/pago/${ruta}`;
  try {
    const preferencia = await comercio.proveedor.crearPreferencia({
      referencia: venta.id,
      items: itemsDePreferencia(venta, items),
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
  n: FirmaWebhook & { tipo: string | undefined },
): Promise<boolean> {
  if (!comercio.proveedor.verificarWebhook(n)) return false;
  if (n.tipo === 'payment' && n.idDato && /^[\w-]{1,64}$/.test(n.idDato)) {
    await encolar(db, TRABAJO_NOTIFICACION, { pagoId: n.idDato });
    comercio.despertarTrabajos();
  }
  return true;
}

/** Job: apply what Mercado Pago says of one payment. */
export function aplicarNotificacion(comercio: Comercio): Manejador {
  return async (trabajo, { db }) => {
    const pago = await comercio.proveedor.obtenerPago(String(trabajo.datos.pagoId));
    if (!pago.referencia || !UUID.test(pago.referencia)) return; // not one of our orders
    await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const venta = await bloquearVenta(tx, pago.referencia!);
      if (!venta || venta.metodoPago !== 'MERCADO_PAGO') return;
      if (pago.moneda !== 'ARS' || Math.abs(pago.monto - venta.montoTotal) > 0.005) {
        if (await registrarNotificacion(tx, pago.id, `observado:${pago.estado}`)) {
          await registrarEvento(tx, venta.id, 'pago', 'observado', `Mercado Pago informó ${pago.moneda} ${pago.monto}; el pedido es de ARS ${venta.montoTotal}. No se aplicó.`);
        }
        return;
      }
      if (!(await registrarNotificacion(tx, pago.id, pago.estado))) return; // a redelivery
      const actual = await bloquearPago(tx, venta.id);
      if (!actual) return;
      switch (pago.estado) {
        case 'approved':
        case 'authorized':
          if (actual.estado !== 'pendiente') return;
          if (venta.estado === 'cancelado') {
            // Paid after the order was cancelled (expired or cancelled by the buyer): the money goes back.
            await registrarEvento(tx, venta.id, 'pago', 'reembolso_automatico', 'El pago llegó con el pedido ya cancelado: se devuelve.');
            await encolar(tx, TRABAJO_REEMBOLSO, { pagoId: pago.id }, { clave: `reembolso:${pago.id}` });
            return;
          }
          await marcarPagada(tx, venta, 'Pago aprobado por Mercado Pago', pago.id);
          await avisarPagoAprobado(tx, venta.id);
          return;
        case 'rejected':
        case 'cancelled':
          if (actual.estado !== 'pendiente') return;
          await actualizarPago(tx, venta.id, { pagoProveedorId: pago.id });
          await cerrarSinPago(tx, venta, 'rechazado', 'Mercado Pago rechazó el pago');
          await avisarCancelacion(tx, venta.id, 'Mercado Pago rechazó el pago', false);
          return;
        case 'refunded':
        case 'charged_back':
          if (actual.estado !== 'aprobado') return;
          await actualizarPago(tx, venta.id, { estado: 'reembolsado' });
          await registrarEvento(tx, venta.id, 'pago', 'reembolsado', pago.estado === 'refunded' ? 'Pago reembolsado' : 'Contracargo del pago');
          return;
        default:
          return; // pending, in_process, in_mediation: nothing changes yet
      }
    });
  };
}

/** Job: give back a payment that arrived for a cancelled order (stable idempotency key). */
export function reembolsarPago(comercio: Comercio): Manejador {
  return async (trabajo) => {
    const pagoId = String(trabajo.datos.pagoId);
    await comercio.proveedor.reembolsar(pagoId, { claveIdempotencia: `reembolso-${pagoId}` });
  };
}

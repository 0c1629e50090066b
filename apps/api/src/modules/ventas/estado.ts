import {
  MENSAJES_VENTA,
  TRANSICIONES_VENTA,
  type EstadoDeVenta,
  type EstadoMercadoPago,
  type EstadoVenta,
  type Venta,
} from '@feria/contracts';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { emprendimientoPropio } from '../emprendimientos/propiedad';
import { cobradorParaVenta } from '../pagos/cobrador';
import { cerrarSinPago } from './cierre';
import type { Comercio } from './comercio';
import { cancelar, conVentaBloqueada, reembolsada, reembolsarPagada, registrarReembolsoDeVenta } from './reembolso';
import { actualizarVenta, registrarEvento, type Autor } from './ventas.queries';
import { ventaDelVendedor } from './ventas.service';

// The seller moves an order through its states (docs/producto/pedidos.md#estado-del-pedido): pendiente → preparando → listo →
// completado, or cancelado (with a motivo) from any non-final state. The web client does not
// enforce the moves; this module does, with the order locked, and keeps each change in the
// order's timeline (who, when, from → to, motivo). The buyer's mails and the best-seller counts
// react to the events (docs/producto/eventos.md#reacciones).

const vendedor = (ctx: UserContext): Autor => ({ actor: 'vendedor', userId: ctx.usuario.sub });

const transicionInvalida = (de: EstadoVenta, a: EstadoVenta) =>
  errorDe('TRANSICION_INVALIDA', { detalle: MENSAJES_VENTA.transicionInvalida(de, a) });

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
    return registrarReembolsoDeVenta(tx, venta, pago, vendedor(ctx), `Devolución por la cancelación: ${motivo}`);
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
    return reembolsarPagada(tx, comercio, venta, pago, vendedor(ctx), nota);
  });
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

import type { EstadoVenta } from '@feria/contracts';

// What a provider's payment does to an order (docs/producto/pagos.md#reglas-del-pago): the rules
// live here, in the payments module, as plain decisions on plain states; the order module asks and
// carries them out in its transaction (it locks the order, writes its timeline and stock). This
// module never imports the order module.

/** What Mercado Pago says of one of its payments (its `status`). */
export type EstadoProveedor = string;

export interface SituacionPago {
  /** The order's state and its own payment's state, read with both locked. */
  venta: { estado: EstadoVenta | string };
  pago: { estado: string; pagoProveedorId: string | null };
  /** This provider payment as already recorded for the order, if it was (docs/producto/pagos.md#pagos-tardíos). */
  recibido: { estado: string } | undefined;
}

export type DecisionPago =
  /** Nothing changes (pending at the provider, a repeat, another payment's refund…). */
  | { accion: 'nada' }
  /** The order takes the payment: it is paid. */
  | { accion: 'tomar' }
  /** The order cannot take it: it is recorded and given back in full, with the reason. */
  | { accion: 'devolver'; motivo: string }
  /** Rejected while the order waited: the order closes unpaid. */
  | { accion: 'rechazar' }
  /** A payment being given back is now given back. */
  | { accion: 'cerrar-devolucion' }
  /** The order's own payment was refunded or charged back. */
  | { accion: 'reembolsado'; detalle: string };

/**
 * The decision for a notification of `pagoId` in `estado`. An approved payment is taken only while
 * the order waits for one; any other approved payment is never kept.
 */
export function decidirPago(pagoId: string, estado: EstadoProveedor, s: SituacionPago): DecisionPago {
  switch (estado) {
    case 'approved':
    case 'authorized': {
      if (s.recibido) return { accion: 'nada' }; // authorized, then approved: the same payment
      if (s.pago.estado === 'aprobado' && s.pago.pagoProveedorId === pagoId) return { accion: 'nada' };
      if (s.venta.estado === 'pendiente' && s.pago.estado === 'pendiente') return { accion: 'tomar' };
      return { accion: 'devolver', motivo: motivoDeDevolucion(s.venta, s.pago) };
    }
    case 'rejected':
    case 'cancelled':
      return s.pago.estado === 'pendiente' && s.venta.estado === 'pendiente'
        ? { accion: 'rechazar' }
        : { accion: 'nada' };
    case 'refunded':
    case 'charged_back': {
      if (s.recibido && s.recibido.estado !== 'aprobado') return { accion: 'cerrar-devolucion' };
      if (s.pago.estado !== 'aprobado' || (s.pago.pagoProveedorId && s.pago.pagoProveedorId !== pagoId))
        return { accion: 'nada' };
      return { accion: 'reembolsado', detalle: estado === 'refunded' ? 'Pago reembolsado' : 'Contracargo del pago' };
    }
    default:
      return { accion: 'nada' }; // pending, in_process, in_mediation: nothing changes yet
  }
}

/** Why an approved payment is given back, in the buyer's words. */
export function motivoDeDevolucion(venta: { estado: string }, pago: { estado: string }): string {
  if (pago.estado === 'aprobado') return 'El pedido ya estaba pagado con otro pago.';
  if (pago.estado === 'reembolsado') return 'El pedido ya había sido reembolsado.';
  if (pago.estado === 'vencido') return 'El pedido ya estaba cancelado porque venció el plazo para pagarlo.';
  if (venta.estado === 'cancelado') return 'El pedido ya estaba cancelado.';
  return 'El pedido ya no podía recibir este pago.';
}

/**
 * Why a provider payment is not applied to its order, if it is not (docs/producto/pagos.md#cobro-dividido):
 * another amount or currency, or another collector than the order's. An order its shop collects
 * takes only a payment collected by that account; one the platform collects (`cobradorDelPedido`
 * null), only a payment the platform's token read (`leidoCon` null).
 */
export function observacionDelPago(
  pago: { id: string; monto: number; moneda: string; cobradorId: string | null },
  pedido: { montoTotal: number; cobradorDelPedido: string | null; leidoCon: string | null },
): string | undefined {
  if (pago.moneda !== 'ARS' || Math.abs(pago.monto - pedido.montoTotal) > 0.005)
    return `Mercado Pago informó ${pago.moneda} ${pago.monto}; el pedido es de ARS ${pedido.montoTotal}. No se aplicó.`;
  const delCobrador =
    pedido.cobradorDelPedido === null ? pedido.leidoCon === null : pago.cobradorId === pedido.cobradorDelPedido;
  if (!delCobrador)
    return `Mercado Pago informó el pago ${pago.id} cobrado por otra cuenta (${pago.cobradorId ?? 'desconocida'}), no la del emprendimiento del pedido. No se aplicó.`;
  return undefined;
}

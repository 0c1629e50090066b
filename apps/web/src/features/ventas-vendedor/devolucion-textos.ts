import { formatPrice, type Venta } from '@feria/contracts';
import { ApiError } from '../../lib/api-client';

// docs/producto/devoluciones-pantallas.md#el-emprendimiento: what the seller's return panel writes
// for them (the instructions' starting text) and what it checks before sending.

/** A part of the template the seller still has to fill in: '[dirección de tu local]'. */
export const PENDIENTE_DE_COMPLETAR = /\[[^\]]*\]/;

/**
 * The instructions the accept dialog starts with: where and how to send the product back, that it
 * costs the buyer nothing (Ley 24.240, art. 34), and what happens next. A pickup order names the
 * shop's pickup address and hours; otherwise the seller completes the bracketed parts.
 */
export function plantillaInstrucciones(venta: Pick<Venta, 'numero' | 'compradorNombre' | 'envio'>): string {
  const nombre = venta.compradorNombre.split(' ')[0] ?? venta.compradorNombre;
  const retiro = venta.envio?.retiro;
  const donde = retiro
    ? `Traelo a ${retiro.direccion.calle} ${retiro.direccion.numero}, ${retiro.direccion.ciudad} (${retiro.horarios}), o mandalo a esa dirección por correo.`
    : 'Mandalo por [Correo Argentino, Andreani u OCA] a [calle, número, ciudad y código postal].';
  return [
    `Hola, ${nombre}. Aceptamos la devolución del pedido #${venta.numero}.`,
    '1. Guardá el producto sin usar, con su empaque y sus etiquetas.',
    `2. ${donde}`,
    `3. El envío no te cuesta nada: escribinos por el chat del pedido antes de despacharlo y te pasamos cómo hacerlo sin cargo. Poné el número de pedido (#${venta.numero}) dentro del paquete.`,
    'Cuando lo recibamos te devolvemos el dinero y te avisamos por correo.',
  ].join('\n');
}

/** The server's message for a failed answer, with its detail when it has one ('La devolución está «X»…'). */
export function textoDeError(e: Error | null): string | null {
  if (!e) return null;
  return e instanceof ApiError && e.detalle ? `${e.message} ${e.detalle}` : e.message;
}

/** How the money goes back when the seller marks the return received (docs/producto/devoluciones.md#reembolso). */
export function comoSeReembolsa(venta: Pick<Venta, 'pago' | 'montoTotal' | 'compradorNombre'>): string {
  const monto = formatPrice(venta.montoTotal);
  switch (venta.pago.estado) {
    case 'aprobado':
      return venta.pago.metodo === 'MERCADO_PAGO'
        ? `Mercado Pago le devuelve ${monto} a ${venta.compradorNombre} automáticamente.`
        : `Devolvele ${monto} a ${venta.compradorNombre} por transferencia y contá acá cómo lo hiciste (por ejemplo, a qué cuenta).`;
    case 'reembolsado':
      return 'El pago ya fue reembolsado: no se devuelve otra vez.';
    default:
      return 'El pago de este pedido no se acreditó: no hay dinero que devolver y el pedido se cancela.';
  }
}

export const unidades = (venta: Pick<Venta, 'items'>) => venta.items.reduce((n, i) => n + i.cantidad, 0);

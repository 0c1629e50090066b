import { formatPrice, type EstadoVenta } from '@feria/contracts';
import type { ParticipantesVenta } from '../ventas/ventas.queries';
import type { AvisoPush } from './avisos';

// The push notices of an order (docs/producto/notificaciones.md#que-avisa): short, since a phone shows
// two lines; the tap opens the page where the person acts. One tag per order and person, so a newer
// notice of the same order replaces the older one on the device.

const VENTAS = '/dashboard-emprendedor/ventas';
const pedido = (ventaId: string) => `/dashboard-comprador/mis-pedidos/${ventaId}`;
const etiqueta = (p: ParticipantesVenta, para: 'vendedor' | 'comprador') => `venta-${p.ventaId}-${para}`;

export const ventaNueva = (p: ParticipantesVenta, total: number): AvisoPush => ({
  clase: 'venta_nueva',
  titulo: `Nueva venta #${p.numero}`,
  cuerpo: `${p.compradorNombre} hizo un pedido por ${formatPrice(total)}.`,
  url: VENTAS,
  etiqueta: etiqueta(p, 'vendedor'),
});

export const pagoAprobado = (p: ParticipantesVenta): AvisoPush => ({
  clase: 'pago_aprobado',
  titulo: `Pago aprobado: venta #${p.numero}`,
  cuerpo: `El pago de ${p.compradorNombre} está acreditado. Ya podés preparar el pedido.`,
  url: VENTAS,
  etiqueta: etiqueta(p, 'vendedor'),
});

const ESTADO: Record<Exclude<EstadoVenta, 'pendiente' | 'cancelado'>, (tienda: string) => string> = {
  preparando: (t) => `${t} empezó a preparar tu pedido.`,
  listo: (t) => `${t} terminó de preparar tu pedido: ya está listo.`,
  completado: (t) => `${t} marcó tu pedido como completado. ¡Gracias por comprar en Feria!`,
};

/** The seller moved the order; undefined for a move that is no news to the buyer (back to pendiente). */
export function cambioDeEstado(p: ParticipantesVenta, a: EstadoVenta): AvisoPush | undefined {
  if (a === 'pendiente' || a === 'cancelado') return undefined;
  return {
    clase: 'pedido_estado',
    titulo: `Tu pedido #${p.numero}`,
    cuerpo: ESTADO[a](p.emprendimientoNombre),
    url: pedido(p.ventaId),
    etiqueta: etiqueta(p, 'comprador'),
  };
}

export const cancelacion = (p: ParticipantesVenta, reembolso: boolean): AvisoPush => ({
  clase: 'pedido_estado',
  titulo: `Tu pedido #${p.numero} fue cancelado`,
  cuerpo: reembolso
    ? `${p.emprendimientoNombre} canceló tu pedido y te devuelve el dinero.`
    : `Se canceló tu pedido en ${p.emprendimientoNombre}.`,
  url: pedido(p.ventaId),
  etiqueta: etiqueta(p, 'comprador'),
});

export const envio = (p: ParticipantesVenta, transportista: string, correccion: boolean): AvisoPush => ({
  clase: 'pedido_estado',
  titulo: correccion ? `Cambió el envío de tu pedido #${p.numero}` : `Tu pedido #${p.numero} está en camino`,
  cuerpo: `${p.emprendimientoNombre} lo despachó por ${transportista}. Mirá el seguimiento en Feria.`,
  url: pedido(p.ventaId),
  etiqueta: etiqueta(p, 'comprador'),
});

export const mensajeChat = (p: ParticipantesVenta, paraComprador: boolean): AvisoPush => ({
  clase: 'mensaje_chat',
  titulo: paraComprador ? `Mensaje de ${p.emprendimientoNombre}` : `Mensaje de ${p.compradorNombre}`,
  cuerpo: `Te escribieron por el pedido #${p.numero}.`,
  url: paraComprador ? pedido(p.ventaId) : VENTAS,
  etiqueta: `chat-${p.ventaId}-${paraComprador ? 'comprador' : 'vendedor'}`,
});

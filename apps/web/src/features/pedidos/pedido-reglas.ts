import { ERRORES, MENSAJES_VENTA, type Venta } from '@feria/contracts';
import { ApiError } from '../../lib/api-client';

// What the buyer may do with an order and how its history reads: pure, so every case is tested.

/** The server's rule for PUT …/cancelar: the order is pendiente and its payment not yet made. */
export function puedeCancelar(v: Pick<Venta, 'estado' | 'pago'>): boolean {
  return v.estado === 'pendiente' && (v.pago.estado === 'pendiente' || v.pago.estado === 'en_revision');
}

/** A pending Mercado Pago order can be paid again while the payment link is offered. */
export function puedeReintentarPago(
  v: Pick<Venta, 'estado' | 'pago'>,
): v is Pick<Venta, 'estado'> & { pago: Venta['pago'] & { urlPago: string } } {
  return (
    v.estado === 'pendiente' &&
    v.pago.metodo === 'MERCADO_PAGO' &&
    v.pago.estado === 'pendiente' &&
    Boolean(v.pago.urlPago)
  );
}

/** The server's rule for the proof upload: a transfer order still waiting for (or reviewing) the money. */
export function puedeSubirComprobante(v: Pick<Venta, 'estado' | 'pago'>): boolean {
  return (
    v.estado === 'pendiente' &&
    v.pago.metodo === 'TRANSFERENCIA' &&
    (v.pago.estado === 'pendiente' || v.pago.estado === 'en_revision')
  );
}

// The timeline's wording lives with the timeline (components/ui/venta), shared with the seller's view.
export { historialOrdenado, tituloEvento } from '../../components/ui/venta/historial';

/** The amount as a bank app takes it: digits and a decimal comma, no $ nor thousands dots ('12500', '12500,50'). */
export function montoParaCopiar(monto: number): string {
  const fijo = monto.toFixed(2);
  return fijo.endsWith('.00') ? fijo.slice(0, -3) : fijo.replace('.', ',');
}

export const COMPROBANTE_TIPOS = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const COMPROBANTE_MAX_BYTES = 5 * 1024 * 1024;

/** A first check before sending (the server checks the content again): the texts of the error catalogue. */
export function validarComprobante(file: Pick<File, 'type' | 'size'>): string | null {
  if (file.size === 0) return MENSAJES_VENTA.comprobanteRequerido;
  if (!(COMPROBANTE_TIPOS as readonly string[]).includes(file.type)) return MENSAJES_VENTA.comprobanteInvalido;
  if (file.size > COMPROBANTE_MAX_BYTES) return MENSAJES_VENTA.comprobanteDemasiadoGrande;
  return null;
}

/** A failed upload in words, by its catalogue `codigo` (never by the server's text). */
export function mensajeErrorComprobante(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  switch (error.codigo) {
    case 'COMPROBANTE_INVALIDO':
    case 'COMPROBANTE_REQUERIDO':
    case 'COMPROBANTE_DEMASIADO_GRANDE':
    case 'TRANSFERENCIA_NO_PENDIENTE':
    case 'NO_ES_TRANSFERENCIA':
    case 'VENTA_NO_ENCONTRADA':
      return ERRORES[error.codigo].mensaje;
    // The multipart limit answers before the proof rule: it is the same "too big".
    case 'SOLICITUD_DEMASIADO_GRANDE':
      return MENSAJES_VENTA.comprobanteDemasiadoGrande;
    default:
      return error.message || fallback;
  }
}

/** Codes after which the order on screen is out of date (read it again). */
export function comprobanteDesactualizado(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.codigo === 'TRANSFERENCIA_NO_PENDIENTE' || error.codigo === 'NO_ES_TRANSFERENCIA')
  );
}

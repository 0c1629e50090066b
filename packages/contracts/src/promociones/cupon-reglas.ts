import { MENSAJES, MENSAJES_PROMOCION } from '../common/messages';
import { formatPrice } from '../common/money';
import { type EstadoCupon, type EstadoDescuento, type TipoPromocion } from './promociones.schemas';

// The rules of coupons and discounts as pure functions: the API applies them inside the order's
// transaction, the seller's screen shows the same statuses, the tests (fast-check) prove them.

interface Vigencia {
  activo: boolean;
  fechaInicio: string | null;
  fechaFin: string | null;
}

const pasado = (fecha: string | null, ahora: Date) => fecha !== null && new Date(fecha).getTime() < ahora.getTime();
const futuro = (fecha: string | null, ahora: Date) => fecha !== null && new Date(fecha).getTime() > ahora.getTime();

/** A discount's status (decision 035): the seller's switch first, then its dates. */
export function estadoDescuento(d: Vigencia, ahora: Date = new Date()): EstadoDescuento {
  if (!d.activo) return 'INACTIVO';
  if (pasado(d.fechaFin, ahora)) return 'VENCIDO';
  if (futuro(d.fechaInicio, ahora)) return 'PROGRAMADO';
  return 'ACTIVO';
}

export interface CuponReglas extends Vigencia {
  tipo: TipoPromocion;
  valor: number;
  montoMinimo: number | null;
  cantidadMinima: number | null;
  usosMaximos: number | null;
  usosPorComprador: number | null;
  usosRealizados: number;
}

/** docs/producto/entidades.md / docs/producto/promociones.md: DESHABILITADO (the seller's switch) first, then VENCIDO (end passed), then AGOTADO (limit reached). */
export function estadoCupon(
  c: Pick<CuponReglas, 'activo' | 'fechaFin' | 'usosMaximos' | 'usosRealizados'>,
  ahora: Date = new Date(),
): EstadoCupon {
  if (!c.activo) return 'DESHABILITADO';
  if (pasado(c.fechaFin, ahora)) return 'VENCIDO';
  if (c.usosMaximos !== null && c.usosRealizados >= c.usosMaximos) return 'AGOTADO';
  return 'HABILITADO';
}

/**
 * What a coupon takes off a total (already discounted per product), rounded like docs/producto/precios.md.
 * A percentage never takes more than the total; a fixed amount applies only to a larger total
 * (an order never costs $ 0), so the final amount is never negative.
 */
export function montoDescuentoCupon(tipo: TipoPromocion, valor: number, total: number): number {
  if (!(total > 0)) return 0;
  if (tipo === 'PORCENTAJE') return Math.min(total, Math.round((total * valor) / 100));
  return valor < total ? Math.round(valor) : 0;
}

export type ResultadoCupon =
  | { ok: true; montoDescuento: number; montoFinal: number }
  | { ok: false; codigo: 'CUPON_NO_DISPONIBLE' | 'CUPON_NO_APLICABLE'; detalle: string };

const fechaCorta = (iso: string) =>
  new Intl.DateTimeFormat('es-AR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Argentina/Buenos_Aires',
  }).format(new Date(iso));

/**
 * Whether a coupon applies to a purchase (docs/producto/errores.md table): 409 when used up, expired or paused,
 * 422 when this amount or these items do not qualify (or it has not started yet).
 */
export function evaluarCupon(
  c: CuponReglas,
  compra: { montoTotal: number; cantidadProductos: number; usosDelComprador: number },
  ahora: Date = new Date(),
): ResultadoCupon {
  const noDisponible = (detalle: string) => ({ ok: false, codigo: 'CUPON_NO_DISPONIBLE', detalle }) as const;
  const noAplicable = (detalle: string) => ({ ok: false, codigo: 'CUPON_NO_APLICABLE', detalle }) as const;
  const estado = estadoCupon(c, ahora);
  if (estado === 'DESHABILITADO') return noDisponible(MENSAJES_PROMOCION.detalleDeshabilitado);
  if (estado === 'VENCIDO') return noDisponible(MENSAJES_PROMOCION.detalleVencido);
  if (estado === 'AGOTADO') return noDisponible(MENSAJES_PROMOCION.detalleAgotado);
  if (c.usosPorComprador !== null && compra.usosDelComprador >= c.usosPorComprador)
    return noDisponible(MENSAJES_PROMOCION.detallePorComprador);
  if (futuro(c.fechaInicio, ahora)) return noAplicable(MENSAJES_PROMOCION.detalleNoEmpezo(fechaCorta(c.fechaInicio!)));
  if (c.montoMinimo !== null && compra.montoTotal < c.montoMinimo)
    return noAplicable(MENSAJES_PROMOCION.detalleMontoMinimo(formatPrice(c.montoMinimo)));
  if (c.cantidadMinima !== null && compra.cantidadProductos < c.cantidadMinima)
    return noAplicable(MENSAJES_PROMOCION.detalleCantidadMinima(c.cantidadMinima));
  const montoDescuento = montoDescuentoCupon(c.tipo, c.valor, compra.montoTotal);
  if (c.tipo === 'VALOR_FIJO' && montoDescuento === 0)
    return noAplicable(MENSAJES_PROMOCION.detalleFijoMayor(formatPrice(c.valor)));
  return { ok: true, montoDescuento, montoFinal: compra.montoTotal - montoDescuento };
}

/**
 * docs/producto/errores.md coupon validation to the buyer: the server's message when it sent one, else by status
 * (400, 404, 409, 422, 5xx), else the default. An invalid result without message: 'Cupón no válido'.
 */
export function mensajeErrorCupon(status: number, mensajeServidor?: string | null): string {
  if (mensajeServidor) return mensajeServidor;
  if (status === 200) return MENSAJES.cuponNoValido;
  if (status === 400) return MENSAJES.cuponDatosInvalidos;
  if (status === 404) return MENSAJES.cuponNoEncontrado;
  if (status === 409) return MENSAJES.cuponNoDisponible;
  if (status === 422) return MENSAJES.cuponNoAplicable;
  if (status >= 500) return MENSAJES.cuponErrorServidor;
  return MENSAJES.cuponErrorValidar;
}

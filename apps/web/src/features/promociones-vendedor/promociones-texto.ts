import {
  formatPrice,
  type CuponVendedor,
  type DescuentoVendedor,
  type EstadoCupon,
  type EstadoDescuento,
  type TipoPromocion,
} from '@feria/contracts';

// What the seller reads about a discount or a coupon: its value, its dates, its rules, its usage.

export const TIPO_LABEL: Record<TipoPromocion, string> = { PORCENTAJE: 'Porcentaje', VALOR_FIJO: 'Monto fijo' };

export const ESTADO_DESCUENTO_LABEL: Record<EstadoDescuento, string> = {
  ACTIVO: 'Activo',
  PROGRAMADO: 'Programado',
  VENCIDO: 'Vencido',
  INACTIVO: 'Inactivo',
};
export const ESTADO_CUPON_LABEL: Record<EstadoCupon, string> = {
  HABILITADO: 'Habilitado',
  DESHABILITADO: 'Deshabilitado',
  VENCIDO: 'Vencido',
  AGOTADO: 'Agotado',
};

/** '15 % OFF' or '$ 1.500 OFF'. */
export function valorPromocion(p: { tipo: TipoPromocion; valor: number }): string {
  return p.tipo === 'PORCENTAJE' ? `${p.valor} % OFF` : `${formatPrice(p.valor)} OFF`;
}

const ZONA = 'America/Argentina/Buenos_Aires';
const corta = new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: ZONA });
// en-CA writes dates as YYYY-MM-DD, the value of an <input type="date">.
const iso = new Intl.DateTimeFormat('en-CA', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: ZONA });

/** An instant as the Argentine calendar day: '01/12/2026'. */
export const fechaCorta = (instante: string) => corta.format(new Date(instante));

/** An instant as the Argentine calendar day for a date input: '2026-12-01'. */
export const fechaInput = (instante: string | null) => (instante ? iso.format(new Date(instante)) : '');

/** 'Desde 01/12/2026 · Hasta 31/12/2026', or '… · Sin fecha de fin'. */
export function vigencia(p: { fechaInicio: string | null; fechaFin: string | null }): string {
  const desde = p.fechaInicio ? `Desde ${fechaCorta(p.fechaInicio)}` : null;
  const hasta = p.fechaFin ? `Hasta ${fechaCorta(p.fechaFin)}` : 'Sin fecha de fin';
  return [desde, hasta].filter(Boolean).join(' · ');
}

const plural = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

/** 'Compra mínima $ 10.000', 'Desde 2 productos', '1 uso por comprador' (empty without rules). */
export function reglasCupon(c: Pick<CuponVendedor, 'montoMinimo' | 'cantidadMinima' | 'usosPorComprador'>): string[] {
  return [
    c.montoMinimo ? `Compra mínima ${formatPrice(c.montoMinimo)}` : null,
    c.cantidadMinima ? `Desde ${plural(c.cantidadMinima, 'producto', 'productos')}` : null,
    c.usosPorComprador ? `${plural(c.usosPorComprador, 'uso', 'usos')} por comprador` : null,
  ].filter((r): r is string => r !== null);
}

/** 'Usado 3 de 10 · quedan 7' or 'Usado 3 veces · sin límite'. */
export function usosCupon(c: Pick<CuponVendedor, 'usosRealizados' | 'usosMaximos' | 'usosRestantes'>): string {
  if (c.usosMaximos === null) return `Usado ${plural(c.usosRealizados, 'vez', 'veces')} · sin límite`;
  const quedan = c.usosRestantes ?? Math.max(0, c.usosMaximos - c.usosRealizados);
  return `Usado ${c.usosRealizados} de ${c.usosMaximos} · ${quedan === 1 ? 'queda 1' : `quedan ${quedan}`}`;
}

export const nombreDescuento = (d: Pick<DescuentoVendedor, 'tipo' | 'valor'>) => `descuento ${valorPromocion(d)}`;

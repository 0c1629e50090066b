import { FREE_SHIPPING_THRESHOLD, INSTALLMENTS, PRICE_WITHOUT_TAXES_RATIO } from './constants';

/** The discount fields a product carries (docs/producto/entidades.md `descuento`), as far as pricing needs them. */
export interface DescuentoVigencia {
  activo: boolean;
  porcentajeDescuento: number;
  fechaFin: string | null;
  /**
   * A fixed-amount discount (VALOR_FIJO): the pesos taken off each unit; `porcentajeDescuento` is
   * then its equivalent percentage (for the '% OFF' badge). Absent or null for percentage discounts.
   */
  montoFijo?: number | null;
}

/** What every place that shows or charges a price needs (docs/producto/precios.md), derived in one function. */
export interface Precio {
  /** List price. */
  lista: number;
  /** What the buyer pays: the list price minus the discount in effect, rounded. */
  final: number;
  /** 0 when no discount is in effect. */
  porcentaje: number;
  tieneDescuento: boolean;
  /** Until when the discount runs (ISO), null without discount or without end date. */
  fechaFin: string | null;
  /** lista − final. */
  ahorro: number;
  cuotas: { cantidad: number; monto: number };
  sinImpuestos: number;
  /** The 'Envío gratis' badge: from the shop's threshold when given (`envioGratisDesde`, decision 086). */
  envioGratis: boolean;
}

/**
 * A discount counts only while active, positive and not past its end date. The SQL side mirrors
 * this rule in exactly one place: `DESCUENTO_VIGENTE` / `PRECIO_EFECTIVO` in the API's catalogue
 * module (search filters and sorting by effective price).
 */
export function isDiscountActive<D extends DescuentoVigencia>(
  descuento: D | null | undefined,
  now: Date = new Date(),
): descuento is D {
  if (!descuento || !descuento.activo || !(descuento.porcentajeDescuento > 0 || (descuento.montoFijo ?? 0) > 0))
    return false;
  return descuento.fechaFin === null || new Date(descuento.fechaFin).getTime() >= now.getTime();
}

/** docs/producto/precios.md: discounted price is price × (1 − percentage/100), rounded; never below 0. */
export function discountedPrice(precio: number, porcentaje: number): number {
  return Math.max(0, Math.round(precio * (1 - porcentaje / 100)));
}

/** A fixed discount: the list price minus the amount, never below 0. */
export function fixedDiscountPrice(precio: number, monto: number): number {
  return Math.max(0, Math.round(precio - monto));
}

/** The percentage a fixed amount is of a price, 2 decimals (what the '% OFF' badge rounds). */
export function equivalentPercentage(precio: number, monto: number): number {
  if (!(precio > 0)) return 0;
  return Math.min(100, Math.round((monto / precio) * 10_000) / 100);
}

/** docs/producto/precios.md: 6 installments, each the price divided by 6, rounded. */
export function installmentAmount(price: number): number {
  return Math.round(price / INSTALLMENTS);
}

/** docs/producto/precios.md: price without taxes is 79 % of the price, rounded. */
export function priceWithoutTaxes(price: number): number {
  return Math.round(price * PRICE_WITHOUT_TAXES_RATIO);
}

/**
 * Decision 086 (docs/producto/envios.md#gratis-desde): the amount from which a home-delivery
 * method ships free: the platform's $ 90.000, or the method's own `gratisDesde` when lower.
 */
export function umbralDelMetodo(gratisDesde: number | null): number {
  return gratisDesde !== null && gratisDesde < FREE_SHIPPING_THRESHOLD ? gratisDesde : FREE_SHIPPING_THRESHOLD;
}

/**
 * Decision 086: a shop's effective free-shipping threshold, from the `gratisDesde` of its live
 * home-delivery (DOMICILIO) methods: the lowest method threshold, or null when it has no home
 * delivery (nothing to ship for free, no badge). The product payloads carry it
 * (`envioGratisDesde`); the checkout prices each method with `envioDomicilioGratis`.
 */
export function umbralEnvioGratis(domicilios: readonly { gratisDesde: number | null }[]): number | null {
  return domicilios.length === 0 ? null : Math.min(...domicilios.map((m) => umbralDelMetodo(m.gratisDesde)));
}

/**
 * docs/producto/envios.md#costo-en-el-pedido: a home delivery with a method of `gratisDesde` is
 * free when the products after discounts reach the platform's $ 90.000 (a coupon never takes it
 * away, decision 035) or the products after discounts and coupon reach the method's threshold.
 * For one product (no coupon) both amounts are its discounted price: free from `umbralDelMetodo`.
 */
export function envioDomicilioGratis(
  montos: { conDescuentos: number; total: number },
  gratisDesde: number | null,
): boolean {
  return montos.conDescuentos >= FREE_SHIPPING_THRESHOLD || montos.total >= umbralDelMetodo(gratisDesde);
}

/**
 * docs/producto/precios.md and decision 086: the 'Envío gratis' badge of a product whose
 * discounted price is `finalPrice`. `umbral` is its shop's `envioGratisDesde`: null (no home
 * delivery) never shows it; undefined (a payload that does not say, never the API's) keeps the
 * platform's plain $ 90.000 rule.
 */
export function hasFreeShipping(finalPrice: number, umbral?: number | null): boolean {
  if (umbral === null) return false;
  return finalPrice >= (umbral ?? FREE_SHIPPING_THRESHOLD);
}

/**
 * THE pricing function (docs/producto/precios.md): cards, product page, shop, cart, checkout and orders all show
 * what this returns; the server charges `final` computed from database prices with it.
 */
export function calcularPrecio(
  p: { precio: number; descuento: DescuentoVigencia | null | undefined; envioGratisDesde?: number | null | undefined },
  now: Date = new Date(),
): Precio {
  const vigente = isDiscountActive(p.descuento, now);
  const porcentaje = vigente ? p.descuento!.porcentajeDescuento : 0;
  const montoFijo = vigente ? (p.descuento!.montoFijo ?? null) : null;
  const final = !vigente
    ? p.precio
    : montoFijo !== null
      ? fixedDiscountPrice(p.precio, montoFijo)
      : discountedPrice(p.precio, porcentaje);
  return {
    lista: p.precio,
    final,
    porcentaje,
    tieneDescuento: vigente,
    fechaFin: vigente ? p.descuento!.fechaFin : null,
    ahorro: p.precio - final,
    cuotas: { cantidad: INSTALLMENTS, monto: installmentAmount(final) },
    sinImpuestos: priceWithoutTaxes(final),
    envioGratis: hasFreeShipping(final, p.envioGratisDesde),
  };
}

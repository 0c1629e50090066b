import { z } from 'zod';
import { uuidParam } from '../common/common.schemas';
import { linea, multilinea } from '../common/texto';
import { MENSAJES_PROMOCION, PORCENTAJE_MAX, PORCENTAJE_MIN, PRODUCTOS_POR_DESCUENTO_MAX } from '../common/messages';

// Discounts and coupons (docs/producto/entidades.md Discount / Coupon, docs/producto/promociones.md, docs/producto/api.md#descuentos-y-cupones, docs/producto/api.md#ventas validar-cupon, docs/producto/errores.md). Prices
// are decided on the server: a discount changes what `calcularPrecio` returns for its products,
// a coupon takes its part off an order's discounted total.

export const TIPOS_PROMOCION = ['PORCENTAJE', 'VALOR_FIJO'] as const;
export type TipoPromocion = (typeof TIPOS_PROMOCION)[number];

/** docs/producto/entidades.md: coupon statuses. VENCIDO and AGOTADO are computed (end passed, limit reached). */
export const ESTADOS_CUPON = ['HABILITADO', 'DESHABILITADO', 'VENCIDO', 'AGOTADO'] as const;
export type EstadoCupon = (typeof ESTADOS_CUPON)[number];

/** A discount's status (designed here, decision 035): PROGRAMADO before its start, VENCIDO after its end. */
export const ESTADOS_DESCUENTO = ['ACTIVO', 'PROGRAMADO', 'VENCIDO', 'INACTIVO'] as const;
export type EstadoDescuento = (typeof ESTADOS_DESCUENTO)[number];

export const MONTO_PROMOCION_MAX = 100_000_000;
/** Coupon validations a buyer may make per minute (no guessing codes). */
export const VALIDACIONES_CUPON_POR_MINUTO = 10;

/**
 * A date the seller picks: an ISO date ('2026-12-31', an Argentine calendar day: start of the day
 * for a start date, end of the day for an end date) or a full ISO date-time with offset.
 */
const fecha = z
  .union(
    [
      z.iso.date({ error: MENSAJES_PROMOCION.fechaInvalida }),
      z.iso.datetime({ offset: true, error: MENSAJES_PROMOCION.fechaInvalida }),
    ],
    {
      error: MENSAJES_PROMOCION.fechaInvalida,
    },
  )
  .nullable()
  .optional();

const valor = z.number({ error: MENSAJES_PROMOCION.valorNumero }).finite(MENSAJES_PROMOCION.valorNumero);
const tipo = z.enum(TIPOS_PROMOCION, { error: MENSAJES_PROMOCION.tipo });
const descripcion = multilinea().trim().max(200, MENSAJES_PROMOCION.descripcionLarga).nullable().optional();

/** The value rules both discounts and coupons share: % 1–90 whole, fixed whole pesos > 0. */
function reglasDeValor(
  d: { tipo?: TipoPromocion | undefined; valor?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (d.tipo === undefined || d.valor === undefined) return;
  const error = (message: string) => ctx.addIssue({ code: 'custom', path: ['valor'], message });
  if (d.tipo === 'PORCENTAJE') {
    if (!Number.isInteger(d.valor)) error(MENSAJES_PROMOCION.porcentajeEntero);
    else if (d.valor < PORCENTAJE_MIN || d.valor > PORCENTAJE_MAX) error(MENSAJES_PROMOCION.porcentaje);
  } else if (!(d.valor > 0)) error(MENSAJES_PROMOCION.montoPositivo);
  else if (!Number.isInteger(d.valor)) error(MENSAJES_PROMOCION.montoEntero);
  else if (d.valor > MONTO_PROMOCION_MAX) error(MENSAJES_PROMOCION.montoMaximo);
}

/** The instant a picked date stands for (an Argentine day: its start, or its end for an end date). */
export function instanteDeFecha(f: string, extremo: 'inicio' | 'fin'): Date {
  if (f.length === 10) {
    const inicio = new Date(`${f}T00:00:00-03:00`);
    return extremo === 'inicio' ? inicio : new Date(inicio.getTime() + 86_400_000 - 1);
  }
  return new Date(f);
}

function reglasDeFechas(
  d: { fechaInicio?: string | null | undefined; fechaFin?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!d.fechaInicio || !d.fechaFin) return;
  if (instanteDeFecha(d.fechaFin, 'fin').getTime() <= instanteDeFecha(d.fechaInicio, 'inicio').getTime()) {
    ctx.addIssue({ code: 'custom', path: ['fechaFin'], message: MENSAJES_PROMOCION.fechasInvertidas });
  }
}

const descuentoCampos = z.object({
  tipo,
  valor,
  productosIds: z
    .array(uuidParam)
    .min(1, MENSAJES_PROMOCION.sinProductos)
    .max(PRODUCTOS_POR_DESCUENTO_MAX, MENSAJES_PROMOCION.demasiadosProductos),
  fechaInicio: fecha,
  fechaFin: fecha,
  descripcion,
});

/** docs/producto/api.md#descuentos-y-cupones POST emprendimientos/descuentos (and PUT descuentos/{id}, with `activo` too). */
export const descuentoInput = descuentoCampos.superRefine(reglasDeValor).superRefine(reglasDeFechas);
export type DescuentoInput = z.input<typeof descuentoInput>;
export type DescuentoInputParsed = z.output<typeof descuentoInput>;
export const descuentoUpdateInput = descuentoCampos
  .extend({ activo: z.boolean().optional() })
  .superRefine(reglasDeValor)
  .superRefine(reglasDeFechas);

export const productoEnPromocion = z.object({
  id: z.uuid(),
  nombre: z.string(),
  precio: z.number(),
  /** The price with THIS discount (what the buyer pays when it is the best one in effect). */
  precioConDescuento: z.number(),
  rutaImagen: z.string().nullable(),
});

/**
 * A coupon the shop page announces (decision 065): one anyone can use now, with the conditions the
 * buyer needs to know. Never its usage counts or per-buyer limits.
 */
export const cuponPublico = z.object({
  codigoCupon: z.string(),
  tipo: z.enum(TIPOS_PROMOCION),
  valor: z.number(),
  descripcion: z.string().nullable(),
  montoMinimo: z.number().nullable(),
  cantidadMinima: z.number().int().nullable(),
  fechaFin: z.string().nullable(),
});
export type CuponPublico = z.infer<typeof cuponPublico>;

/** docs/producto/entidades.md Discount: idDescuento, activo, productosIds, tipo, plus what the screen shows. */
export const descuentoVendedor = z.object({
  idDescuento: z.uuid(),
  idEmprendimiento: z.uuid(),
  activo: z.boolean(),
  estado: z.enum(ESTADOS_DESCUENTO),
  tipo: z.enum(TIPOS_PROMOCION),
  valor: z.number(),
  productosIds: z.array(z.uuid()),
  productos: z.array(productoEnPromocion),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  descripcion: z.string().nullable(),
  fechaCreacion: z.string(),
});
export type DescuentoVendedor = z.infer<typeof descuentoVendedor>;

/** docs/producto/entidades.md discount list filters: busqueda, tipo, estado, fechaInicio, fechaFin (a window overlapping the range). */
export const promocionesQuery = z.object({
  idEmprendimiento: uuidParam,
  busqueda: linea().trim().max(100).optional(),
  tipo: z.preprocess((v) => (v === '' ? undefined : v), tipo.optional()),
  estado: z.preprocess((v) => (v === '' ? undefined : v), z.enum([...ESTADOS_DESCUENTO, ...ESTADOS_CUPON]).optional()),
  fechaInicio: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.iso.date({ error: MENSAJES_PROMOCION.fechaInvalida }).optional(),
  ),
  fechaFin: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.iso.date({ error: MENSAJES_PROMOCION.fechaInvalida }).optional(),
  ),
});
export type PromocionesQuery = z.input<typeof promocionesQuery>;
export type PromocionesQueryParsed = z.output<typeof promocionesQuery>;

/** Coupon codes: trimmed and uppercased (docs/producto/validacion.md), 3–30 letters, digits, '-' or '_'. */
export const CODIGO_CUPON = /^[A-Z0-9_-]{3,30}$/;
export const normalizarCodigoCupon = (codigo: string) => codigo.trim().toUpperCase();
const codigoCupon = linea({ error: MENSAJES_PROMOCION.codigoRequerido })
  .transform(normalizarCodigoCupon)
  .pipe(z.string().min(1, MENSAJES_PROMOCION.codigoRequerido).regex(CODIGO_CUPON, MENSAJES_PROMOCION.codigoFormato));
const enteroPositivo = z
  .number({ error: MENSAJES_PROMOCION.enteroPositivo })
  .int(MENSAJES_PROMOCION.enteroPositivo)
  .min(1, MENSAJES_PROMOCION.enteroPositivo)
  .max(1_000_000, MENSAJES_PROMOCION.enteroPositivo);

const cuponCampos = z.object({
  codigoCupon,
  tipo,
  valor,
  descripcion,
  montoMinimo: z
    .number({ error: MENSAJES_PROMOCION.montoMinimoInvalido })
    .min(0, MENSAJES_PROMOCION.montoMinimoInvalido)
    .max(MONTO_PROMOCION_MAX, MENSAJES_PROMOCION.montoMaximo)
    .nullable()
    .optional(),
  cantidadMinima: enteroPositivo.nullable().optional(),
  fechaInicio: fecha,
  fechaFin: fecha,
  usosMaximos: enteroPositivo.nullable().optional(),
  usosPorComprador: enteroPositivo.nullable().optional(),
});

/** docs/producto/api.md#descuentos-y-cupones POST emprendimientos/cupones. */
export const cuponInput = cuponCampos.superRefine(reglasDeValor).superRefine(reglasDeFechas);
export type CuponInput = z.input<typeof cuponInput>;
export type CuponInputParsed = z.output<typeof cuponInput>;

/** docs/producto/api.md#descuentos-y-cupones PUT cupones/{id}: any of the fields, or just `{ activo }` to switch it on or off. */
export const cuponUpdateInput = cuponCampos
  .partial()
  .extend({ activo: z.boolean().optional() })
  .refine((d) => Object.values(d).some((v) => v !== undefined), MENSAJES_PROMOCION.sinCambios)
  .superRefine(reglasDeValor)
  .superRefine(reglasDeFechas);
export type CuponUpdateInput = z.input<typeof cuponUpdateInput>;

/** docs/producto/entidades.md Coupon: idCupon, codigoCupon, activo, estado, plus its rules and counts. */
export const cuponVendedor = z.object({
  idCupon: z.uuid(),
  idEmprendimiento: z.uuid(),
  codigoCupon: z.string(),
  activo: z.boolean(),
  estado: z.enum(ESTADOS_CUPON),
  tipo: z.enum(TIPOS_PROMOCION),
  valor: z.number(),
  descripcion: z.string().nullable(),
  montoMinimo: z.number().nullable(),
  cantidadMinima: z.number().int().nullable(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  usosMaximos: z.number().int().nullable(),
  usosPorComprador: z.number().int().nullable(),
  usosRealizados: z.number().int(),
  /** null without a total limit. */
  usosRestantes: z.number().int().nullable(),
  fechaCreacion: z.string(),
});
export type CuponVendedor = z.infer<typeof cuponVendedor>;

export const promocionIdParams = z.object({ id: uuidParam });
/** `idEmprendimiento` may come along on the per-id calls too (docs/producto/api.md#descuentos-y-cupones); the id alone decides. */
export const promocionIdQuery = z.object({ idEmprendimiento: uuidParam.optional() });

/** docs/producto/api.md#ventas coupon validation request. `compradorId` must be the caller (the token's user). */
export const validarCuponInput = z.object({
  codigoCupon: linea({ error: MENSAJES_PROMOCION.codigoRequerido })
    .transform(normalizarCodigoCupon)
    .pipe(z.string().min(1, MENSAJES_PROMOCION.codigoRequerido).max(30, MENSAJES_PROMOCION.codigoFormato)),
  emprendimientoId: uuidParam,
  montoTotal: z.number({ error: MENSAJES_PROMOCION.valorNumero }).min(0).max(1_000_000_000),
  cantidadProductos: z.number({ error: MENSAJES_PROMOCION.valorNumero }).int().min(1).max(100_000),
  compradorId: linea().trim().min(1).max(200),
});
export type ValidarCuponInput = z.input<typeof validarCuponInput>;

/** docs/producto/api.md#ventas coupon validation response. */
export const validacionCupon = z.object({
  cuponValido: z.boolean(),
  /** The coupon's value: the percentage, or the pesos of a fixed coupon. */
  valorDescuento: z.number(),
  montoFinal: z.number(),
  montoDescuentoAplicado: z.number(),
  codigoCupon: z.string(),
  descripcionCupon: z.string().nullable(),
  mensaje: z.string(),
  tipo: z.enum(TIPOS_PROMOCION),
});
export type ValidacionCupon = z.infer<typeof validacionCupon>;

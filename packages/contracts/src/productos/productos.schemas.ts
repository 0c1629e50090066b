import { z } from 'zod';
import { SEARCH_DEFAULT_PAGE, SEARCH_DEFAULT_SIZE, SEARCH_MAX_SIZE } from '../common/constants';
import { MENSAJES } from '../common/messages';
import { idEnteroOpcional, pageOf } from '../common/common.schemas';
import { linea } from '../common/texto';
import { mediosDePago } from '../emprendimientos/emprendimientos.schemas';

export const tipoProducto = z.object({
  idTipoProducto: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
});
export type TipoProducto = z.infer<typeof tipoProducto>;

/** `productos/tipos` answers docs/producto/entidades.md "Product type: id, nombre" (plus descripcion). */
export const tipoProductoListItem = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
});
export type TipoProductoListItem = z.infer<typeof tipoProductoListItem>;

export const atributo = z.object({
  id: z.number().int(),
  clave: z.string(),
  valor: z.string(),
  tipoDato: z.string(),
});
export type Atributo = z.infer<typeof atributo>;

export const descuento = z.object({
  activo: z.boolean(),
  porcentajeDescuento: z.number(),
  fechaFin: z.string().nullable(),
  /** Fixed-amount discounts: the pesos off each unit (porcentajeDescuento is its equivalent). */
  montoFijo: z.number().nullable().optional(),
});
export type Descuento = z.infer<typeof descuento>;

/** An option the product declares, its values in the seller's order (docs/producto/variantes.md#opciones). */
export const opcionProducto = z.object({ nombre: z.string(), valores: z.array(z.string()) });
export type OpcionProducto = z.infer<typeof opcionProducto>;

/**
 * A variant as a read returns it (docs/producto/variantes.md#variantes): `valores` names one value of
 * each option; `precio` is its own price (null: the product's), `precioEfectivo` what a unit costs
 * before discounts; `idImagen` one of the product's images. Public reads carry the enabled ones only.
 */
export const varianteProducto = z.object({
  id: z.uuid(),
  sku: z.string().nullable(),
  valores: z.record(z.string(), z.string()),
  /** 'Talle 38 · Negro': the options in the product's order. */
  texto: z.string(),
  stock: z.number().int(),
  precio: z.number().nullable(),
  precioEfectivo: z.number(),
  idImagen: z.number().int().nullable(),
  habilitada: z.boolean(),
});
export type VarianteProducto = z.infer<typeof varianteProducto>;

/** Product as the API returns it (docs/producto/entidades.md "Product (API)"), plus the shop name for cards. */
export const producto = z.object({
  id: z.uuid(),
  nombre: z.string(),
  descripcion: z.string(),
  precio: z.number(),
  stock: z.number().int(),
  sku: z.string().nullable(),
  rutaImagen: z.string().nullable(),
  tipoProducto: tipoProducto.nullable(),
  atributos: z.array(atributo),
  fechaAlta: z.string(),
  habilitado: z.boolean(),
  eliminado: z.boolean(),
  idEmprendimiento: z.uuid(),
  nombreEmprendimiento: z.string(),
  descuento: descuento.nullable(),
  /** Units sold in paid orders ('N vendidos'). */
  vendidos: z.number().int(),
  /** Average of the product's visible reviews; null without reviews. */
  calificacion: z.number().nullable(),
  numReseñas: z.number().int(),
  /** What its shop takes (docs/producto/pagos.md#medios-de-pago); only on the product's own payload, not in searches. */
  mediosDePago: mediosDePago.optional(),
  /**
   * docs/producto/variantes.md#precio-desde: the lowest price among its enabled variants when
   * their prices differ (listings say 'Desde $ X'); null otherwise. Read from the product's row.
   */
  precioDesde: z.number().nullable().optional(),
  /**
   * It declares options, so it is bought by choosing a variant on its page (docs/producto/variantes.md#compra);
   * in every payload, searches too, where `opciones` and `variantes` are not.
   */
  conOpciones: z.boolean().optional(),
  /** Its options ([] without them); only on the product's own payload, not in searches. */
  opciones: z.array(opcionProducto).optional(),
  /** Its variants (public: the enabled ones); only on the product's own payload. */
  variantes: z.array(varianteProducto).optional(),
  /**
   * Decision 086: its shop's free-shipping threshold (`umbralEnvioGratis`: the lowest of $ 90.000
   * and the `gratisDesde` of its home-delivery methods); null when the shop does not deliver home
   * (no 'Envío gratis' badge). Every API payload of a product carries it; read at query time.
   */
  envioGratisDesde: z.number().nullable().optional(),
});
export type Producto = z.infer<typeof producto>;
/**
 * docs/producto/busqueda.md#filtro-por-opciones: an option among a search's results ('Talle') and
 * its values in stock there, each with how many of those products have it.
 */
export const faceta = z.object({
  nombre: z.string(),
  valores: z.array(z.object({ valor: z.string(), cantidad: z.number().int() })),
});
export type Faceta = z.infer<typeof faceta>;

/** The most options and values a search answers in `facetas` (docs/producto/busqueda.md#filtro-por-opciones). */
export const FACETAS_MAX = { opciones: 3, valores: 20 } as const;

/**
 * A search page. `sugerencia`: only on an empty result for typed text, the query with its unknown
 * words replaced by the closest dictionary words ("¿Quisiste decir …?"), when there are any.
 * `masDe`: only when more products match than a search counts (1,000, decision 043): there are
 * more than `masDe`, `totalElements` is `masDe` and the pages cover that many ('más de 1.000').
 * `facetas`: only when the results have products with options, the options to filter by.
 */
export const productoPage = pageOf(producto).extend({
  sugerencia: z.string().optional(),
  masDe: z.number().int().optional(),
  facetas: z.array(faceta).optional(),
});
export type ProductoPage = z.infer<typeof productoPage>;

export const productoImagen = z.object({
  id: z.number().int(),
  url: z.string(),
  principal: z.boolean(),
  orden: z.number().int(),
});
export type ProductoImagen = z.infer<typeof productoImagen>;

const optionalNumber = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number({ error: message }).min(0, message).optional(),
  );

/** Option filters a search takes: every value of 3 options of 20 values, and some spare. */
const OPCION_FILTRO_MAX = 60;
/** An option's name (30 characters), ':' and a value (30). */
const OPCION_FILTRO_LARGO = 61;
const MENSAJE_OPCION = 'Elegí las opciones como «Talle:38».';

/** docs/producto/entidades.md "Product search parameters"; bad values get a 400 with a Spanish message. */
export const productoSearchQuery = z
  .object({
    nombre: linea().trim().max(100, MENSAJES.textoBusquedaLargo).optional(),
    page: z.coerce
      .number({ error: MENSAJES.paginaInvalida })
      .int(MENSAJES.paginaInvalida)
      .min(0, MENSAJES.paginaInvalida)
      .default(SEARCH_DEFAULT_PAGE),
    size: z.coerce
      .number({ error: MENSAJES.tamanoInvalido })
      .int(MENSAJES.tamanoInvalido)
      .min(1, MENSAJES.tamanoInvalido)
      .max(SEARCH_MAX_SIZE, MENSAJES.tamanoInvalido)
      .default(SEARCH_DEFAULT_SIZE),
    precioMin: optionalNumber(MENSAJES.precioInvalido),
    precioMax: optionalNumber(MENSAJES.precioInvalido),
    idTipoProducto: idEnteroOpcional(MENSAJES.tipoProductoInvalido),
    /** Products of shops in this rubro (home "categorías" lead here). */
    idRubro: idEnteroOpcional(MENSAJES.rubroInvalido),
    /**
     * docs/producto/busqueda.md#filtro-por-opciones: repeated `opcion=Talle:38`, an option's name,
     * ':' and one of its values. Sorted and without repeats, so one filter is one cache entry.
     */
    opcion: z.preprocess(
      (v) => {
        const lista = (Array.isArray(v) ? v : [v]).filter((x) => x !== undefined && x !== '');
        return lista.length === 0 ? undefined : lista;
      },
      z
        .array(
          linea()
            .trim()
            .max(OPCION_FILTRO_LARGO, MENSAJE_OPCION)
            .regex(/^[^:]*\S[^:]*:.*\S/, MENSAJE_OPCION),
          { error: MENSAJE_OPCION },
        )
        .max(OPCION_FILTRO_MAX, MENSAJE_OPCION)
        .transform((xs) => [...new Set(xs)].sort())
        .optional(),
    ),
  })
  .refine((q) => q.precioMin === undefined || q.precioMax === undefined || q.precioMin <= q.precioMax, {
    message: MENSAJES.rangoPrecioInvalido,
    path: ['precioMin'],
  });
export type ProductoSearchQuery = z.infer<typeof productoSearchQuery>;

export const masVendidosQuery = z.object({
  size: z.coerce
    .number({ error: MENSAJES.tamanoInvalido })
    .int(MENSAJES.tamanoInvalido)
    .min(1, MENSAJES.tamanoInvalido)
    .max(SEARCH_MAX_SIZE, MENSAJES.tamanoInvalido)
    .default(12),
});

import { z } from 'zod';
import { idEntero, idEnteroJson } from '../common/common.schemas';
import { linea, multilinea } from '../common/texto';
import {
  MENSAJES,
  MENSAJES_PRODUCTO,
  MENSAJES_VARIANTE,
  OPCIONES_MAX,
  VALORES_MAX_POR_OPCION,
  VARIANTES_MAX,
} from '../common/messages';
import { producto, productoImagen } from './productos.schemas';

const texto = (mensaje: string, max: number, maxMensaje: string) =>
  linea({ error: mensaje }).trim().min(1, mensaje).max(max, maxMensaje);

/** A value of the wrong kind (a number as an attribute key, a text where the list goes): the generic text, not zod's. */
const forma = { error: MENSAJES.parametrosInvalidos };

/** docs/producto/entidades.md attribute row; tipoDato is fixed 'STRING'. */
export const atributoInput = z.object(
  {
    clave: linea(forma).trim().min(1, MENSAJES_PRODUCTO.claveAtributo).max(40, MENSAJES_PRODUCTO.atributoLargo),
    valor: linea(forma).trim().min(1, MENSAJES_PRODUCTO.valorAtributo).max(80, MENSAJES_PRODUCTO.atributoLargo),
    tipoDato: z.literal('STRING', forma).default('STRING'),
  },
  forma,
);
export type AtributoInput = z.input<typeof atributoInput>;

/** docs/producto/variantes.md#opciones: an option and its values ('Talle': 38, 39, 40). */
export const opcionInput = z.object(
  {
    nombre: linea(forma).trim().min(1, MENSAJES_VARIANTE.nombreOpcion).max(30, MENSAJES_VARIANTE.opcionLarga),
    valores: z
      .array(linea(forma).trim().min(1, MENSAJES_VARIANTE.valorVacio).max(30, MENSAJES_VARIANTE.valorLargo), forma)
      .min(1, MENSAJES_VARIANTE.sinValores)
      .max(VALORES_MAX_POR_OPCION, MENSAJES_VARIANTE.demasiadosValores)
      .refine((v) => new Set(v.map(clave)).size === v.length, MENSAJES_VARIANTE.valorRepetido),
  },
  forma,
);
export type OpcionInput = z.input<typeof opcionInput>;

/**
 * docs/producto/variantes.md#variantes: one combination the product sells. `id` keeps an existing
 * variant on update (else it is matched by its combination); `precio` null or absent: the product's.
 */
export const varianteInput = z.object(
  {
    id: z.uuid(forma).optional(),
    sku: linea(forma)
      .trim()
      .max(40, MENSAJES_PRODUCTO.skuLargo)
      .optional()
      .nullable()
      .transform((s) => (s ? s : null)),
    valores: z.record(linea(forma).trim(), linea(forma).trim(), forma),
    stock: z
      .number({ error: MENSAJES_VARIANTE.stockVariante })
      .int(MENSAJES_VARIANTE.stockVariante)
      .min(0, MENSAJES_VARIANTE.stockVariante)
      .max(1_000_000, MENSAJES_VARIANTE.stockVariante),
    precio: z
      .number({ error: MENSAJES_VARIANTE.precioVariante })
      .positive(MENSAJES_VARIANTE.precioVariante)
      .max(9_999_999_999.99, MENSAJES_VARIANTE.precioVariante)
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, MENSAJES_VARIANTE.precioVariante)
      .nullable()
      .optional()
      .transform((n) => n ?? null),
    idImagen: idEnteroJson(MENSAJES_VARIANTE.imagenVariante)
      .nullable()
      .optional()
      .transform((n) => n ?? null),
    habilitada: z.boolean(forma).default(true),
  },
  forma,
);
export type VarianteInput = z.input<typeof varianteInput>;
export type VarianteInputParsed = z.output<typeof varianteInput>;

/** Options and values compare without case or surrounding spaces ('Negro' = 'negro'). */
function clave(s: string): string {
  return s.trim().toLocaleLowerCase('es');
}

/** The 'Talle 38 · Negro' text of a combination, the options in the product's order, the first one named (docs/producto/variantes.md#texto). */
export function textoVariante(
  opciones: readonly { nombre: string }[],
  valores: Readonly<Record<string, string>>,
): string {
  // The first option is named ('Talle 38'), the rest say themselves ('Negro').
  return opciones
    .filter((o) => valores[o.nombre] !== undefined)
    .map((o, i) => (i === 0 ? `${o.nombre} ${valores[o.nombre]}` : valores[o.nombre]))
    .join(' · ');
}

/**
 * docs/producto/variantes.md#reglas: the variants name exactly the declared options with declared
 * values, no combination twice, no SKU twice; options without variants or variants without options
 * are refused. Each refusal names its field.
 */
function validarVariantes(
  p: {
    opciones: { nombre: string; valores: string[] }[];
    variantes: { sku: string | null; valores: Record<string, string> }[];
  },
  ctx: z.RefinementCtx,
): void {
  const error = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
  if (new Set(p.opciones.map((o) => clave(o.nombre))).size !== p.opciones.length)
    return error(MENSAJES_VARIANTE.opcionRepetida, ['opciones']);
  if (p.opciones.length > 0 && p.variantes.length === 0)
    return error(MENSAJES_VARIANTE.opcionesSinVariantes, ['variantes']);
  if (p.opciones.length === 0 && p.variantes.length > 0)
    return error(MENSAJES_VARIANTE.variantesSinOpciones, ['opciones']);
  const combinaciones = new Set<string>();
  const skus = new Set<string>();
  p.variantes.forEach((v, i) => {
    const nombres = Object.keys(v.valores);
    const valida =
      nombres.length === p.opciones.length &&
      p.opciones.every((o) => o.valores.includes(v.valores[o.nombre] ?? '\u0000'));
    if (!valida) return error(MENSAJES_VARIANTE.valoresDeVariante, ['variantes', i, 'valores']);
    const combinacion = JSON.stringify(p.opciones.map((o) => clave(v.valores[o.nombre]!)));
    if (combinaciones.has(combinacion))
      return error(MENSAJES_VARIANTE.combinacionRepetida, ['variantes', i, 'valores']);
    combinaciones.add(combinacion);
    if (v.sku) {
      if (skus.has(clave(v.sku))) return error(MENSAJES_VARIANTE.skuVarianteRepetido, ['variantes', i, 'sku']);
      skus.add(clave(v.sku));
    }
  });
}

/**
 * docs/producto/entidades.md "Product create/update payload". `imagenUrl`, when given, becomes the product's principal
 * image: one of its images, or an image the shop uploaded (else 400 IMAGEN_NO_SUBIDA); the image
 * endpoints manage the rest.
 */
export const productoInput = z
  .object(
    {
      nombre: texto(MENSAJES_PRODUCTO.nombreObligatorio, 120, MENSAJES_PRODUCTO.nombreLargo),
      descripcion: multilinea(forma).trim().max(2000, MENSAJES_PRODUCTO.descripcionLarga).default(''),
      precio: z.coerce
        .number({ error: MENSAJES_PRODUCTO.precioInvalido })
        .min(0, MENSAJES_PRODUCTO.precioInvalido)
        .max(9_999_999_999.99, MENSAJES_PRODUCTO.precioInvalido)
        .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, MENSAJES_PRODUCTO.precioInvalido),
      stock: z.coerce
        .number({ error: MENSAJES_PRODUCTO.stockInvalido })
        .int(MENSAJES_PRODUCTO.stockInvalido)
        .min(0, MENSAJES_PRODUCTO.stockInvalido)
        .max(1_000_000, MENSAJES_PRODUCTO.stockInvalido),
      sku: linea(forma)
        .trim()
        .max(40, MENSAJES_PRODUCTO.skuLargo)
        .optional()
        .nullable()
        .transform((s) => (s ? s : null)),
      tipoProductoId: idEntero(MENSAJES_PRODUCTO.tipoObligatorio),
      atributosRequestDto: z.array(atributoInput, forma).max(30, MENSAJES_PRODUCTO.demasiadosAtributos).default([]),
      imagenUrl: linea(forma).max(300, forma).optional().nullable(),
      /**
       * On create only: false saves the product disabled (docs/producto/voz.md#sin-stock-o-sin-foto:
       * a voice creation without stock or photo). Absent, it is enabled as before; a PUT leaves
       * it as it is (PATCH habilitar / deshabilitar change it).
       */
      habilitado: z.boolean(forma).optional(),
      /**
       * docs/producto/variantes.md: up to three options and one variant per combination sold. Absent
       * on update: the product's stay as they are; [] removes them (the product's own stock counts again).
       */
      opciones: z.array(opcionInput, forma).max(OPCIONES_MAX, MENSAJES_VARIANTE.demasiadasOpciones).optional(),
      variantes: z.array(varianteInput, forma).max(VARIANTES_MAX, MENSAJES_VARIANTE.demasiadasVariantes).optional(),
    },
    forma,
  )
  .superRefine((p, ctx) => {
    if (p.opciones === undefined && p.variantes === undefined) return;
    validarVariantes({ opciones: p.opciones ?? [], variantes: p.variantes ?? [] }, ctx);
  })
  .refine(
    (p) =>
      new Set(p.atributosRequestDto.map((a) => a.clave.trim().toLocaleLowerCase('es'))).size ===
      p.atributosRequestDto.length,
    { message: MENSAJES_PRODUCTO.claveRepetida, path: ['atributosRequestDto'] },
  );
export type ProductoInput = z.input<typeof productoInput>;
export type ProductoInputParsed = z.output<typeof productoInput>;

/** POST products: query idEmprendimiento (docs/producto/api.md#productos). */
export const crearProductoQuery = z.object({
  idEmprendimiento: z.uuid({ error: MENSAJES_PRODUCTO.emprendimientoIdInvalido }),
});

/** The seller's product: the API product plus its images and the catalogs it is in. */
export const productoVendedor = producto.extend({
  imagenes: z.array(productoImagen),
  idCatalogos: z.array(z.number().int()),
});
export type ProductoVendedor = z.infer<typeof productoVendedor>;

/** GET productos/atributos/{emprendimientoId}: distinct keys with their values (docs/producto/api.md#productos, docs/producto/validacion.md suggestions). */
export const atributoSugerido = z.object({ clave: z.string(), valores: z.array(z.string()) });
export type AtributoSugerido = z.infer<typeof atributoSugerido>;

/** PUT image order / principal for a product. */
export const imagenesOrdenInput = z.object(
  {
    orden: z
      .array(idEnteroJson(MENSAJES_PRODUCTO.ordenImagenesInvalido), forma)
      .min(1, forma)
      .max(100, MENSAJES_PRODUCTO.ordenImagenesInvalido),
    principal: idEnteroJson(),
  },
  forma,
);
export type ImagenesOrdenInput = z.infer<typeof imagenesOrdenInput>;

/** Seller dashboard counts. */
export const resumenVendedor = z.object({
  habilitados: z.number().int(),
  deshabilitados: z.number().int(),
  sinStock: z.number().int(),
  catalogos: z.number().int(),
});
export type ResumenVendedor = z.infer<typeof resumenVendedor>;

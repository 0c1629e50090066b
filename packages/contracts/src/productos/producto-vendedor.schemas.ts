import { z } from 'zod';
import { idEntero, idEnteroJson } from '../common/common.schemas';
import { linea, multilinea } from '../common/texto';
import { MENSAJES, MENSAJES_PRODUCTO } from '../common/messages';
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
    },
    forma,
  )
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

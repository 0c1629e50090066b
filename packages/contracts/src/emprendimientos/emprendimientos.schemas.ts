import { z } from 'zod';
import { ESTADOS_EMPRENDIMIENTO, SEARCH_DEFAULT_PAGE, SEARCH_DEFAULT_SIZE, SEARCH_MAX_SIZE } from '../common/constants';
import { MENSAJES } from '../common/messages';
import { idEnteroOpcional, pageOf, provincia, rubro } from '../common/common.schemas';
import { linea } from '../common/texto';
import { METODOS_PAGO } from '../ventas/ventas.schemas';

export const direccion = z.object({
  calle: z.string(),
  numero: z.string(),
  ciudad: z.string(),
  provincia: z.string(),
});
export type Direccion = z.infer<typeof direccion>;

/** Contact before buying (decision 038): WhatsApp as digits with country code (549…), Instagram user without @. */
export const contactoPublico = z.object({
  whatsapp: z.string().nullable(),
  instagram: z.string().nullable(),
  email: z.string().nullable(),
});
export type ContactoPublico = z.infer<typeof contactoPublico>;

/**
 * Public emprendimiento (docs/producto/entidades.md "Emprendimiento (public)"), with what the cards and the
 * normalised business of docs/producto/entidades.md need: rubro, provincia, logo, banner, estado, product count.
 * Bank details are never part of the public shape.
 */
/**
 * docs/producto/pagos.md#medios-de-pago: what a shop takes, said before paying (transfer always;
 * Mercado Pago when it can collect). On a single shop's or product's payload, never on lists.
 */
export const mediosDePago = z.array(z.enum(METODOS_PAGO));
export type MediosDePago = z.infer<typeof mediosDePago>;

/** What the product page, the shop page and the cart say about a shop's payment methods. */
export function textoMediosDePago(medios: MediosDePago): string {
  return medios.includes('MERCADO_PAGO')
    ? 'Medios de pago: Mercado Pago y transferencia'
    : 'Este emprendimiento cobra solo por transferencia';
}

export const emprendimientoPublico = z.object({
  id: z.uuid(),
  nombre: z.string(),
  descripcion: z.string(),
  rutaImagen: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  direccion: direccion,
  rubro: rubro,
  provincia: provincia,
  estado: z.enum(ESTADOS_EMPRENDIMIENTO),
  cantidadProductos: z.number().int(),
  fechaAlta: z.string(),
  /** Readable URL `/tienda/{slug}` (decision 038). */
  slug: z.string(),
  /** docs/producto/entidades.md normalised business: true when the shop is Activo (approved by an admin). */
  verificado: z.boolean(),
  /** Average of the shop's visible reviews (1–5, one decimal); null without reviews ('Sin reseñas todavía'). */
  calificacion: z.number().nullable(),
  numReseñas: z.number().int(),
  /** Units sold in paid orders, over the shop's products. */
  vendidos: z.number().int(),
  contacto: contactoPublico,
  /** Only on the single shop's payloads (tienda/{id}, emprendimientos/{id}). */
  mediosDePago: mediosDePago.optional(),
  /**
   * docs/producto/preguntas.md#tiempo-de-respuesta: the usual time to answer a question, in minutes
   * (rounded); null until there is enough data. Only on the single shop's payloads.
   */
  respondeEnMinutos: z.number().int().nullable().optional(),
});
export type EmprendimientoPublico = z.infer<typeof emprendimientoPublico>;
export const emprendimientoPage = pageOf(emprendimientoPublico);
export type EmprendimientoPage = z.infer<typeof emprendimientoPage>;

/** docs/producto/entidades.md "Business search parameters": nombre, idRubro. */
export const emprendimientoSearchQuery = z.object({
  nombre: linea().trim().max(100, MENSAJES.textoBusquedaLargo).optional(),
  idRubro: idEnteroOpcional(MENSAJES.rubroInvalido),
});
export type EmprendimientoSearchQuery = z.infer<typeof emprendimientoSearchQuery>;

/** Sort orders of the shop directory (decision 039); relevancia: text match, then units sold. */
export const ORDENES_EMPRENDIMIENTOS = ['relevancia', 'calificacion', 'recientes', 'productos'] as const;
export type OrdenEmprendimientos = (typeof ORDENES_EMPRENDIMIENTOS)[number];
const CALIFICACION_MIN = 1;
const CALIFICACION_MAX = 5;

const vacioAIndefinido = (v: unknown) => (v === '' ? undefined : v);

/**
 * `GET emprendimientos` list with filters (docs/producto/api.md#publicas-del-comprador "with params"), paged: the directory
 * 'Consultar Emprendimientos' with docs/producto/entidades.md's buyer shop filters (categoria = idRubro, ubicacion =
 * idProvincia + ciudad, calificacionMinima, verificado) and a sort order.
 */
export const emprendimientoListQuery = emprendimientoSearchQuery.extend({
  idProvincia: idEnteroOpcional(MENSAJES.provinciaInvalida),
  ciudad: linea().trim().max(100, MENSAJES.ciudadLarga).optional(),
  calificacionMinima: z.preprocess(
    vacioAIndefinido,
    z.coerce
      .number({ error: MENSAJES.calificacionMinimaInvalida })
      .min(CALIFICACION_MIN, MENSAJES.calificacionMinimaInvalida)
      .max(CALIFICACION_MAX, MENSAJES.calificacionMinimaInvalida)
      .optional(),
  ),
  verificado: z.preprocess(
    vacioAIndefinido,
    z
      .enum(['true', 'false'], { error: MENSAJES.verificadoInvalido })
      .transform((v) => v === 'true')
      .optional(),
  ),
  orden: z.preprocess(
    vacioAIndefinido,
    z.enum(ORDENES_EMPRENDIMIENTOS, { error: MENSAJES.ordenEmprendimientosInvalido }).default('relevancia'),
  ),
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
});
export type EmprendimientoListQuery = z.infer<typeof emprendimientoListQuery>;

/** `GET emprendimientos/ciudades?idProvincia=`. */
export const ciudadesQuery = z.object({ idProvincia: idEnteroOpcional(MENSAJES.provinciaInvalida) });
export type CiudadesQuery = z.infer<typeof ciudadesQuery>;

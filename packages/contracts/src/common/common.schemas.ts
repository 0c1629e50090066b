import { z } from 'zod';
import { MENSAJES } from './messages';
import { linea } from './texto';

/** Body of every error answer (docs/producto/errores.md: the client reads `mensaje` first): the text to show, the catalogue code (errores.ts) and the field at fault, if one is. */
export const errorBody = z.object({
  mensaje: z.string(),
  codigo: z.string(),
  campo: z.string().optional(),
  detalle: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const uuidParam = z.uuid({ error: MENSAJES.idInvalido });
export const idParams = z.object({ id: uuidParam });

/** Integer ids are PostgreSQL `integer` columns: anything above answers 400, never a database error. */
export const ID_ENTERO_MAX = 2_147_483_647;

/** An integer id (catalog, image, rubro, provincia, tipo de producto) that may arrive as text: a path, a query, a form select. */
export const idEntero = (mensaje: string = MENSAJES.idInvalido) =>
  z.coerce.number({ error: mensaje }).int(mensaje).positive(mensaje).max(ID_ENTERO_MAX, mensaje);
/** The same id inside a JSON body, where it must already be a number. */
export const idEnteroJson = (mensaje: string = MENSAJES.idInvalido) =>
  z.number({ error: mensaje }).int(mensaje).positive(mensaje).max(ID_ENTERO_MAX, mensaje);
/** An optional filter id: an empty `?idRubro=` means no filter. */
export const idEnteroOpcional = (mensaje: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), idEntero(mensaje).optional());
export const intIdParams = z.object({ id: idEntero() });

/**
 * A text path id of the profile areas (the record's uuid or the caller's own user id, lib/ownership.ts in the API):
 * one line, at most 200 characters.
 */
export const idTextoParam = (requerido: string) =>
  linea({ error: requerido }).trim().min(1, requerido).max(200, MENSAJES.idInvalido);

/** Spring-style page (docs/producto/entidades.md: "response is a page with a content list"). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
  });
}
export type Page<T> = { content: T[]; totalElements: number; totalPages: number; number: number; size: number };

/** `conProductos`: whether some public product belongs to a shop of the rubro (the home hides empty tiles). */
export const rubro = z.object({ idRubro: z.number().int(), nombre: z.string(), conProductos: z.boolean().optional() });
export type Rubro = z.infer<typeof rubro>;
export const provincia = z.object({ idProvincia: z.number().int(), nombre: z.string() });
export type Provincia = z.infer<typeof provincia>;

export const health = z.object({ estado: z.enum(['ok', 'error']) });

/**
 * `page` (0–10,000) and `size` (1–50, `porDefecto` when absent) of a paged list, each with the
 * search's Spanish message when out of range (a 400, never a silent clamp).
 */
export const paginaQuery = (porDefecto: number) => ({
  page: z.coerce
    .number({ error: MENSAJES.paginaInvalida })
    .int(MENSAJES.paginaInvalida)
    .min(0, MENSAJES.paginaInvalida)
    .max(10_000, MENSAJES.paginaInvalida)
    .default(0),
  size: z.coerce
    .number({ error: MENSAJES.tamanoInvalido })
    .int(MENSAJES.tamanoInvalido)
    .min(1, MENSAJES.tamanoInvalido)
    .max(50, MENSAJES.tamanoInvalido)
    .default(porDefecto),
});

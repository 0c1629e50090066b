import { z } from 'zod';
import { MENSAJES } from './messages';

/** Body of every error answer (spec §8: the client reads `mensaje` first). */
export const errorBody = z.object({ mensaje: z.string(), codigo: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

export const uuidParam = z.uuid({ error: MENSAJES.idInvalido });
export const idParams = z.object({ id: uuidParam });
export const intIdParams = z.object({ id: z.coerce.number({ error: MENSAJES.idInvalido }).int(MENSAJES.idInvalido).positive(MENSAJES.idInvalido) });

/** Spring-style page (spec §3: "response is a page with a content list"). */
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

export const rubro = z.object({ idRubro: z.number().int(), nombre: z.string() });
export type Rubro = z.infer<typeof rubro>;
export const provincia = z.object({ idProvincia: z.number().int(), nombre: z.string() });
export type Provincia = z.infer<typeof provincia>;

export const health = z.object({ estado: z.enum(['ok', 'error']) });

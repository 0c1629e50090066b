import { z } from 'zod';
import type { UsuarioAutenticado } from '@feria/contracts';
import { sinPermiso } from './app-error';

/**
 * What a path id names in the profile areas. The spec lets the client send either the record's
 * id or its own user id ("GET /{id} and GET /{userId}", docs/producto/api.md#emprendimiento–docs/producto/api.md#comprador). The rule, the same in every
 * module (ownership from the token's `sub` only):
 * - the caller's own user id → 'propio': the caller's record;
 * - a uuid → 'registro': a record id, served only when the caller owns it, otherwise 404 as if it
 *   did not exist (so nobody learns which ids exist);
 * - anything else is another user's id → 403, whether or not that user exists.
 * Registered users' ids are uuids too; a uuid equal to the caller's `sub` is read as 'propio'.
 */
export type IdDeRuta = { tipo: 'propio' } | { tipo: 'registro'; id: string };

const uuid = z.uuid();

export function interpretarId(usuario: UsuarioAutenticado, id: string): IdDeRuta {
  if (id === usuario.sub) return { tipo: 'propio' };
  if (uuid.safeParse(id).success) return { tipo: 'registro', id };
  throw sinPermiso();
}

/** Paths that name a user (`/verificar/{userId}`, `/desactivar/{userId}`): only the caller's own. */
export function exigirPropio(usuario: UsuarioAutenticado, userId: string): void {
  if (userId !== usuario.sub) throw sinPermiso();
}

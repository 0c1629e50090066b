import type { FastifyRequest } from 'fastify';
import type { UsuarioAutenticado } from '@feria/contracts';
import type { Database } from '../db/client';
import type { TtlCache } from './ttl-cache';
import type { AccountStateSource } from './account-state';

/** What every service call receives (STYLE.md: services take (ctx, input)). */
export interface ServiceContext {
  db: Database;
  /** Short-lived memo for expensive public aggregates (lib/ttl-cache.ts); optional for callers outside HTTP. */
  cache?: TtlCache;
  /** This instance's cache of account states (plugins/account-state.ts), dropped after an admin changes an account. */
  accountState?: Pick<AccountStateSource, 'invalidate'>;
}

/** Context of a signed-in caller: ownership is always decided from `usuario.sub` (docs/arquitectura.md#identidad). */
export interface UserContext extends ServiceContext {
  usuario: UsuarioAutenticado;
}

export function contextFrom(request: FastifyRequest): ServiceContext {
  return { db: request.server.db, cache: request.server.cache, accountState: request.server.accountState };
}

/** For routes behind `requireRole` (plugins/auth.ts). */
export function userContextFrom(request: FastifyRequest): UserContext {
  if (!request.usuario) throw new Error('Ruta sin requireRole: no hay usuario autenticado');
  return { ...contextFrom(request), usuario: request.usuario };
}

/** Through the cache when there is one. */
export function cached<T>(ctx: ServiceContext, key: string, load: () => Promise<T>): Promise<T> {
  return ctx.cache ? ctx.cache.get(key, load) : load();
}

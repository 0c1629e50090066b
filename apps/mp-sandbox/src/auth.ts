import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { queryOne, type MpSandboxDb } from './db/sandbox-db';
import { COLLECTOR_ID } from './sandbox-account';

/** Who a bearer token speaks for: the platform's own account, or a seller that authorized the application. */
export interface Cuenta {
  userId: number;
  plataforma: boolean;
}

const digest = (s: string) => createHash('sha256').update(s).digest();
/** Tokens, codes and refresh tokens are stored only as this hash. */
export const hashToken = (s: string) => digest(s).toString('hex');

const cuentas = new WeakMap<FastifyRequest, Cuenta>();

/** The account of a request that passed `requireBearer`. */
export function cuentaDe(request: FastifyRequest): Cuenta {
  const cuenta = cuentas.get(request);
  if (!cuenta) throw new Error('mp-sandbox: cuentaDe sin requireBearer');
  return cuenta;
}

export interface BearerOptions {
  db: MpSandboxDb;
  /** The platform's token (the API's MP_ACCESS_TOKEN). */
  accessToken: string;
  ahora: () => Date;
}

/**
 * A preHandler that answers Mercado Pago's 401 unless `Authorization: Bearer <token>` is the
 * platform's token or a seller's access token that has not expired (docs/producto/pagos.md#sandbox-oauth).
 */
export function requireBearer(o: BearerOptions) {
  const expected = digest(o.accessToken);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (token && timingSafeEqual(digest(token), expected)) {
      cuentas.set(request, { userId: COLLECTOR_ID, plataforma: true });
      return;
    }
    const vendedor = token
      ? await queryOne<{ user_id: string | number }>(
          o.db,
          sql`SELECT user_id FROM mp_sandbox.oauth_tokens
              WHERE access_token_hash = ${hashToken(token)} AND expires_at > ${o.ahora().toISOString()}`,
        )
      : undefined;
    if (vendedor) {
      cuentas.set(request, { userId: Number(vendedor.user_id), plataforma: false });
      return;
    }
    return reply.code(401).send({ message: 'invalid_token', error: 'unauthorized', status: 401 });
  };
}

import type { MpSandboxDb } from '../db/sandbox-db';
import { CLIENT_ID, PRIMER_VENDEDOR_DEMO, VENDEDORES_DEMO } from '../sandbox-account';
import { DURACION_TOKEN_S } from './oauth-config';
import { emitirTokens } from './oauth.repository';

export interface TokensDemo {
  accessToken: string;
  refreshToken: string;
  userId: number;
  expiresIn: number;
}

/**
 * Tokens of the `n`-th demo seller (0-based) for the platform's application, issued by the same code
 * as `POST /oauth/token` (so they pay, refresh and expire like any other), without the authorization
 * page: the demo marketplace starts with its shops already connected (docs/producto/demo.md#cobros).
 */
export async function emitirTokensDemo(
  db: MpSandboxDb,
  n: number,
  opts: { ahora: Date; clientId?: string; ttlSeconds?: number },
): Promise<TokensDemo> {
  if (!Number.isInteger(n) || n < 0 || n >= VENDEDORES_DEMO)
    throw new Error(`mp-sandbox: no hay vendedor de demo número ${n}`);
  const ttlSeconds = opts.ttlSeconds ?? DURACION_TOKEN_S;
  const t = await emitirTokens(db, {
    clientId: opts.clientId ?? CLIENT_ID,
    userId: PRIMER_VENDEDOR_DEMO + n,
    ttlSeconds,
    ahora: opts.ahora,
  });
  return { accessToken: t.accessToken, refreshToken: t.refreshToken, userId: t.userId, expiresIn: ttlSeconds };
}

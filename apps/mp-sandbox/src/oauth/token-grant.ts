import { timingSafeEqual } from 'node:crypto';
import { hashToken } from '../auth';
import type { MpSandboxDb } from '../db/sandbox-db';
import type { MpErrorBody, OAuthToken } from '../mp-types';
import { SCOPE, type OAuthConfig } from './oauth-config';
import { emitirTokens, gastarCodigo, gastarRefresh, type TokensEmitidos } from './oauth.repository';
import { verifierCorrecto } from './pkce';

export type ResultadoToken = { ok: true; token: OAuthToken } | { ok: false; error: MpErrorBody };

const texto = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 2048 ? v : undefined);
const falla = (error: string, message: string): ResultadoToken => ({
  ok: false,
  error: { message, error, status: 400, cause: [] },
});
const mismo = (a: string, b: string) => timingSafeEqual(Buffer.from(hashToken(a)), Buffer.from(hashToken(b)));

function respuesta(t: TokensEmitidos, ttlSeconds: number): ResultadoToken {
  return {
    ok: true,
    token: {
      access_token: t.accessToken,
      token_type: 'bearer',
      expires_in: ttlSeconds,
      scope: SCOPE,
      user_id: t.userId,
      refresh_token: t.refreshToken,
      public_key: t.publicKey,
      live_mode: false,
    },
  };
}

/**
 * `POST /oauth/token` (docs/producto/pagos.md#sandbox-oauth): `authorization_code` (the code works once,
 * within 10 minutes, with the redirect_uri it was issued for and the PKCE verifier when it had a
 * challenge) or `refresh_token` (the refresh token works once and a new pair replaces it).
 */
export function canjearToken(
  db: MpSandboxDb,
  cfg: OAuthConfig,
  body: Record<string, unknown>,
  ahora: Date,
): Promise<ResultadoToken> {
  const clientId = texto(body.client_id);
  const clientSecret = texto(body.client_secret);
  if (!clientId || !clientSecret || !mismo(clientId, cfg.clientId) || !mismo(clientSecret, cfg.clientSecret))
    return Promise.resolve(falla('invalid_client', 'invalid client_id or client_secret'));
  const grant = body.grant_type;
  return db.transaction(async (tx): Promise<ResultadoToken> => {
    if (grant === 'authorization_code') {
      const code = texto(body.code);
      const redirectUri = texto(body.redirect_uri);
      if (!code || !redirectUri) return falla('invalid_request', 'code and redirect_uri are required');
      const row = await gastarCodigo(tx, code, ahora);
      if (!row || new Date(row.expires_at).getTime() <= ahora.getTime())
        return falla('invalid_grant', 'invalid_grant: the authorization code is invalid, expired or already used');
      if (row.client_id !== clientId)
        return falla('invalid_grant', 'invalid_grant: the code belongs to another client');
      if (row.redirect_uri !== redirectUri) return falla('invalid_grant', 'invalid_grant: redirect_uri mismatch');
      if (row.code_challenge && !verifierCorrecto(row.code_challenge, texto(body.code_verifier)))
        return falla('invalid_grant', 'invalid_grant: code_verifier does not match the code_challenge');
      const t = await emitirTokens(tx, { clientId, userId: Number(row.user_id), ttlSeconds: cfg.ttlSeconds, ahora });
      return respuesta(t, cfg.ttlSeconds);
    }
    if (grant === 'refresh_token') {
      const refresh = texto(body.refresh_token);
      if (!refresh) return falla('invalid_request', 'refresh_token is required');
      const userId = await gastarRefresh(tx, refresh, clientId, ahora);
      if (userId === undefined)
        return falla('invalid_grant', 'invalid_grant: the refresh token is invalid or was already used');
      return respuesta(await emitirTokens(tx, { clientId, userId, ttlSeconds: cfg.ttlSeconds, ahora }), cfg.ttlSeconds);
    }
    return falla('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  });
}

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashToken } from '../auth';
import { queryOne, queryRows, type MpSandboxDb } from '../db/sandbox-db';
import { PRIMER_VENDEDOR_DEMO } from '../sandbox-account';
import { VALIDEZ_CODIGO_MS } from './oauth-config';

export interface CuentaVendedor {
  user_id: string | number;
  nickname: string;
  email: string;
  public_key: string;
}

export interface CodigoRow {
  client_id: string;
  user_id: string | number;
  redirect_uri: string;
  code_challenge: string | null;
  expires_at: Date | string;
}

export interface TokensEmitidos {
  accessToken: string;
  refreshToken: string;
  userId: number;
  publicKey: string;
}

const aleatorio = (bytes: number) => randomBytes(bytes).toString('hex');

/** The test sellers offered on the authorization page (the demo shops' own accounts are not). */
export const cuentasDePrueba = (db: MpSandboxDb) =>
  queryRows<CuentaVendedor>(
    db,
    sql`SELECT * FROM mp_sandbox.seller_accounts WHERE user_id < ${PRIMER_VENDEDOR_DEMO} ORDER BY user_id`,
  );

/** Stores a new authorization code (only its hash) and answers the code. */
export async function crearCodigo(
  db: MpSandboxDb,
  datos: { clientId: string; userId: number; redirectUri: string; codeChallenge: string | undefined; ahora: Date },
): Promise<string> {
  const code = `TG-${aleatorio(12)}-${datos.userId}`;
  const vence = new Date(datos.ahora.getTime() + VALIDEZ_CODIGO_MS);
  await db.execute(
    sql`INSERT INTO mp_sandbox.oauth_codes (code_hash, client_id, user_id, redirect_uri, code_challenge, expires_at)
        VALUES (${hashToken(code)}, ${datos.clientId}, ${datos.userId}, ${datos.redirectUri},
                ${datos.codeChallenge ?? null}, ${vence.toISOString()})`,
  );
  return code;
}

/** Uses up a code: answers it only the first time (whatever the rest of the exchange says after). */
export function gastarCodigo(tx: MpSandboxDb, code: string, ahora: Date): Promise<CodigoRow | undefined> {
  return queryOne<CodigoRow>(
    tx,
    sql`UPDATE mp_sandbox.oauth_codes SET used_at = ${ahora.toISOString()}
        WHERE code_hash = ${hashToken(code)} AND used_at IS NULL
        RETURNING client_id, user_id, redirect_uri, code_challenge, expires_at`,
  );
}

/** Uses up a refresh token of `clientId`: answers its seller the first time only. */
export async function gastarRefresh(
  tx: MpSandboxDb,
  refreshToken: string,
  clientId: string,
  ahora: Date,
): Promise<number | undefined> {
  const row = await queryOne<{ user_id: string | number }>(
    tx,
    sql`UPDATE mp_sandbox.oauth_tokens SET refreshed_at = ${ahora.toISOString()}
        WHERE refresh_token_hash = ${hashToken(refreshToken)} AND refreshed_at IS NULL AND client_id = ${clientId}
        RETURNING user_id`,
  );
  return row ? Number(row.user_id) : undefined;
}

/** A new access token (valid `ttlSeconds`) and refresh token for a seller, in Mercado Pago's formats. */
export async function emitirTokens(
  tx: MpSandboxDb,
  datos: { clientId: string; userId: number; ttlSeconds: number; ahora: Date },
): Promise<TokensEmitidos> {
  const cuenta = await queryOne<CuentaVendedor>(
    tx,
    sql`SELECT * FROM mp_sandbox.seller_accounts WHERE user_id = ${datos.userId}`,
  );
  if (!cuenta) throw new Error('mp-sandbox: cuenta de prueba inexistente');
  const fecha = datos.ahora.toISOString().slice(2, 10).replaceAll('-', '');
  const accessToken = `TEST-${datos.clientId}-${fecha}-${aleatorio(16)}-${datos.userId}`;
  const refreshToken = `TG-${aleatorio(16)}-${datos.userId}`;
  const vence = new Date(datos.ahora.getTime() + datos.ttlSeconds * 1000);
  await tx.execute(
    sql`INSERT INTO mp_sandbox.oauth_tokens (access_token_hash, refresh_token_hash, client_id, user_id, expires_at, date_created)
        VALUES (${hashToken(accessToken)}, ${hashToken(refreshToken)}, ${datos.clientId}, ${datos.userId},
                ${vence.toISOString()}, ${datos.ahora.toISOString()})`,
  );
  return { accessToken, refreshToken, userId: datos.userId, publicKey: cuenta.public_key };
}

import type { FastifyInstance } from 'fastify';
import type { OAuthToken } from '../mp-types';
import { CLIENT_ID, CLIENT_SECRET } from '../sandbox-account';
import { PREFIX, PUBLIC_BASE } from './sandbox-app';

export const REDIRECT_URI = `${PUBLIC_BASE}/api/emprendedor/mercadopago/conexion`;
/** The test seller accounts seeded by the migrations. */
export const VENDEDOR_1 = 2_481_000_001;
export const VENDEDOR_2 = 2_481_000_002;

export const authorizationUrl = (extra: Record<string, string> = {}) =>
  `${PREFIX}/authorization?${new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    platform_id: 'mp',
    state: 'estado-123',
    redirect_uri: REDIRECT_URI,
    ...extra,
  }).toString()}`;

/** Submits the authorization page's form; answers where it sends the browser. */
export async function autorizar(
  app: FastifyInstance,
  campos: Record<string, string> = {},
): Promise<{ status: number; location: URL | undefined; body: string }> {
  const res = await app.inject({
    method: 'POST',
    url: `${PREFIX}/authorization`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      state: 'estado-123',
      user_id: String(VENDEDOR_1),
      accion: 'autorizar',
      ...campos,
    }).toString(),
  });
  const location = typeof res.headers.location === 'string' ? new URL(res.headers.location) : undefined;
  return { status: res.statusCode, location, body: res.body };
}

/** `POST /oauth/token` with the application's credentials (JSON, or form when `form`). */
export function pedirToken(app: FastifyInstance, campos: Record<string, string>, form = false) {
  const body = { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, ...campos };
  return app.inject({
    method: 'POST',
    url: `${PREFIX}/oauth/token`,
    ...(form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(body).toString(),
        }
      : { payload: body }),
  });
}

/** A code for `userId` from the authorization page. */
export async function codigoPara(app: FastifyInstance, userId = VENDEDOR_1, campos: Record<string, string> = {}) {
  const { location } = await autorizar(app, { user_id: String(userId), ...campos });
  const code = location?.searchParams.get('code');
  if (!code) throw new Error('autorizar: sin code');
  return code;
}

/** The whole connection of a seller: authorize, exchange the code, answer the token. */
export async function conectarVendedor(app: FastifyInstance, userId = VENDEDOR_1): Promise<OAuthToken> {
  const code = await codigoPara(app, userId);
  const res = await pedirToken(app, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
  if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
  return res.json<OAuthToken>();
}

export const bearer = (token: OAuthToken | string) => ({
  authorization: `Bearer ${typeof token === 'string' ? token : token.access_token}`,
});

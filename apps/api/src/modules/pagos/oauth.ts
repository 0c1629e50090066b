import { createHash, randomBytes } from 'node:crypto';
import { ProveedorNoDisponible } from './proveedor';

// Mercado Pago's marketplace OAuth (notes on the wire format: docs/producto/pagos.md#cobros): the
// authorization URL a seller is sent to, and `POST /oauth/token` with both grants. The same code
// talks to Mercado Pago and to the embedded sandbox; only the URLs and the application differ.

export interface OpcionesOAuth {
  clientId: string;
  clientSecret: string;
  /** Base of the authorization page: https://auth.mercadopago.com, or the sandbox's /_sandbox/mp. */
  authUrl: string;
  /** Base of the API (`/oauth/token`): https://api.mercadopago.com, or the sandbox. */
  apiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** What Mercado Pago answers to a granted token request. */
export interface TokensMercadoPago {
  accessToken: string;
  refreshToken: string;
  mpUserId: string;
  /** Seconds the access token lives. */
  expiraEnS: number;
}

/** Mercado Pago refused the grant (code used or expired, refresh token revoked…): retrying will not help. */
export class OAuthRechazado extends Error {
  constructor(
    readonly codigo: string,
    message: string,
  ) {
    super(message);
    this.name = 'OAuthRechazado';
  }
}

/** A new PKCE pair (S256): the verifier stays with us, the challenge travels in the URL. */
export function parPkce(): { verificador: string; desafio: string } {
  const verificador = randomBytes(48).toString('base64url');
  return { verificador, desafio: createHash('sha256').update(verificador).digest('base64url') };
}

export function clienteOAuth(o: OpcionesOAuth) {
  const hacerFetch = o.fetch ?? fetch;
  const api = o.apiUrl.replace(/\/+$/, '');

  async function pedirToken(campos: Record<string, string>): Promise<TokensMercadoPago> {
    let res: Response;
    try {
      res = await hacerFetch(`${api}/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ client_id: o.clientId, client_secret: o.clientSecret, ...campos }),
        signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
      });
    } catch (e) {
      throw new ProveedorNoDisponible('Mercado Pago no respondió (POST /oauth/token)', { cause: e });
    }
    const cuerpo = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    // Never the body of a success in a message: it carries the tokens.
    if (res.status >= 400 && res.status < 500)
      throw new OAuthRechazado(
        String(cuerpo.error ?? 'invalid_grant'),
        `Mercado Pago rechazó el token (${res.status})`,
      );
    if (!res.ok) throw new ProveedorNoDisponible(`Mercado Pago respondió ${res.status} a POST /oauth/token`);
    const { access_token, refresh_token, user_id, expires_in } = cuerpo;
    if (typeof access_token !== 'string' || typeof refresh_token !== 'string' || user_id === undefined)
      throw new ProveedorNoDisponible('Mercado Pago respondió un token incompleto');
    return {
      accessToken: access_token,
      refreshToken: refresh_token,
      mpUserId: String(user_id),
      expiraEnS: Number(expires_in) > 0 ? Number(expires_in) : 180 * 24 * 3600,
    };
  }

  return {
    /** Where the seller authorizes the platform's application for one shop. */
    urlAutorizacion(p: { estado: string; desafio: string; redirectUri: string }): string {
      const q = new URLSearchParams({
        client_id: o.clientId,
        response_type: 'code',
        platform_id: 'mp',
        state: p.estado,
        redirect_uri: p.redirectUri,
        code_challenge: p.desafio,
        code_challenge_method: 'S256',
      });
      return `${o.authUrl.replace(/\/+$/, '')}/authorization?${q.toString()}`;
    },
    canjearCodigo: (p: { codigo: string; verificador: string; redirectUri: string }) =>
      pedirToken({
        grant_type: 'authorization_code',
        code: p.codigo,
        redirect_uri: p.redirectUri,
        code_verifier: p.verificador,
      }),
    renovar: (refreshToken: string) => pedirToken({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  };
}

export type ClienteOAuth = ReturnType<typeof clienteOAuth>;

import { CLIENT_ID, CLIENT_SECRET } from '../sandbox-account';

/** The platform's application as the sandbox knows it (docs/producto/pagos.md#sandbox-oauth). */
export interface OAuthOptions {
  /** client_id of the platform's application; default CLIENT_ID. */
  clientId?: string;
  /** Its client_secret; default CLIENT_SECRET. */
  clientSecret?: string;
  /** The registered redirect URLs (exact match); default: any URL on the origin of `publicBaseUrl`. */
  redirectUris?: string[];
  /** Lifetime of an access token; default 180 days, like Mercado Pago's. */
  accessTokenTtlSeconds?: number;
  /** Name of the application on the authorization page; default 'Feria'. */
  nombreAplicacion?: string;
}

export interface OAuthConfig {
  clientId: string;
  clientSecret: string;
  redirectUriRegistrada: (uri: string) => boolean;
  ttlSeconds: number;
  nombreAplicacion: string;
}

/** Authorization codes are valid 10 minutes and work once. */
export const VALIDEZ_CODIGO_MS = 10 * 60_000;
export const DURACION_TOKEN_S = 180 * 24 * 60 * 60;
export const SCOPE = 'offline_access read write';

function urlHttp(uri: string): URL | undefined {
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export function oauthConfig(o: OAuthOptions = {}, publicBaseUrl: string): OAuthConfig {
  const origen = new URL(publicBaseUrl).origin;
  const registradas = o.redirectUris;
  return {
    clientId: o.clientId ?? CLIENT_ID,
    clientSecret: o.clientSecret ?? CLIENT_SECRET,
    redirectUriRegistrada: (uri) => {
      const url = urlHttp(uri);
      if (!url || url.hash) return false;
      return registradas ? registradas.includes(uri) : url.origin === origen;
    },
    ttlSeconds: o.accessTokenTtlSeconds ?? DURACION_TOKEN_S,
    nombreAplicacion: o.nombreAplicacion ?? 'Feria',
  };
}

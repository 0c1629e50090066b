import type { KoaContextWithOIDC } from 'oidc-provider';

/**
 * The origin the browser used to reach this server: scheme and Host. Never Koa's `ctx.origin`,
 * which in Koa 3 is the request's Origin header, i.e. whatever the calling page claims.
 */
export const requestOrigin = (ctx: { protocol: string; host: string }) => `${ctx.protocol}://${ctx.host}`;

/**
 * Keycloak's "web origins" of the SPA client: the configured public origins and the
 * origin this server was reached on (the SPA is served by the same process, e.g. from a LAN
 * address). `null` (sandboxed frames, file: pages) and every other origin are foreign.
 */
export function isWebOrigin(
  origin: string | undefined,
  origins: ReadonlySet<string>,
  ctx: { protocol: string; host: string },
): boolean {
  return !!origin && (origins.has(origin) || origin === requestOrigin(ctx));
}

/** Public metadata stays readable from any page, as Keycloak does: it holds no secret. */
const OPEN_PREFLIGHTS = new Set(['cors.jwks', 'cors.discovery']);
const PREFLIGHT_HEADERS = [
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Methods',
  'Access-Control-Allow-Headers',
  'Access-Control-Max-Age',
];

/**
 * oidc-provider answers every preflight with the caller's Origin allowed (it only checks the
 * client's origins on the request itself, through `clientBasedCORS`); this drops those headers
 * for foreign origins, so a foreign page is not even invited to send the request.
 */
export function preflightOnlyForWebOrigins(origins: ReadonlySet<string>) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    if (ctx.method !== 'OPTIONS') return;
    const route = ctx.oidc?.route;
    if (!route?.startsWith('cors.') || OPEN_PREFLIGHTS.has(route)) return;
    if (isWebOrigin(ctx.get('Origin') || undefined, origins, ctx)) return;
    for (const header of PREFLIGHT_HEADERS) ctx.remove(header);
  };
}

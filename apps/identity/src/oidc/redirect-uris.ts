/**
 * keycloak-js sends the current page as `redirect_uri` (docs/producto/identidad.md#autenticacion check-sso, docs/producto/identidad.md#guardia-y-post-login post-login),
 * so the SPA client accepts any path on the shop's own origins, like Keycloak's `<origin>/*`.
 * `requestOrigin` is the origin the browser used to reach this server: the SPA is served from
 * the same process, so a LAN address works too, and the code still goes back to this server.
 */
export function isAllowedRedirect(value: string, origins: ReadonlySet<string>, requestOrigin?: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password || url.hash) return false;
  return origins.has(url.origin) || url.origin === requestOrigin;
}

/** Canonical origins (scheme://host:port) of the configured public URLs. */
export function normalizeOrigins(origins: readonly string[]): Set<string> {
  const result = new Set<string>();
  for (const origin of origins) {
    try {
      result.add(new URL(origin).origin);
    } catch {
      throw new Error(`identity: origen público inválido: ${origin}`);
    }
  }
  return result;
}

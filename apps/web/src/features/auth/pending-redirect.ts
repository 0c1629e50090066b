import { PENDING_REDIRECT_TTL_MS, REDIRECT_PREFIXES, STORAGE_KEYS } from '@feria/contracts';

/** docs/producto/entidades.md "Session redirect record". */
export interface PendingRedirect {
  url: string;
  context: string;
  timestamp: number;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = STORAGE_KEYS.pendingRedirect;

function defaultStore(): SessionStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked (privacy settings): behave as if nothing was saved
  }
}

/** docs/producto/carrito.md#boton-de-checkout: saved before starting the login flow (context 'guard' or 'checkout'). */
export function savePendingRedirect(url: string, context: string, store = defaultStore(), now = Date.now()): void {
  const record: PendingRedirect = { url, context, timestamp: now };
  try {
    store?.setItem(KEY, JSON.stringify(record));
  } catch (error) {
    console.error('No se pudo guardar la redirección pendiente', error); // docs/producto/errores.md: only logged
  }
}

export function clearPendingRedirect(store = defaultStore()): void {
  try {
    store?.removeItem(KEY);
  } catch (error) {
    console.error('No se pudo borrar la redirección pendiente', error);
  }
}

function isRecord(value: unknown): value is PendingRedirect {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.url === 'string' &&
    typeof r.context === 'string' &&
    typeof r.timestamp === 'number' &&
    Number.isFinite(r.timestamp)
  );
}

/**
 * docs/producto/carrito.md#boton-de-checkout: the saved redirect, or null. Expired (older than 30 minutes), unreadable or malformed
 * records are cleared and treated as absent.
 */
export function readPendingRedirect(store = defaultStore(), now = Date.now()): PendingRedirect | null {
  let raw: string | null | undefined;
  try {
    raw = store?.getItem(KEY);
  } catch (error) {
    console.error('No se pudo leer la redirección pendiente', error);
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isRecord(parsed) || now - parsed.timestamp > PENDING_REDIRECT_TTL_MS || parsed.timestamp > now + 60_000) {
    clearPendingRedirect(store);
    return null;
  }
  return parsed;
}

/** docs/producto/carrito.md#boton-de-checkout: a checkout redirect has context 'checkout' and a non-empty url. */
export function isCheckoutRedirect(record: PendingRedirect | null): boolean {
  return record !== null && record.context === 'checkout' && record.url.trim() !== '';
}

/**
 * docs/producto/identidad.md#guardia-y-post-login / docs/producto/precios.md: only same-origin paths under /checkout, /dashboard-comprador,
 * /dashboard-emprendedor, /productos or /search are honoured. Returns the path to navigate to
 * (path + query + hash), or null. Prefixes match whole segments (`/searchx` is not `/search`).
 */
export function safeRedirectPath(url: string, origin: string): string | null {
  const trimmed = url.trim();
  // Absolute URLs must be on this origin; relative ones must be a rooted path, not `//host` or `/\host`.
  if (!/^https?:\/\//i.test(trimmed) && !/^\/(?![/\\])/.test(trimmed)) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  const path = parsed.pathname;
  const allowed = REDIRECT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return allowed ? `${path}${parsed.search}${parsed.hash}` : null;
}

/**
 * The redirect post-login should honour, or null. A record that fails validation is cleared and a
 * warning logged (docs/producto/identidad.md#guardia-y-post-login). A valid one is left in place until the caller has navigated.
 */
export function pendingRedirectTarget(origin: string, store = defaultStore(), now = Date.now()): string | null {
  const record = readPendingRedirect(store, now);
  if (!record) return null;
  const path = safeRedirectPath(record.url, origin);
  if (!path) {
    console.warn(`Redirección pendiente descartada (no permitida): ${record.url}`);
    clearPendingRedirect(store);
  }
  return path;
}

/**
 * Where a login started from a public page should come back to (issue "Discovery and trust"):
 * the page itself when docs/producto/identidad.md#guardia-y-post-login allows it; a shop page `/tienda/{id}` becomes the buyer's
 * `/dashboard-comprador/tienda/{id}`. Null for pages that may not be returned to (the home).
 */
export function returnPathAfterLogin(
  location: { pathname: string; search: string; hash: string },
  origin: string,
): string | null {
  const tienda = /^\/tienda\/([^/]+)\/?$/.exec(location.pathname);
  const path = tienda ? `/dashboard-comprador/tienda/${tienda[1]}` : location.pathname;
  return safeRedirectPath(`${path}${location.search}${location.hash}`, origin);
}

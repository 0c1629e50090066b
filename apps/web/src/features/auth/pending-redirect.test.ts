import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPendingRedirect,
  isCheckoutRedirect,
  pendingRedirectTarget,
  readPendingRedirect,
  returnPathAfterLogin,
  safeRedirectPath,
  savePendingRedirect,
} from './pending-redirect';

const KEY = 'feria_pending_redirect';
const ORIGIN = 'https://feria.example';
const T0 = 1_700_000_000_000;

function memoryStore(initial?: string) {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set(KEY, initial);
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('save and read (docs/producto/carrito.md#boton-de-checkout)', () => {
  it('stores url, context and timestamp under feria_pending_redirect', () => {
    const store = memoryStore();
    savePendingRedirect('/checkout', 'checkout', store, T0);
    expect(JSON.parse(store.map.get(KEY)!)).toEqual({ url: '/checkout', context: 'checkout', timestamp: T0 });
    expect(readPendingRedirect(store, T0 + 1000)).toEqual({ url: '/checkout', context: 'checkout', timestamp: T0 });
  });

  it('uses sessionStorage by default', () => {
    savePendingRedirect('/search?q=mate', 'guard');
    expect(JSON.parse(window.sessionStorage.getItem(KEY)!)).toMatchObject({ url: '/search?q=mate', context: 'guard' });
    clearPendingRedirect();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is still valid at exactly 30 minutes', () => {
    const store = memoryStore();
    savePendingRedirect('/search', 'guard', store, T0);
    expect(readPendingRedirect(store, T0 + 1_800_000)).not.toBeNull();
  });

  it('expires after 30 minutes: cleared and treated as absent', () => {
    const store = memoryStore();
    savePendingRedirect('/search', 'guard', store, T0);
    expect(readPendingRedirect(store, T0 + 1_800_001)).toBeNull();
    expect(store.map.has(KEY)).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['no url', JSON.stringify({ context: 'guard', timestamp: T0 })],
    ['a numeric url', JSON.stringify({ url: 5, context: 'guard', timestamp: T0 })],
    ['no timestamp', JSON.stringify({ url: '/search', context: 'guard' })],
    ['a string timestamp', JSON.stringify({ url: '/search', context: 'guard', timestamp: String(T0) })],
    ['a timestamp far in the future', JSON.stringify({ url: '/search', context: 'guard', timestamp: T0 + 3_600_000 })],
    ['null', 'null'],
  ])('clears a record with %s', (_label, raw) => {
    const store = memoryStore(raw);
    expect(readPendingRedirect(store, T0)).toBeNull();
    expect(store.map.has(KEY)).toBe(false);
  });

  it('is absent when nothing was saved', () => {
    expect(readPendingRedirect(memoryStore(), T0)).toBeNull();
  });

  it('treats a storage read error as absent and only logs it (docs/producto/errores.md)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readPendingRedirect(store, T0)).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('only logs a storage write error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => savePendingRedirect('/checkout', 'checkout', store, T0)).not.toThrow();
    expect(log).toHaveBeenCalled();
  });
});

describe('isCheckoutRedirect (docs/producto/carrito.md#boton-de-checkout)', () => {
  it('needs context checkout and a non-empty url', () => {
    expect(isCheckoutRedirect({ url: '/checkout', context: 'checkout', timestamp: T0 })).toBe(true);
    expect(isCheckoutRedirect({ url: '  ', context: 'checkout', timestamp: T0 })).toBe(false);
    expect(isCheckoutRedirect({ url: '/checkout', context: 'guard', timestamp: T0 })).toBe(false);
    expect(isCheckoutRedirect(null)).toBe(false);
  });
});

describe('safeRedirectPath (docs/producto/identidad.md#guardia-y-post-login, docs/producto/precios.md prefixes)', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/checkout/paso-2', '/checkout/paso-2'],
    ['/dashboard-comprador', '/dashboard-comprador'],
    ['/dashboard-comprador/mis-pedidos?page=2', '/dashboard-comprador/mis-pedidos?page=2'],
    ['/dashboard-emprendedor/ventas', '/dashboard-emprendedor/ventas'],
    ['/productos/8b1c', '/productos/8b1c'],
    ['/search?q=mate#resultados', '/search?q=mate#resultados'],
    [`${ORIGIN}/search?q=yerba`, '/search?q=yerba'],
  ])('allows %s', (url, expected) => {
    expect(safeRedirectPath(url, ORIGIN)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/search'],
    ['http on an https origin', 'http://feria.example/search'],
    ['a protocol-relative URL', '//evil.example/search'],
    ['a backslash host', '/\\evil.example/search'],
    ['javascript:', 'javascript:alert(1)'],
    ['a relative path', 'search?q=x'],
    ['the home page', '/'],
    ['the admin area', '/dashboard-administracion-identidades'],
    ['post-login itself', '/post-login'],
    ['a prefix inside a segment', '/searchx'],
    ['a longer segment', '/productos-falsos/1'],
    ['an empty url', ''],
    ['dot segments escaping the prefix', '/search/../dashboard-administracion-identidades'],
  ])('refuses %s', (_label, url) => {
    expect(safeRedirectPath(url, ORIGIN)).toBeNull();
  });
});

describe('pendingRedirectTarget', () => {
  it('returns a valid saved path and keeps it until the caller clears it', () => {
    const store = memoryStore();
    savePendingRedirect('/dashboard-comprador/mis-pedidos', 'guard', store, T0);
    expect(pendingRedirectTarget(ORIGIN, store, T0 + 5)).toBe('/dashboard-comprador/mis-pedidos');
    expect(store.map.has(KEY)).toBe(true);
  });

  it('discards a disallowed path with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = memoryStore();
    savePendingRedirect('https://evil.example/checkout', 'checkout', store, T0);
    expect(pendingRedirectTarget(ORIGIN, store, T0 + 5)).toBeNull();
    expect(store.map.has(KEY)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('evil.example'));
  });

  it('ignores an expired record', () => {
    const store = memoryStore();
    savePendingRedirect('/checkout', 'checkout', store, T0);
    expect(pendingRedirectTarget(ORIGIN, store, T0 + 1_800_001)).toBeNull();
  });
});

describe('returnPathAfterLogin (login from a public page)', () => {
  const origin = 'https://feria.test';
  const en = (pathname: string, search = '', hash = '') => returnPathAfterLogin({ pathname, search, hash }, origin);
  it('returns to product and search pages, with their query', () => {
    expect(en('/productos/abc', '?foto=2')).toBe('/productos/abc?foto=2');
    expect(en('/search', '?q=mate')).toBe('/search?q=mate');
  });
  it('maps a public shop page to the buyer’s shop page', () => {
    expect(en('/tienda/7f9c', '', '#contacto')).toBe('/dashboard-comprador/tienda/7f9c#contacto');
  });
  it('does not return to pages outside the allowed prefixes', () => {
    expect(en('/')).toBeNull();
    expect(en('/info-emprendedores')).toBeNull();
    expect(en('/tienda/a/b')).toBeNull();
  });
});

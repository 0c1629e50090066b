// docs/producto/precios.md: business constants and limits
export const CURRENCY = { locale: 'es-AR', code: 'ARS' } as const;

export const FREE_SHIPPING_THRESHOLD = 90000;
export const INSTALLMENTS = 6;
export const PRICE_WITHOUT_TAXES_RATIO = 0.79;
export const PLATFORM_COMMISSION = 0.05;

export const SEARCH_DEFAULT_PAGE = 0;
export const SEARCH_DEFAULT_SIZE = 20;
export const SEARCH_MAX_SIZE = 100;
export const EXPANDED_BUSINESS_CAP = 60;
export const SHOP_HISTORY_SIZE = 10;

/**
 * Sizes of the public pages' first reads: the web asks for these pages and the server embeds the
 * same reads, under the same query keys, in the page's HTML (decision 045).
 */
/** Home 'Más vendidos': two rows of five on desktop, five rows of two on a phone. */
export const MAS_VENDIDOS_SIZE = 10;
export const DIRECTORIO_PAGE_SIZE = 12;
/** Product page: 'Más productos' of the shop. */
export const MAS_PRODUCTOS_SIZE = 4;
/** Product page: its first reviews. */
export const RESENAS_PRODUCTO_SIZE = 3;
export const FALLBACK_RATING = 4.5;

export const CART_BADGE_MAX = 99;
export const CART_DRAWER_WIDTHS = { sm: 450, md: 480, lg: 520 } as const;

/**
 * Decision 049: the screen widths a public page is painted for on the server, one per layout of the
 * public pages (the breakpoints their media queries use: 420 px for the search box, MUI's sm, md,
 * lg, xl): a screen from `desde` px up to the next entry gets the page painted at `ancho`.
 */
export const ANCHOS_DE_PINTADO = [
  { desde: 0, ancho: 360 },
  { desde: 420, ancho: 420 },
  { desde: 600, ancho: 600 },
  { desde: 900, ancho: 900 },
  { desde: 1200, ancho: 1280 },
  { desde: 1536, ancho: 1536 },
] as const;

/** The width a screen `px` wide is painted at (ANCHOS_DE_PINTADO). */
export function anchoDePintadoPara(px: number): number {
  let elegido: number = ANCHOS_DE_PINTADO[0].ancho;
  for (const a of ANCHOS_DE_PINTADO) if (px >= a.desde) elegido = a.ancho;
  return elegido;
}

export const STORAGE_PREFIX = 'feria_';
export const STORAGE_KEYS = {
  cart: `${STORAGE_PREFIX}cart`,
  selectedGroup: `${STORAGE_PREFIX}selected_group`,
  pendingRedirect: `${STORAGE_PREFIX}pending_redirect`,
  colorMode: `${STORAGE_PREFIX}color_mode`,
} as const;
export const PENDING_REDIRECT_TTL_MS = 1_800_000;
export const REDIRECT_PREFIXES = [
  '/checkout',
  '/dashboard-comprador',
  '/dashboard-emprendedor',
  '/productos',
  '/search',
] as const;

export const QUERY_TIMINGS = {
  staleMs: 2 * 60_000,
  gcMs: 5 * 60_000,
  productsStaleMs: 5 * 60_000,
  salesStaleMs: 60_000,
  salesRefetchMs: 2 * 60_000,
  statsStaleMs: 2 * 60_000,
  maxRetries: 3,
  retryBaseMs: 1000,
  retryMaxMs: 30_000,
  mutationRetries: 1,
} as const;

export const AUTH_TIMINGS = {
  renewIntervalMs: 240_000,
  renewMinValiditySec: 60,
  periodicCheckMs: 60_000,
  periodicMinValiditySec: 300,
  sessionCheckMs: 5000,
  defaultMinValiditySec: 5,
  expiryMinValiditySec: 30,
} as const;

export const THEME = {
  primary: '#22C55E',
  accent: '#F59E0B',
  radius: 8,
  spacing: 8,
} as const;

export const ROLES = ['admin', 'emprendedor', 'comprador'] as const;
export type Rol = (typeof ROLES)[number];

export const ESTADOS_EMPRENDIMIENTO = ['Pendiente', 'Activo', 'Rechazado', 'Eliminado'] as const;
export type EstadoEmprendimiento = (typeof ESTADOS_EMPRENDIMIENTO)[number];

import type Keycloak from 'keycloak-js';
import type { KeycloakInitOptions } from 'keycloak-js';
import { AUTH_TIMINGS } from '@feria/contracts';
import { origenDelSitio } from './origen';
import { sinSandboxEnMarcosDeSesion } from './marcos-de-sesion';

/**
 * docs/producto/roles.md#quien-usa-feria / docs/producto/api.md#servidor-de-identidad: the identity server lives under /auth on the product host, realm `feria`,
 * public client `frontend`. The same settings work against the embedded server and a real Keycloak.
 */
export const KEYCLOAK_CONFIG = { url: '/auth', realm: 'feria', clientId: 'frontend' } as const;

/**
 * docs/producto/identidad.md#autenticacion / docs/producto/precios.md: check-sso on load, PKCE S256, session iframe every 5 s, standard flow, fragment.
 * The check runs in a hidden iframe (public/silent-check-sso.html), not as a full-page redirect:
 * public pages paint before the session check (decision 044), and a redirect would take a signed-in
 * user away from the painted page, and from what they were typing, for a moment.
 */
export const KEYCLOAK_INIT_OPTIONS: KeycloakInitOptions = {
  onLoad: 'check-sso',
  silentCheckSsoRedirectUri: `${origenDelSitio()}/silent-check-sso.html`,
  pkceMethod: 'S256',
  checkLoginIframe: true,
  checkLoginIframeInterval: AUTH_TIMINGS.sessionCheckMs / 1000,
  responseMode: 'fragment',
  flow: 'standard',
};

/**
 * Decision 044: a visitor with no sign-in hint (features/auth/session-hint.ts) and no login callback
 * in the URL gets no session check: no check-sso redirect, no third-party-cookie or session-status
 * iframe, no request at all. keycloak-js still parses a callback and can start a login.
 */
export const KEYCLOAK_ANONYMOUS_INIT_OPTIONS: KeycloakInitOptions = {
  pkceMethod: 'S256',
  checkLoginIframe: false,
  responseMode: 'fragment',
  flow: 'standard',
};

let instance: Keycloak | undefined;
let loading: Promise<Keycloak> | undefined;
const initPromises = new WeakMap<Keycloak, Promise<boolean>>();

/**
 * The one Keycloak instance of the app. keycloak-js is imported on first use (decision 044: it is
 * not part of the start bundle; the session starts after the first paint).
 */
export function loadKeycloak(): Promise<Keycloak> {
  // Before keycloak-js creates its session frames (decision 063).
  sinSandboxEnMarcosDeSesion(KEYCLOAK_CONFIG.url);
  loading ??= import('keycloak-js').then(
    ({ default: KeycloakClass }) => (instance = new KeycloakClass(KEYCLOAK_CONFIG)),
  );
  return loading;
}

/** The instance once loadKeycloak() has resolved (tests reach the fake through it). */
export function getKeycloak(): Keycloak {
  if (!instance) throw new Error('keycloak-js todavía no se cargó');
  return instance;
}

/**
 * Initialises once: keycloak-js refuses a second init ('A Keycloak instance can only be initialized
 * once'), and React's strict mode runs effects twice.
 */
export function initKeycloak(kc: Keycloak, options: KeycloakInitOptions = KEYCLOAK_INIT_OPTIONS): Promise<boolean> {
  let promise = initPromises.get(kc);
  if (!promise) {
    promise = kc.init(options);
    initPromises.set(kc, promise);
  }
  return promise;
}

/**
 * docs/producto/identidad.md#autenticacion: a refresh answered 400 (invalid_grant: the session or refresh token is gone) ends the
 * session; any other failure (network, 5xx, iframe) is handled differently. keycloak-js rejects
 * with a NetworkError carrying the Response (not in its type declarations).
 */
export function isInvalidGrant(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const response = (error as { response?: unknown }).response;
  if (response && typeof response === 'object' && (response as { status?: unknown }).status === 400) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.includes('invalid_grant');
}

/** Absolute URL on this origin for the identity server's redirect_uri / post_logout_redirect_uri. */
export function appUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** Realm roles of the current access token (docs/producto/roles.md#permisos). */
export function realmRoles(kc: Pick<Keycloak, 'tokenParsed'>): string[] {
  const roles = kc.tokenParsed?.realm_access?.roles;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
}

/** For tests only: forget the instance (the next loadKeycloak() creates a fresh one). */
export function resetKeycloakForTests(): void {
  instance = undefined;
  loading = undefined;
}

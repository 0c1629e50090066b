import { STORAGE_PREFIX } from '@feria/contracts';

/**
 * Decision 044: "this browser had a session" — set when keycloak-js reports a signed-in user,
 * removed at logout, when a session ends, and when a check finds none. With it the app checks the
 * identity server's session on load (check-sso and the session-status iframe, docs/producto/identidad.md#autenticacion / docs/producto/precios.md), so a
 * signed-in user who reloads a public page is still signed in; without it a visitor pays for no
 * session check (no iframes, no redirect).
 */
export const SESSION_HINT_KEY = `${STORAGE_PREFIX}sesion`;

/** keycloak-js's callback in the URL fragment (responseMode 'fragment'): a login is coming back. */
const CALLBACK = /(^|&)(state|code|error)=/;

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false; // storage blocked: behave as a visitor (a login still works)
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // storage blocked or full: the hint is only an optimisation
  }
}

/** Whether this page load must check the identity server's session (hint, or a login coming back). */
export function shouldCheckSession(hash = window.location.hash): boolean {
  return hasSessionHint() || CALLBACK.test(hash.replace(/^#/, ''));
}

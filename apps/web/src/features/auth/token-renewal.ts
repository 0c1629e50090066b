import type Keycloak from 'keycloak-js';
import { AUTH_TIMINGS } from '@feria/contracts';
import { appUrl, isInvalidGrant } from '../../lib/keycloak';

export type SessionEndReason = 'logout' | 'expired' | 'error';
type Client = Pick<Keycloak, 'authenticated' | 'updateToken' | 'clearToken' | 'logout'>;

/**
 * docs/producto/identidad.md#autenticacion refresh failure: invalid_grant (400) → clear the session and end it; anything else →
 * log out through the identity server back to the home page, and if even that fails end it here.
 */
export async function handleRefreshFailure(
  kc: Client,
  error: unknown,
  endSession: (reason: SessionEndReason) => void,
): Promise<void> {
  console.warn('No se pudo renovar la sesión', error);
  if (isInvalidGrant(error)) {
    kc.clearToken();
    endSession('expired');
    return;
  }
  try {
    await kc.logout({ redirectUri: appUrl('/') });
  } catch (logoutError) {
    console.error('No se pudo cerrar la sesión en el servidor de identidad', logoutError);
    kc.clearToken();
    endSession('error');
  }
}

/** Renews when fewer than `minValidity` seconds are left; failures go to `onFailure`. */
export function renewToken(kc: Client, minValidity: number, onFailure: (error: unknown) => void): Promise<void> {
  if (!kc.authenticated) return Promise.resolve();
  return kc.updateToken(minValidity).then(
    () => undefined,
    (error: unknown) => onFailure(error),
  );
}

/**
 * docs/producto/precios.md: auto-renew every 240 s (if under 60 s left) and a periodic check every 60 s (if under
 * 300 s left); keycloak-js has no such loop of its own. Returns the function that stops both.
 */
export function startTokenRenewal(kc: Client, onFailure: (error: unknown) => void): () => void {
  const renewLoop = window.setInterval(
    () => void renewToken(kc, AUTH_TIMINGS.renewMinValiditySec, onFailure),
    AUTH_TIMINGS.renewIntervalMs,
  );
  const checkLoop = window.setInterval(
    () => void renewToken(kc, AUTH_TIMINGS.periodicMinValiditySec, onFailure),
    AUTH_TIMINGS.periodicCheckMs,
  );
  return () => {
    window.clearInterval(renewLoop);
    window.clearInterval(checkLoop);
  };
}

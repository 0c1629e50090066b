import type Keycloak from 'keycloak-js';
import { AUTH_TIMINGS } from '@feria/contracts';
import { setTokenProvider } from '../../lib/api-client';
import { handleRefreshFailure, renewToken, type SessionEndReason } from './token-renewal';

interface SessionCallbacks {
  /** Tokens, roles or the authenticated flag may have changed. */
  onChange: () => void;
  /** docs/producto/identidad.md#autenticacion: logout event or failed refresh; called once per session. */
  onEnd: (reason: SessionEndReason) => void;
}

/**
 * Wires keycloak-js events (docs/producto/identidad.md#autenticacion) and the API client's token provider (docs/producto/api.md#convenciones) to the app.
 * Returns the refresh-failure handler (for the renewal loop) and the function that unbinds it all.
 */
export function bindSession(kc: Keycloak, { onChange, onEnd }: SessionCallbacks) {
  let ended = false;
  const endSession = (reason: SessionEndReason) => {
    onChange();
    if (ended) return; // a 400 refresh both clears the token (logout event) and fails
    ended = true;
    onEnd(reason);
  };
  const onRefreshFailure = (error: unknown) => void handleRefreshFailure(kc, error, endSession);

  kc.onAuthSuccess = () => {
    ended = false;
    onChange();
  };
  kc.onAuthRefreshSuccess = onChange; // roles may have changed (an admin edited them)
  kc.onAuthLogout = () => endSession('logout');
  kc.onTokenExpired = () => void renewToken(kc, AUTH_TIMINGS.expiryMinValiditySec, onRefreshFailure);
  // docs/producto/api.md#convenciones: before every API call renew if under 5 s of validity is left, then send the bearer token.
  setTokenProvider(async () => {
    if (!kc.authenticated) return undefined;
    await renewToken(kc, AUTH_TIMINGS.defaultMinValiditySec, onRefreshFailure);
    return kc.authenticated ? kc.token : undefined;
  });

  const unbind = () => {
    kc.onAuthSuccess = kc.onAuthRefreshSuccess = kc.onAuthLogout = kc.onTokenExpired = undefined;
    setTokenProvider(undefined);
  };
  return { onRefreshFailure, unbind };
}

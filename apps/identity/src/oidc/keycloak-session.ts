import type { KoaContextWithOIDC } from 'oidc-provider';
import { REALM } from '../realm';

export const KEYCLOAK_SESSION = 'KEYCLOAK_SESSION';

/**
 * Keeps Keycloak's `KEYCLOAK_SESSION=<realm>/<userId>/<sid>` cookie in step with the session,
 * for keycloak-js's session iframe (docs/producto/identidad.md#autenticacion: session status polled every 5 s). Readable by
 * script (the iframe compares its third segment with the token's sid). Cleared on logout and
 * whenever authorization finds no session, so a stale cookie does not cause useless round trips.
 */
export function keycloakSessionCookie(mountPath: string, maxAgeSeconds: number) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const route = ctx.oidc?.route;
    const options = {
      path: `${mountPath}/`,
      httpOnly: false,
      sameSite: 'lax' as const,
      signed: false,
      overwrite: true,
      secure: ctx.secure,
    };
    if (route === 'authorization' || route === 'resume') {
      const session = ctx.oidc.session;
      if (session?.accountId && session.uid) {
        ctx.cookies.set(KEYCLOAK_SESSION, `${REALM}/${session.accountId}/${session.uid}`, {
          ...options,
          maxAge: maxAgeSeconds * 1000,
        });
      } else {
        ctx.cookies.set(KEYCLOAK_SESSION, null, options);
      }
    } else if (route === 'end_session_confirm') {
      ctx.cookies.set(KEYCLOAK_SESSION, null, options);
    }
  };
}

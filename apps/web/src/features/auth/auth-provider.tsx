import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type Keycloak from 'keycloak-js';
import {
  appUrl,
  initKeycloak,
  KEYCLOAK_ANONYMOUS_INIT_OPTIONS,
  KEYCLOAK_INIT_OPTIONS,
  loadKeycloak,
  realmRoles,
} from '../../lib/keycloak';
import { accessRole, profileRole } from '../../lib/roles';
import { AuthContext, type AuthContextValue, type AuthProfile } from './auth-context';
import { AUTH_PATHS } from './guard-texts';
import { clearPendingRedirect } from './pending-redirect';
import { bindSession } from './session-binding';
import { setSessionHint, shouldCheckSession } from './session-hint';
import { startTokenRenewal, type SessionEndReason } from './token-renewal';

interface Snapshot {
  initialized: boolean;
  authenticated: boolean;
  userId: string | undefined;
  roles: readonly string[];
  /** From the token claims, shown until (or if) the account endpoint answers. */
  tokenProfile: AuthProfile | undefined;
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((r, i) => r === b[i]);

function snapshotOf(kc: Keycloak, initialized: boolean): Snapshot {
  const authenticated = Boolean(kc.authenticated);
  // docs/producto/identidad.md#autenticacion: the user id is the ID token's sub (the access token's sub is the same user).
  const userId = authenticated ? (kc.idTokenParsed?.sub ?? kc.subject) : undefined;
  return {
    initialized,
    authenticated,
    userId,
    roles: authenticated ? realmRoles(kc) : [],
    tokenProfile: authenticated ? profileFromToken(kc) : undefined,
  };
}

function profileFromToken(kc: Keycloak): AuthProfile | undefined {
  const t = kc.tokenParsed as Record<string, unknown> | undefined;
  if (!t) return undefined;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    username: str(t.preferred_username) ?? str(t.email) ?? '',
    email: str(t.email) ?? '',
    firstName: str(t.given_name),
    lastName: str(t.family_name),
  };
}

/** Runs `start` once the page has painted (a frame, then a task), or after 100 ms in a hidden tab. */
function afterFirstPaint(start: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    start();
  };
  const fallback = setTimeout(run, 100);
  const frame =
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(run, 0)) : undefined;
  return () => {
    done = true;
    clearTimeout(fallback);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

interface AuthProviderProps {
  children: ReactNode;
  /** docs/producto/identidad.md#autenticacion: logout event, failed refresh → the app resets its account state and goes to /. */
  onSessionEnd: (reason: SessionEndReason) => void;
  /** Injected in tests; the app uses the one keycloak-js instance. */
  client?: Keycloak;
}

/**
 * keycloak-js session (docs/producto/identidad.md#autenticacion, docs/producto/api.md#servidor-de-identidad, docs/producto/precios.md) exposed through `useAuth()`. Decision 044: keycloak-js
 * is imported and initialised after the first paint, so public pages never wait for it; the session
 * check (check-sso, iframes) runs only when this browser had a session or a login is coming back.
 */
export function AuthProvider({ children, onSessionEnd, client }: AuthProviderProps) {
  const [kc, setKc] = useState<Keycloak | undefined>(client);
  // Login, register and logout clicked before keycloak-js is ready wait for it.
  const [ready] = useState(() => deferred<Keycloak>());
  const [snap, setSnap] = useState<Snapshot>({
    initialized: false,
    authenticated: false,
    userId: undefined,
    roles: [],
    tokenProfile: undefined,
  });
  const [loaded, setLoaded] = useState<{ userId: string; profile: AuthProfile }>();
  const [sessionEnded, setSessionEnded] = useState(false);
  const onSessionEndRef = useRef(onSessionEnd);
  const refreshFailureRef = useRef<(error: unknown) => void>(() => undefined);
  useEffect(() => {
    onSessionEndRef.current = onSessionEnd;
  });

  useEffect(() => {
    let active = true;
    let initialized = false;
    let initFailed = false;
    let unbind: (() => void) | undefined;
    const start = (kc: Keycloak) => {
      const sync = () => {
        if (!active) return;
        const next = snapshotOf(kc, initialized);
        if (next.authenticated) setSessionEnded(false);
        // The hint follows what keycloak-js knows once it has checked (not when the check failed).
        if (initialized && !initFailed) setSessionHint(next.authenticated);
        setSnap((prev) =>
          prev.initialized === next.initialized &&
          prev.authenticated === next.authenticated &&
          prev.userId === next.userId &&
          sameRoles(prev.roles, next.roles)
            ? prev
            : next,
        );
      };
      const onEnd = (reason: SessionEndReason) => {
        setSessionHint(false);
        if (active) setSessionEnded(true);
        onSessionEndRef.current(reason);
      };
      const session = bindSession(kc, { onChange: sync, onEnd });
      unbind = session.unbind;
      refreshFailureRef.current = session.onRefreshFailure;
      // Not urgent (decision 049): on a painted page these updates wait for hydration instead of forcing it.
      startTransition(() => setKc(kc));
      initKeycloak(kc, shouldCheckSession() ? KEYCLOAK_INIT_OPTIONS : KEYCLOAK_ANONYMOUS_INIT_OPTIONS)
        .catch((error: unknown) => {
          initFailed = true;
          console.error('No se pudo inicializar la autenticación; se continúa sin sesión', error);
        })
        .finally(() => {
          initialized = true;
          startTransition(sync);
          ready.resolve(kc);
        });
    };
    const cancel = afterFirstPaint(() => {
      if (client) start(client);
      else
        loadKeycloak().then(
          (kc) => active && start(kc),
          (error: unknown) => {
            // The chunk did not load (offline, a deploy replaced it): the page goes on without a session.
            console.error('No se pudo cargar la autenticación; se continúa sin sesión', error);
            if (active) setSnap((prev) => ({ ...prev, initialized: true }));
          },
        );
    });
    return () => {
      active = false;
      cancel();
      unbind?.();
    };
  }, [client, ready]);

  // docs/producto/entidades.md "User profile": loaded from the account endpoint once signed in; token renewal runs meanwhile.
  const { authenticated, userId } = snap;
  useEffect(() => {
    if (!kc || !authenticated || !userId) return;
    let active = true;
    kc.loadUserProfile().then(
      (p) =>
        active &&
        setLoaded({
          userId,
          profile: {
            username: p.username ?? '',
            email: p.email ?? '',
            firstName: p.firstName,
            lastName: p.lastName,
            ...(p.emailVerified === false ? { emailVerified: false } : {}),
          },
        }),
      (error: unknown) => console.warn('No se pudo cargar el perfil de la cuenta', error),
    );
    const stop = startTokenRenewal(kc, (error) => refreshFailureRef.current(error));
    return () => {
      active = false;
      stop();
    };
  }, [kc, authenticated, userId]);
  const profile = authenticated ? (loaded && loaded.userId === userId ? loaded.profile : snap.tokenProfile) : undefined;

  const value = useMemo<AuthContextValue>(
    () => ({
      initialized: snap.initialized,
      authenticated,
      sessionEnded,
      userId,
      roles: snap.roles,
      profile,
      primaryRole: profileRole(snap.roles),
      accessRole: accessRole(snap.roles),
      hasRealmRole: (role) => snap.roles.includes(role),
      login: async (redirectPath = AUTH_PATHS.postLogin) =>
        (await ready.promise).login({ redirectUri: appUrl(redirectPath) }),
      register: async (redirectPath = AUTH_PATHS.postLogin) =>
        (await ready.promise).register({ redirectUri: appUrl(redirectPath) }),
      logout: async () => {
        clearPendingRedirect();
        setSessionHint(false);
        const client = await ready.promise;
        try {
          await client.logout({ redirectUri: appUrl(AUTH_PATHS.home) });
        } catch (error) {
          console.error('No se pudo cerrar la sesión en el servidor de identidad', error);
          client.clearToken();
        }
      },
    }),
    [ready, snap.initialized, snap.roles, authenticated, sessionEnded, userId, profile],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

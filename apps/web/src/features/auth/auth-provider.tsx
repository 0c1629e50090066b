import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type Keycloak from 'keycloak-js';
import { appUrl, getKeycloak, initKeycloak, realmRoles } from '../../lib/keycloak';
import { accessRole, profileRole } from '../../lib/roles';
import { AuthContext, type AuthContextValue, type AuthProfile } from './auth-context';
import { AUTH_PATHS } from './guard-texts';
import { clearPendingRedirect } from './pending-redirect';
import { bindSession } from './session-binding';
import { startTokenRenewal, type SessionEndReason } from './token-renewal';

interface Snapshot {
  initialized: boolean;
  authenticated: boolean;
  userId: string | undefined;
  roles: readonly string[];
  /** From the token claims, shown until (or if) the account endpoint answers. */
  tokenProfile: AuthProfile | undefined;
}

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((r, i) => r === b[i]);

function snapshotOf(kc: Keycloak, initialized: boolean): Snapshot {
  const authenticated = Boolean(kc.authenticated);
  // spec §4.1: the user id is the ID token's sub (the access token's sub is the same user).
  const userId = authenticated ? (kc.idTokenParsed?.sub ?? kc.subject) : undefined;
  return { initialized, authenticated, userId, roles: authenticated ? realmRoles(kc) : [], tokenProfile: authenticated ? profileFromToken(kc) : undefined };
}

function profileFromToken(kc: Keycloak): AuthProfile | undefined {
  const t = kc.tokenParsed as Record<string, unknown> | undefined;
  if (!t) return undefined;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { username: str(t.preferred_username) ?? str(t.email) ?? '', email: str(t.email) ?? '', firstName: str(t.given_name), lastName: str(t.family_name) };
}

interface AuthProviderProps {
  children: ReactNode;
  /** spec §4.1: logout event, failed refresh → the app resets its account state and goes to /. */
  onSessionEnd: (reason: SessionEndReason) => void;
  /** Injected in tests; the app uses the one keycloak-js instance. */
  client?: Keycloak;
}

/** keycloak-js session (spec §4.1, §7.10, §9) exposed through `useAuth()`. */
export function AuthProvider({ children, onSessionEnd, client }: AuthProviderProps) {
  const [kc] = useState(() => client ?? getKeycloak());
  const [snap, setSnap] = useState<Snapshot>({ initialized: false, authenticated: false, userId: undefined, roles: [], tokenProfile: undefined });
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
    const sync = () => {
      if (!active) return;
      const next = snapshotOf(kc, initialized);
      if (next.authenticated) setSessionEnded(false);
      setSnap((prev) => (prev.initialized === next.initialized && prev.authenticated === next.authenticated && prev.userId === next.userId && sameRoles(prev.roles, next.roles) ? prev : next));
    };
    const onEnd = (reason: SessionEndReason) => {
      if (active) setSessionEnded(true);
      onSessionEndRef.current(reason);
    };
    const session = bindSession(kc, { onChange: sync, onEnd });
    refreshFailureRef.current = session.onRefreshFailure;
    initKeycloak(kc)
      .catch((error: unknown) => console.error('No se pudo inicializar la autenticación; se continúa sin sesión', error))
      .finally(() => {
        initialized = true;
        sync();
      });
    return () => {
      active = false;
      session.unbind();
    };
  }, [kc]);

  // spec §3 "User profile": loaded from the account endpoint once signed in; token renewal runs meanwhile.
  const { authenticated, userId } = snap;
  useEffect(() => {
    if (!authenticated || !userId) return;
    let active = true;
    kc.loadUserProfile().then(
      (p) =>
        active &&
        setLoaded({ userId, profile: { username: p.username ?? '', email: p.email ?? '', firstName: p.firstName, lastName: p.lastName, ...(p.emailVerified === false ? { emailVerified: false } : {}) } }),
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
      login: (redirectPath = AUTH_PATHS.postLogin) => kc.login({ redirectUri: appUrl(redirectPath) }),
      register: (redirectPath = AUTH_PATHS.postLogin) => kc.register({ redirectUri: appUrl(redirectPath) }),
      logout: async () => {
        clearPendingRedirect();
        try {
          await kc.logout({ redirectUri: appUrl(AUTH_PATHS.home) });
        } catch (error) {
          console.error('No se pudo cerrar la sesión en el servidor de identidad', error);
          kc.clearToken();
        }
      },
    }),
    [kc, snap.initialized, snap.roles, authenticated, sessionEnded, userId, profile],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

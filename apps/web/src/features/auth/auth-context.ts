import { createContext, useContext } from 'react';
import type { Rol } from '@feria/contracts';

/** spec §3 "User profile" as loaded from the identity server's account endpoint. */
export interface AuthProfile {
  firstName?: string;
  lastName?: string;
  username: string;
  email: string;
  /** false until the link of the verification e-mail is opened (the account works meanwhile). */
  emailVerified?: boolean;
}

export interface AuthContextValue {
  initialized: boolean;
  authenticated: boolean;
  /** A session ended on this page (logout elsewhere, failed refresh): the app is going to /. */
  sessionEnded: boolean;
  /** The token's `sub` (spec §4.1). */
  userId: string | undefined;
  /** Realm roles of the access token (spec §6). */
  roles: readonly string[];
  /** spec §4.1 order for profile checks: emprendedor, comprador, admin. */
  primaryRole: Rol | undefined;
  /** spec §6 / §7.1 order for routing and the API area: admin, emprendedor, comprador. */
  accessRole: Rol | undefined;
  profile: AuthProfile | undefined;
  hasRealmRole: (role: string) => boolean;
  /** Starts the login flow returning to `redirectPath` (default /post-login, spec §2.4). */
  login: (redirectPath?: string) => Promise<void>;
  register: (redirectPath?: string) => Promise<void>;
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** spec §5: using the auth accessor outside its provider is an error. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth debe usarse dentro de <AuthProvider>');
  return value;
}

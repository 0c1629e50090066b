import { createContext, useContext } from 'react';
import type { Rol } from '@feria/contracts';

/** docs/producto/entidades.md "User profile" as loaded from the identity server's account endpoint. */
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
  /** The token's `sub` (docs/producto/identidad.md#autenticacion). */
  userId: string | undefined;
  /** Realm roles of the access token (docs/producto/roles.md#permisos). */
  roles: readonly string[];
  /** docs/producto/identidad.md#autenticacion order for profile checks: emprendedor, comprador, admin. */
  primaryRole: Rol | undefined;
  /** docs/producto/roles.md#permisos / docs/producto/api.md#convenciones order for routing and the API area: admin, emprendedor, comprador. */
  accessRole: Rol | undefined;
  profile: AuthProfile | undefined;
  hasRealmRole: (role: string) => boolean;
  /** Starts the login flow returning to `redirectPath` (default /post-login, docs/producto/rutas.md#barra-publica). */
  login: (redirectPath?: string) => Promise<void>;
  register: (redirectPath?: string) => Promise<void>;
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** docs/producto/validacion.md: using the auth accessor outside its provider is an error. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth debe usarse dentro de <AuthProvider>');
  return value;
}

import type { AuthProfile } from './auth-context';

/** docs/producto/rutas.md#menus profile menu: first name, else username (else the e-mail). */
export function displayName(profile: AuthProfile | undefined): string {
  return profile?.firstName?.trim() || profile?.username?.trim() || profile?.email?.trim() || 'Mi cuenta';
}

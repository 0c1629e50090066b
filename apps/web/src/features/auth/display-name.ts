import type { AuthProfile } from './auth-context';

/** spec §2.2 profile menu: first name, else username (else the e-mail). */
export function displayName(profile: AuthProfile | undefined): string {
  return profile?.firstName?.trim() || profile?.username?.trim() || profile?.email?.trim() || 'Mi cuenta';
}

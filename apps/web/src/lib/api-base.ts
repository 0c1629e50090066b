import { accessRole } from './roles';
import { PUBLIC_BASE } from './api-client';

/** spec §7.1 base paths per role. */
export const API_BASES = {
  admin: '/api/admin/v1',
  emprendedor: '/api/emprendedor/v1',
  comprador: '/api/comprador/v1',
  public: PUBLIC_BASE,
} as const;

/** spec §7.1: base path by role precedence admin > emprendedor > comprador; anyone else is public. */
export function apiBaseFor(roles: readonly string[]): string {
  const role = accessRole(roles);
  return role ? API_BASES[role] : API_BASES.public;
}

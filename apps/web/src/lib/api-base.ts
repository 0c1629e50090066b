import { PUBLIC_BASE } from './api-client';

/** spec §7.1 base paths per role. */
export const API_BASES = {
  admin: '/api/admin/v1',
  emprendedor: '/api/emprendedor/v1',
  comprador: '/api/comprador/v1',
  public: PUBLIC_BASE,
} as const;


import type { SolicitudesQuery, UsuariosQuery } from '@feria/contracts';

export const ADMIN_BASE = '/api/admin/v1';

/** One key tree: every admin change invalidates `all`, so counts and lists never disagree. */
const all = ['admin'] as const;

export const adminKeys = {
  all,
  resumen: () => [...all, 'resumen'] as const,
  solicitudes: (q: SolicitudesQuery) => [...all, 'solicitudes', q] as const,
  usuarios: (q: UsuariosQuery) => [...all, 'usuarios', q] as const,
};

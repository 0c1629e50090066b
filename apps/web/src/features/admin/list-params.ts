import { ROLES, type Rol } from '@feria/contracts';

export const ESTADOS_SOLICITUD = ['Pendiente', 'Activo', 'Rechazado'] as const;
export type EstadoSolicitud = (typeof ESTADOS_SOLICITUD)[number];
export const ADMIN_PAGE_SIZE = 20;

/** URL page is 1-based for people; the API page is 0-based. Anything odd falls back to the first page. */
function readPage(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n - 1 : 0;
}

/** ?estado=&page= of 'Gestionar Solicitudes'; unknown estados show the pending tab. */
export function readSolicitudesParams(params: URLSearchParams): { estado: EstadoSolicitud; page: number } {
  const estado = params.get('estado');
  return {
    estado: (ESTADOS_SOLICITUD as readonly string[]).includes(estado ?? '') ? (estado as EstadoSolicitud) : 'Pendiente',
    page: readPage(params),
  };
}

export function writeSolicitudesParams(s: { estado: EstadoSolicitud; page: number }): URLSearchParams {
  const p = new URLSearchParams({ estado: s.estado });
  if (s.page > 0) p.set('page', String(s.page + 1));
  return p;
}

export interface UsuariosParams {
  q: string;
  rol: Rol | undefined;
  page: number;
}

/** ?q=&rol=&page= of 'Gestionar Usuarios'. */
export function readUsuariosParams(params: URLSearchParams): UsuariosParams {
  const rol = params.get('rol');
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    rol: (ROLES as readonly string[]).includes(rol ?? '') ? (rol as Rol) : undefined,
    page: readPage(params),
  };
}

export function writeUsuariosParams(s: UsuariosParams): URLSearchParams {
  const p = new URLSearchParams();
  if (s.q.trim()) p.set('q', s.q.trim());
  if (s.rol) p.set('rol', s.rol);
  if (s.page > 0) p.set('page', String(s.page + 1));
  return p;
}

/** ?page= of 'Auditoría'. */
export function readAuditoriaParams(params: URLSearchParams): { page: number } {
  return { page: readPage(params) };
}

export function writeAuditoriaParams(s: { page: number }): URLSearchParams {
  return new URLSearchParams(s.page > 0 ? { page: String(s.page + 1) } : {});
}

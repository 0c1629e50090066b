import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi as api, type SolicitudesQuery, type UsuarioUpdate, type UsuariosQuery } from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';

// The admin area's calls (docs/producto/roles.md#permisos): contracts `adminApi` (decision 026). Every change invalidates
// the whole resource, so counts and lists never disagree.

const TODO = [api.resumen.recurso] as const;

/** Users by role, disabled users, solicitudes by estado. */
export function useAdminResumen() {
  return useQuery(consulta(api.resumen, {}));
}

/** Solicitudes by estado and page; a page change keeps the previous page on screen while the next loads. */
export function useSolicitudes(q: SolicitudesQuery) {
  return useQuery({
    ...consulta(api.solicitudes, { query: { estado: q.estado, page: q.page, size: q.size } }),
    placeholderData: (prev, prevQuery) =>
      (prevQuery?.queryKey[3] as SolicitudesQuery | null)?.estado === q.estado ? keepPreviousData(prev) : undefined,
  });
}

/** Approve (Pendiente → Activo, public at once) or reject with a reason the seller sees; lists and counts are read again after the answer. */
export function useResolverSolicitud() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: string; accion: 'aprobar' } | { id: string; accion: 'rechazar'; motivo: string }) =>
      a.accion === 'aprobar'
        ? llamar(api.aprobar, { params: { id: a.id } })
        : llamar(api.rechazar, { params: { id: a.id }, body: { motivo: a.motivo } }),
    onSuccess: () => client.invalidateQueries({ queryKey: TODO }),
  });
}

export function useUsuarios(q: UsuariosQuery) {
  return useQuery({
    ...consulta(api.usuarios, { query: { busqueda: q.busqueda, rol: q.rol, page: q.page, size: q.size } }),
    placeholderData: keepPreviousData,
  });
}

/** habilitado and/or roles; disabling ends the user's sessions (server side). */
export function useActualizarUsuario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cambios }: { id: string; cambios: UsuarioUpdate }) =>
      llamar(api.actualizarUsuario, { params: { id }, body: cambios }),
    onSuccess: () => client.invalidateQueries({ queryKey: TODO }),
  });
}

/** The audit log, newest first, one page at a time; a page change keeps the previous page on screen while the next loads. */
export function useAuditoria(q: { page: number; size: number }) {
  return useQuery({
    ...consulta(api.auditoria, { query: { page: q.page, size: q.size } }),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usuarioAdmin, usuarioPage, type UsuarioAdmin, type UsuarioUpdate, type UsuariosQuery } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_BASE, adminKeys } from './admin-keys';

/** GET /usuarios?busqueda&rol&page&size. */
export function fetchUsuarios(q: UsuariosQuery, signal?: AbortSignal) {
  return apiRequest(`${ADMIN_BASE}/usuarios`, {
    query: { busqueda: q.busqueda, rol: q.rol, page: q.page, size: q.size },
    schema: usuarioPage,
    errorMessage: 'No pudimos cargar los usuarios',
    signal,
  });
}

export function useUsuarios(q: UsuariosQuery) {
  return useQuery({
    queryKey: adminKeys.usuarios(q),
    queryFn: ({ signal }) => fetchUsuarios(q, signal),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /usuarios/{id} with habilitado and/or roles; disabling ends the user's sessions (server side). */
export function actualizarUsuario(id: string, cambios: UsuarioUpdate): Promise<UsuarioAdmin> {
  return apiRequest(`${ADMIN_BASE}/usuarios/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: cambios,
    schema: usuarioAdmin,
    errorMessage: 'No pudimos actualizar el usuario',
  });
}

export function useActualizarUsuario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cambios }: { id: string; cambios: UsuarioUpdate }) => actualizarUsuario(id, cambios),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

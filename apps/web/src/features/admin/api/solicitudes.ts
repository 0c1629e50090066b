import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { solicitud, solicitudPage, type Solicitud, type SolicitudesQuery } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_BASE, adminKeys } from './admin-keys';

/** GET /solicitudes?estado&page&size. */
export function fetchSolicitudes(q: SolicitudesQuery, signal?: AbortSignal) {
  return apiRequest(`${ADMIN_BASE}/solicitudes`, {
    query: { estado: q.estado, page: q.page, size: q.size },
    schema: solicitudPage,
    errorMessage: 'No pudimos cargar las solicitudes',
    signal,
  });
}

export function useSolicitudes(q: SolicitudesQuery) {
  return useQuery({
    queryKey: adminKeys.solicitudes(q),
    queryFn: ({ signal }) => fetchSolicitudes(q, signal),
    placeholderData: (prev, prevQuery) =>
      prevQuery?.queryKey[2]?.estado === q.estado ? keepPreviousData(prev) : undefined,
  });
}

/** PUT /solicitudes/{id}/aprobar: Pendiente → Activo, public at once. */
export function aprobarSolicitud(id: string): Promise<Solicitud> {
  return apiRequest(`${ADMIN_BASE}/solicitudes/${encodeURIComponent(id)}/aprobar`, {
    method: 'PUT',
    schema: solicitud,
    errorMessage: 'No pudimos aprobar la solicitud',
  });
}

/** PUT /solicitudes/{id}/rechazar with { motivo }: → Rechazado; the seller sees the reason. */
export function rechazarSolicitud(id: string, motivo: string): Promise<Solicitud> {
  return apiRequest(`${ADMIN_BASE}/solicitudes/${encodeURIComponent(id)}/rechazar`, {
    method: 'PUT',
    body: { motivo },
    schema: solicitud,
    errorMessage: 'No pudimos rechazar la solicitud',
  });
}

/** Approve or reject; no optimistic update: lists and counts are refetched after the answer. */
export function useResolverSolicitud() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: string; accion: 'aprobar' } | { id: string; accion: 'rechazar'; motivo: string }) =>
      a.accion === 'aprobar' ? aprobarSolicitud(a.id) : rechazarSolicitud(a.id, a.motivo),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

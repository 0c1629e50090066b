import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificacionesApi, pushApi, type PreferenciaAviso, type SuscripcionPushInput } from '@feria/contracts';
import { claveDe, consulta, llamar } from '../../../lib/api-endpoint';

// docs/producto/notificaciones.md: calls and keys from contracts `pushApi` / `notificacionesApi` (decision 026).

export function usePreferenciasAvisos() {
  return useQuery(consulta(notificacionesApi.preferencias, {}));
}

export function useGuardarPreferencias() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferencias: PreferenciaAviso[]) =>
      llamar(notificacionesApi.guardarPreferencias, { body: { preferencias } }),
    onSuccess: (lista) => client.setQueryData(claveDe(notificacionesApi.preferencias, {}), lista),
  });
}

export function useDispositivos() {
  return useQuery(consulta(pushApi.suscripciones, {}));
}

/** The server's VAPID public key, read when the person turns the device on. */
export function useClavePush() {
  const client = useQueryClient();
  return () => client.fetchQuery({ ...consulta(pushApi.clavePublica, {}), staleTime: Infinity });
}

export function useGuardarSuscripcion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (s: SuscripcionPushInput) => llamar(pushApi.suscribir, { body: s }),
    onSuccess: () => client.invalidateQueries({ queryKey: [pushApi.suscripciones.recurso] }),
  });
}

export function useBorrarSuscripcion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: string) => llamar(pushApi.desuscribir, { body: { endpoint } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [pushApi.suscripciones.recurso] }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enviosVendedorApi as api, referenciasApi, type MetodosEnvioInput } from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';

// 'Envíos' (docs/producto/envios.md#metodos): the shop's delivery methods, read and saved whole.

export function useMetodosEnvio(idEmprendimiento: string) {
  return useQuery(consulta(api.obtener, { params: { idEmprendimiento } }));
}

export function useGuardarMetodosEnvio(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MetodosEnvioInput) => llamar(api.guardar, { params: { idEmprendimiento }, body }),
    onSuccess: (guardados) => {
      client.setQueryData(consulta(api.obtener, { params: { idEmprendimiento } }).queryKey, guardados);
      void client.invalidateQueries({ queryKey: [api.obtener.recurso] });
    },
  });
}

/** The provinces for the zones and the pickup address (the same call and cache key as the profile forms). */
export function useProvincias() {
  return useQuery({ ...consulta(referenciasApi.provincias, {}), staleTime: Infinity });
}

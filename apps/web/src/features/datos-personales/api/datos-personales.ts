import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONFIRMACION_BAJA, cuentaDatosApi as api, nombreArchivoMisDatos } from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';
import { descargarArchivoPrivado, guardarArchivo } from '../../../lib/archivo-privado';

// docs/producto/datos-personales.md: calls and keys from contracts `cuentaDatosApi` (decision 026).

/** Saves the API's JSON file as it came (the server names it; the same name is used here). */
export function useDescargarMisDatos() {
  return useMutation({
    mutationFn: async () => {
      const blob = await descargarArchivoPrivado(api.misDatos.ruta, api.misDatos.error);
      guardarArchivo(blob, nombreArchivoMisDatos(new Date()));
    },
  });
}

export function useMiBaja(enabled = true) {
  return useQuery({ ...consulta(api.miBaja, {}), enabled });
}

export function usePedirBaja() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => llamar(api.pedirBaja, { body: { confirmacion: CONFIRMACION_BAJA } }),
    onSuccess: (baja) => client.setQueryData(consulta(api.miBaja, {}).queryKey, baja),
  });
}

export function useBajasAdmin(page: number, size = 20) {
  return useQuery(consulta(api.bajas, { query: { page, size } }));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apariencia, MENSAJES_APARIENCIA } from '@feria/contracts';
import type { Apariencia } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { EMPRENDIMIENTOS_BASE, editorKeys } from './apariencia-keys';

/** spec §7.2 PUT /{id}/apariencia with the whole object; spec §5: id and data are required. */
export async function guardarApariencia(idEmprendimiento: string, datos: Apariencia | null | undefined): Promise<Apariencia> {
  if (!idEmprendimiento) throw new Error(MENSAJES_APARIENCIA.sinId);
  if (!datos) throw new Error(MENSAJES_APARIENCIA.sinDatos);
  return apiRequest(`${EMPRENDIMIENTOS_BASE}/${encodeURIComponent(idEmprendimiento)}/apariencia`, {
    method: 'PUT',
    body: datos,
    schema: apariencia,
    errorMessage: MENSAJES_APARIENCIA.actualizar,
  });
}

export function useGuardarApariencia(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (datos: Apariencia) => guardarApariencia(idEmprendimiento, datos),
    onSuccess: (guardada) => client.setQueryData(editorKeys.apariencia(idEmprendimiento), guardada),
  });
}

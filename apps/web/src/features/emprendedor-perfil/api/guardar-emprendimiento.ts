import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emprendimientoPrivado, type EmprendimientoInputParsed, type EmprendimientoPrivado } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { EMPRENDIMIENTOS_PATH, emprendimientoKeys } from './emprendimiento-keys';

/** POST / (spec §7.2): the new emprendimiento starts as a Pendiente solicitud. */
export function crearEmprendimiento(input: EmprendimientoInputParsed): Promise<EmprendimientoPrivado> {
  return apiRequest(EMPRENDIMIENTOS_PATH, {
    method: 'POST',
    body: input,
    schema: emprendimientoPrivado,
    errorMessage: 'No pudimos enviar tu solicitud',
  });
}

/** PUT /{id} (spec §7.2): a Rechazado one goes back to Pendiente on update. */
export function actualizarEmprendimiento(id: string, input: EmprendimientoInputParsed): Promise<EmprendimientoPrivado> {
  return apiRequest(`${EMPRENDIMIENTOS_PATH}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: emprendimientoPrivado,
    errorMessage: 'No pudimos guardar los cambios',
  });
}

/** Create (no id) or update (id); the cached own emprendimiento follows the answer. */
export function useGuardarEmprendimiento(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EmprendimientoInputParsed) =>
      id ? actualizarEmprendimiento(id, input) : crearEmprendimiento(input),
    onSuccess: (saved) => client.setQueryData(emprendimientoKeys.propio(saved.ownerUserId), saved),
  });
}

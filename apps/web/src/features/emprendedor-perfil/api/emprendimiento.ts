import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emprendedorApi,
  imagenSubida,
  MENSAJES_IMAGEN,
  productosVendedorApi,
  RUTA_IMAGENES_VENDEDOR,
  type EmprendimientoInputParsed,
  type EmprendimientoPrivado,
} from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';
import { cuentaKeys, emprendimientoPropioQuery } from '../../../lib/cuenta';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

// The seller's own emprendimiento (docs/producto/api.md#emprendimiento): descriptors in contracts (decision 026); the record
// itself is the account query the guards read too (lib/cuenta.ts, decision 022).

/** GET /{userId}: the caller's own emprendimiento, with bank data and review state. */
export function useMiEmprendimiento(userId: string | undefined) {
  return useQuery({ ...emprendimientoPropioQuery(userId ?? ''), enabled: Boolean(userId) });
}

/** PUT /{id}: a Rechazado one goes back to Pendiente on update. */
export function actualizarEmprendimiento(id: string, input: EmprendimientoInputParsed): Promise<EmprendimientoPrivado> {
  return llamar(emprendedorApi.actualizar, { params: { id }, body: input });
}

/** Create (no id: the new one starts as a Pendiente solicitud) or update (id); the cached record follows the answer. */
export function useGuardarEmprendimiento(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EmprendimientoInputParsed) =>
      id ? actualizarEmprendimiento(id, input) : llamar(emprendedorApi.crear, { body: input }),
    onSuccess: (saved) => client.setQueryData(cuentaKeys.emprendimiento(saved.ownerUserId), saved),
  });
}

/** The dashboard counts; they change on the product and catalog pages, so they are read fresh each time it opens. */
export function useResumenVendedor(idEmprendimiento: string) {
  return useQuery({ ...consulta(productosVendedorApi.resumen, { params: { idEmprendimiento } }), staleTime: 0 });
}

/** POST imagenes, multipart field `file` → { url }, reporting upload progress. */
export async function subirImagen(file: File, onProgress: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await uploadWithProgress(RUTA_IMAGENES_VENDEDOR, form, {
    schema: imagenSubida,
    onProgress,
    errorMessage: MENSAJES_IMAGEN.errorSubida,
  });
  return url;
}

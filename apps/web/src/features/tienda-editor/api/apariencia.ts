import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  aparienciaApi,
  imagenSubida,
  MENSAJES_APARIENCIA,
  MENSAJES_IMAGEN,
  productosVendedorApi,
  RUTA_IMAGENES_VENDEDOR,
  type Apariencia,
  type AparienciaInput,
} from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

// The storefront editor's calls (docs/producto/api.md#emprendimiento apariencia, docs/producto/api.md#productos attribute suggestions): contracts
// descriptors, decision 026.

const apariencia = (idEmprendimiento: string) => consulta(aparienciaApi.obtener, { params: { id: idEmprendimiento } });

/**
 * GET /{id}/apariencia (docs/producto/precios.md defaults when none is stored). The editor starts from what is
 * stored now, never from a cached copy (a catalog deleted meanwhile has already left the selection
 * on the server): nothing is kept once the editor closes. docs/producto/validacion.md: the id is required.
 */
export function useAparienciaVendedor(idEmprendimiento: string) {
  return useQuery({
    ...apariencia(idEmprendimiento),
    queryFn: ({ signal }) => {
      if (!idEmprendimiento) throw new Error(MENSAJES_APARIENCIA.sinId);
      return llamar(aparienciaApi.obtener, { params: { id: idEmprendimiento } }, signal);
    },
    staleTime: 0,
    gcTime: 0,
  });
}

/** The shop's attribute keys and values (filter suggestions): the same cached call as the product form's. */
export function useAtributos(idEmprendimiento: string) {
  return useQuery(consulta(productosVendedorApi.atributos, { params: { emprendimientoId: idEmprendimiento } }));
}

/** PUT /{id}/apariencia with the whole object; docs/producto/validacion.md: id and data are required. */
export function useGuardarApariencia(idEmprendimiento: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (datos: Apariencia) => {
      if (!idEmprendimiento) throw new Error(MENSAJES_APARIENCIA.sinId);
      if (!datos) throw new Error(MENSAJES_APARIENCIA.sinDatos);
      // The stored appearance types the font loosely (any stored name); the API checks it against the list.
      return llamar(aparienciaApi.guardar, { params: { id: idEmprendimiento }, body: datos as AparienciaInput });
    },
    onSuccess: (guardada) => client.setQueryData(apariencia(idEmprendimiento).queryKey, guardada),
  });
}

export type TipoImagenTienda = 'banner' | 'logo';

/** POST ?tipo=banner|logo, multipart field `file` → the stored WebP's URL. */
export async function subirImagenTienda(
  tipo: TipoImagenTienda,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await uploadWithProgress(`${RUTA_IMAGENES_VENDEDOR}?tipo=${tipo}`, form, {
    schema: imagenSubida,
    onProgress,
    errorMessage: MENSAJES_IMAGEN.errorSubida,
  });
  return url;
}

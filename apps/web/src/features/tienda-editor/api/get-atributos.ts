import { useQuery } from '@tanstack/react-query';
import { atributoSugerido, MENSAJES_PRODUCTO } from '@feria/contracts';
import type { AtributoSugerido } from '@feria/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { PRODUCTOS_BASE, editorKeys } from './apariencia-keys';

const lista = z.array(atributoSugerido);

/** spec §7.4 GET productos/atributos/{emprendimientoId}: the shop's attribute keys and values (filter suggestions). */
export function fetchAtributos(idEmprendimiento: string, signal?: AbortSignal): Promise<AtributoSugerido[]> {
  return apiRequest(`${PRODUCTOS_BASE}/atributos/${encodeURIComponent(idEmprendimiento)}`, {
    schema: lista,
    errorMessage: MENSAJES_PRODUCTO.errorObtenerAtributos,
    signal,
  });
}

export function useAtributos(idEmprendimiento: string) {
  return useQuery({ queryKey: editorKeys.atributos(idEmprendimiento), queryFn: ({ signal }) => fetchAtributos(idEmprendimiento, signal) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { atributoSugerido, MENSAJES_PRODUCTO, type AtributoSugerido } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { enc, PRODUCTOS_PATH, productosVendedorKeys } from './productos-keys';

const lista = z.array(atributoSugerido);

/** GET atributos/{emprendimientoId}: the keys (and values) the shop already uses, for spec §5 suggestions. */
export function fetchAtributosSugeridos(idEmprendimiento: string, signal?: AbortSignal): Promise<AtributoSugerido[]> {
  return apiRequest(`${PRODUCTOS_PATH}/atributos/${enc(idEmprendimiento)}`, {
    schema: lista,
    errorMessage: MENSAJES_PRODUCTO.errorObtenerAtributos,
    signal,
  });
}

export function atributosSugeridosQueryOptions(idEmprendimiento: string) {
  return queryOptions({
    queryKey: productosVendedorKeys.atributos(idEmprendimiento),
    queryFn: ({ signal }) => fetchAtributosSugeridos(idEmprendimiento, signal),
  });
}

export function useAtributosSugeridos(idEmprendimiento: string) {
  return useQuery(atributosSugeridosQueryOptions(idEmprendimiento));
}

import { useQuery } from '@tanstack/react-query';
import { resumenVendedor } from '@feria/contracts';
import type { ResumenVendedor } from '@feria/contracts';
import { apiRequest } from '../../../lib/api-client';
import { emprendimientoKeys } from './emprendimiento-keys';

export const RESUMEN_PATH = '/api/emprendedor/v1/productos/resumen';

/** GET productos/resumen/{idEmprendimiento}: the dashboard counts. */
export function fetchResumenVendedor(idEmprendimiento: string, signal?: AbortSignal): Promise<ResumenVendedor> {
  return apiRequest(`${RESUMEN_PATH}/${encodeURIComponent(idEmprendimiento)}`, {
    schema: resumenVendedor,
    errorMessage: 'No pudimos cargar el resumen de tus productos',
    signal,
  });
}

// Counts change on the product and catalog pages: read them fresh each time the dashboard opens.
export function useResumenVendedor(idEmprendimiento: string) {
  return useQuery({
    queryKey: [...emprendimientoKeys.all, 'resumen', idEmprendimiento],
    queryFn: ({ signal }) => fetchResumenVendedor(idEmprendimiento, signal),
    staleTime: 0,
  });
}

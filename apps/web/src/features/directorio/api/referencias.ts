import { useQuery } from '@tanstack/react-query';
import { referenciasApi } from '@feria/contracts';
import { consulta } from '../../../lib/api-endpoint';

// The filters' rubros and provinces: the same calls (and cache keys) as the home and the profile forms.

export function useRubrosDirectorio() {
  return useQuery(consulta(referenciasApi.rubros, {}));
}

export function useProvinciasDirectorio() {
  return useQuery({ ...consulta(referenciasApi.provincias, {}), staleTime: Infinity });
}

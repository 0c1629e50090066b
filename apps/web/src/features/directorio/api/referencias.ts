import { useQuery } from '@tanstack/react-query';
import { referenciasApi } from '@feria/contracts';
import { consulta } from '../../../lib/api-endpoint';

// The filters' rubros and provinces: the same calls (and cache keys) as the home and the profile forms.

export const rubrosDirectorioConsulta = () => consulta(referenciasApi.rubros, {});
export const provinciasDirectorioConsulta = () => consulta(referenciasApi.provincias, {});

export function useRubrosDirectorio() {
  return useQuery(rubrosDirectorioConsulta());
}

export function useProvinciasDirectorio() {
  return useQuery({ ...provinciasDirectorioConsulta(), staleTime: Infinity });
}

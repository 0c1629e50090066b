import { useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emprendimientosPublicosApi,
  tiendaPublicaApi,
  tiendasVisitadasApi,
  type EmprendimientoListQuery,
} from '@feria/contracts';
import { consulta, llamar } from '../../../lib/api-endpoint';
import { agregarVisitaLocal, borrarVisitasLocales, leerVisitasLocales } from '../visitas-locales';

/** The directory's list (also the server-painted page's declaration, decision 075). */
export const directorioConsulta = (query: EmprendimientoListQuery) =>
  consulta(emprendimientosPublicosApi.listar, { query });
export const ciudadesConsulta = (idProvincia: number | undefined) =>
  consulta(emprendimientosPublicosApi.ciudades, { query: { idProvincia } });

/** The directory page: paging or refining keeps the previous results on screen. */
export function useDirectorio(query: EmprendimientoListQuery) {
  return useQuery({ ...directorioConsulta(query), placeholderData: keepPreviousData });
}

/** The Ciudad filter's options, once a province is chosen. */
export function useCiudades(idProvincia: number | undefined) {
  return useQuery({
    ...ciudadesConsulta(idProvincia),
    enabled: idProvincia !== undefined,
    staleTime: 5 * 60_000,
  });
}

/**
 * The signed-in buyer's last 10 shops (docs/producto/entidades.md). The first read after login carries this browser's
 * anonymous history to the server (importar), then clears it here, so nothing is lost or shown twice.
 */
export function useTiendasVisitadas(enabled = true) {
  return useQuery({
    queryKey: consulta(tiendasVisitadasApi.listar, {}).queryKey,
    queryFn: async ({ signal }) => {
      const locales = leerVisitasLocales();
      if (locales.length === 0) return llamar(tiendasVisitadasApi.listar, {}, signal);
      const lista = await llamar(tiendasVisitadasApi.importar, { body: { ids: locales } }, signal);
      borrarVisitasLocales();
      return lista;
    },
    enabled,
  });
}

/** An anonymous visitor's history, read from this browser (public home). */
export function useVisitadasLocales(enabled = true) {
  const ids = enabled ? leerVisitasLocales() : [];
  return useQuery({
    queryKey: ['tiendas-visitadas-locales', ids],
    queryFn: async ({ signal }) => {
      const tiendas = await Promise.all(
        ids.map((id) => llamar(emprendimientosPublicosApi.obtener, { params: { id } }, signal).catch(() => null)),
      );
      return tiendas.filter((t) => t !== null);
    },
    enabled: ids.length > 0,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records the visit of a shop page (`tienda/{id or slug}`): on the server for a signed-in buyer,
 * in this browser otherwise. Once per shop per page view; a failure is not the visitor's problem.
 */
export function useRegistrarVisita(idOSlug: string, comoComprador: boolean) {
  const client = useQueryClient();
  const esId = UUID.test(idOSlug);
  const porSlug = useQuery({
    ...consulta(tiendaPublicaApi.porSlug, { params: { slug: idOSlug } }),
    enabled: !esId && idOSlug !== '',
    retry: false,
  });
  const id = esId ? idOSlug : porSlug.data?.id;
  const registrada = useRef<string | null>(null);
  const { mutate } = useMutation({
    mutationFn: (idEmprendimiento: string) => llamar(tiendasVisitadasApi.registrar, { params: { idEmprendimiento } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [tiendasVisitadasApi.listar.recurso] }),
  });
  useEffect(() => {
    if (!id || registrada.current === id) return;
    registrada.current = id;
    if (comoComprador) mutate(id);
    else agregarVisitaLocal(id);
  }, [id, comoComprador, mutate]);
}

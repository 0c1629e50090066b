import { useQueries, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { MENSAJES, QUERY_TIMINGS, slugTienda, tiendaPublicaApi as api, uuidParam } from '@feria/contracts';
import type { Apariencia, CatalogoTienda, EmprendimientoPublico, ProductoTienda } from '@feria/contracts';
import { ZodError } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { claveDe, consulta } from '../../../lib/api-endpoint';

// docs/producto/api.md#publicas-del-comprador "full shop load in parallel": the four public shop reads (contracts `tiendaPublicaApi`).

/**
 * The coupons the shop page announces (decision 065). Not in the painted page's data: the banner
 * appears once the app has loaded them, and a coupon that starts or ends shows on the next visit.
 */
export function useCuponesTienda(id: string | undefined) {
  return useQuery({ ...consulta(api.cupones, { params: { id: id ?? '' } }), enabled: Boolean(id) });
}

/** The public shop page's appearance: the seller's editor refreshes it after saving. */
export const aparienciaQueryOptions = (id: string) => consulta(api.apariencia, { params: { id } });

export interface TiendaData {
  emprendimiento: EmprendimientoPublico;
  apariencia: Apariencia;
  productos: ProductoTienda[];
  catalogos: CatalogoTienda[];
}

export type TiendaState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'incomplete' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: TiendaData };

type Results = [
  UseQueryResult<EmprendimientoPublico>,
  UseQueryResult<Apariencia>,
  UseQueryResult<ProductoTienda[]>,
  UseQueryResult<CatalogoTienda[]>,
];

const isMissing = (e: unknown) =>
  (e instanceof ApiError && (e.status === 404 || e.status === 400)) || e instanceof ZodError;

/**
 * docs/producto/errores.md "Shop loading": the shop itself missing → 'No se encontraron datos de la tienda';
 * one of the other pieces missing or malformed → 'Datos de tienda incompletos';
 * anything else is a failure the visitor can retry.
 */
export function resolveTiendaState([tienda, apariencia, productos, catalogos]: Results): TiendaState {
  if (tienda.error instanceof ApiError && (tienda.error.status === 404 || tienda.error.status === 400)) {
    return { status: 'not-found' };
  }
  const all = [tienda, apariencia, productos, catalogos];
  if (all.some((q) => q.isPending)) return { status: 'loading' };
  const failed = all.find((q) => q.isError && !isMissing(q.error));
  if (failed) return { status: 'error', message: failed.error?.message || MENSAJES.inesperado };
  if (all.some((q) => q.isError)) return { status: 'incomplete' };
  if (!tienda.data || !apariencia.data || !productos.data || !catalogos.data) return { status: 'incomplete' };
  return {
    status: 'ready',
    data: {
      emprendimiento: tienda.data,
      apariencia: apariencia.data,
      productos: productos.data,
      catalogos: catalogos.data,
    },
  };
}

/** The query key under which a slug's resolution is cached (the page seeds it before replacing the URL). */
export const clavePorSlug = (slug: string) => claveDe(api.porSlug, { params: { slug } });

/** A segment of /tienda/{segmento}: the shop's id, a slug to resolve first, or neither (decision 040). */
export function segmentoDeTienda(segmento: string): { id: string } | { slug: string } | null {
  if (uuidParam.safeParse(segmento).success) return { id: segmento };
  return slugTienda.shape.slug.safeParse(segmento).success ? { slug: segmento } : null;
}

export const porSlugConsulta = (slug: string) => consulta(api.porSlug, { params: { slug } });

/** The four shop reads, in `resolveTiendaState`'s order (also the server-painted page's declaration, decision 075). */
export const consultasTienda = (id: string) =>
  [
    consulta(api.obtener, { params: { id } }),
    aparienciaQueryOptions(id),
    consulta(api.productos, { params: { id } }),
    consulta(api.catalogos, { params: { id } }),
  ] as const;

/**
 * docs/producto/api.md#publicas-del-comprador: the four shop reads run in parallel. The URL segment is the shop's id or a slug,
 * current or old (decision 040): a slug is resolved to the id first. A malformed one never
 * reaches the API.
 */
export function useTienda(segmento: string): { state: TiendaState; retry: () => void } {
  const forma = segmentoDeTienda(segmento);
  const esId = forma !== null && 'id' in forma;
  const esSlug = forma !== null && 'slug' in forma;
  const porSlug = useQuery({ ...porSlugConsulta(segmento), enabled: esSlug });
  const id = esId ? segmento : (porSlug.data?.id ?? '');
  const valid = id !== '';
  const [tienda, apariencia, productos, catalogos] = consultasTienda(id);
  const results = useQueries({
    queries: [
      { ...tienda, enabled: valid },
      { ...apariencia, enabled: valid },
      { ...productos, enabled: valid, staleTime: QUERY_TIMINGS.productsStaleMs },
      { ...catalogos, enabled: valid },
    ],
  }) as Results;
  const retry = () => {
    for (const q of [porSlug, ...results]) if (q.isError) void q.refetch();
  };
  if (!esId && !esSlug) return { state: { status: 'not-found' }, retry };
  if (esSlug && !valid) {
    if (porSlug.isPending) return { state: { status: 'loading' }, retry };
    if (porSlug.error && !isMissing(porSlug.error))
      return { state: { status: 'error', message: porSlug.error.message || MENSAJES.inesperado }, retry };
    return { state: { status: 'not-found' }, retry };
  }
  return { state: resolveTiendaState(results), retry };
}

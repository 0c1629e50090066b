import { matchRoutes } from 'react-router';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { RUTA_SITIO, rutaCon } from '@feria/contracts';
import { withQuery } from '../lib/api-client';
import { sitioDe, sitioQuery } from '../features/layout/api/get-sitio';
import { appRoutes, moduloDePagina } from './router';
import type { CON_DATOS_INICIALES } from './datos-iniciales';
import { type ImagenPrincipal, type LeerConsulta } from './datos-iniciales';

/** The API's in-process read of one of its GET routes (path and query): its JSON on a 200, else undefined. */
export type LeerRuta = (ruta: string) => Promise<unknown>;

export interface PrimerasLecturas {
  estado: DehydratedState;
  imagenPrincipal?: ImagenPrincipal;
}

/**
 * The address a read's key stands for: `claveDe` (lib/api-endpoint.ts) is [resource, path template,
 * params, query], and the path with its query is built as `llamar` builds it.
 */
export function rutaDeClave(clave: readonly unknown[]): string {
  const [, ruta, params, query] = clave;
  if (typeof ruta !== 'string' || !ruta.startsWith('/'))
    throw new Error(`no es la clave de una consulta: ${String(ruta)}`);
  return withQuery(
    rutaCon(ruta, (params ?? undefined) as Record<string, unknown> | undefined),
    (query ?? undefined) as Parameters<typeof withQuery>[1],
  );
}

/**
 * The first reads of the public page at `url` (decision 045, decision 075): the route table's page
 * marked `CON_DATOS_INICIALES` runs its module's `datosIniciales` with the URL's parameters, and
 * the layout adds its own (the footer's site read). Successful answers come back as a dehydrated
 * TanStack Query state under the page's own keys; a failed read is left out (the page asks for it).
 * Null for any other page, or when the declaration says there is nothing to paint.
 */
export async function primerasLecturas(url: string, leerRuta: LeerRuta): Promise<PrimerasLecturas | null> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const ruta = matchRoutes(appRoutes, pathname)?.at(-1);
  const marca = ruta?.route.handle as Partial<typeof CON_DATOS_INICIALES> | undefined;
  if (!ruta || !marca?.datosIniciales) return null;
  const declarar = (await moduloDePagina(ruta.route))?.datosIniciales;
  if (!declarar) return null;

  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const pedir = async (ruta: string) => {
    const datos = await leerRuta(ruta);
    if (datos === undefined) throw new Error(`sin respuesta: ${ruta}`);
    return datos;
  };
  const leer: LeerConsulta = async <T>(lectura: { queryKey: readonly unknown[] }) => {
    try {
      return (await client.fetchQuery({
        queryKey: lectura.queryKey,
        queryFn: () => pedir(rutaDeClave(lectura.queryKey)),
      })) as T;
    } catch {
      return undefined;
    }
  };
  try {
    const [pagina] = await Promise.all([
      declarar({ params: ruta.params, search: searchParams, leer }),
      // The public layout's footer (features/layout): whether the catalogue is the demo's.
      client
        .fetchQuery({ queryKey: sitioQuery.queryKey, queryFn: async () => sitioDe(await pedir(RUTA_SITIO)) })
        .catch(() => undefined),
    ]);
    if (!pagina) return null;
    return {
      estado: dehydrate(client),
      ...(pagina.imagenPrincipal ? { imagenPrincipal: pagina.imagenPrincipal } : {}),
    };
  } finally {
    client.clear();
  }
}

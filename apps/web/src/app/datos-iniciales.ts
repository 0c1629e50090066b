import type { Params } from 'react-router';
import { imagenResponsiva } from '@feria/contracts';

// A public page's first reads, declared once in its route module (decision 075,
// docs/arquitectura.md#render-en-el-servidor): the server render runs the declaration and embeds the answers,
// the page's hooks then find them in the cache under the same keys.

/** What a page asks for: the options its hook passes to `useQuery` (`consulta(endpoint, args)`), of which only the key is read. */
export interface Lectura<T> {
  queryKey: readonly unknown[];
  queryFn?: ((...args: never[]) => T | Promise<T>) | symbol;
}

/** One read through the API in the server's own process; undefined when it did not answer 200 (the page then asks for it itself). */
export type LeerConsulta = <T>(lectura: Lectura<T>) => Promise<T | undefined>;

export interface ContextoDeDatos {
  /** The route's parameters (react-router `matchRoutes`). */
  params: Params;
  search: URLSearchParams;
  leer: LeerConsulta;
}

export interface ImagenPrincipal {
  src: string;
  srcSet?: string;
  sizes: string;
}

/**
 * What a declaration returns: the page's largest image (preloaded with the srcset and sizes of its
 * <img>), or null when there is no page to paint (an unknown product or shop: the app shows its own
 * 'not found').
 */
export type DatosIniciales = (c: ContextoDeDatos) => Promise<{ imagenPrincipal?: ImagenPrincipal | undefined } | null>;

/** The route table's mark of a page whose route module exports `datosIniciales` (its `handle`). */
export const CON_DATOS_INICIALES = { datosIniciales: true } as const;

/** The preload of an image as `imagenResponsiva` serves it (its 320 px file for small screens). */
export function imagenPrincipal(
  url: string | null | undefined,
  sizes: string,
  anchoCompleto?: number,
): ImagenPrincipal | undefined {
  const img = imagenResponsiva(url, anchoCompleto);
  return img ? { ...img, sizes } : undefined;
}

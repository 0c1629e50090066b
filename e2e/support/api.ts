import {
  apariencia,
  catalogoTienda,
  productoPage,
  productoTienda,
  resumenResenas,
  type Apariencia,
  type CatalogoTienda,
  type Producto,
  type ProductoTienda,
  type ResumenResenas,
} from '@feria/contracts';
import { z } from 'zod';

const BASE = '/api/v1/public/core';

async function get<T>(baseURL: string, path: string, schema: z.ZodType<T>): Promise<T> {
  const res = await fetch(`${baseURL}${BASE}/${path}`);
  if (!res.ok) throw new Error(`${path} respondió ${res.status}`);
  return schema.parse(await res.json());
}

/** What the server says, to check the screens against it (never to drive them). */
export const publicApi = (baseURL: string) => ({
  search: (nombre: string) =>
    get(baseURL, `productos/buscar?nombre=${encodeURIComponent(nombre)}&size=50`, productoPage).then(
      (p) => p.content as Producto[],
    ),
  apariencia: (id: string): Promise<Apariencia> => get(baseURL, `tienda/${id}/apariencia`, apariencia),
  catalogos: (id: string): Promise<CatalogoTienda[]> => get(baseURL, `tienda/catalogos/${id}`, z.array(catalogoTienda)),
  productosTienda: (id: string): Promise<ProductoTienda[]> =>
    get(baseURL, `tienda/productos/obtenerProductos/${id}`, z.array(productoTienda)),
  /** The shop's rating over its visible reviews, as the server counts it. */
  resumenResenasTienda: (id: string): Promise<ResumenResenas> =>
    get(baseURL, `tienda/${id}/resenas?size=1`, z.object({ resumen: resumenResenas })).then((p) => p.resumen),
  /** The shop a `/tienda/{slug}` link names (current or old slug; decision 040). */
  tiendaPorSlug: (slug: string): Promise<{ id: string; slug: string; actual: boolean }> =>
    get(
      baseURL,
      `tienda/slug/${encodeURIComponent(slug)}`,
      z.object({ id: z.string(), slug: z.string(), actual: z.boolean() }),
    ),
  /** A demo shop by name and its products with at least 3 units in stock (to buy in a journey). */
  tiendaDemo: async (nombre: string): Promise<{ id: string; productos: ProductoTienda[] }> => {
    const [shop] = await get(
      baseURL,
      `emprendimientos/buscar?nombre=${encodeURIComponent(nombre)}`,
      z.array(z.object({ id: z.string() })),
    );
    if (!shop) throw new Error(`No está la tienda de demostración ${nombre}`);
    const productos = await get(baseURL, `tienda/productos/obtenerProductos/${shop.id}`, z.array(productoTienda));
    return { id: shop.id, productos: productos.filter((p) => p.stock >= 3) };
  },
});

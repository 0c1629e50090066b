import { z } from 'zod';
import { producto } from '../productos/productos.schemas';

/** Catalog (docs/producto/entidades.md) with the ids of its public products, so the shop page can group them. */
export const catalogoTienda = z.object({
  idCatalogo: z.number().int(),
  nombre: z.string(),
  habilitado: z.boolean(),
  productosIds: z.array(z.uuid()),
});
export type CatalogoTienda = z.infer<typeof catalogoTienda>;

/** Storefront product read (docs/producto/entidades.md): the API product plus the storefront aliases it accepts. */
export const productoTienda = producto.extend({
  idCatalogos: z.array(z.number().int()),
});
export type ProductoTienda = z.infer<typeof productoTienda>;

import { z } from 'zod';
import { linea } from '../common/texto';
import { MENSAJES_CATALOGO } from '../common/messages';

/** docs/producto/entidades.md Catalog. */
export const catalogo = z.object({
  idCatalogo: z.number().int(),
  nombre: z.string(),
  habilitado: z.boolean(),
  cantidadProductos: z.number().int(),
});
export type Catalogo = z.infer<typeof catalogo>;

export const catalogoInput = z.object(
  {
    nombre: linea({ error: MENSAJES_CATALOGO.nombreObligatorio })
      .trim()
      .min(1, MENSAJES_CATALOGO.nombreObligatorio)
      .max(60, MENSAJES_CATALOGO.nombreLargo),
  },
  { error: MENSAJES_CATALOGO.nombreObligatorio },
);
export type CatalogoInput = z.infer<typeof catalogoInput>;

/** POST catalogos/{id}/actualizar-productos: the full list of product ids (docs/producto/api.md#catalogos). */
export const catalogoProductosInput = z
  .array(z.uuid({ error: MENSAJES_CATALOGO.productoIdInvalido }), { error: MENSAJES_CATALOGO.productosInvalidos })
  .max(1000, MENSAJES_CATALOGO.demasiadosProductos);
export type CatalogoProductosInput = z.infer<typeof catalogoProductosInput>;

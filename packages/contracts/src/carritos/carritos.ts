import { z } from 'zod';
import { uuidParam } from '../common/common.schemas';
import { CARRITO_LINEAS_MAX, MENSAJES_CARRITO_GUARDADO as M } from '../common/messages';
import { endpoint } from '../endpoints/endpoint';

// docs/producto/carrito-abandonado.md: the cart of a signed-in buyer, copied from the browser so a
// reminder can be mailed if they opted in. The browser's cart stays the source of what they buy.

export { CARRITO_LINEAS_MAX, MENSAJES_CARRITO_GUARDADO } from '../common/messages';
export const CARRITO_PREFIJO = '/api/comprador/v1/carrito';

export const lineaCarritoInput = z.object({
  idProducto: uuidParam,
  idVariante: uuidParam.nullable().optional(),
  cantidad: z
    .number({ error: M.cantidadCarrito })
    .int(M.cantidadCarrito)
    .min(1, M.cantidadCarrito)
    .max(999, M.cantidadCarrito),
});

export const carritoInput = z.object({
  items: z
    .array(lineaCarritoInput)
    .max(CARRITO_LINEAS_MAX, M.carritoLargo)
    .refine(
      (ls) => new Set(ls.map((l) => `${l.idProducto}:${l.idVariante ?? ''}`)).size === ls.length,
      M.lineaRepetida,
    ),
});
export type CarritoInput = z.input<typeof carritoInput>;

export const carritoApi = {
  /** Replaces the stored cart (an empty list deletes it). */
  guardar: endpoint({
    recurso: 'carrito',
    metodo: 'PUT',
    ruta: CARRITO_PREFIJO,
    body: carritoInput,
    respuesta: z.null(),
    status: 204,
    error: M.errorGuardarCarrito,
  }),
};

import { z } from 'zod';
import { MENSAJES, MENSAJES_PROMOCION as M } from '../common/messages';
import { endpoint } from '../endpoints/endpoint';
import { EMPRENDIMIENTOS_VENDEDOR_PREFIJO } from '../endpoints/rutas';
import {
  cuponInput,
  cuponUpdateInput,
  cuponVendedor,
  descuentoInput,
  descuentoUpdateInput,
  descuentoVendedor,
  promocionesQuery,
  promocionIdParams,
  promocionIdQuery,
  validacionCupon,
  validarCuponInput,
} from './promociones.schemas';

/** docs/producto/api.md#descuentos-y-cupones: seller base; the shop goes as the `idEmprendimiento` query parameter. */
export const PROMOCIONES_PREFIJO = '/api/emprendedor/v1';
/** docs/producto/api.md#convenciones helper path /ventas/validar-cupon on the buyer base. */
export const RUTA_VALIDAR_CUPON = '/api/comprador/v1/ventas/validar-cupon';

const descuentos = 'descuentos';
const cupones = 'cupones';
const porIdDescuento = `${PROMOCIONES_PREFIJO}/descuentos/{id}`;
const porIdCupon = `${PROMOCIONES_PREFIJO}/cupones/{id}`;
const deEmprendimiento = z.object({ idEmprendimiento: promocionesQuery.shape.idEmprendimiento });

export const descuentosApi = {
  crear: endpoint({
    recurso: descuentos,
    metodo: 'POST',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/descuentos`,
    query: deEmprendimiento,
    body: descuentoInput,
    respuesta: descuentoVendedor,
    status: 201,
    error: M.crearDescuento,
  }),
  listar: endpoint({
    recurso: descuentos,
    metodo: 'GET',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/descuentos`,
    query: promocionesQuery,
    respuesta: z.array(descuentoVendedor),
    error: M.obtenerDescuentos,
  }),
  obtener: endpoint({
    recurso: descuentos,
    metodo: 'GET',
    ruta: porIdDescuento,
    params: promocionIdParams,
    query: promocionIdQuery,
    respuesta: descuentoVendedor,
    error: M.obtenerDescuento,
  }),
  actualizar: endpoint({
    recurso: descuentos,
    metodo: 'PUT',
    ruta: porIdDescuento,
    params: promocionIdParams,
    query: promocionIdQuery,
    body: descuentoUpdateInput,
    respuesta: descuentoVendedor,
    error: M.actualizarDescuento,
  }),
  eliminar: endpoint({
    recurso: descuentos,
    metodo: 'DELETE',
    ruta: porIdDescuento,
    params: promocionIdParams,
    query: promocionIdQuery,
    respuesta: z.null(),
    status: 204,
    error: M.eliminarDescuento,
  }),
  activar: endpoint({
    recurso: descuentos,
    metodo: 'PATCH',
    ruta: `${porIdDescuento}/activar`,
    params: promocionIdParams,
    query: promocionIdQuery,
    respuesta: descuentoVendedor,
    error: M.cambiarEstadoDescuento,
  }),
  desactivar: endpoint({
    recurso: descuentos,
    metodo: 'PATCH',
    ruta: `${porIdDescuento}/desactivar`,
    params: promocionIdParams,
    query: promocionIdQuery,
    respuesta: descuentoVendedor,
    error: M.cambiarEstadoDescuento,
  }),
};

export const cuponesApi = {
  crear: endpoint({
    recurso: cupones,
    metodo: 'POST',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/cupones`,
    query: deEmprendimiento,
    body: cuponInput,
    respuesta: cuponVendedor,
    status: 201,
    error: M.crearCupon,
  }),
  listar: endpoint({
    recurso: cupones,
    metodo: 'GET',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/cupones`,
    query: promocionesQuery,
    respuesta: z.array(cuponVendedor),
    error: M.obtenerCupones,
  }),
  obtener: endpoint({
    recurso: cupones,
    metodo: 'GET',
    ruta: porIdCupon,
    params: promocionIdParams,
    query: promocionIdQuery,
    respuesta: cuponVendedor,
    error: M.obtenerCupon,
  }),
  /** docs/producto/api.md#descuentos-y-cupones: also activate or deactivate, with body `{ activo }`. */
  actualizar: endpoint({
    recurso: cupones,
    metodo: 'PUT',
    ruta: porIdCupon,
    params: promocionIdParams,
    query: promocionIdQuery,
    body: cuponUpdateInput,
    respuesta: cuponVendedor,
    error: M.actualizarCupon,
  }),
  eliminar: endpoint({
    recurso: cupones,
    metodo: 'DELETE',
    ruta: porIdCupon,
    params: promocionIdParams,
    query: promocionIdQuery,
    respuesta: z.null(),
    status: 204,
    error: M.eliminarCupon,
  }),
};

/** docs/producto/api.md#ventas coupon validation (buyer). The statuses and texts of docs/producto/errores.md are in `ERRORES` (CUPON_*). */
export const validarCuponApi = endpoint({
  recurso: 'validar-cupon',
  metodo: 'POST',
  ruta: RUTA_VALIDAR_CUPON,
  body: validarCuponInput,
  respuesta: validacionCupon,
  error: MENSAJES.cuponErrorValidar,
});

import { z } from 'zod';
import { idParams, intIdParams, uuidParam } from '../common/common.schemas';
import { MENSAJES, MENSAJES_PRODUCTO } from '../common/messages';
import { endpoint } from '../endpoints/endpoint';
import { productoImagen, tipoProductoListItem } from './productos.schemas';
import {
  atributoSugerido,
  crearProductoQuery,
  imagenesOrdenInput,
  productoInput,
  productoVendedor,
  resumenVendedor,
} from './producto-vendedor.schemas';

/** docs/producto/api.md#productos seller product calls, role emprendedor; every id is checked against the caller's own shops. */
export const PRODUCTOS_VENDEDOR_PREFIJO = '/api/emprendedor/v1/productos';
const recurso = 'productos-vendedor';
const deEmprendimiento = z.object({ idEmprendimiento: uuidParam });
const lista = z.array(productoVendedor);

export const productosVendedorApi = {
  crear: endpoint({
    recurso,
    metodo: 'POST',
    ruta: PRODUCTOS_VENDEDOR_PREFIJO,
    query: crearProductoQuery,
    body: productoInput,
    respuesta: productoVendedor,
    status: 201,
    error: MENSAJES_PRODUCTO.errorCrearProducto,
  }),
  tipos: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${PRODUCTOS_VENDEDOR_PREFIJO}/tipos`,
    respuesta: z.array(tipoProductoListItem),
    error: 'No se pudieron cargar los tipos de producto.',
  }),
  misProductos: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${PRODUCTOS_VENDEDOR_PREFIJO}/misProductos/{idEmprendimiento}`,
    params: deEmprendimiento,
    respuesta: lista,
    error: 'No pudimos cargar tus productos',
  }),
  deshabilitados: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${PRODUCTOS_VENDEDOR_PREFIJO}/deshabilitados/{idEmprendimiento}`,
    params: deEmprendimiento,
    respuesta: lista,
    error: 'No pudimos cargar tus productos',
  }),
  atributos: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${PRODUCTOS_VENDEDOR_PREFIJO}/atributos/{emprendimientoId}`,
    params: z.object({ emprendimientoId: uuidParam }),
    respuesta: z.array(atributoSugerido),
    error: MENSAJES_PRODUCTO.errorObtenerAtributos,
  }),
  resumen: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${PRODUCTOS_VENDEDOR_PREFIJO}/resumen/{idEmprendimiento}`,
    params: deEmprendimiento,
    respuesta: resumenVendedor,
    error: 'No pudimos cargar el resumen de tus productos',
  }),
  habilitar: endpoint({
    recurso,
    metodo: 'PATCH',
    ruta: `${PRODUCTOS_VENDEDOR_PREFIJO}/habilitar/{id}`,
    params: idParams,
    respuesta: productoVendedor,
    error: 'No pudimos cambiar el estado del producto',
  }),
  deshabilitar: endpoint({
    recurso,
    metodo: 'PATCH',
    ruta: `${PRODUCTOS_VENDEDOR_PREFIJO}/deshabilitar/{id}`,
    params: idParams,
    respuesta: productoVendedor,
    error: 'No pudimos cambiar el estado del producto',
  }),
  obtener: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${PRODUCTOS_VENDEDOR_PREFIJO}/{id}`,
    params: idParams,
    respuesta: productoVendedor,
    error: MENSAJES.productoNoEncontrado,
  }),
  // docs/producto/api.md#productos flags the id of the modify path as possibly the emprendimiento's; this API takes the product id.
  actualizar: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${PRODUCTOS_VENDEDOR_PREFIJO}/{id}`,
    params: idParams,
    body: productoInput,
    respuesta: productoVendedor,
    error: 'No pudimos guardar los cambios del producto',
  }),
  eliminar: endpoint({
    recurso,
    metodo: 'DELETE',
    ruta: `${PRODUCTOS_VENDEDOR_PREFIJO}/{id}`,
    params: idParams,
    respuesta: z.null(),
    status: 204,
    error: 'No pudimos eliminar el producto',
  }),
  ordenarImagenes: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${PRODUCTOS_VENDEDOR_PREFIJO}/{id}/imagenes/orden`,
    params: idParams,
    body: imagenesOrdenInput,
    respuesta: z.array(productoImagen),
    error: 'No pudimos guardar el orden de las imágenes',
  }),
  eliminarImagen: endpoint({
    recurso,
    metodo: 'DELETE',
    ruta: `${PRODUCTOS_VENDEDOR_PREFIJO}/{id}/imagenes/{imagenId}`,
    params: z.object({ id: uuidParam, imagenId: intIdParams.shape.id }),
    respuesta: z.array(productoImagen),
    error: 'No pudimos eliminar la imagen',
  }),
};

/** POST of a product's images: multipart (field `files`), so no body schema; answers every image of the product. */
export const RUTA_SUBIR_IMAGENES_PRODUCTO = `${PRODUCTOS_VENDEDOR_PREFIJO}/{id}/imagenes`;

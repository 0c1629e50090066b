import { z } from 'zod';
import { intIdParams, uuidParam } from '../common/common.schemas';
import { MENSAJES_CATALOGO } from '../common/messages';
import { endpoint } from '../endpoints/endpoint';
import { productoVendedor } from '../productos/producto-vendedor.schemas';
import { catalogo, catalogoInput, catalogoProductosInput } from './catalogos.schemas';

/** docs/producto/api.md#catalogos seller catalogs, role emprendedor, own shop only. */
export const CATALOGOS_PREFIJO = '/api/emprendedor/v1/catalogos';
const deEmprendimiento = z.object({ idEmprendimiento: uuidParam });

export const catalogosApi = {
  listar: endpoint({
    recurso: 'catalogos',
    metodo: 'GET',
    ruta: `${CATALOGOS_PREFIJO}/{idEmprendimiento}`,
    params: deEmprendimiento,
    respuesta: z.array(catalogo),
    error: MENSAJES_CATALOGO.obtener,
  }),
  crear: endpoint({
    recurso: 'catalogos',
    metodo: 'POST',
    ruta: `${CATALOGOS_PREFIJO}/{idEmprendimiento}`,
    params: deEmprendimiento,
    body: catalogoInput,
    respuesta: catalogo,
    status: 201,
    error: MENSAJES_CATALOGO.crear,
  }),
  renombrar: endpoint({
    recurso: 'catalogos',
    metodo: 'PUT',
    ruta: `${CATALOGOS_PREFIJO}/{id}/actualizarDatos`,
    params: intIdParams,
    body: catalogoInput,
    respuesta: catalogo,
    error: MENSAJES_CATALOGO.actualizar,
  }),
  eliminar: endpoint({
    recurso: 'catalogos',
    metodo: 'DELETE',
    ruta: `${CATALOGOS_PREFIJO}/{id}`,
    params: intIdParams,
    respuesta: z.null(),
    status: 204,
    error: MENSAJES_CATALOGO.eliminar,
  }),
  habilitar: endpoint({
    recurso: 'catalogos',
    metodo: 'PATCH',
    ruta: `${CATALOGOS_PREFIJO}/habilitar/{id}`,
    params: intIdParams,
    respuesta: catalogo,
    error: MENSAJES_CATALOGO.cambiarEstado,
  }),
  deshabilitar: endpoint({
    recurso: 'catalogos',
    metodo: 'PATCH',
    ruta: `${CATALOGOS_PREFIJO}/deshabilitar/{id}`,
    params: intIdParams,
    respuesta: catalogo,
    error: MENSAJES_CATALOGO.cambiarEstado,
  }),
  productos: endpoint({
    recurso: 'catalogos',
    metodo: 'GET',
    ruta: `${CATALOGOS_PREFIJO}/{id}/productos`,
    params: intIdParams,
    respuesta: z.array(productoVendedor),
    error: MENSAJES_CATALOGO.obtenerProductos,
  }),
  actualizarProductos: endpoint({
    recurso: 'catalogos',
    metodo: 'POST',
    ruta: `${CATALOGOS_PREFIJO}/{id}/actualizar-productos`,
    params: intIdParams,
    body: catalogoProductosInput,
    respuesta: z.array(productoVendedor),
    error: MENSAJES_CATALOGO.actualizarProductos,
  }),
};

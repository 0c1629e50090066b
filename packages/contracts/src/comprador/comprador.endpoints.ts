import { z } from 'zod';
import { idTextoParam } from '../common/common.schemas';
import { MENSAJES_PERFIL } from '../common/messages';
import { endpoint } from '../endpoints/endpoint';
import { COMPRADORES_PREFIJO, RUTAS_CUENTA } from '../endpoints/rutas';
import { verificacion } from '../identidad/identidad.schemas';
import { comprador, compradorEliminado, compradorInput } from './comprador.schemas';

/** docs/producto/api.md#comprador buyer profile, role comprador; `{id}` is the caller's own user id. */
const recurso = 'comprador-perfil';
const porId = z.object({ id: idTextoParam(MENSAJES_PERFIL.compradorIdRequerido) });

export const compradorApi = {
  crear: endpoint({
    recurso,
    metodo: 'POST',
    ruta: COMPRADORES_PREFIJO,
    body: compradorInput,
    respuesta: comprador,
    status: 201,
    error: 'No pudimos guardar tu perfil',
  }),
  verificar: endpoint({
    recurso,
    metodo: 'GET',
    ruta: RUTAS_CUENTA.verificarComprador,
    params: porId,
    respuesta: verificacion,
    error: MENSAJES_PERFIL.errorVerificarPerfil,
  }),
  eliminado: endpoint({
    recurso,
    metodo: 'GET',
    ruta: RUTAS_CUENTA.compradorEliminado,
    params: porId,
    respuesta: compradorEliminado,
    error: MENSAJES_PERFIL.errorVerificarEliminado,
  }),
  obtener: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${COMPRADORES_PREFIJO}/{id}`,
    params: porId,
    respuesta: comprador,
    error: 'No pudimos cargar tu perfil',
  }),
  actualizar: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${COMPRADORES_PREFIJO}/{id}`,
    params: porId,
    body: compradorInput,
    respuesta: comprador,
    error: 'No pudimos guardar los cambios',
  }),
  eliminar: endpoint({
    recurso,
    metodo: 'DELETE',
    ruta: `${COMPRADORES_PREFIJO}/{id}`,
    params: porId,
    respuesta: z.null(),
    status: 204,
    error: 'No pudimos eliminar tu cuenta',
  }),
};

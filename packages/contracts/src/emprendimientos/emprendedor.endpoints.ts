import { z } from 'zod';
import { idTextoParam } from '../common/common.schemas';
import { ESTADOS_EMPRENDIMIENTO } from '../common/constants';
import { MENSAJES, MENSAJES_PERFIL } from '../common/messages';
import { endpoint } from '../endpoints/endpoint';
import { verificacion } from '../identidad/identidad.schemas';
import { EMPRENDIMIENTOS_VENDEDOR_PREFIJO, RUTAS_CUENTA } from '../endpoints/rutas';
import {
  consultarEstadoQuery,
  consultarEstadoRespuesta,
  emprendimientoInput,
  emprendimientoPrivado,
} from './emprendedor.schemas';

/**
 * docs/producto/api.md#emprendimiento seller emprendimiento area, role emprendedor only. Path ids: the caller's own user id
 * or own emprendimiento id; another user's id answers 403, someone else's (or a missing)
 * emprendimiento id 404.
 */
const recurso = 'emprendimiento-propio';
const P = EMPRENDIMIENTOS_VENDEDOR_PREFIJO;
const porId = z.object({ id: idTextoParam(MENSAJES_PERFIL.emprendimientoIdRequerido) });
const porUsuario = z.object({ userId: idTextoParam(MENSAJES_PERFIL.userIdRequerido) });

export const emprendedorApi = {
  verificar: endpoint({
    recurso,
    metodo: 'GET',
    ruta: RUTAS_CUENTA.verificarEmprendedor,
    params: porUsuario,
    respuesta: verificacion,
    error: MENSAJES_PERFIL.errorVerificarPerfil,
  }),
  consultarEstado: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${P}/consultarEstado/{id}`,
    params: porId,
    query: consultarEstadoQuery,
    respuesta: consultarEstadoRespuesta,
    error: MENSAJES.inesperado,
  }),
  desactivar: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: RUTAS_CUENTA.desactivarEmprendimiento,
    params: porUsuario,
    respuesta: emprendimientoPrivado,
    error: MENSAJES_PERFIL.errorDesactivar,
  }),
  listar: endpoint({
    recurso,
    metodo: 'GET',
    ruta: P,
    query: z.object({ estado: z.enum(ESTADOS_EMPRENDIMIENTO).optional() }),
    respuesta: z.array(emprendimientoPrivado),
    error: MENSAJES_PERFIL.errorObtenerEmprendimiento,
  }),
  crear: endpoint({
    recurso,
    metodo: 'POST',
    ruta: P,
    body: emprendimientoInput,
    respuesta: emprendimientoPrivado,
    status: 201,
    error: 'No pudimos enviar tu solicitud',
  }),
  obtener: endpoint({
    recurso,
    metodo: 'GET',
    ruta: RUTAS_CUENTA.emprendimiento,
    params: porId,
    respuesta: emprendimientoPrivado,
    error: MENSAJES.emprendimientoNoEncontrado,
  }),
  actualizar: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${P}/{id}`,
    params: porId,
    body: emprendimientoInput,
    respuesta: emprendimientoPrivado,
    error: 'No pudimos guardar los cambios',
  }),
};

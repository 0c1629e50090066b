import { z } from 'zod';
import { idParams, idTextoParam } from '../common/common.schemas';
import { MENSAJES_PERFIL } from '../common/messages';
import { endpoint } from '../endpoints/endpoint';
import {
  adminResumen,
  auditoriaPage,
  auditoriaQuery,
  rechazoInput,
  solicitud,
  solicitudesQuery,
  solicitudPage,
  usuarioAdmin,
  usuarioPage,
  usuariosQuery,
  usuarioUpdate,
} from './admin.schemas';

/** The admin area (docs/producto/roles.md#permisos), role admin only. Every change invalidates the whole resource: counts and lists never disagree. */
export const ADMIN_PREFIJO = '/api/admin/v1';
const recurso = 'admin';
const porUsuario = z.object({ id: idTextoParam(MENSAJES_PERFIL.userIdRequerido) });

export const adminApi = {
  resumen: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${ADMIN_PREFIJO}/resumen`,
    respuesta: adminResumen,
    error: 'No pudimos cargar el resumen',
  }),
  solicitudes: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${ADMIN_PREFIJO}/solicitudes`,
    query: solicitudesQuery,
    respuesta: solicitudPage,
    error: 'No pudimos cargar las solicitudes',
  }),
  solicitud: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${ADMIN_PREFIJO}/solicitudes/{id}`,
    params: idParams,
    respuesta: solicitud,
    error: 'No pudimos cargar la solicitud',
  }),
  aprobar: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${ADMIN_PREFIJO}/solicitudes/{id}/aprobar`,
    params: idParams,
    respuesta: solicitud,
    error: 'No pudimos aprobar la solicitud',
  }),
  rechazar: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${ADMIN_PREFIJO}/solicitudes/{id}/rechazar`,
    params: idParams,
    body: rechazoInput,
    respuesta: solicitud,
    error: 'No pudimos rechazar la solicitud',
  }),
  auditoria: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${ADMIN_PREFIJO}/auditoria`,
    query: auditoriaQuery,
    respuesta: auditoriaPage,
    error: 'No pudimos cargar la auditoría',
  }),
  usuarios: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${ADMIN_PREFIJO}/usuarios`,
    query: usuariosQuery,
    respuesta: usuarioPage,
    error: 'No pudimos cargar los usuarios',
  }),
  usuario: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${ADMIN_PREFIJO}/usuarios/{id}`,
    params: porUsuario,
    respuesta: usuarioAdmin,
    error: 'No pudimos cargar el usuario',
  }),
  actualizarUsuario: endpoint({
    recurso,
    metodo: 'PATCH',
    ruta: `${ADMIN_PREFIJO}/usuarios/{id}`,
    params: porUsuario,
    body: usuarioUpdate,
    respuesta: usuarioAdmin,
    error: 'No pudimos actualizar el usuario',
  }),
};

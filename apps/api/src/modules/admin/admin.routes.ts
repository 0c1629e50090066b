import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminResumen,
  auditoriaPage,
  auditoriaQuery,
  errorBody,
  idParams,
  idTextoParam,
  rechazoInput,
  solicitud,
  solicitudesQuery,
  solicitudPage,
  usuarioAdmin,
  usuarioPage,
  usuariosQuery,
  usuarioUpdate,
  CODIGOS,
  MENSAJES_CUENTA,
  MENSAJES_PERFIL,
} from '@feria/contracts';
import { AppError } from '../../lib/app-error';
import { contextFrom, userContextFrom } from '../../lib/context';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as admin from './admin.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const usuarioParams = z.object({ id: idTextoParam(MENSAJES_PERFIL.userIdRequerido) });

/**
 * Admin area under /api/admin/v1, role admin only (spec §6). `usuariosLocales`:
 * the accounts live in the embedded identity server; with a real Keycloak they are managed in its
 * admin console and the /usuarios endpoints answer 503 instead of an empty, misleading list.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ usuariosLocales: boolean }> = async (app, opts) => {
  app.addHook('onRequest', requireRole('admin'));

  const schema = <T extends object>(tag: string, summary: string, s: T) => ({ tags: [tag], summary, security: BEARER, ...s });
  const SOL = 'Admin: solicitudes';

  app.get(
    '/resumen',
    { schema: schema('Admin: resumen', 'Usuarios por rol y solicitudes por estado', { response: { 200: adminResumen, ...errors } }) },
    async (req) => admin.resumen(contextFrom(req)),
  );
  app.get(
    '/solicitudes',
    { schema: schema(SOL, 'Solicitudes por estado', { querystring: solicitudesQuery, response: { 200: solicitudPage, ...errors } }) },
    async (req) => admin.listarSolicitudes(contextFrom(req), req.query),
  );
  app.get(
    '/solicitudes/:id',
    { schema: schema(SOL, 'Detalle de una solicitud', { params: idParams, response: { 200: solicitud, ...errors } }) },
    async (req) => admin.obtenerSolicitud(contextFrom(req), req.params.id),
  );
  app.put(
    '/solicitudes/:id/aprobar',
    { schema: schema(SOL, 'Aprobar: el emprendimiento queda Activo y público', { params: idParams, response: { 200: solicitud, ...errors } }) },
    async (req) => admin.aprobarSolicitud(userContextFrom(req), req.params.id),
  );
  app.put(
    '/solicitudes/:id/rechazar',
    {
      schema: schema(SOL, 'Rechazar con un motivo que ve el emprendedor', {
        params: idParams,
        body: rechazoInput,
        response: { 200: solicitud, ...errors },
      }),
    },
    async (req) => admin.rechazarSolicitud(userContextFrom(req), req.params.id, req.body.motivo),
  );
  app.get(
    '/auditoria',
    {
      schema: schema('Admin: auditoría', 'Acciones de los administradores, la más reciente primero: quién, qué, cuándo, antes y después', {
        querystring: auditoriaQuery,
        response: { 200: auditoriaPage, ...errors },
      }),
    },
    async (req) => admin.listarAuditoria(contextFrom(req), req.query),
  );
  if (opts.usuariosLocales) await app.register(usuariosRoutes);
  else {
    const externos = async () => {
      throw new AppError(CODIGOS.noDisponible, MENSAJES_CUENTA.usuariosExternos, 503);
    };
    app.all('/usuarios', { schema: { hide: true } }, externos);
    app.all('/usuarios/*', { schema: { hide: true } }, externos);
  }
};

const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = <T extends object>(summary: string, s: T) => ({ tags: ['Admin: usuarios'], summary, security: BEARER, ...s });
  app.get(
    '/usuarios',
    { schema: schema('Buscar usuarios', { querystring: usuariosQuery, response: { 200: usuarioPage, ...errors } }) },
    async (req) => admin.listarUsuarios(contextFrom(req), req.query),
  );
  app.get(
    '/usuarios/:id',
    { schema: schema('Un usuario', { params: usuarioParams, response: { 200: usuarioAdmin, ...errors } }) },
    async (req) => admin.obtenerUsuario(contextFrom(req), req.params.id),
  );
  app.patch(
    '/usuarios/:id',
    {
      schema: schema('Habilitar, deshabilitar (cierra sus sesiones) o cambiar roles de otra cuenta; queda en la auditoría', {
        params: usuarioParams,
        body: usuarioUpdate,
        response: { 200: usuarioAdmin, ...errors },
      }),
    },
    async (req) => admin.actualizarUsuario(userContextFrom(req), req.params.id, req.body),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_PREFIJO, adminApi as api } from '@feria/contracts';
import { errorDe } from '../../lib/app-error';
import { contextFrom, userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as admin from '../../modules/admin/admin.service';
import { conteosDeTienda } from '../../modules/tienda/conteos';

/**
 * Admin area under /api/admin/v1, role admin only (docs/producto/roles.md#permisos). `usuariosLocales`:
 * the accounts live in the embedded identity server; with a real Keycloak they are managed in its
 * admin console and the /usuarios endpoints answer 503 instead of an empty, misleading list.
 */
export const adminRoutes: FastifyPluginAsync<{ usuariosLocales: boolean }> = async (app, opts) => {
  app.addHook('onRequest', requireRole('admin'));

  const ruta = rutasDe(app, ADMIN_PREFIJO);
  const doc = (tag: string, summary: string): DocRuta => ({
    tags: [tag],
    summary,
    security: BEARER,
    errores: [400, 401, 403, 404, 409],
  });
  const SOL = 'Admin: solicitudes';

  ruta(api.resumen, doc('Admin: resumen', 'Usuarios por rol y solicitudes por estado'), async (req) =>
    admin.resumen(contextFrom(req)),
  );
  ruta(api.solicitudes, doc(SOL, 'Solicitudes por estado'), async (req) =>
    admin.listarSolicitudes(contextFrom(req), req.query, conteosDeTienda),
  );
  ruta(api.solicitud, doc(SOL, 'Detalle de una solicitud'), async (req) =>
    admin.obtenerSolicitud(contextFrom(req), req.params.id, conteosDeTienda),
  );
  ruta(api.aprobar, doc(SOL, 'Aprobar: el emprendimiento queda Activo y público'), async (req) =>
    admin.aprobarSolicitud(userContextFrom(req), req.params.id, conteosDeTienda),
  );
  ruta(api.rechazar, doc(SOL, 'Rechazar con un motivo que ve el emprendedor'), async (req) =>
    admin.rechazarSolicitud(userContextFrom(req), req.params.id, req.body.motivo, conteosDeTienda),
  );
  ruta(
    api.auditoria,
    doc(
      'Admin: auditoría',
      'Acciones de los administradores, la más reciente primero: quién, qué, cuándo, antes y después',
    ),
    async (req) => admin.listarAuditoria(contextFrom(req), req.query),
  );
  if (opts.usuariosLocales) await app.register(usuariosRoutes);
  else {
    const externos = async () => {
      throw errorDe('CUENTAS_EXTERNAS');
    };
    app.all('/usuarios', { schema: { hide: true } }, externos);
    app.all('/usuarios/*', { schema: { hide: true } }, externos);
  }
};

const usuariosRoutes: FastifyPluginAsync = async (app) => {
  const ruta = rutasDe(app, ADMIN_PREFIJO);
  const doc = (summary: string): DocRuta => ({
    tags: ['Admin: usuarios'],
    summary,
    security: BEARER,
    errores: [400, 401, 403, 404, 409],
  });
  ruta(api.usuarios, doc('Buscar usuarios'), async (req) => admin.listarUsuarios(contextFrom(req), req.query));
  ruta(api.usuario, doc('Un usuario'), async (req) => admin.obtenerUsuario(contextFrom(req), req.params.id));
  ruta(
    api.actualizarUsuario,
    doc('Habilitar, deshabilitar (cierra sus sesiones) o cambiar roles de otra cuenta; queda en la auditoría'),
    async (req) => admin.actualizarUsuario(userContextFrom(req), req.params.id, req.body),
  );
};

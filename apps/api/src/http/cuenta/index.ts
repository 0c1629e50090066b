import type { FastifyInstance } from 'fastify';
import { ADMIN_PREFIJO, CUENTA_PREFIJO, NOTIFICACIONES_PREFIJO, PUSH_PREFIJO } from '@feria/contracts';
import type { ConfigPush } from '../../config';
import { bajasAdminRoutes } from './bajas-admin.routes';
import { cuentaRoutes } from './cuenta.routes';
import { notificacionesRoutes } from './notificaciones.routes';
import { pushRoutes } from './push.routes';

/** docs/producto/datos-personales.md: the caller's own data (/api/v1/cuenta) and the admin's list of deletions. */
export async function registrarRutasCuenta(
  app: FastifyInstance,
  opts: { identidadLocal: boolean; push: ConfigPush },
): Promise<void> {
  await app.register(cuentaRoutes, { prefix: CUENTA_PREFIJO, identidadLocal: opts.identidadLocal });
  await app.register(bajasAdminRoutes, { prefix: `${ADMIN_PREFIJO}/bajas` });
  // docs/producto/notificaciones.md: this device's push subscription and the notice preferences.
  await app.register(pushRoutes, { prefix: PUSH_PREFIJO, push: opts.push });
  await app.register(notificacionesRoutes, { prefix: NOTIFICACIONES_PREFIJO });
}

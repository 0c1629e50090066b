import type { FastifyInstance } from 'fastify';
import { ADMIN_PREFIJO, CUENTA_PREFIJO } from '@feria/contracts';
import { bajasAdminRoutes } from './bajas-admin.routes';
import { cuentaRoutes } from './cuenta.routes';

/** docs/producto/datos-personales.md: the caller's own data (/api/v1/cuenta) and the admin's list of deletions. */
export async function registrarRutasCuenta(app: FastifyInstance, opts: { identidadLocal: boolean }): Promise<void> {
  await app.register(cuentaRoutes, { prefix: CUENTA_PREFIJO, identidadLocal: opts.identidadLocal });
  await app.register(bajasAdminRoutes, { prefix: `${ADMIN_PREFIJO}/bajas` });
}

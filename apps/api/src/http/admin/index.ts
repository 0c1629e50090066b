import type { FastifyInstance } from 'fastify';
import { ADMIN_PREFIJO, RESENAS_ADMIN_PREFIJO } from '@feria/contracts';
import { adminRoutes } from './admin.routes';
import { correosAdminRoutes } from './correos.routes';
import { finanzasAdminRoutes } from './finanzas.routes';
import { resenasAdminRoutes } from './resenas.routes';

export interface OpcionesAdmin {
  /** The embedded identity server's users are managed here. */
  usuariosLocales: boolean;
  /** Where the mail outbox is kept (without SMTP). */
  dataDir: string;
  smtp: boolean;
}

/** Everything an administrator does (docs/producto/api.md#convenciones base /api/admin/v1). */
export async function registrarRutasAdmin(app: FastifyInstance, opts: OpcionesAdmin): Promise<void> {
  await app.register(adminRoutes, { prefix: ADMIN_PREFIJO, usuariosLocales: opts.usuariosLocales });
  await app.register(correosAdminRoutes, { prefix: ADMIN_PREFIJO, dataDir: opts.dataDir, smtp: opts.smtp });
  await app.register(resenasAdminRoutes, { prefix: RESENAS_ADMIN_PREFIJO });
  await app.register(finanzasAdminRoutes, { prefix: ADMIN_PREFIJO });
}

import type { FastifyPluginAsync } from 'fastify';
import { productosRoutes } from './productos.routes';
import { emprendimientosRoutes } from './emprendimientos.routes';
import { tiendaRoutes } from './tienda.routes';
import { referenciasRoutes } from './referencias.routes';
import { arrepentimientoRoutes } from './arrepentimiento.routes';
import { resenasPublicasRoutes } from './resenas.routes';

export interface OpcionesPublicas {
  /** Signs the links mails carry (the Botón de arrepentimiento's confirmation). */
  secretoFirma: string;
}

/** Everything anonymous visitors may read (spec §7.1 public base /api/v1/public/core). */
export const publicRoutes: FastifyPluginAsync<OpcionesPublicas> = async (app, opts) => {
  await app.register(productosRoutes, { prefix: '/productos' });
  await app.register(emprendimientosRoutes, { prefix: '/emprendimientos' });
  await app.register(tiendaRoutes, { prefix: '/tienda' });
  await app.register(referenciasRoutes);
  await app.register(arrepentimientoRoutes, { secretoFirma: opts.secretoFirma });
  await app.register(resenasPublicasRoutes);
};

import type { FastifyPluginAsync } from 'fastify';
import { productosRoutes } from './productos.routes';
import { emprendimientosRoutes } from './emprendimientos.routes';
import { tiendaRoutes } from './tienda.routes';
import { referenciasRoutes } from './referencias.routes';
import { arrepentimientoRoutes } from './arrepentimiento.routes';
import { resenasPublicasRoutes } from './resenas.routes';

/** Everything anonymous visitors may read (spec §7.1 public base /api/v1/public/core). */
export const publicRoutes: FastifyPluginAsync = async (app) => {
  await app.register(productosRoutes, { prefix: '/productos' });
  await app.register(emprendimientosRoutes, { prefix: '/emprendimientos' });
  await app.register(tiendaRoutes, { prefix: '/tienda' });
  await app.register(referenciasRoutes);
  await app.register(arrepentimientoRoutes);
  await app.register(resenasPublicasRoutes);
};

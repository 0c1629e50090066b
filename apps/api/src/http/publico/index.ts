import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { PUBLICO_PREFIJO, RESENAS_REPORTES_PREFIJO } from '@feria/contracts';
import { PREFIJO_BAJA } from '../../modules/correo/plantillas/plantillas';
import { correoBajaRoutes } from './correo-baja.routes';
import { envivoRoutes } from '../envivo.routes';
import { resenasReportesRoutes } from '../resenas-reportes.routes';
import { productosRoutes } from './productos.routes';
import { emprendimientosRoutes } from './emprendimientos.routes';
import { tiendaRoutes } from './tienda.routes';
import { referenciasRoutes } from './referencias.routes';
import { arrepentimientoRoutes } from './arrepentimiento.routes';
import { resenasPublicasRoutes } from './resenas.routes';
import { enviosPublicosRoutes } from './envios.routes';
import { preguntasPublicasRoutes } from './preguntas.routes';

export interface OpcionesPublicas {
  /** Signs the links mails carry (the Botón de arrepentimiento's confirmation). */
  secretoFirma: string;
}

/** Everything anonymous visitors may read (docs/producto/api.md#convenciones public base /api/v1/public/core). */
export const publicRoutes: FastifyPluginAsync<OpcionesPublicas> = async (app, opts) => {
  await app.register(productosRoutes, { prefix: '/productos' });
  await app.register(emprendimientosRoutes, { prefix: '/emprendimientos' });
  await app.register(tiendaRoutes, { prefix: '/tienda' });
  await app.register(enviosPublicosRoutes, { prefix: '/tienda' });
  await app.register(referenciasRoutes);
  await app.register(arrepentimientoRoutes, { secretoFirma: opts.secretoFirma });
  await app.register(resenasPublicasRoutes);
  await app.register(preguntasPublicasRoutes);
};

/**
 * The routes outside the role areas: what anonymous visitors read (under /api/v1/public/core), a
 * mail's unsubscribe link, and the two any signed-in person uses whatever their role — the live
 * events and reporting a review (decision 038).
 */
export async function registrarRutasPublicas(app: FastifyInstance, opts: OpcionesPublicas): Promise<void> {
  await app.register(publicRoutes, { prefix: PUBLICO_PREFIJO, secretoFirma: opts.secretoFirma });
  await app.register(correoBajaRoutes, { prefix: PREFIJO_BAJA });
  await app.register(envivoRoutes);
  await app.register(resenasReportesRoutes, { prefix: RESENAS_REPORTES_PREFIJO });
}

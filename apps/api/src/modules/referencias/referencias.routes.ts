import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { estadisticas, provincia, rubro, sitio } from '@feria/contracts';
import { contextFrom } from '../../lib/context';
import * as referencias from './referencias.service';

const tags = ['Referencias (público)'];

/** spec §7.1 helper areas /rubros and /provincias, plus the home statistics (spec §2.4). */
export const referenciasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/rubros', { schema: { tags, summary: 'Rubros', response: { 200: z.array(rubro) } } }, async (req) =>
    referencias.listarRubros(contextFrom(req)),
  );
  app.get('/provincias', { schema: { tags, summary: 'Provincias', response: { 200: z.array(provincia) } } }, async (req) =>
    referencias.listarProvincias(contextFrom(req)),
  );
  app.get('/estadisticas', { schema: { tags, summary: 'Estadísticas del marketplace', response: { 200: estadisticas } } }, async (req) =>
    referencias.estadisticas(contextFrom(req)),
  );
  app.get('/sitio', { schema: { tags, summary: 'Datos del sitio (¿catálogo de demostración?)', response: { 200: sitio } } }, async (req) =>
    referencias.sitio(contextFrom(req)),
  );
};

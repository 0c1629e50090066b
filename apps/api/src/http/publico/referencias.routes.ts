import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLICO_PREFIJO, referenciasApi as api, RUTA_SITIO, rutaFastify, sitio } from '@feria/contracts';
import { contextFrom } from '../../lib/context';
import { jsonPublico } from '../../lib/json-publico';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import * as emprendimientos from '../../modules/emprendimientos/emprendimientos.service';
import { rubroConProductosPublicos } from '../../modules/productos/productos.sql';
import * as referencias from '../../modules/referencias/referencias.service';
import { conteosDeTienda } from '../../modules/tienda/conteos';

const tags = ['Referencias (público)'];
const doc = (summary: string): DocRuta => ({ tags, summary, errores: [] });

/** docs/producto/api.md#convenciones helper areas /rubros and /provincias, plus the home statistics (docs/producto/rutas.md#barra-publica): contracts `referenciasApi`. */
export const referenciasRoutes: FastifyPluginAsync = async (app) => {
  const ruta = rutasDe(app, PUBLICO_PREFIJO);
  ruta(api.rubros, doc('Rubros'), async (req) => referencias.listarRubros(contextFrom(req), rubroConProductosPublicos));
  ruta(api.provincias, doc('Provincias'), async (req) => referencias.listarProvincias(contextFrom(req)));
  ruta(api.estadisticas, doc('Estadísticas del marketplace'), async (req) =>
    jsonPublico(req, api.estadisticas, null, () => emprendimientos.estadisticas(contextFrom(req), conteosDeTienda)),
  );
  // Read at start-up by the web's public layout: a plain path in contracts, no descriptor (no schema in the first bundle).
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      rutaFastify(RUTA_SITIO, PUBLICO_PREFIJO),
      { schema: { tags, summary: 'Datos del sitio (¿catálogo de demostración?)', response: { 200: sitio } } },
      async (req) => emprendimientos.sitio(contextFrom(req)),
    );
};

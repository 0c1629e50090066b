import type { FastifyPluginAsync } from 'fastify';
import { emprendimientosPublicosApi as api, PUBLICO_PREFIJO } from '@feria/contracts';
import { contextFrom } from '../../lib/context';
import { jsonPublico } from '../../lib/json-publico';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import * as emprendimientos from '../../modules/emprendimientos/emprendimientos.service';
import { conteosDeTienda } from '../../modules/tienda/conteos';

const doc = (summary: string, errores: number[] = [400, 404]): DocRuta => ({
  tags: ['Emprendimientos (público)'],
  summary,
  errores,
});

/** docs/producto/api.md#productos / docs/producto/api.md#publicas-del-comprador public shop reads (contracts `emprendimientosPublicosApi`). */
export const emprendimientosRoutes: FastifyPluginAsync = async (app) => {
  const ruta = rutasDe(app, `${PUBLICO_PREFIJO}/emprendimientos`);
  ruta(api.listar, doc('Listar emprendimientos'), async (req) =>
    emprendimientos.listarEmprendimientos(contextFrom(req), req.query, conteosDeTienda),
  );
  ruta(api.destacados, doc('Emprendimientos destacados', []), async (req) =>
    jsonPublico(req, api.destacados, null, () => emprendimientos.destacados(contextFrom(req), conteosDeTienda)),
  );
  ruta(api.ciudades, doc('Ciudades con emprendimientos (filtro del directorio)', [400]), async (req) =>
    emprendimientos.ciudadesConEmprendimientos(contextFrom(req), req.query),
  );
  ruta(api.buscar, doc('Buscar emprendimientos'), async (req) =>
    emprendimientos.buscarEmprendimientos(contextFrom(req), req.query, conteosDeTienda),
  );
  ruta(api.obtener, doc('Emprendimiento'), async (req) =>
    jsonPublico(req, api.obtener, req.params.id, () =>
      emprendimientos.obtenerEmprendimiento(contextFrom(req), req.params.id, conteosDeTienda),
    ),
  );
};

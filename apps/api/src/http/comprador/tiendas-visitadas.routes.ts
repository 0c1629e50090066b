import type { FastifyPluginAsync } from 'fastify';
import { TIENDAS_VISITADAS_PREFIJO, tiendasVisitadasApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as visitas from '../../modules/compradores/tiendas-visitadas.service';
import { conteosDeTienda } from '../../modules/tienda/conteos';

const doc = (summary: string, errores: readonly number[] = [400, 401, 403]): DocRuta => ({
  tags: ['Comprador: visitados recientemente'],
  summary,
  security: BEARER,
  errores,
});

/** docs/producto/entidades.md history of the last 10 visited shops, role comprador; always the caller's own rows. */
export const tiendasVisitadasRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('comprador'));
  const ruta = rutasDe(app, TIENDAS_VISITADAS_PREFIJO);
  ruta(api.listar, doc('Las últimas tiendas que visité', [401, 403]), async (req) =>
    visitas.listarVisitas(userContextFrom(req), conteosDeTienda),
  );
  ruta(api.importar, doc('Sumar las tiendas que visité sin iniciar sesión'), async (req) =>
    visitas.importarVisitas(userContextFrom(req), req.body.ids, conteosDeTienda),
  );
  ruta(api.registrar, doc('Registrar que visité una tienda', [400, 401, 403, 404]), async (req) => {
    await visitas.registrarVisita(userContextFrom(req), req.params.idEmprendimiento);
    return null;
  });
};

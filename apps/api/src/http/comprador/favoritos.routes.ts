import type { FastifyPluginAsync } from 'fastify';
import { FAVORITOS_PREFIJO, favoritosApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as favoritos from '../../modules/favoritos/favoritos.service';

const doc = (summary: string, errores: readonly number[] = [400, 401, 403]): DocRuta => ({
  tags: ['Comprador: favoritos'],
  summary,
  security: BEARER,
  errores,
});

/** docs/producto/favoritos.md a buyer's saved products, role comprador; always the caller's own. */
export const favoritosRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('comprador'));
  const ruta = rutasDe(app, FAVORITOS_PREFIJO);
  ruta(api.listar, doc('Mis favoritos, con el precio y el stock de hoy'), async (req) =>
    favoritos.listarFavoritos(userContextFrom(req), req.query),
  );
  ruta(api.ids, doc('Los ids de mis favoritos', [401, 403]), async (req) =>
    favoritos.idsFavoritos(userContextFrom(req)),
  );
  ruta(api.guardar, doc('Guardar un producto en favoritos', [400, 401, 403, 404, 409]), async (req) => {
    await favoritos.guardarFavorito(userContextFrom(req), req.params.idProducto);
    return null;
  });
  ruta(api.quitar, doc('Quitar un producto de favoritos'), async (req) => {
    await favoritos.quitarFavorito(userContextFrom(req), req.params.idProducto);
    return null;
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { COMPRADORES_PREFIJO, compradorApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as compradores from '../../modules/compradores/comprador.service';

const doc = (summary: string): DocRuta => ({
  tags: ['Comprador: perfil'],
  summary,
  security: BEARER,
  errores: [400, 401, 403, 404, 409],
});

/**
 * docs/producto/api.md#comprador buyer area, under /api/comprador/v1/compradores, role comprador only. `{id}` is the
 * buyer record id or the caller's own user id; another user's id answers 403, someone else's
 * record id 404 (lib/ownership.ts).
 */
export const compradorRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('comprador'));
  const ruta = rutasDe(app, COMPRADORES_PREFIJO);
  ruta(api.crear, doc('Completar mi perfil de comprador'), async (req) =>
    compradores.registrar(userContextFrom(req), req.body),
  );
  ruta(api.verificar, doc('¿Completó su perfil? ({id} = mi userId)'), async (req) =>
    compradores.verificar(userContextFrom(req), req.params.id),
  );
  ruta(api.eliminado, doc('¿Mi cuenta de comprador está eliminada?'), async (req) =>
    compradores.eliminado(userContextFrom(req), req.params.id),
  );
  ruta(api.obtener, doc('Mi perfil de comprador'), async (req) =>
    compradores.obtener(userContextFrom(req), req.params.id),
  );
  ruta(api.actualizar, doc('Actualizar mi perfil de comprador'), async (req) =>
    compradores.actualizar(userContextFrom(req), req.params.id, req.body),
  );
  ruta(api.eliminar, doc('Eliminar mi cuenta de comprador'), async (req) => {
    await compradores.eliminar(userContextFrom(req), req.params.id);
    return null;
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { CATALOGOS_PREFIJO, catalogosApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as catalogos from '../../modules/catalogos/catalogos.service';

const doc = (summary: string): DocRuta => ({
  tags: ['Emprendedor: catálogos'],
  summary,
  security: BEARER,
  errores: [400, 401, 403, 404, 409],
});

/**
 * docs/producto/api.md#catalogos seller catalogs, role emprendedor, own shop only. Paths, parameters (catalog ids are
 * PostgreSQL integers, refused before the database otherwise) and answers: contracts `catalogosApi`.
 */
export const catalogosRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  const ruta = rutasDe(app, CATALOGOS_PREFIJO);

  ruta(api.listar, doc('Mis catálogos'), async (req) =>
    catalogos.listar(userContextFrom(req), req.params.idEmprendimiento),
  );
  ruta(api.crear, doc('Crear un catálogo'), async (req) =>
    catalogos.crear(userContextFrom(req), req.params.idEmprendimiento, req.body),
  );
  ruta(api.renombrar, doc('Renombrar un catálogo'), async (req) =>
    catalogos.actualizarDatos(userContextFrom(req), req.params.id, req.body),
  );
  ruta(api.eliminar, doc('Eliminar un catálogo'), async (req) => {
    await catalogos.eliminar(userContextFrom(req), req.params.id);
    return null;
  });
  ruta(api.habilitar, doc('Habilitar un catálogo'), async (req) =>
    catalogos.cambiarHabilitado(userContextFrom(req), req.params.id, true),
  );
  ruta(api.deshabilitar, doc('Deshabilitar un catálogo'), async (req) =>
    catalogos.cambiarHabilitado(userContextFrom(req), req.params.id, false),
  );
  ruta(api.productos, doc('Productos de un catálogo'), async (req) =>
    catalogos.productos(userContextFrom(req), req.params.id),
  );
  ruta(api.actualizarProductos, doc('Reemplazar los productos de un catálogo'), async (req) =>
    catalogos.actualizarProductos(userContextFrom(req), req.params.id, req.body),
  );
};

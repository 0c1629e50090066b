import type { FastifyPluginAsync } from 'fastify';
import { CATALOGOS_PREFIJO, catalogosApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as catalogos from '../../modules/catalogos/catalogos.service';
import { loadProductosVendedor } from '../../modules/productos/producto-vendedor-loader';
import { productoVigente } from '../../modules/productos/productos.sql';

/** What catalogs read of products, composed here so neither module imports the other both ways. */
const productos: catalogos.ProductosDeCatalogo = { vigente: productoVigente, cargar: loadProductosVendedor };

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
    catalogos.listar(userContextFrom(req), req.params.idEmprendimiento, productos),
  );
  ruta(api.crear, doc('Crear un catálogo'), async (req) =>
    catalogos.crear(userContextFrom(req), req.params.idEmprendimiento, req.body, productos),
  );
  ruta(api.renombrar, doc('Renombrar un catálogo'), async (req) =>
    catalogos.actualizarDatos(userContextFrom(req), req.params.id, req.body, productos),
  );
  ruta(api.eliminar, doc('Eliminar un catálogo'), async (req) => {
    await catalogos.eliminar(userContextFrom(req), req.params.id);
    return null;
  });
  ruta(api.habilitar, doc('Habilitar un catálogo'), async (req) =>
    catalogos.cambiarHabilitado(userContextFrom(req), req.params.id, true, productos),
  );
  ruta(api.deshabilitar, doc('Deshabilitar un catálogo'), async (req) =>
    catalogos.cambiarHabilitado(userContextFrom(req), req.params.id, false, productos),
  );
  ruta(api.productos, doc('Productos de un catálogo'), async (req) =>
    catalogos.productos(userContextFrom(req), req.params.id, productos),
  );
  ruta(api.actualizarProductos, doc('Reemplazar los productos de un catálogo'), async (req) =>
    catalogos.actualizarProductos(userContextFrom(req), req.params.id, req.body, productos),
  );
};

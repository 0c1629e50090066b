import type { FastifyPluginAsync } from 'fastify';
import { PRODUCTOS_VENDEDOR_PREFIJO, productosVendedorApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import { listarTipos } from '../../modules/referencias/referencias.service';
import { atributosDeEmprendimiento } from '../../modules/productos/atributos.service';
import { productoImagenesRoutes } from './producto-imagenes.routes';
import * as productos from '../../modules/productos/productos-vendedor.service';
import { resumen } from '../../modules/productos/resumen.service';

const doc = (summary: string): DocRuta => ({
  tags: ['Emprendedor: productos'],
  summary,
  security: BEARER,
  errores: [400, 401, 403, 404, 409],
});

/**
 * docs/producto/api.md#productos seller product calls, role emprendedor only (paths, parameters and answers: contracts
 * `productosVendedorApi`). Every id is checked against the caller's own emprendimientos
 * (propiedad.ts): others answer 404.
 */
export const productosVendedorRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, opts) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  const ruta = rutasDe(app, PRODUCTOS_VENDEDOR_PREFIJO);

  ruta(api.crear, doc('Crear un producto'), async (req) =>
    productos.crear(userContextFrom(req), req.query.idEmprendimiento, req.body),
  );
  ruta(api.tipos, doc('Tipos de producto'), async (req) => listarTipos(userContextFrom(req)));
  ruta(api.misProductos, doc('Mis productos (habilitados y deshabilitados)'), async (req) =>
    productos.listar(userContextFrom(req), req.params.idEmprendimiento, false),
  );
  ruta(api.deshabilitados, doc('Mis productos deshabilitados'), async (req) =>
    productos.listar(userContextFrom(req), req.params.idEmprendimiento, true),
  );
  ruta(api.atributos, doc('Atributos usados en mis productos'), async (req) =>
    atributosDeEmprendimiento(userContextFrom(req), req.params.emprendimientoId),
  );
  ruta(api.resumen, doc('Resumen del panel'), async (req) =>
    resumen(userContextFrom(req), req.params.idEmprendimiento),
  );
  ruta(api.habilitar, doc('Habilitar un producto'), async (req) =>
    productos.cambiarHabilitado(userContextFrom(req), req.params.id, true),
  );
  ruta(api.deshabilitar, doc('Deshabilitar un producto'), async (req) =>
    productos.cambiarHabilitado(userContextFrom(req), req.params.id, false),
  );
  ruta(api.obtener, doc('Mi producto'), async (req) => productos.obtener(userContextFrom(req), req.params.id));
  ruta(api.actualizar, doc('Actualizar un producto'), async (req) =>
    productos.actualizar(userContextFrom(req), req.params.id, req.body),
  );
  ruta(api.eliminar, doc('Eliminar un producto'), async (req) => {
    await productos.eliminar(userContextFrom(req), req.params.id);
    return null;
  });

  await app.register(productoImagenesRoutes, { dataDir: opts.dataDir });
};

import type { FastifyPluginAsync } from 'fastify';
import { cuponesApi, descuentosApi, PROMOCIONES_PREFIJO } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as cupones from '../../modules/promociones/cupones.service';
import * as descuentos from '../../modules/promociones/descuentos.service';
import { resumenProductos } from '../../modules/productos/productos.queries';

const doc = (tag: string, summary: string): DocRuta => ({
  tags: [tag],
  summary,
  security: BEARER,
  errores: [400, 401, 403, 404, 409],
});
const d = (summary: string) => doc('Emprendedor: descuentos', summary);
const c = (summary: string) => doc('Emprendedor: cupones', summary);

/** docs/producto/api.md#descuentos-y-cupones discounts and coupons, role emprendedor, own shop only (`idEmprendimiento` as query parameter). */
export const promocionesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  const ruta = rutasDe(app, PROMOCIONES_PREFIJO);

  ruta(descuentosApi.listar, d('Descuentos de mi emprendimiento (con filtros)'), async (req) =>
    descuentos.listarDescuentos(userContextFrom(req), req.query, resumenProductos),
  );
  ruta(descuentosApi.crear, d('Crear un descuento (porcentaje o monto fijo) sobre productos'), async (req) =>
    descuentos.crearDescuento(userContextFrom(req), req.query.idEmprendimiento, req.body, resumenProductos),
  );
  ruta(descuentosApi.obtener, d('Un descuento'), async (req) =>
    descuentos.obtenerDescuento(userContextFrom(req), req.params.id, resumenProductos),
  );
  ruta(descuentosApi.actualizar, d('Cambiar un descuento'), async (req) =>
    descuentos.actualizarDescuento(userContextFrom(req), req.params.id, req.body, resumenProductos),
  );
  ruta(descuentosApi.eliminar, d('Eliminar un descuento'), async (req) => {
    await descuentos.eliminarDescuento(userContextFrom(req), req.params.id);
    return null;
  });
  ruta(descuentosApi.activar, d('Activar un descuento'), async (req) =>
    descuentos.cambiarActivo(userContextFrom(req), req.params.id, true, resumenProductos),
  );
  ruta(descuentosApi.desactivar, d('Desactivar un descuento'), async (req) =>
    descuentos.cambiarActivo(userContextFrom(req), req.params.id, false, resumenProductos),
  );

  ruta(cuponesApi.listar, c('Cupones de mi emprendimiento (con filtros)'), async (req) =>
    cupones.listarCupones(userContextFrom(req), req.query),
  );
  ruta(cuponesApi.crear, c('Crear un cupón'), async (req) =>
    cupones.crearCupon(userContextFrom(req), req.query.idEmprendimiento, req.body),
  );
  ruta(cuponesApi.obtener, c('Un cupón'), async (req) => cupones.obtenerCupon(userContextFrom(req), req.params.id));
  ruta(cuponesApi.actualizar, c('Cambiar un cupón, o activarlo/desactivarlo con { activo }'), async (req) =>
    cupones.actualizarCupon(userContextFrom(req), req.params.id, req.body),
  );
  ruta(cuponesApi.eliminar, c('Eliminar un cupón'), async (req) => {
    await cupones.eliminarCupon(userContextFrom(req), req.params.id);
    return null;
  });
};

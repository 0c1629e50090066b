import type { FastifyPluginAsync } from 'fastify';
import { CARRITO_PREFIJO, carritoApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import { guardarCarrito } from '../../modules/carritos/carritos.service';

/** docs/producto/carrito-abandonado.md: the signed-in buyer's cart, copied for the reminder; role comprador. */
export const carritoRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('comprador'));
  const ruta = rutasDe(app, CARRITO_PREFIJO);
  ruta(
    api.guardar,
    {
      tags: ['Comprador: carrito'],
      summary: 'Guardar mi carrito (para el recordatorio por e-mail)',
      security: BEARER,
      errores: [400, 401, 403],
    },
    async (req) => {
      await guardarCarrito(userContextFrom(req), req.body);
      return null;
    },
  );
};

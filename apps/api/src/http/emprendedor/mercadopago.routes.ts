import type { FastifyPluginAsync } from 'fastify';
import { EMPRENDIMIENTOS_VENDEDOR_PREFIJO, mercadoPagoVendedorApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as cobros from '../../modules/pagos/cobros.service';

const tags = ['Emprendedor: cobros'];

/**
 * docs/producto/pagos.md#cobros: the seller's own shop connects, reads and disconnects its Mercado
 * Pago account (contracts `mercadoPagoVendedorApi`). Another seller's shop answers 404.
 */
export const mercadoPagoVendedorRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  const ruta = rutasDe(app, EMPRENDIMIENTOS_VENDEDOR_PREFIJO);
  const doc = (summary: string, errores: number[] = []): DocRuta => ({
    tags,
    summary,
    security: BEARER,
    errores: [400, 401, 403, 404, ...errores],
  });
  ruta(api.obtener, doc('Estado de la cuenta de Mercado Pago de mi tienda'), async (req) =>
    cobros.estado(userContextFrom(req), req.params.idEmprendimiento),
  );
  ruta(api.conectar, doc('Conectar mi cuenta de Mercado Pago', [409, 503]), async (req) =>
    cobros.conectar(userContextFrom(req), req.params.idEmprendimiento, app.cuentasMercadoPago),
  );
  ruta(api.desconectar, doc('Desconectar mi cuenta de Mercado Pago'), async (req) => {
    await cobros.desconectar(userContextFrom(req), req.params.idEmprendimiento);
    return null;
  });
};

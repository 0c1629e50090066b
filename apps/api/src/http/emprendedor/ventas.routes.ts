import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RUTA_COMPROBANTE_VENDEDOR, rutaFastify, ventaIdParams, VENTAS_VENDEDOR_PREFIJO, ventasVendedorApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import { leerComprobante, responderTransferencia } from '../../modules/ventas/transferencia';
import * as ventas from '../../modules/ventas/ventas.service';

const tags = ['Emprendedor: ventas'];
const doc = (summary: string): DocRuta => ({ tags, summary, security: BEARER, errores: [400, 401, 403, 404, 409] });

/** spec §7.7 seller sales (the list and the transfer answer; the full sales screen builds on these). */
export const ventasVendedorRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, opts) => {
  app.addHook('onRequest', requireRole('emprendedor'));
  const ruta = rutasDe(app, VENTAS_VENDEDOR_PREFIJO);
  ruta(api.listar, doc('Ventas de mi emprendimiento'), async (req) => ventas.ventasDeMiEmprendimiento(userContextFrom(req), req.params.emprendimientoId, req.query));
  ruta(api.transferencia, doc('Confirmar o rechazar la transferencia de un pedido'), async (req) => responderTransferencia(userContextFrom(req), req.params.id, req.body));
  app.withTypeProvider<ZodTypeProvider>().get(
    rutaFastify(RUTA_COMPROBANTE_VENDEDOR, VENTAS_VENDEDOR_PREFIJO),
    { schema: { tags, summary: 'El comprobante de transferencia de un pedido', security: BEARER, params: ventaIdParams } },
    async (req, reply) => {
      const { bytes, tipo } = await leerComprobante(userContextFrom(req), opts.dataDir, req.params.id, 'vendedor');
      return reply.type(tipo).header('cache-control', 'private, no-store').header('content-disposition', 'inline').send(bytes);
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { CUENTA_PREFIJO, cuentaDatosApi as api, nombreArchivoMisDatos } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as bajas from '../../modules/cuenta/bajas';
import { misDatos } from '../../modules/cuenta/mis-datos';

/**
 * docs/producto/datos-personales.md: a buyer's or seller's own data. An admin account is not
 * deleted from here (another admin disables it), so the admin role alone gets 403.
 */
export const cuentaRoutes: FastifyPluginAsync<{ identidadLocal: boolean }> = async (app, opts) => {
  app.addHook('onRequest', requireRole('comprador', 'emprendedor'));
  const ruta = rutasDe(app, CUENTA_PREFIJO);
  const doc = (summary: string): DocRuta => ({
    tags: ['Cuenta: datos personales'],
    summary,
    security: BEARER,
    errores: [400, 401, 403, 409],
  });

  ruta(api.misDatos, doc('Descargar mis datos (archivo JSON)'), async (req, reply) => {
    const ahora = new Date();
    void reply
      .header('content-disposition', `attachment; filename="${nombreArchivoMisDatos(ahora)}"`)
      .header('cache-control', 'no-store');
    return misDatos(userContextFrom(req), opts.identidadLocal, ahora);
  });
  ruta(api.pedirBaja, doc('Pedir la baja de mi cuenta'), async (req) => bajas.pedirBaja(userContextFrom(req)));
  ruta(api.miBaja, doc('Estado de mi pedido de baja'), async (req) => bajas.miBaja(userContextFrom(req)));
};

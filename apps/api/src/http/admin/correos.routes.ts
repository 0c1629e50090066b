import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_PREFIJO, correosAdminApi as api } from '@feria/contracts';
import { errorDe } from '../../lib/app-error';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import { leerDeBandeja, listarBandeja } from '../../modules/correo/bandeja';

/**
 * The outbox under /api/admin/v1/correos, role admin only: the mails written to DATA_DIR/outbox
 * when no SMTP_URL is set. With SMTP nothing is kept here and both calls answer 503.
 */
export const correosAdminRoutes: FastifyPluginAsync<{ dataDir: string; smtp: boolean }> = async (app, opts) => {
  app.addHook('onRequest', requireRole('admin'));
  const ruta = rutasDe(app, ADMIN_PREFIJO);
  const doc = (summary: string): DocRuta => ({
    tags: ['Admin: correos'],
    summary,
    security: BEARER,
    errores: [400, 401, 403, 404, 503],
  });
  const conBandeja = () => {
    if (opts.smtp) throw errorDe('CORREOS_CON_SMTP');
  };

  ruta(api.correos, doc('Correos enviados (bandeja de salida local), el más reciente primero'), async () => {
    conBandeja();
    return listarBandeja(opts.dataDir);
  });
  ruta(api.correo, doc('Un correo de la bandeja: cabeceras, texto y HTML'), async (req) => {
    conBandeja();
    const correo = await leerDeBandeja(opts.dataDir, req.params.nombre);
    if (!correo) throw errorDe('CORREO_NO_ENCONTRADO');
    return correo;
  });
};

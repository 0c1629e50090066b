import type { FastifyPluginAsync } from 'fastify';
import { ALERTAS_PREFIJO, alertasApi as api } from '@feria/contracts';
import { userContextFrom } from '../../lib/context';
import { rutasDe, type DocRuta } from '../../lib/registrar';
import { requireRole } from '../../plugins/auth';
import { BEARER } from '../../plugins/docs';
import * as alertas from '../../modules/favoritos/alertas.service';

const doc = (summary: string, errores: readonly number[] = [400, 401, 403]): DocRuta => ({
  tags: ['Comprador: alertas'],
  summary,
  security: BEARER,
  errores,
});

/** docs/producto/favoritos.md#alertas one-shot alerts (back in stock, price drop), role comprador; always the caller's own. */
export const alertasRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireRole('comprador'));
  const ruta = rutasDe(app, ALERTAS_PREFIJO);
  ruta(api.listar, doc('Mis alertas activas'), async (req) => alertas.listarAlertas(userContextFrom(req), req.query));
  ruta(api.crear, doc('Avisame cuando haya stock o si baja de precio', [400, 401, 403, 404, 409]), async (req) =>
    alertas.crearAlerta(userContextFrom(req), req.body),
  );
  ruta(api.quitar, doc('Quitar una alerta'), async (req) => {
    await alertas.quitarAlerta(userContextFrom(req), req.params.id);
    return null;
  });
};

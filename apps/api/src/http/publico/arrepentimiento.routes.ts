import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import {
  ARREPENTIMIENTOS_POR_HORA,
  arrepentimientoApi,
  MENSAJES_ARREPENTIMIENTO,
  PUBLICO_PREFIJO,
} from '@feria/contracts';
import { errorDe } from '../../lib/app-error';
import { contextFrom } from '../../lib/context';
import { rutasDe } from '../../lib/registrar';
import { confirmarArrepentimiento, pedirArrepentimiento } from '../../modules/ventas/arrepentimiento';

export interface OpcionesArrepentimiento {
  /** The key that signs the confirmation links (config secretoDeFirma). */
  secretoFirma: string;
}

const HORA_MS = 3_600_000;

/**
 * 'Botón de arrepentimiento' (Resolución 424/2020): public, no account needed, in two steps
 * (decision 061). The form has its own limit besides the global one: a handful per connection and
 * per e-mail address an hour, so nobody can walk order numbers for an address.
 */
export const arrepentimientoRoutes: FastifyPluginAsync<OpcionesArrepentimiento> = async (app, opts) => {
  // The API's limiter (plugins/security.ts). RATE_LIMIT_MAX=0 turns the global limit off, not
  // this one: then it is registered here, for this plugin only.
  if (!app.hasDecorator('createRateLimit')) await app.register(rateLimit, { global: false });
  // Counted in the limiter's store, like the global limit (a child of it): shared by every
  // instance on PostgreSQL or Redis (decision 093); in memory only on PGlite, or when registered here.
  const limites = [
    app.createRateLimit({ max: ARREPENTIMIENTOS_POR_HORA, timeWindow: HORA_MS }),
    app.createRateLimit({
      max: ARREPENTIMIENTOS_POR_HORA,
      timeWindow: HORA_MS,
      keyGenerator: (req) => `email:${(req.body as { email: string }).email}`,
    }),
  ];
  const dentroDelLimite = async (req: FastifyRequest) => {
    for (const limite of limites) {
      const r = await limite(req);
      if (!r.isAllowed && r.isExceeded) throw errorDe('ARREPENTIMIENTO_DEMASIADOS', r.ttlInSeconds);
    }
  };

  const ruta = rutasDe(app, PUBLICO_PREFIJO);
  const tags = ['Arrepentimiento (público)'];
  ruta(
    arrepentimientoApi.solicitar,
    {
      tags,
      summary: 'Pedir revocar una compra: si los datos coinciden, llega un enlace al correo de la compra',
      errores: [400, 429],
    },
    async (req) => {
      await dentroDelLimite(req);
      // The same answer whether or not an order matched (docs/producto/arrepentimiento.md#sin-revelar-pedidos).
      await pedirArrepentimiento(contextFrom(req), opts.secretoFirma, req.body);
      return { mensaje: MENSAJES_ARREPENTIMIENTO.enviado };
    },
  );
  ruta(
    arrepentimientoApi.confirmar,
    {
      tags,
      summary: 'Confirmar el arrepentimiento con el enlace del correo: da el código',
      errores: [400, 404, 409, 410, 429],
    },
    async (req) =>
      // A repeated confirm answers the request that exists (`nueva: false`, the same code).
      confirmarArrepentimiento(contextFrom(req), opts.secretoFirma, req.body.token),
  );
};

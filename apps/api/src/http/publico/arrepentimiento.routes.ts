import type { FastifyPluginAsync } from 'fastify';
import { arrepentimientoApi, PUBLICO_PREFIJO } from '@feria/contracts';
import { contextFrom } from '../../lib/context';
import { rutasDe } from '../../lib/registrar';
import { solicitarArrepentimiento } from '../../modules/ventas/arrepentimiento';

/** 'Botón de arrepentimiento' (Resolución 424/2020): public, no account needed; the global rate limit applies. */
export const arrepentimientoRoutes: FastifyPluginAsync = async (app) => {
  const ruta = rutasDe(app, PUBLICO_PREFIJO);
  ruta(arrepentimientoApi.solicitar, { tags: ['Arrepentimiento (público)'], summary: 'Revocar una compra dentro de los 10 días de recibida', errores: [400, 404, 409, 429] }, async (req) =>
    // A repeated form answers the request that exists (`nueva: false`, the same code).
    solicitarArrepentimiento(contextFrom(req), req.body),
  );
};

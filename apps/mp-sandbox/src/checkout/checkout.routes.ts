import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { MpSandboxDb } from '../db/sandbox-db';
import { crearPago, RESULTADOS, type Accion, type PaymentRow } from '../payments/payments.repository';
import { buscarPreferencia, preferenciaVencida, type PreferenceRow } from '../preferences/preferences.repository';
import { SITE_ID } from '../sandbox-account';
import { checkoutPage, mensajePage } from './checkout-page';

export interface CheckoutRoutesOptions {
  db: MpSandboxDb;
  /** A payment was made and has a notification to deliver. */
  notificar: () => void;
}

type Params = { preferenceId: string };

const html = (reply: FastifyReply, page: string, status = 200) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
const noEncontrada = (reply: FastifyReply) =>
  html(
    reply,
    mensajePage('Pago no encontrado', 'No encontramos este link de pago. Volvé a la tienda e intentá de nuevo.'),
    404,
  );
const vencida = (reply: FastifyReply) =>
  html(
    reply,
    mensajePage('Link de pago vencido', 'Este link de pago ya venció. Volvé a la tienda para generar uno nuevo.'),
    410,
  );

/** Where Mercado Pago sends the buyer back after paying, with its query parameters. */
function urlRetorno(pref: PreferenceRow, pago: PaymentRow): string | undefined {
  const back = pref.datos.back_urls ?? {};
  const target = pago.status === 'approved' ? back.success : pago.status === 'pending' ? back.pending : back.failure;
  if (!target) return undefined;
  const url = new URL(target);
  const params: [string, string][] = [
    ['collection_id', String(pago.id)],
    ['collection_status', pago.status],
    ['payment_id', String(pago.id)],
    ['status', pago.status],
    ['external_reference', pref.external_reference ?? 'null'],
    ['payment_type', 'credit_card'],
    ['merchant_order_id', String(pref.merchant_order_id)],
    ['preference_id', pref.id],
    ['site_id', SITE_ID],
    ['processing_mode', 'aggregator'],
    ['merchant_account_id', 'null'],
  ];
  for (const [k, v] of params) url.searchParams.set(k, v);
  return url.toString();
}

const TITULOS: Record<Accion, string> = {
  aprobar: 'Pago aprobado',
  pendiente: 'Pago pendiente',
  rechazar: 'Pago rechazado',
};

/** The hosted checkout page (`init_point`) and its form. */
export const checkoutRoutes: FastifyPluginAsync<CheckoutRoutesOptions> = async (app, o) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get<{ Params: Params }>('/checkout/pay/:preferenceId', async (request, reply) => {
    const pref = await buscarPreferencia(o.db, request.params.preferenceId);
    if (!pref) return noEncontrada(reply);
    if (preferenciaVencida(pref)) return vencida(reply);
    const action = request.url.split('?')[0] ?? '';
    return html(
      reply,
      checkoutPage({
        action,
        items: pref.datos.items,
        total: Number(pref.total),
        envio: pref.datos.shipments?.cost,
        payerEmail: pref.datos.payer?.email,
        permitePendiente: !pref.datos.binary_mode,
      }),
    );
  });

  app.post<{ Params: Params; Body: Record<string, string> | undefined }>(
    '/checkout/pay/:preferenceId',
    async (request, reply) => {
      const pref = await buscarPreferencia(o.db, request.params.preferenceId);
      if (!pref) return noEncontrada(reply);
      if (preferenciaVencida(pref)) return vencida(reply);
      const accion = request.body?.accion;
      const valida =
        accion !== undefined &&
        Object.hasOwn(RESULTADOS, accion) &&
        !(accion === 'pendiente' && pref.datos.binary_mode);
      if (!valida)
        return html(reply, mensajePage('Acción no válida', 'Elegí Aprobar pago o Rechazar en la página de pago.'), 400);
      const pago = await crearPago(o.db, pref, accion as Accion);
      o.notificar();
      const destino = urlRetorno(pref, pago);
      if (destino) return reply.redirect(destino, 302);
      return html(
        reply,
        mensajePage(TITULOS[accion as Accion], `Número de pago: ${pago.id}. Ya podés cerrar esta página.`),
      );
    },
  );
};

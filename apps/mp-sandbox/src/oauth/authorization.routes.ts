import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { MpSandboxDb } from '../db/sandbox-db';
import { autorizacionPage, errorAutorizacionPage, type PedidoAutorizacion } from './authorization-page';
import type { OAuthConfig } from './oauth-config';
import { crearCodigo, cuentasDePrueba } from './oauth.repository';
import { challengeValido } from './pkce';

export interface AuthorizationRoutesOptions {
  db: MpSandboxDb;
  oauth: OAuthConfig;
  ahora: () => Date;
}

type Campos = Record<string, string | undefined>;
type Validacion =
  | { ok: true; pedido: PedidoAutorizacion }
  /** Not redirected: the client or its redirect_uri is unknown (RFC 6749 §4.1.2.1). */
  | { ok: false; pagina: string }
  /** Redirected back to the application with `error`. */
  | { ok: false; error: string; redirectUri: string; state: string | undefined };

const uno = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 2048 ? v : undefined);

function validar(q: Campos, cfg: OAuthConfig, conResponseType: boolean): Validacion {
  const clientId = uno(q.client_id);
  const redirectUri = uno(q.redirect_uri);
  if (clientId !== cfg.clientId) return { ok: false, pagina: 'La aplicación que pidió el acceso no existe.' };
  if (!redirectUri || !cfg.redirectUriRegistrada(redirectUri))
    return { ok: false, pagina: 'La dirección de vuelta (redirect_uri) no está registrada para esta aplicación.' };
  const state = uno(q.state);
  const volver = (error: string): Validacion => ({ ok: false, error, redirectUri, state });
  if (conResponseType && q.response_type !== 'code') return volver('unsupported_response_type');
  if (!state) return volver('invalid_request');
  const challenge = uno(q.code_challenge);
  const metodo = uno(q.code_challenge_method);
  if (challenge ? metodo !== 'S256' || !challengeValido(challenge) : metodo !== undefined)
    return volver('invalid_request');
  return {
    ok: true,
    pedido: {
      client_id: clientId,
      redirect_uri: redirectUri,
      state,
      ...(challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {}),
    },
  };
}

const html = (reply: FastifyReply, page: string, status = 200) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page);

function volverA(reply: FastifyReply, redirectUri: string, params: Record<string, string | undefined>) {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
}

/**
 * `/authorization` (Mercado Pago's auth.mercadopago.com/authorization): a seller picks a test account
 * and authorizes the platform's application, or cancels (docs/producto/pagos.md#sandbox-oauth).
 */
export const authorizationRoutes: FastifyPluginAsync<AuthorizationRoutesOptions> = async (app, o) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get<{ Querystring: Campos }>('/authorization', async (request, reply) => {
    const v = validar(request.query, o.oauth, true);
    if (!v.ok && 'pagina' in v) return html(reply, errorAutorizacionPage(v.pagina), 400);
    if (!v.ok) return volverA(reply, v.redirectUri, { error: v.error, state: v.state });
    const cuentas = await cuentasDePrueba(o.db);
    const action = request.url.split('?')[0] ?? '';
    return html(
      reply,
      autorizacionPage({ action, nombreAplicacion: o.oauth.nombreAplicacion, pedido: v.pedido, cuentas }),
    );
  });

  app.post<{ Body: Campos | undefined }>('/authorization', async (request, reply) => {
    const campos = request.body ?? {};
    const v = validar(campos, o.oauth, false);
    if (!v.ok && 'pagina' in v) return html(reply, errorAutorizacionPage(v.pagina), 400);
    if (!v.ok) return volverA(reply, v.redirectUri, { error: v.error, state: v.state });
    const { pedido } = v;
    if (campos.accion === 'cancelar')
      return volverA(reply, pedido.redirect_uri, { error: 'access_denied', state: pedido.state });
    const cuenta = (await cuentasDePrueba(o.db)).find((c) => String(c.user_id) === campos.user_id);
    if (campos.accion !== 'autorizar' || !cuenta)
      return html(reply, errorAutorizacionPage('Elegí una cuenta de prueba y tocá Autorizar o Cancelar.'), 400);
    const code = await crearCodigo(o.db, {
      clientId: pedido.client_id,
      userId: Number(cuenta.user_id),
      redirectUri: pedido.redirect_uri,
      codeChallenge: pedido.code_challenge,
      ahora: o.ahora(),
    });
    return volverA(reply, pedido.redirect_uri, { code, state: pedido.state });
  });
};

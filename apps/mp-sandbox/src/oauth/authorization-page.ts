import { esc, layout } from '../checkout/checkout-page';
import type { CuentaVendedor } from './oauth.repository';

// The authorization page of the sandbox (Mercado Pago's auth.mercadopago.com/authorization), es-AR,
// server-rendered without scripts (docs/producto/pagos.md#sandbox-oauth).

export const AVISO_OAUTH = 'Entorno de prueba — no es Mercado Pago real. Las cuentas son de prueba y no mueven dinero.';

/** What the form sends back (re-validated on POST). */
export interface PedidoAutorizacion {
  client_id: string;
  redirect_uri: string;
  state: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

export interface AutorizacionView {
  action: string;
  nombreAplicacion: string;
  pedido: PedidoAutorizacion;
  cuentas: CuentaVendedor[];
}

const oculto = (name: string, value: string | undefined) =>
  value === undefined ? '' : `<input type="hidden" name="${name}" value="${esc(value)}">`;

export function autorizacionPage(v: AutorizacionView): string {
  const host = new URL(v.pedido.redirect_uri).host;
  const cuentas = v.cuentas
    .map(
      (c, i) =>
        `<label class="cuenta"><input type="radio" name="user_id" value="${esc(String(c.user_id))}"${i === 0 ? ' checked' : ''}>` +
        `<span><span class="nick">${esc(c.nickname)}</span><span class="correo">${esc(c.email)} · usuario ${esc(String(c.user_id))}</span></span></label>`,
    )
    .join('\n');
  const p = v.pedido;
  return layout(
    'Autorizar aplicación',
    `<section class="tarjeta" aria-labelledby="titulo">
<h1 id="titulo">${esc(v.nombreAplicacion)} quiere conectarse con tu cuenta de Mercado Pago</h1>
<p>Si autorizás, <strong>${esc(v.nombreAplicacion)}</strong> va a poder crear cobros a tu nombre, ver tus pagos y devolverlos. La plata de cada venta entra en tu cuenta, menos la comisión de la aplicación.</p>
<form method="post" action="${esc(v.action)}">
${oculto('client_id', p.client_id)}
${oculto('redirect_uri', p.redirect_uri)}
${oculto('state', p.state)}
${oculto('code_challenge', p.code_challenge)}
${oculto('code_challenge_method', p.code_challenge_method)}
<fieldset>
<legend>Elegí la cuenta de prueba que se conecta</legend>
${cuentas}
</fieldset>
<div class="acciones fila">
<button type="submit" name="accion" value="autorizar" class="autorizar">Autorizar</button>
<button type="submit" name="accion" value="cancelar" class="cancelar">Cancelar</button>
</div>
</form>
<p class="pie">Después de elegir, volvés a ${esc(host)}.</p>
</section>`,
    AVISO_OAUTH,
  );
}

export function errorAutorizacionPage(message: string): string {
  return layout(
    'No se puede autorizar',
    `<section class="tarjeta"><h1>No se puede autorizar</h1><p>${esc(message)}</p></section>`,
    AVISO_OAUTH,
  );
}

import type { KoaContextWithOIDC } from 'oidc-provider';
import { html, raw } from './html';
import { layout } from './layout';

/** Pages oidc-provider renders itself (logout, errors), in Spanish with Feria's look. */
export function providerPages(resources: string) {
  return {
    /** Keycloak logs out without a confirmation page: the form submits itself (external script, CSP). */
    logoutSource(ctx: KoaContextWithOIDC, form: string) {
      const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
      ctx.body = layout({
        title: 'Cerrando sesión',
        resources,
        scripts: [`${resources}/logout.js`],
        body: html`<h1>Cerrando sesión…</h1>
<p class="subtitle">Un momento, estamos cerrando tu sesión en Feria.</p>
${raw(withLogout)}
<noscript><button class="button" type="submit" form="op.logoutForm">Cerrar sesión</button></noscript>`,
      });
    },

    postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      ctx.body = layout({
        title: 'Sesión cerrada',
        resources,
        body: html`<h1>Cerraste sesión</h1>
<p class="subtitle">Tu sesión en Feria terminó.</p>
<a class="button" href="/">Volver a Feria</a>`,
      });
    },

    renderError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string | undefined }) {
      ctx.type = 'html';
      ctx.body = layout({
        title: 'No pudimos continuar',
        resources,
        body: html`<h1>No pudimos continuar</h1>
<p class="alert" role="alert">Hubo un problema con el pedido de inicio de sesión. Volvé a Feria e intentá de nuevo.</p>
<p class="hint">Detalle técnico: ${out.error}${out.error_description ? ` (${out.error_description})` : ''}</p>
<p class="switch"><a href="/">Volver a Feria</a></p>`,
      });
    },
  };
}

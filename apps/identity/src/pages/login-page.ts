import { html } from './html';
import { layout } from './layout';
import { TEXTOS } from './messages';

export interface LoginPageOptions {
  resources: string;
  action: string;
  registerUrl: string;
  /** '¿Olvidaste tu contraseña?' (decision 034). */
  forgotUrl?: string;
  email?: string;
  error?: string;
}

/** Server-rendered login: labels, autocomplete, errors announced with role=alert. */
export function loginPage(o: LoginPageOptions): string {
  return layout({
    title: TEXTOS.iniciarSesion,
    resources: o.resources,
    body: html`<h1>${TEXTOS.iniciarSesion}</h1>
<p class="subtitle">${TEXTOS.subtituloLogin}</p>
${o.error ? html`<p class="alert" role="alert" id="login-error">${o.error}</p>` : ''}
<form method="post" action="${o.action}" novalidate>
  <div class="field">
    <label for="email">${TEXTOS.correo}</label>
    <input id="email" name="email" type="email" autocomplete="username" inputmode="email" required autofocus
      value="${o.email ?? ''}"${o.error ? html` aria-describedby="login-error"` : ''}>
  </div>
  <div class="field">
    <label for="password">${TEXTOS.contrasena}</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
  </div>
  <button class="button" type="submit">${TEXTOS.ingresar}</button>
</form>
${o.forgotUrl ? html`<p class="switch"><a href="${o.forgotUrl}">¿Olvidaste tu contraseña?</a></p>` : ''}
<p class="switch">${TEXTOS.sinCuenta} <a href="${o.registerUrl}">${TEXTOS.registrate}</a></p>
<p class="switch"><a href="/">${TEXTOS.volver}</a></p>`,
  });
}

import { html } from '../pages/html';
import { layout } from '../pages/layout';
import { PASSWORD_RULES } from '../users/passwords';

// The pages of '¿Olvidaste tu contraseña?', the new-password form and the verification result.

export const TEXTOS_CUENTA = {
  olvide: '¿Olvidaste tu contraseña?',
  olvideSubtitulo: 'Escribí el correo de tu cuenta y te mandamos un enlace para elegir una nueva contraseña.',
  enviarEnlace: 'Enviar enlace',
  enviado:
    'Si existe una cuenta con ese e-mail, te mandamos un enlace para elegir una nueva contraseña. Vence en 30 minutos.',
  nueva: 'Elegí una nueva contraseña',
  guardar: 'Guardar contraseña',
  listo: 'Listo, ya podés ingresar con tu nueva contraseña.',
  listoDetalle: 'Por seguridad cerramos todas las sesiones abiertas de tu cuenta.',
  vencido: 'El enlace venció o ya se usó. Pedí uno nuevo desde «¿Olvidaste tu contraseña?».',
  verificado: '¡Listo! Confirmaste tu e-mail.',
  verificacionVencida: 'El enlace de verificación venció o ya se usó.',
  correoInvalido: 'Ingresá un correo electrónico válido.',
  noCoinciden: 'Las contraseñas no coinciden.',
  volverLogin: 'Volver a iniciar sesión',
  irAFeria: 'Ir a Feria',
} as const;

export function olvidePage(o: {
  resources: string;
  action: string;
  loginUrl: string;
  email?: string;
  error?: string;
  enviado?: boolean;
}): string {
  return layout({
    title: TEXTOS_CUENTA.olvide,
    resources: o.resources,
    body: html`<h1>${TEXTOS_CUENTA.olvide}</h1>
${o.enviado ? html`<p class="alert alert-ok" role="status">${TEXTOS_CUENTA.enviado}</p>` : html`<p class="subtitle">${TEXTOS_CUENTA.olvideSubtitulo}</p>`}
${o.error ? html`<p class="alert" role="alert" id="olvide-error">${o.error}</p>` : ''}
<form method="post" action="${o.action}" novalidate>
  <div class="field">
    <label for="email">Correo electrónico</label>
    <input id="email" name="email" type="email" autocomplete="username" inputmode="email" required autofocus value="${o.email ?? ''}"${o.error ? html` aria-describedby="olvide-error"` : ''}>
  </div>
  <button class="button" type="submit">${TEXTOS_CUENTA.enviarEnlace}</button>
</form>
<p class="switch"><a href="${o.loginUrl}">${TEXTOS_CUENTA.volverLogin}</a></p>`,
  });
}

export function nuevaContrasenaPage(o: { resources: string; action: string; token: string; error?: string }): string {
  return layout({
    title: TEXTOS_CUENTA.nueva,
    resources: o.resources,
    body: html`<h1>${TEXTOS_CUENTA.nueva}</h1>
${o.error ? html`<p class="alert" role="alert" id="nueva-error">${o.error}</p>` : ''}
<form method="post" action="${o.action}" novalidate>
  <input type="hidden" name="token" value="${o.token}">
  <div class="field">
    <label for="password">Nueva contraseña</label>
    <input id="password" name="password" type="password" autocomplete="new-password" required autofocus aria-describedby="reglas${o.error ? ' nueva-error' : ''}">
    <ul id="reglas" class="hint">${PASSWORD_RULES.map((r) => html`<li>${r}</li>`)}</ul>
  </div>
  <div class="field">
    <label for="password2">Repetí la contraseña</label>
    <input id="password2" name="password2" type="password" autocomplete="new-password" required>
  </div>
  <button class="button" type="submit">${TEXTOS_CUENTA.guardar}</button>
</form>`,
  });
}

export function resultadoPage(o: {
  resources: string;
  titulo: string;
  mensaje: string;
  detalle?: string;
  ok: boolean;
}): string {
  return layout({
    title: o.titulo,
    resources: o.resources,
    body: html`<h1>${o.titulo}</h1>
<p class="alert${o.ok ? ' alert-ok' : ''}" role="${o.ok ? 'status' : 'alert'}">${o.mensaje}</p>
${o.detalle ? html`<p>${o.detalle}</p>` : ''}
<p class="switch"><a class="button" href="/">${TEXTOS_CUENTA.irAFeria}</a></p>`,
  });
}

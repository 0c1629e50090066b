import { PASSWORD_RULES } from '../users/passwords';
import { html, type RawHtml } from './html';
import { layout } from './layout';
import { ERRORES, TEXTOS } from './messages';

export const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'password', 'password2', 'rol', 'terminos'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export interface RegisterValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  rol?: string;
  terminos?: string;
}

export interface RegisterPageOptions {
  resources: string;
  action: string;
  loginUrl: string;
  values?: RegisterValues;
  errors?: Partial<Record<RegisterField, string>>;
  /** A form-wide problem (throttling, e-mail taken). */
  error?: string;
}

/** Registration: nombre, apellido, correo, contraseña with its rules, and comprar/vender. */
export function registerPage(o: RegisterPageOptions): string {
  const errors = o.errors ?? {};
  const values = o.values ?? {};
  const summary = o.error ?? (Object.keys(errors).length > 0 ? ERRORES.revisar : undefined);
  const input = (
    field: Exclude<RegisterField, 'rol' | 'terminos'>,
    label: string,
    type: string,
    autocomplete: string,
    value?: string,
  ) => {
    const err = errors[field];
    return html`<div class="field">
    <label for="${field}">${label}</label>
    <input id="${field}" name="${field}" type="${type}" autocomplete="${autocomplete}" required
      ${value !== undefined ? html`value="${value}"` : ''}${field === 'password' ? html` aria-describedby="password-rules${err ? ` ${field}-error` : ''}"` : err ? html` aria-describedby="${field}-error"` : ''}${err ? html` aria-invalid="true"` : ''}>
    ${err ? html`<p class="field-error" id="${field}-error">${err}</p>` : ''}
  </div>`;
  };
  const radio = (value: string, label: string): RawHtml =>
    html`<label class="choice"><input type="radio" name="rol" value="${value}" required${values.rol === value ? html` checked` : ''}> <span>${label}</span></label>`;

  return layout({
    title: TEXTOS.crearCuenta,
    resources: o.resources,
    body: html`<h1>${TEXTOS.crearCuenta}</h1>
<p class="subtitle">${TEXTOS.subtituloRegistro}</p>
${summary ? html`<p class="alert" role="alert">${summary}</p>` : ''}
<form method="post" action="${o.action}" novalidate>
  <div class="row">
    ${input('firstName', TEXTOS.nombre, 'text', 'given-name', values.firstName ?? '')}
    ${input('lastName', TEXTOS.apellido, 'text', 'family-name', values.lastName ?? '')}
  </div>
  ${input('email', TEXTOS.correo, 'email', 'email', values.email ?? '')}
  ${input('password', TEXTOS.contrasena, 'password', 'new-password')}
  <div class="hint" id="password-rules">La contraseña necesita:<ul>${PASSWORD_RULES.map((r) => html`<li>${r}</li>`)}</ul></div>
  ${input('password2', TEXTOS.repetirContrasena, 'password', 'new-password')}
  <fieldset${errors.rol ? html` aria-describedby="rol-error"` : ''}>
    <legend>${TEXTOS.queQueres}</legend>
    ${radio('comprador', TEXTOS.comprar)}
    ${radio('emprendedor', TEXTOS.vender)}
    ${errors.rol ? html`<p class="field-error" id="rol-error">${errors.rol}</p>` : ''}
  </fieldset>
  <div class="field">
    <label class="choice"><input type="checkbox" id="terminos" name="terminos" value="si" required${values.terminos === 'si' ? html` checked` : ''}${errors.terminos ? html` aria-invalid="true" aria-describedby="terminos-error"` : ''}> <span>${TEXTOS.aceptoTerminos} <a href="/terminos" target="_blank" rel="noopener">${TEXTOS.terminos}</a> ${TEXTOS.yLa} <a href="/privacidad" target="_blank" rel="noopener">${TEXTOS.privacidad}</a></span></label>
    ${errors.terminos ? html`<p class="field-error" id="terminos-error">${errors.terminos}</p>` : ''}
  </div>
  <button class="button" type="submit">${TEXTOS.registrarme}</button>
</form>
<p class="switch">${TEXTOS.yaTenesCuenta} <a href="${o.loginUrl}">${TEXTOS.iniciaSesion}</a></p>
<p class="switch"><a href="/">${TEXTOS.volver}</a></p>`,
  });
}

export function messagePage(resources: string, title: string, message: string): string {
  return layout({
    title,
    resources,
    body: html`<h1>${title}</h1>
<p class="alert" role="alert">${message}</p>
<p class="switch"><a class="button" href="/">${TEXTOS.volver}</a></p>`,
  });
}

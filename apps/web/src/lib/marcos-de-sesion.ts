/**
 * Decision 063: keycloak-js puts `sandbox="allow-storage-access-by-user-activation allow-scripts
 * allow-same-origin"` on its three hidden frames (third-party-cookie step, check-sso, session
 * status). Ours are same-origin pages of the identity server under /auth: with scripts and the
 * same origin allowed, a sandbox protects nothing (the framed page may lift it), and Chromium warns
 * so on every signed-in page. Those frames get no sandbox; any other frame keeps its own.
 */
export function esMarcoDeSesion(iframe: HTMLIFrameElement, sandbox: string, rutaIdentidad: string): boolean {
  const permisos = sandbox.split(/\s+/);
  if (!permisos.includes('allow-scripts') || !permisos.includes('allow-same-origin')) return false;
  const src = iframe.getAttribute('src');
  if (!src) return false;
  const url = new URL(src, window.location.href);
  return url.origin === window.location.origin && url.pathname.startsWith(`${rutaIdentidad}/`);
}

let instalado = false;

/** Leaves out the sandbox of the session frames under `rutaIdentidad` (keycloak-js sets `src` first, then `sandbox`). Once per page. */
export function sinSandboxEnMarcosDeSesion(rutaIdentidad: string): void {
  if (instalado || typeof HTMLIFrameElement === 'undefined') return;
  instalado = true;
  const setAttribute = HTMLIFrameElement.prototype.setAttribute;
  HTMLIFrameElement.prototype.setAttribute = function (this: HTMLIFrameElement, nombre: string, valor: string) {
    if (nombre.toLowerCase() === 'sandbox' && esMarcoDeSesion(this, valor, rutaIdentidad)) return;
    setAttribute.call(this, nombre, valor);
  };
}

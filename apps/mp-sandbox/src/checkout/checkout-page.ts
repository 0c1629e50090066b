import type { PreferenceItem } from '../mp-types';

// Server-rendered pages of the hosted checkout (es-AR). No scripts: the site's CSP is
// `script-src 'self'`, and a plain form works everywhere.

const pesos = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0 });
export const formatearPesos = (amount: number) => pesos.format(amount);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export const AVISO_SANDBOX = 'Mercado Pago — entorno de prueba. No se cobra dinero real.';

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1f2937;line-height:1.4}
  main{max-width:560px;margin:0 auto;padding:16px}
  .aviso{background:#fef3c7;color:#78350f;border:1px solid #f59e0b;border-radius:8px;padding:12px;margin:0 0 16px;font-weight:600}
  .tarjeta{background:#fff;border-radius:8px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
  h1{font-size:1.25rem;margin:0 0 12px}
  ul.items{list-style:none;margin:0 0 12px;padding:0}
  ul.items li{padding:10px 0;border-bottom:1px solid #e5e7eb}
  .titulo{display:block;font-weight:600;overflow-wrap:anywhere}
  .detalle{display:flex;justify-content:space-between;gap:8px;color:#4b5563;white-space:nowrap}
  .subtotal{color:#1f2937}
  .total{display:flex;justify-content:space-between;font-size:1.2rem;font-weight:700;margin:8px 0 16px}
  .acciones{display:flex;flex-direction:column;gap:8px}
  button{font:inherit;font-weight:600;min-height:48px;border-radius:8px;border:1px solid transparent;cursor:pointer;padding:10px 16px}
  .aprobar{background:#0069a8;color:#fff}
  .pendiente{background:#fff;color:#1f2937;border-color:#9ca3af}
  .rechazar{background:#fff;color:#b91c1c;border-color:#b91c1c}
  button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
  .pie{font-size:.875rem;color:#4b5563;margin-top:16px}
  fieldset{border:0;margin:0 0 16px;padding:0}
  legend{font-weight:600;margin-bottom:8px;padding:0}
  label.cuenta{display:flex;align-items:center;gap:12px;min-height:48px;padding:10px 12px;border:1px solid #d1d5db;border-radius:8px;margin-bottom:8px;cursor:pointer}
  label.cuenta:has(input:checked){border-color:#009ee3;background:#e6f6fd}
  label.cuenta input{width:20px;height:20px;margin:0;flex:none}
  .nick{display:block;font-weight:600;overflow-wrap:anywhere}
  .correo{display:block;color:#4b5563;font-size:.875rem;overflow-wrap:anywhere}
  .autorizar{background:#0069a8;color:#fff}
  .cancelar{background:#fff;color:#1f2937;border-color:#9ca3af}
  input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
  @media (min-width:640px){.acciones.fila{flex-direction:row-reverse;justify-content:flex-start}}
`;

/** A page of the sandbox: the test-environment notice first, then `content`. */
export function layout(title: string, content: string, aviso = AVISO_SANDBOX): string {
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} · Mercado Pago (entorno de prueba)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="aviso" role="note">${esc(aviso)}</p>
${content}
</main>
</body>
</html>`;
}

export interface CheckoutView {
  action: string;
  items: PreferenceItem[];
  total: number;
  /** The preference's shipments.cost, shown as its own line. */
  envio?: number;
  payerEmail?: string;
  /** binary_mode: Mercado Pago answers approved or rejected only. */
  permitePendiente: boolean;
}

export function checkoutPage(v: CheckoutView): string {
  const rows = v.items
    .map(
      (i) =>
        `<li><span class="titulo">${esc(i.title)}</span><span class="detalle">` +
        `<span class="cantidad">${i.quantity} × ${esc(formatearPesos(i.unit_price))}</span>` +
        `<span class="subtotal">${esc(formatearPesos(i.quantity * i.unit_price))}</span></span></li>`,
    )
    .join('\n');
  const envio = v.envio
    ? `\n<li><span class="titulo">Envío</span><span class="detalle"><span class="subtotal">${esc(formatearPesos(v.envio))}</span></span></li>`
    : '';
  const pendiente = v.permitePendiente
    ? '<button type="submit" name="accion" value="pendiente" class="pendiente">Dejar pendiente</button>'
    : '';
  return layout(
    'Pagar',
    `<section class="tarjeta" aria-labelledby="titulo">
<h1 id="titulo">Tu compra</h1>
<h2 style="font-size:1rem;margin:0;color:#4b5563">Productos a pagar</h2>
<ul class="items">
${rows}${envio}
</ul>
<p class="total"><span>Total</span><span>${esc(formatearPesos(v.total))}</span></p>
${v.payerEmail ? `<p>Pagás como <strong>${esc(v.payerEmail)}</strong>.</p>` : ''}
<form method="post" action="${esc(v.action)}" class="acciones" aria-label="Resultado del pago de prueba">
<button type="submit" name="accion" value="aprobar" class="aprobar">Aprobar pago</button>
${pendiente}
<button type="submit" name="accion" value="rechazar" class="rechazar">Rechazar</button>
</form>
<p class="pie">Elegí cómo termina este pago de prueba. Tarjeta de prueba: Visa, 1 cuota.</p>
</section>`,
  );
}

/** A page with a title and a message (unknown or expired preference, result without back_urls). */
export function mensajePage(title: string, message: string): string {
  return layout(title, `<section class="tarjeta"><h1>${esc(title)}</h1><p>${esc(message)}</p></section>`);
}

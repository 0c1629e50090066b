import { html, raw, type RawHtml } from './html';

export const LOGO_SVG = raw(
  '<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" class="logo-mark"><rect width="64" height="64" rx="14" fill="#15803D"/><path d="M14 26h36l-3 22a4 4 0 0 1-4 3.5H21a4 4 0 0 1-4-3.5z" fill="#fff"/><path d="M24 26v-4a8 8 0 0 1 16 0v4" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/><circle cx="32" cy="38" r="4" fill="#F59E0B"/></svg>',
);

export interface LayoutOptions {
  title: string;
  /** Absolute path of the realm's static resources, e.g. /auth/realms/feria/resources. */
  resources: string;
  body: RawHtml;
  /** Extra external scripts (CSP allows only 'self' scripts, never inline). */
  scripts?: string[];
  /** Where the "Feria" logo leads: the shop's home. */
  homeUrl?: string;
}

/** Page shell of the login, registration and message pages: Feria's logo, green theme, 360 px friendly. */
export function layout(opts: LayoutOptions): string {
  return `<!DOCTYPE html>${html`<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${opts.title} · Feria</title>
<link rel="icon" href="${opts.resources}/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${opts.resources}/feria.css">
${(opts.scripts ?? []).map((src) => html`<script src="${src}" defer></script>`)}
</head>
<body>
<main class="page">
<header class="brand"><a href="${opts.homeUrl ?? '/'}" class="brand-link" aria-label="Feria, ir al inicio">${LOGO_SVG}<span class="brand-name">Feria</span></a></header>
<section class="card">
${opts.body}
</section>
<p class="legal">Feria · marketplace de emprendimientos argentinos</p>
</main>
</body>
</html>`}`;
}

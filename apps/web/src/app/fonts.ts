// Performance (docs/arquitectura.md#rendimiento): the web fonts never block the first paint. Their @font-face rules (cut to Latin-1, fuentes/generar.mjs:
// covers Spanish á é í ó ú ñ ü ¿ ¡; font-display optional, decision 049) are inline in index.html, which also preloads
// the only two files (Inter as one variable file for every weight, DM Sans 700 for headings): no render-blocking
// stylesheet. Until a file arrives the text shows in a local fallback sized to the web font's metrics
// ("Inter fallback", "DM Sans fallback", also in index.html: Arial with size-adjust and ascent/descent
// overrides, the values next/font and capsize compute). A font that arrives after the server-painted
// first frame is not swapped in (no text moves); it is cached for the next page.
const SYSTEM = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const BODY_FONT = `"Inter", "Inter fallback", ${SYSTEM}`;
export const HEADING_FONT = `"DM Sans", "DM Sans fallback", "Inter", "Inter fallback", ${SYSTEM}`;

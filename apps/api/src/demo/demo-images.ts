/**
 * Generated demo images as SVG strings; the seeder renders them to WebP with sharp
 * (librsvg), so only basic SVG and fonts present everywhere (DejaVu Sans / sans-serif) are used.
 * Everything derives from the inputs: the same product always gets the same picture.
 */
import { contrastRatio, mix, shade, tint } from './color-utils';
import { hash, productArt } from './product-art';

const FONT = `font-family="DejaVu Sans, sans-serif" font-weight="bold"`;

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[ch]};`);
}

function initial(nombre: string): string {
  return (nombre.trim()[0] ?? '?').toLocaleUpperCase('es');
}

const STOP_WORDS = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'e']);

/** "Casa Ceibo" → "CC", "Mate y Luna" → "ML", "Nodo" → "N". */
function initials(nombre: string): string {
  const words = nombre.split(/\s+/).filter((w) => w && !STOP_WORDS.has(w.toLocaleLowerCase('es')));
  return (words.slice(0, 2).map(initial).join('') || initial(nombre)).slice(0, 2);
}

/** White text on the brand colour when it is readable, else a dark shade of the same hue. */
function textOn(color: string): string {
  return contrastRatio('#ffffff', color) >= 3 ? '#ffffff' : shade(color, 0.7);
}

/**
 * 800 x 800 product picture (decision 040): its own colour, pattern, backdrop and composition,
 * seeded from `semilla` (the product; its name when absent). No letter is drawn.
 */
export function productImageSvg(opts: {
  nombre: string;
  tipo: string;
  color: string;
  variant: number;
  semilla?: string;
}): string {
  // A very light brand colour would vanish on its own tinted background.
  const color = contrastRatio('#ffffff', opts.color) < 2.2 ? shade(opts.color, 0.4) : opts.color;
  const arte = productArt({ semilla: opts.semilla ?? opts.nombre, tipo: opts.tipo, color, variant: opts.variant });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <title>${escapeXml(opts.nombre)}</title>
  ${arte}
</svg>`;
}

/** 256 x 256 logo: rounded square in the shop colour with the shop's initials. */
export function logoSvg(opts: { nombre: string; color: string }): string {
  const text = initials(opts.nombre);
  const size = text.length > 1 ? 100 : 128;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <title>${escapeXml(opts.nombre)}</title>
  <defs>
    <linearGradient id="lg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${tint(opts.color, 0.12)}"/>
      <stop offset="1" stop-color="${shade(opts.color, 0.2)}"/>
    </linearGradient>
  </defs>
  <rect width="256" height="256" rx="56" fill="url(#lg)"/>
  <circle cx="128" cy="128" r="100" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.3"/>
  <text x="128" y="${128 + size * 0.36}" text-anchor="middle" font-size="${size}" ${FONT} fill="${textOn(tint(opts.color, 0.12))}">${escapeXml(text)}</text>
</svg>`;
}

/** 1600 x 400 banner: wide gradient from the shop colour to its accent, with soft shapes. */
export function bannerSvg(opts: { nombre: string; color: string; accent: string }): string {
  const h = hash(opts.nombre);
  // Many shops use their brand colour as accent too, so the end stop is also lightened.
  const end = tint(mix(opts.color, opts.accent, 0.7), 0.22);
  const circles = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = ((h >>> (i * 5)) % 1400) + 100;
      const y = ((h >>> (i * 3 + 1)) % 300) + 50;
      const r = 60 + ((h >>> (i * 4 + 2)) % 140);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="${(0.06 + i * 0.025).toFixed(3)}"/>`;
    })
    .join('\n  ');
  const dots = Array.from({ length: 24 }, (_, i) => {
    const x = (h % 2 === 0 ? 1180 : 220) + (i % 6) * 34;
    const y = 70 + Math.floor(i / 6) * 34;
    return `<circle cx="${x}" cy="${y}" r="5" fill="#ffffff" opacity="0.35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400" viewBox="0 0 1600 400">
  <title>${escapeXml(opts.nombre)}</title>
  <defs>
    <linearGradient id="bn" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(opts.color, 0.22)}"/>
      <stop offset="0.55" stop-color="${opts.color}"/>
      <stop offset="1" stop-color="${end}"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="400" fill="url(#bn)"/>
  ${circles}
  <circle cx="${h % 2 === 0 ? 1480 : 120}" cy="-40" r="260" fill="none" stroke="#ffffff" stroke-width="28" opacity="0.1"/>
  ${dots}
  <path d="M0 300 C260 240 520 360 800 300 C1080 240 1340 350 1600 290 V400 H0 Z" fill="#ffffff" opacity="0.14"/>
  <path d="M0 340 C300 300 560 390 860 340 C1160 290 1380 380 1600 340 V400 H0 Z" fill="${shade(opts.color, 0.3)}" opacity="0.35"/>
</svg>`;
}

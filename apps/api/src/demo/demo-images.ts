/**
 * Generated demo images as SVG strings; the seeder renders them to WebP with sharp
 * (librsvg), so only basic SVG and fonts present everywhere (DejaVu Sans / sans-serif) are used.
 * Everything derives from the inputs: the same product always gets the same picture.
 */
import { contrastRatio, mix, shade, tint } from './color-utils';
import { iconFor } from './demo-icons';

const FONT = `font-family="DejaVu Sans, sans-serif" font-weight="bold"`;

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[ch]};`);
}

/** Small deterministic string hash (FNV-1a) to vary decorations between shops. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (const ch of s) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
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

const VARIANTS = [
  { angle: 0, scale: 1, x1: 0, y1: 0, x2: 1, y2: 1, from: 0.88, to: 0.66, blob: [640, 170] },
  { angle: -12, scale: 0.92, x1: 1, y1: 0, x2: 0, y2: 1, from: 0.8, to: 0.55, blob: [170, 640] },
  { angle: 9, scale: 1.12, x1: 0, y1: 1, x2: 1, y2: 0, from: 0.92, to: 0.74, blob: [650, 650] },
] as const;

/** 800 x 800 product picture: shop-colour gradient, a type silhouette and the name's initial. */
export function productImageSvg(opts: { nombre: string; tipo: string; color: string; variant: number }): string {
  const v = VARIANTS[((opts.variant % 3) + 3) % 3]!;
  // A very light brand colour would vanish on its own tinted background.
  const color = contrastRatio('#ffffff', opts.color) < 2.2 ? shade(opts.color, 0.4) : opts.color;
  const colors = { main: color, dark: shade(color, 0.35), light: tint(color, 0.55) };
  const [bx, by] = v.blob;
  // The icon box is 200 units; at scale 2.4 it covers 480 px, centred slightly above middle.
  const s = 2.4 * v.scale;
  const icon = iconFor(opts.tipo)(colors);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <title>${escapeXml(opts.nombre)}</title>
  <defs>
    <linearGradient id="bg" x1="${v.x1}" y1="${v.y1}" x2="${v.x2}" y2="${v.y2}">
      <stop offset="0" stop-color="${tint(color, v.from)}"/>
      <stop offset="1" stop-color="${tint(color, v.to)}"/>
    </linearGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <circle cx="${bx}" cy="${by}" r="230" fill="#ffffff" opacity="0.28"/>
  <circle cx="400" cy="390" r="290" fill="#ffffff" opacity="0.35"/>
  <ellipse cx="400" cy="680" rx="${210 * v.scale}" ry="26" fill="${shade(color, 0.5)}" opacity="0.16"/>
  <g transform="translate(400 390) rotate(${v.angle}) scale(${s}) translate(-100 -100)">${icon}
  </g>
  <circle cx="92" cy="92" r="50" fill="#ffffff" opacity="0.92"/>
  <text x="92" y="110" text-anchor="middle" font-size="52" ${FONT} fill="${shade(color, 0.3)}">${escapeXml(initial(opts.nombre))}</text>
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

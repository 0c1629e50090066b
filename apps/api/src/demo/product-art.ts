/**
 * Demo product illustrations (decision 040): every product gets its own picture. Colour,
 * background pattern, backdrop shape and composition are drawn from a hash of the product (its
 * shop and sku), not only from its type, so twelve bottles of one shop no longer look identical.
 * No text is drawn (a discount chip or a letter would fight over the corner). Variant 0 is the
 * main picture, 1 a close-up detail, 2 the product on a table with a companion shape.
 */
import { mix, shade, tint } from './color-utils';
import { iconFor } from './demo-icons';

/** Small deterministic string hash (FNV-1a). */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (const ch of s) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

/** A seeded sequence of numbers in [0, 1) (mulberry32). */
function aleatorio(semilla: number): () => number {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Colours a product can lean towards, mixed with the shop colour so the shop still shows.
const PALETA = ['#C2410C', '#CA8A04', '#0F766E', '#4D7C0F', '#7E22CE', '#1D4ED8', '#BE185D', '#B45309', '#0E7490', '#9F1239'];

const PATRONES = {
  puntos: (c: string, s: number) => `<circle cx="${s / 2}" cy="${s / 2}" r="${s / 7}" fill="${c}"/>`,
  rayas: (c: string, s: number) => `<rect width="${s / 2}" height="${s}" fill="${c}"/>`,
  cuadros: (c: string, s: number) => `<rect width="${s / 2}" height="${s / 2}" fill="${c}"/><rect x="${s / 2}" y="${s / 2}" width="${s / 2}" height="${s / 2}" fill="${c}"/>`,
  ondas: (c: string, s: number) => `<path d="M0 ${s / 2} Q${s / 4} ${s / 4} ${s / 2} ${s / 2} T${s} ${s / 2}" fill="none" stroke="${c}" stroke-width="${s / 10}"/>`,
  grilla: (c: string, s: number) => `<path d="M${s} 0H0V${s}" fill="none" stroke="${c}" stroke-width="${s / 14}"/>`,
  cruces: (c: string, s: number) => `<path d="M${s / 2} ${s * 0.3}V${s * 0.7}M${s * 0.3} ${s / 2}H${s * 0.7}" stroke="${c}" stroke-width="${s / 12}" stroke-linecap="round"/>`,
} as const;
const NOMBRES_PATRON = Object.keys(PATRONES) as (keyof typeof PATRONES)[];

function fondo(forma: number, color: string): string {
  switch (forma % 4) {
    case 0:
      return `<circle cx="400" cy="390" r="300" fill="${color}"/>`;
    case 1:
      return `<path d="M150 720V330A250 250 0 0 1 650 330V720Z" fill="${color}"/>`; // arch
    case 2:
      return `<rect x="120" y="110" width="560" height="580" rx="70" fill="${color}"/>`;
    default:
      return `<path d="M400 90C560 80 710 200 700 380C690 560 560 710 390 705C220 700 90 570 100 390C110 210 240 100 400 90Z" fill="${color}"/>`;
  }
}

export interface ProductArt {
  /** What varies the picture: the product's shop and sku (or its name). */
  semilla: string;
  tipo: string;
  color: string;
  variant: number;
}

/** The inner SVG (800 x 800) of a product illustration. */
export function productArt(o: ProductArt): string {
  const r = aleatorio(hash(o.semilla));
  const acento = PALETA[Math.floor(r() * PALETA.length)]!;
  const main = mix(o.color, acento, 0.25 + r() * 0.4);
  const colors = { main, dark: shade(main, 0.35), light: tint(main, 0.55) };
  const patron = NOMBRES_PATRON[Math.floor(r() * NOMBRES_PATRON.length)]!;
  const tamPatron = 36 + Math.floor(r() * 5) * 12;
  const giroPatron = Math.floor(r() * 4) * 45;
  const forma = Math.floor(r() * 4);
  const fondoClaro = tint(main, 0.78 + r() * 0.12);
  const tinta = tint(main, 0.55 + r() * 0.15);
  const angulo = Math.round((r() - 0.5) * 24);
  const escala = 2.1 + r() * 0.5;
  const dx = Math.round((r() - 0.5) * 90);
  const compania = r() < 0.5;
  const icon = iconFor(o.tipo)(colors);
  const variante = ((o.variant % 3) + 3) % 3;

  const defs = `<defs><pattern id="pt" width="${tamPatron}" height="${tamPatron}" patternUnits="userSpaceOnUse" patternTransform="rotate(${giroPatron})">${PATRONES[patron](tinta, tamPatron)}</pattern></defs>`;
  const base = `<rect width="800" height="800" fill="${fondoClaro}"/><rect width="800" height="800" fill="url(#pt)" opacity="0.55"/>`;
  const figura = (x: number, y: number, s: number, a: number) => `<g transform="translate(${x} ${y}) rotate(${a}) scale(${s}) translate(-100 -100)">${icon}</g>`;
  const sombra = (x: number, w: number) => `<ellipse cx="${x}" cy="690" rx="${w}" ry="24" fill="${shade(main, 0.5)}" opacity="0.18"/>`;

  if (variante === 1) {
    // Close-up: the product large and off-centre, cut by the frame, inside a soft spotlight.
    const cx = 400 + (r() < 0.5 ? -1 : 1) * 120;
    return `${defs}${base}<circle cx="${cx}" cy="420" r="360" fill="#ffffff" opacity="0.55"/>${figura(cx, 440, escala * 1.9, angulo / 2)}<circle cx="${800 - cx}" cy="140" r="70" fill="${colors.light}" opacity="0.7"/>`;
  }
  if (variante === 2) {
    // On a table: a band of colour, the product on it with a companion shape.
    const mesa = shade(main, 0.15 + r() * 0.2);
    const otro = compania
      ? `<circle cx="${620 - dx}" cy="610" r="55" fill="${colors.light}"/><circle cx="${620 - dx}" cy="610" r="28" fill="${tint(acento, 0.3)}"/>`
      : `<path d="M${560 - dx} 660C${560 - dx} 560 ${640 - dx} 520 ${700 - dx} 500C${690 - dx} 590 ${640 - dx} 650 ${560 - dx} 660Z" fill="${tint(acento, 0.25)}"/>`;
    return `${defs}${base}<rect y="600" width="800" height="200" fill="${mesa}"/>${sombra(360 + dx / 2, 170)}${figura(360 + dx / 2, 470, escala * 0.9, 0)}${otro}`;
  }
  // Main picture: a backdrop shape, the product centred (slightly moved and turned), sometimes a smaller twin behind.
  const gemelo = compania ? figura(dx > 0 ? 150 : 650, 160, escala * 0.36, -angulo) : '';
  return `${defs}${base}<g opacity="0.92">${fondo(forma, '#ffffff')}</g>${sombra(400 + dx / 3, 200)}${gemelo}${figura(400 + dx / 3, 390, escala, angulo)}`;
}

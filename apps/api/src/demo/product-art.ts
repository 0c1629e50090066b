/**
 * Demo product illustrations (decision 040): every product gets its own picture. Colour,
 * background pattern, backdrop shape and composition are drawn from a hash of the product (its
 * shop and sku), not only from its type, so twelve bottles of one shop no longer look identical.
 * No text is drawn (a discount chip or a letter would fight over the corner). Variant 0 is the
 * main picture, 1 a close-up detail, 2 the product on a table with a companion shape.
 */
import { mix, shade, tint } from './color-utils';
import { iconFor } from './demo-icons';
import { aleatorio } from './aleatorio';

/** Small deterministic string hash (FNV-1a). */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (const ch of s) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

// Colours a product can lean towards, mixed with the shop colour so the shop still shows.
const PALETA = [
  '#C2410C',
  '#CA8A04',
  '#0F766E',
  '#4D7C0F',
  '#7E22CE',
  '#1D4ED8',
  '#BE185D',
  '#B45309',
  '#0E7490',
  '#9F1239',
];

/**
 * Background patterns, one tile of side `s` at (x, y) of the pattern's grid as path data. They are
 * drawn as one path over the whole picture, not as an SVG `<pattern>`: librsvg rendered a rotated
 * pattern of small tiles in ~33 ms of the ~36 ms an 800 px picture took, the path in ~1 ms, and
 * the first start renders ~400 of them (docs/arquitectura.md#rendimiento: first start with the demo ≤ 15 s).
 */
interface Patron {
  d: (x: number, y: number, s: number) => string;
  /** Stroked (width, round caps) instead of filled. */
  trazo?: (s: number) => { ancho: number; redondo?: boolean };
}
const n = (v: number) => Math.round(v * 100) / 100;
const rect = (x: number, y: number, w: number, h: number) => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
const PATRONES: Record<'puntos' | 'rayas' | 'cuadros' | 'ondas' | 'grilla' | 'cruces', Patron> = {
  puntos: {
    d: (x, y, s) =>
      `M${n(x + s / 2 - s / 7)} ${n(y + s / 2)}a${n(s / 7)} ${n(s / 7)} 0 1 0 ${n((2 * s) / 7)} 0a${n(s / 7)} ${n(s / 7)} 0 1 0 ${n((-2 * s) / 7)} 0Z`,
  },
  rayas: { d: (x, y, s) => rect(x, y, s / 2, s) },
  cuadros: { d: (x, y, s) => rect(x, y, s / 2, s / 2) + rect(x + s / 2, y + s / 2, s / 2, s / 2) },
  ondas: {
    d: (x, y, s) =>
      `M${n(x)} ${n(y + s / 2)}Q${n(x + s / 4)} ${n(y + s / 4)} ${n(x + s / 2)} ${n(y + s / 2)}T${n(x + s)} ${n(y + s / 2)}`,
    trazo: (s) => ({ ancho: s / 10 }),
  },
  // A pattern tile clipped half of the edge lines' width away: the lines are half as wide.
  grilla: { d: (x, y, s) => `M${n(x + s)} ${n(y)}H${n(x)}V${n(y + s)}`, trazo: (s) => ({ ancho: s / 28 }) },
  cruces: {
    d: (x, y, s) =>
      `M${n(x + s / 2)} ${n(y + s * 0.3)}V${n(y + s * 0.7)}M${n(x + s * 0.3)} ${n(y + s / 2)}H${n(x + s * 0.7)}`,
    trazo: (s) => ({ ancho: s / 12, redondo: true }),
  },
};

/** The tiles of side `s`, on a grid turned by `giro` degrees about the origin, that reach the 800 x 800 picture, as one path. */
function fondoConPatron(patron: Patron, s: number, giro: number, color: string): string {
  const rad = (giro * Math.PI) / 180;
  const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
  const partes: string[] = [];
  // The grid's span: the picture's corners turned back onto the grid.
  const esquinas = [
    [0, 0],
    [800, 0],
    [0, 800],
    [800, 800],
  ].map(([x, y]) => [x! * cos + y! * sin, -x! * sin + y! * cos] as const);
  const [minX, maxX] = [Math.min(...esquinas.map((e) => e[0])), Math.max(...esquinas.map((e) => e[0]))];
  const [minY, maxY] = [Math.min(...esquinas.map((e) => e[1])), Math.max(...esquinas.map((e) => e[1]))];
  for (let i = Math.floor(minX / s) - 1; i <= Math.ceil(maxX / s); i++) {
    for (let j = Math.floor(minY / s) - 1; j <= Math.ceil(maxY / s); j++) {
      // The tile's centre on the picture: tiles wholly outside it are left out.
      const [cx, cy] = [(i + 0.5) * s, (j + 0.5) * s];
      const [px, py] = [cx * cos - cy * sin, cx * sin + cy * cos];
      if (px < -s || px > 800 + s || py < -s || py > 800 + s) continue;
      partes.push(patron.d(i * s, j * s, s));
    }
  }
  const t = patron.trazo?.(s);
  const pintura = t
    ? `fill="none" stroke="${color}" stroke-width="${n(t.ancho)}"${t.redondo ? ' stroke-linecap="round"' : ''}`
    : `fill="${color}"`;
  return `<path id="patron" transform="rotate(${giro})" d="${partes.join('')}" ${pintura}/>`;
}
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

  // The pattern's ink at 55 % over the light background, as one opaque colour (no layer to blend).
  const base = `<rect width="800" height="800" fill="${fondoClaro}"/>${fondoConPatron(PATRONES[patron], tamPatron, giroPatron, mix(fondoClaro, tinta, 0.55))}`;
  const figura = (x: number, y: number, s: number, a: number) =>
    `<g transform="translate(${x} ${y}) rotate(${a}) scale(${s}) translate(-100 -100)">${icon}</g>`;
  const sombra = (x: number, w: number) =>
    `<ellipse cx="${x}" cy="690" rx="${w}" ry="24" fill="${shade(main, 0.5)}" opacity="0.18"/>`;

  if (variante === 1) {
    // Close-up: the product large and off-centre, cut by the frame, inside a soft spotlight.
    const cx = 400 + (r() < 0.5 ? -1 : 1) * 120;
    return `${base}<circle cx="${cx}" cy="420" r="360" fill="#ffffff" opacity="0.55"/>${figura(cx, 440, escala * 1.9, angulo / 2)}<circle cx="${800 - cx}" cy="140" r="70" fill="${colors.light}" opacity="0.7"/>`;
  }
  if (variante === 2) {
    // On a table: a band of colour, the product on it with a companion shape.
    const mesa = shade(main, 0.15 + r() * 0.2);
    const otro = compania
      ? `<circle cx="${620 - dx}" cy="610" r="55" fill="${colors.light}"/><circle cx="${620 - dx}" cy="610" r="28" fill="${tint(acento, 0.3)}"/>`
      : `<path d="M${560 - dx} 660C${560 - dx} 560 ${640 - dx} 520 ${700 - dx} 500C${690 - dx} 590 ${640 - dx} 650 ${560 - dx} 660Z" fill="${tint(acento, 0.25)}"/>`;
    return `${base}<rect y="600" width="800" height="200" fill="${mesa}"/>${sombra(360 + dx / 2, 170)}${figura(360 + dx / 2, 470, escala * 0.9, 0)}${otro}`;
  }
  // Main picture: a backdrop shape, the product centred (slightly moved and turned), sometimes a smaller twin behind.
  const gemelo = compania ? figura(dx > 0 ? 150 : 650, 160, escala * 0.36, -angulo) : '';
  return `${base}<g opacity="0.92">${fondo(forma, '#ffffff')}</g>${sombra(400 + dx / 3, 200)}${gemelo}${figura(400 + dx / 3, 390, escala, angulo)}`;
}

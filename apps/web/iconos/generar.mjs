// The installable app's icons (docs/producto/app-instalable.md#iconos), drawn once from the favicon
// (public/favicon.svg) with sharp and committed under public/iconos/: nothing is downloaded and
// the build does not redraw them. Regenerate after changing the favicon: `npm run iconos -w @feria/web`;
// a test checks that the committed files are the ones this draws.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const AQUI = dirname(fileURLToPath(import.meta.url));
const FAVICON = join(AQUI, '../public/favicon.svg');
export const CARPETA = join(AQUI, '../public/iconos');

/** The launcher, shortcut and store sizes of Android, Windows and desktop Chromium. */
export const TAMANOS = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];
/** Android crops these to its own shape: the glyph must sit inside the central circle (80 %). */
export const TAMANOS_MASCARA = [192, 512];

/**
 * The favicon's glyph (the bag) on a full square of the brand's dark green, shrunk around its
 * centre by `escala`: a maskable icon and the apple-touch-icon have no transparent corners
 * (the system rounds or crops them itself).
 */
async function aSangre(escala) {
  const svg = await readFile(FAVICON, 'utf8');
  const fondo = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? '#15803D';
  const glifo = svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<rect[^>]*\/>/, '');
  const d = 32 * (1 - escala);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fondo}"/><g transform="translate(${d} ${d}) scale(${escala})">${glifo}</g></svg>`;
}

async function png(svg, lado) {
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * lado) / 64) * 2 })
    .resize(lado, lado)
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toBuffer();
}

/** Every icon, by file name under public/iconos/. */
export async function iconos() {
  const favicon = await readFile(FAVICON, 'utf8');
  const mascara = await aSangre(0.7);
  const apple = await aSangre(0.85);
  const archivos = new Map();
  for (const lado of TAMANOS) archivos.set(`icono-${lado}.png`, await png(favicon, lado));
  for (const lado of TAMANOS_MASCARA) archivos.set(`icono-mascara-${lado}.png`, await png(mascara, lado));
  archivos.set('apple-touch-icon.png', await png(apple, 180));
  return archivos;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await mkdir(CARPETA, { recursive: true });
  for (const [nombre, datos] of await iconos()) await writeFile(join(CARPETA, nombre), datos);
}

// The two web font files of the app (docs/arquitectura.md#rendimiento: fewer bytes before the largest paint on a phone),
// cut from the @fontsource files with harfbuzz's subsetter: only the characters of Latin-1 (every
// Spanish letter and sign, and the rest of Western Europe's) and the typographic punctuation the
// app writes, and Inter's weight axis only from 400 to 800 (what the theme uses). Inter 48 → 29 kB,
// DM Sans 700 14 → 13 kB. Both fonts are under the SIL Open Font License 1.1, which allows
// subsetting and shipping the result (OFL.txt beside the files).
// Regenerate after updating @fontsource: `npm run fuentes -w @feria/web`; a test checks that the
// committed files are what this produces.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const resolver = createRequire(import.meta.url).resolve;

/** U+0020–007E, U+00A0–00FF and the punctuation, arrows and signs the texts use. */
export const RANGO_UNICODE =
  'U+0020-007E, U+00A0-00FF, U+2009-2011, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+202F, U+20AC, U+2122, U+2190-2193, U+2212';

/** The characters of RANGO_UNICODE. */
export function caracteres() {
  let texto = '';
  for (const parte of RANGO_UNICODE.split(',')) {
    const [desde, hasta = desde] = parte.trim().slice(2).split('-');
    for (let c = parseInt(desde, 16); c <= parseInt(hasta, 16); c++) texto += String.fromCodePoint(c);
  }
  return texto;
}

export const FUENTES = [
  {
    archivo: 'inter-latin1-wght.woff2',
    origen: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ejes: { wght: { min: 400, max: 800 } },
  },
  { archivo: 'dm-sans-latin1-700.woff2', origen: '@fontsource/dm-sans/files/dm-sans-latin-700-normal.woff2' },
];

const AQUI = dirname(fileURLToPath(import.meta.url));
/** Where the files live (the app's index.html links them from there). */
export const DESTINO = join(AQUI, '..', 'src', 'assets', 'fuentes');
export const INDEX_HTML = join(AQUI, '..', 'index.html');

/** Each file's name and bytes, as they should be committed. */
export async function generarFuentes() {
  const texto = caracteres();
  return Promise.all(
    FUENTES.map(async (f) => ({
      archivo: f.archivo,
      bytes: await subsetFont(await readFile(resolver(f.origen)), texto, {
        targetFormat: 'woff2',
        ...(f.ejes ? { variationAxes: f.ejes } : {}),
      }),
    })),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { archivo, bytes } of await generarFuentes()) {
    await writeFile(join(DESTINO, archivo), bytes);
    console.log(`${archivo}: ${bytes.length} bytes`);
  }
}

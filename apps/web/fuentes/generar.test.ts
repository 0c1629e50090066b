// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caracteres, DESTINO, FUENTES, generarFuentes, INDEX_HTML, RANGO_UNICODE } from './generar.mjs';

describe('web fonts cut to what the app writes (docs/arquitectura.md#rendimiento)', () => {
  it("the committed files are what fuentes/generar.mjs makes of today's @fontsource files", async () => {
    for (const { archivo, bytes } of await generarFuentes()) {
      expect(
        Buffer.compare(await readFile(join(DESTINO, archivo)), bytes),
        `${archivo}: npm run fuentes -w @feria/web`,
      ).toBe(0);
    }
  });

  it('cover every Spanish letter and sign, and index.html declares exactly that range for both files', async () => {
    const texto = caracteres();
    for (const c of 'áéíóúüñÁÉÍÓÚÜÑ¿¡$€°ºª«»–—“”‘’…•−') expect(texto).toContain(c);
    const html = await readFile(INDEX_HTML, 'utf8');
    const caras = [
      ...html.matchAll(
        /@font-face \{ font-family: '(Inter|DM Sans)';[^}]*src: url\('\.\/src\/assets\/fuentes\/([^']+)'\)[^}]*unicode-range: ([^;]+);/g,
      ),
    ];
    expect(caras.map((m) => m[2])).toEqual(FUENTES.map((f) => f.archivo));
    for (const m of caras) expect(m[3]).toBe(RANGO_UNICODE);
    for (const f of FUENTES)
      expect(html).toContain(
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="./src/assets/fuentes/${f.archivo}" />`,
      );
  });
});

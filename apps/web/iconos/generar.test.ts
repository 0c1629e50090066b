// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARPETA, iconos, TAMANOS, TAMANOS_MASCARA } from './generar.mjs';

describe("the installable app's icons (docs/producto/app-instalable.md#iconos)", () => {
  it('the committed files are what iconos/generar.mjs draws from today’s favicon', async () => {
    for (const [nombre, datos] of await iconos()) {
      expect(
        Buffer.compare(await readFile(join(CARPETA, nombre)), datos),
        `${nombre}: npm run iconos -w @feria/web`,
      ).toBe(0);
    }
  });

  it('each icon is a square PNG of its size, from 48 to 512, with the two maskable ones and the apple-touch-icon', async () => {
    const lados = [
      ...TAMANOS.map((l) => [`icono-${l}.png`, l] as const),
      ...TAMANOS_MASCARA.map((l) => [`icono-mascara-${l}.png`, l] as const),
      ['apple-touch-icon.png', 180] as const,
    ];
    expect(Math.min(...TAMANOS)).toBe(48);
    expect(Math.max(...TAMANOS)).toBe(512);
    for (const [nombre, lado] of lados) {
      const meta = await sharp(join(CARPETA, nombre)).metadata();
      expect([meta.format, meta.width, meta.height], nombre).toEqual(['png', lado, lado]);
    }
  });

  it('a maskable icon has no transparent corner (Android crops it to its own shape)', async () => {
    const { data, info } = await sharp(join(CARPETA, 'icono-mascara-512.png'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alfa = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    for (const [x, y] of [
      [0, 0],
      [511, 0],
      [0, 511],
      [511, 511],
    ] as const)
      expect(alfa(x, y)).toBe(255);
  });
});

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { IMAGEN_DEMASIADO_GRANDE, IMAGEN_NO_VALIDA, procesamiento, storeDibujo, storeImage } from './image.service';

const photo = (format: 'png' | 'jpeg' | 'webp', width = 1600, height = 900) => {
  const lienzo = sharp({ create: { width, height, channels: 3, background: '#22C55E' } });
  return lienzo[format]().toBuffer();
};

describe('storeImage', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'feria-media-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  const fileOf = (url: string) => path.join(dataDir, url);

  it('re-encodes JPEG, PNG and WebP to an 800 px WebP plus a 320 px thumbnail', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const { url, thumbUrl } = await storeImage(await photo(format), { folder: 'productos', dataDir });
      expect(url).toMatch(/^\/uploads\/productos\/[0-9a-f-]{36}\.webp$/);
      const full = await sharp(await readFile(fileOf(url))).metadata();
      expect([full.format, full.width, full.height]).toEqual(['webp', 800, 450]);
      const thumb = await sharp(await readFile(fileOf(thumbUrl))).metadata();
      expect([thumb.format, thumb.width]).toEqual(['webp', 320]);
    }
  });

  it('never enlarges a small image', async () => {
    const { url } = await storeImage(await photo('png', 200, 100), { folder: 'productos', dataDir });
    expect((await sharp(await readFile(fileOf(url))).metadata()).width).toBe(200);
  });

  it('drops EXIF metadata (location, camera) after applying the rotation', async () => {
    const withExif = await sharp(await photo('jpeg', 400, 200))
      .withExif({ IFD0: { Make: 'CamaraSecreta' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await sharp(withExif).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(withExif.includes('CamaraSecreta')).toBe(true);
    const { url } = await storeImage(withExif, { folder: 'productos', dataDir });
    const stored = await readFile(fileOf(url));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('CamaraSecreta')).toBe(false);
    // Orientation 6 means "rotate 90°": the stored image is upright, so portrait.
    expect([meta.width, meta.height]).toEqual([200, 400]);
  });

  it('refuses SVG and anything that is not an image, whatever it claims to be', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const input of [svg, gif, Buffer.from('no soy una imagen'), Buffer.alloc(0)]) {
      await expect(storeImage(input, { folder: 'productos', dataDir })).rejects.toMatchObject({
        statusCode: 400,
        codigo: 'IMAGEN_NO_VALIDA',
        message: IMAGEN_NO_VALIDA,
      });
    }
  });

  it('refuses files over 5 MB', async () => {
    const big = Buffer.concat([await photo('png', 10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const err = await storeImage(big, { folder: 'productos', dataDir }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 413, message: IMAGEN_DEMASIADO_GRANDE });
  });

  it('rejects folder or file names that could escape the uploads directory', async () => {
    await expect(storeImage(await photo('png'), { folder: '../etc', dataDir })).rejects.toThrow();
    await expect(storeImage(await photo('png'), { folder: 'ok', name: '../../x', dataDir })).rejects.toThrow();
  });

  it('reuses an existing named image without rendering it again', async () => {
    let renders = 0;
    const render = async () => {
      renders++;
      return photo('png', 300, 300);
    };
    const first = await storeImage(render, { folder: 'demo', name: 'logo-prueba', dataDir });
    const second = await storeImage(render, { folder: 'demo', name: 'logo-prueba', dataDir });
    expect(second).toEqual(first);
    expect(renders).toBe(1);
  });

  it('processes a bounded number of images at once and refuses the surplus with 503 + Retry-After', async () => {
    const imagen = await photo('png', 1200, 900);
    const capacidad =
      procesamiento.ocupados + procesamiento.esperando === 0 ? Math.max(1, os.availableParallelism() - 1) + 8 : NaN;
    const resultados = await Promise.allSettled(
      Array.from({ length: capacidad + 4 }, () => storeImage(imagen, { folder: 'productos', dataDir })),
    );
    const rechazos = resultados
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => r.reason as AppError);
    expect(resultados.filter((r) => r.status === 'fulfilled')).toHaveLength(capacidad);
    expect(rechazos).toHaveLength(4);
    for (const e of rechazos) expect([e.statusCode, e.codigo, e.reintentarEn]).toEqual([503, 'IMAGENES_OCUPADO', 5]);
    // The line empties: the next upload is processed.
    await expect(storeImage(imagen, { folder: 'productos', dataDir })).resolves.toMatchObject({
      bytes: expect.any(Number),
    });
  });
});

describe('storeDibujo (pictures the server draws: the demo)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'feria-dibujo-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  const svg = (w: number, h: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#0F766E"/><circle cx="${w / 2}" cy="${h / 2}" r="${h / 4}" fill="#fff"/></svg>`;
  const medidas = async (url: string) => {
    const m = await sharp(await readFile(path.join(dataDir, url))).metadata();
    return [m.format, m.width, m.height];
  };

  it.each([
    ['a product picture', 800, 800, [800, 800], [320, 320]],
    ['a banner (the longest side fits)', 1600, 400, [800, 200], [320, 80]],
    ['a logo smaller than both sizes (never enlarged)', 256, 256, [256, 256], [256, 256]],
  ])('stores %s as the same two WebP files an upload makes', async (_, w, h, full, thumb) => {
    const { url, thumbUrl } = await storeDibujo(svg(w, h), { folder: 'demo', name: `dibujo-${w}x${h}`, dataDir });
    expect(url).toBe(`/uploads/demo/dibujo-${w}x${h}.webp`);
    expect(thumbUrl).toBe(`/uploads/demo/dibujo-${w}x${h}-320.webp`);
    expect(await medidas(url)).toEqual(['webp', ...full]);
    expect(await medidas(thumbUrl)).toEqual(['webp', ...thumb]);
  });

  it('draws the picture itself at the thumbnail size: its colours are those of the SVG', async () => {
    const { thumbUrl } = await storeDibujo(svg(800, 800), { folder: 'demo', name: 'dibujo-colores', dataDir });
    const { data, info } = await sharp(await readFile(path.join(dataDir, thumbUrl)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The corner is the background, the centre the white circle (WebP is lossy: near, not equal).
    expect([...data.subarray(0, 3)].map((v) => Math.round(v / 16))).toEqual(
      [0x0f, 0x76, 0x6e].map((v) => Math.round(v / 16)),
    );
    const centro = (160 * info.width + 160) * info.channels;
    expect([...data.subarray(centro, centro + 3)].every((v) => v > 240)).toBe(true);
  });
});

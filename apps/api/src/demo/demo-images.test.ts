import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TIPOS_PRODUCTO } from '../db/reference-data';
import { DEMO_EMPRENDIMIENTOS } from './demo-data';
import { TIPOS_CON_ICONO } from './demo-icons';
import { bannerSvg, escapeXml, logoSvg, productImageSvg } from './demo-images';

const PELIGROSO = `Tom & Jerry's <"mates">`;

async function render(svg: string) {
  return sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
}

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});

describe('demo images', () => {
  it('renders a product image of 800 x 800 for every product type', async () => {
    for (const { nombre } of TIPOS_PRODUCTO) {
      const { info } = await render(
        productImageSvg({ nombre: `Producto ${nombre}`, tipo: nombre, color: '#4338CA', variant: 0 }),
      );
      expect([info.width, info.height]).toEqual([800, 800]);
    }
  });

  it('draws a specific silhouette for every reference product type', () => {
    for (const { nombre } of TIPOS_PRODUCTO) expect(TIPOS_CON_ICONO).toContain(nombre);
  });

  it('falls back to a generic picture for an unknown type', async () => {
    const { info } = await render(
      productImageSvg({ nombre: 'Algo', tipo: 'Tipo inventado', color: '#15803D', variant: 1 }),
    );
    expect(info.width).toBe(800);
  });

  it('gives each gallery variant a different picture, and the same one every time', () => {
    const opts = { nombre: 'Taza de cerámica', tipo: 'Taza', color: '#B91C1C' };
    const [a, b, c] = [0, 1, 2].map((variant) => productImageSvg({ ...opts, variant }));
    expect(new Set([a, b, c]).size).toBe(3);
    expect(productImageSvg({ ...opts, variant: 1 })).toBe(b);
    expect(productImageSvg({ ...opts, variant: 4 })).toBe(b);
  });

  it('gives each product of one type and shop its own picture, with no letter drawn in it (decision 040)', () => {
    const svgs = ['A', 'B', 'C', 'D', 'E', 'F'].map((sku) =>
      productImageSvg({
        nombre: 'Aceite de rosa mosqueta',
        tipo: 'Cosmético natural',
        color: '#BE185D',
        variant: 0,
        semilla: `Lupino/${sku}`,
      }),
    );
    expect(new Set(svgs).size).toBe(svgs.length);
    // Backgrounds differ too, not only a detail: the pattern or the product colour changes.
    const fondos = svgs.map((s) => /<path id="patron"[^>]*>/.exec(s)![0]);
    expect(new Set(fondos).size).toBeGreaterThan(3);
    for (const svg of svgs) expect(svg).not.toMatch(/<text/);
  });

  it('draws the background pattern as one path over the picture, not as an SVG <pattern> (librsvg rendered those ~5× slower: docs/arquitectura.md#rendimiento, first start)', async () => {
    const svg = productImageSvg({ nombre: 'Mate', tipo: 'Mate', color: '#0F766E', variant: 0, semilla: 'Lupino/M1' });
    expect(svg).not.toMatch(/<pattern|url\(#/);
    expect(svg.match(/<path id="patron"/g)).toHaveLength(1);
    // The pattern covers the picture: its ink shows in every corner, not only where the old tile grid began.
    const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    const colores = (x0: number, y0: number) => {
      const vistos = new Set<string>();
      for (let y = y0; y < y0 + 80; y++)
        for (let x = x0; x < x0 + 80; x++)
          vistos.add(
            data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3).join(),
          );
      return vistos.size;
    };
    for (const [x, y] of [
      [0, 0],
      [720, 0],
      [0, 720],
      [720, 720],
    ] as const)
      expect(colores(x, y)).toBeGreaterThan(1);
  });

  it('renders logos (256 x 256) and banners (1600 x 400) for every demo shop', async () => {
    for (const s of DEMO_EMPRENDIMIENTOS) {
      const logo = await render(logoSvg({ nombre: s.nombre, color: s.color }));
      expect([logo.info.width, logo.info.height]).toEqual([256, 256]);
      const banner = await render(
        bannerSvg({ nombre: s.nombre, color: s.color, accent: s.apariencia.colorAcento ?? s.color }),
      );
      expect([banner.info.width, banner.info.height]).toEqual([1600, 400]);
    }
  });

  it('escapes names so hostile text still renders as a valid SVG', async () => {
    const svgs = [
      productImageSvg({ nombre: PELIGROSO, tipo: 'Mate', color: '#0F766E', variant: 2 }),
      productImageSvg({ nombre: '<script>', tipo: 'Mate', color: '#0F766E', variant: 0 }),
      logoSvg({ nombre: PELIGROSO, color: '#0F766E' }),
      logoSvg({ nombre: '& <Co>', color: '#0F766E' }),
      bannerSvg({ nombre: PELIGROSO, color: '#0F766E', accent: '#F59E0B' }),
    ];
    for (const svg of svgs) {
      expect(svg).not.toContain(PELIGROSO);
      expect(svg).not.toMatch(/<script|<Co>|<"/);
      await expect(render(svg)).resolves.toBeDefined();
    }
    expect(svgs[0]).toContain('Tom &amp; Jerry&apos;s &lt;&quot;mates&quot;&gt;');
  });

  it('uses only fonts available everywhere', () => {
    const svg =
      productImageSvg({ nombre: 'Remera', tipo: 'Remera', color: '#4338CA', variant: 0 }) +
      logoSvg({ nombre: 'Trama Urbana', color: '#4338CA' });
    for (const [, familia] of svg.matchAll(/font-family="([^"]+)"/g)) expect(familia).toBe('DejaVu Sans, sans-serif');
  });
});

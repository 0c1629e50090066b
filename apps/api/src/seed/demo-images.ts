import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { DemoEmprendimiento } from '../demo/demo-types';
import { bannerSvg, logoSvg, productImageSvg } from '../demo/demo-images';
import { storeImage } from '../modules/media/image.service';

export interface ShopImages {
  logo: string;
  banner: string;
  /** Per product sku, its gallery urls in order (the first is the principal image). */
  productos: Map<string, string[]>;
}

const CONCURRENCY = 4;

/**
 * Renders the demo SVGs to WebP through the normal image pipeline. File names are the SVG's
 * hash, so a restart over an existing data dir reuses the files instead of rendering again.
 */
export async function renderShopImages(shop: DemoEmprendimiento, dataDir: string): Promise<ShopImages> {
  const accent = shop.apariencia.colorAcento ?? shop.color;
  const jobs: { key: string; svg: string }[] = [
    { key: 'logo', svg: logoSvg({ nombre: shop.nombre, color: shop.color }) },
    { key: 'banner', svg: bannerSvg({ nombre: shop.nombre, color: shop.color, accent }) },
  ];
  for (const p of shop.productos) {
    for (let variant = 0; variant < Math.max(1, Math.min(3, p.imagenes)); variant++) {
      jobs.push({ key: `${p.sku}#${variant}`, svg: productImageSvg({ nombre: p.nombre, tipo: p.tipo, color: shop.color, variant }) });
    }
  }
  const urls = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      urls.set(job.key, await renderSvg(job.svg, dataDir));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const productos = new Map<string, string[]>();
  for (const [key, url] of urls) {
    const [sku, variant] = key.split('#');
    if (variant === undefined || sku === undefined) continue;
    const list = productos.get(sku) ?? [];
    list[Number(variant)] = url;
    productos.set(sku, list);
  }
  return { logo: urls.get('logo')!, banner: urls.get('banner')!, productos };
}

async function renderSvg(svg: string, dataDir: string): Promise<string> {
  const name = `demo-${createHash('sha256').update(svg).digest('hex').slice(0, 20)}`;
  const stored = await storeImage(() => sharp(Buffer.from(svg)).png().toBuffer(), { folder: 'demo', name, dataDir });
  return stored.url;
}

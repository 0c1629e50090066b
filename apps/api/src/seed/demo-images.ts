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

/** How many gallery pictures a demo product gets: what its data asks for, between 2 and 3. */
export const imagenesDe = (p: { imagenes: number }) => Math.max(2, Math.min(3, p.imagenes));

/**
 * Renders the demo SVGs to WebP through the normal image pipeline. File names are the SVG's
 * hash, so a restart over an existing data dir reuses the files instead of rendering again.
 */
export async function renderDemoImages(shops: readonly DemoEmprendimiento[], dataDir: string): Promise<ShopImages[]> {
  const jobs: { shop: number; key: string; svg: string }[] = [];
  shops.forEach((shop, i) => {
    const accent = shop.apariencia.colorAcento ?? shop.color;
    jobs.push({ shop: i, key: 'logo', svg: logoSvg({ nombre: shop.nombre, color: shop.color }) });
    jobs.push({ shop: i, key: 'banner', svg: bannerSvg({ nombre: shop.nombre, color: shop.color, accent }) });
    for (const p of shop.productos) {
      // Decision 040: at least two pictures per product (main and close-up), each product its own.
      for (let variant = 0; variant < imagenesDe(p); variant++) {
        jobs.push({ shop: i, key: `${p.sku}#${variant}`, svg: productImageSvg({ nombre: p.nombre, tipo: p.tipo, color: shop.color, variant, semilla: `${shop.nombre}/${p.sku}` }) });
      }
    }
  });
  const result: ShopImages[] = shops.map(() => ({ logo: '', banner: '', productos: new Map() }));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const url = await renderSvg(job.svg, dataDir);
      const images = result[job.shop]!;
      if (job.key === 'logo') images.logo = url;
      else if (job.key === 'banner') images.banner = url;
      else {
        const [sku = '', variant = '0'] = job.key.split('#');
        const list = images.productos.get(sku) ?? [];
        list[Number(variant)] = url;
        images.productos.set(sku, list);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return result;
}

async function renderSvg(svg: string, dataDir: string): Promise<string> {
  const name = `demo-${createHash('sha256').update(svg).digest('hex').slice(0, 20)}`;
  // Uncompressed PNG in between: it is decoded again at once, compressing it only costs time.
  const render = () => sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
  return (await storeImage(render, { folder: 'demo', name, dataDir, sinLimite: true })).url;
}

import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { DemoEmprendimiento } from '../demo/demo-types';
import { bannerSvg, logoSvg, productImageSvg } from '../demo/demo-images';
import { IMAGE_SIZES, imagenGuardada, storeDibujo } from '../modules/media/image.service';

export interface ShopImages {
  logo: string;
  banner: string;
  /** Per product sku, its gallery urls in order (the first is the principal image). */
  productos: Map<string, string[]>;
}

const CONCURRENCY = 4;

/**
 * Rendered demo images are kept, by the SVG's hash, in a folder shared by every data dir of this
 * machine (FERIA_DEMO_IMAGE_CACHE, default in the temp dir; keyed by sharp's version and the
 * image sizes): a first start on a new data dir copies them instead of rendering ~400 pictures
 * again (docs/arquitectura.md#rendimiento, start time). Without a usable cache folder the images are rendered as before.
 */
const CACHE_DIR =
  process.env.FERIA_DEMO_IMAGE_CACHE ??
  path.join(
    tmpdir(),
    `feria-demo-images-${createHash('sha256')
      .update(`${sharp.versions.sharp}:${JSON.stringify(IMAGE_SIZES)}`)
      .digest('hex')
      .slice(0, 12)}`,
  );

/** How many gallery pictures a demo product gets: what its data asks for, between 2 and 3. */
export const imagenesDe = (p: { imagenes: number }) => Math.max(2, Math.min(3, p.imagenes));

/**
 * Renders the demo SVGs to WebP through the normal image pipeline. File names are the SVG's
 * hash, so a restart over an existing data dir reuses the files instead of rendering again.
 */
export async function renderDemoImages(shops: readonly DemoEmprendimiento[], dataDir: string): Promise<ShopImages[]> {
  const jobs: { shop: number; key: string; svg: string; fullSize?: number }[] = [];
  shops.forEach((shop, i) => {
    const accent = shop.apariencia.colorAcento ?? shop.color;
    jobs.push({ shop: i, key: 'logo', svg: logoSvg({ nombre: shop.nombre, color: shop.color }) });
    // As wide as an uploaded banner: the storefront offers it as the 1600w of its srcset.
    jobs.push({
      shop: i,
      key: 'banner',
      svg: bannerSvg({ nombre: shop.nombre, color: shop.color, accent }),
      fullSize: IMAGE_SIZES.banner,
    });
    for (const p of shop.productos) {
      // Decision 040: at least two pictures per product (main and close-up), each product its own.
      for (let variant = 0; variant < imagenesDe(p); variant++) {
        jobs.push({
          shop: i,
          key: `${p.sku}#${variant}`,
          svg: productImageSvg({
            nombre: p.nombre,
            tipo: p.tipo,
            color: shop.color,
            variant,
            semilla: `${shop.nombre}/${p.sku}`,
          }),
        });
      }
    }
  });
  const result: ShopImages[] = shops.map(() => ({ logo: '', banner: '', productos: new Map() }));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const url = await renderSvg(job.svg, dataDir, job.fullSize);
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

async function renderSvg(svg: string, dataDir: string, fullSize?: number): Promise<string> {
  // Named after what is drawn: the SVG and, when not the default, the full size.
  const name = `demo-${createHash('sha256')
    .update(fullSize === undefined ? svg : `${svg}@${fullSize}`)
    .digest('hex')
    .slice(0, 20)}`;
  const dir = path.join(dataDir, 'uploads', 'demo');
  const url = `/uploads/demo/${name}.webp`;
  // Drawn already (main.ts draws a new marketplace's pictures while the database is made), else cached, else drawn now.
  if (await imagenGuardada({ folder: 'demo', name, dataDir })) return url;
  if (await fromCache(name, dir)) return url;
  const stored = await storeDibujo(svg, { folder: 'demo', name, dataDir, fullSize });
  await toCache(name, dir);
  return stored.url;
}

/** Copies a cached image's files (listed in `<name>.json`) into `dir`; false when not cached. */
async function fromCache(name: string, dir: string): Promise<boolean> {
  try {
    const files = JSON.parse(await readFile(path.join(CACHE_DIR, `${name}.json`), 'utf8')) as string[];
    await mkdir(dir, { recursive: true });
    await Promise.all(files.map((f) => copyFile(path.join(CACHE_DIR, f), path.join(dir, f))));
    return files.length > 0;
  } catch {
    return false;
  }
}

/** Every file the pipeline wrote for `name` (full size, thumbnail, any other size), then the list. */
async function toCache(name: string, dir: string): Promise<void> {
  try {
    const files = (await readdir(dir)).filter((f) => f.startsWith(`${name}.`) || f.startsWith(`${name}-`));
    await mkdir(CACHE_DIR, { recursive: true });
    // Written under a temporary name and renamed: another process reading the cache meanwhile sees whole files or none.
    const put = async (f: string, write: (tmp: string) => Promise<void>) => {
      const tmp = path.join(CACHE_DIR, `${f}.${process.pid}.tmp`);
      await write(tmp);
      await rename(tmp, path.join(CACHE_DIR, f));
    };
    await Promise.all(files.map((f) => put(f, (tmp) => copyFile(path.join(dir, f), tmp))));
    await put(`${name}.json`, (tmp) => writeFile(tmp, JSON.stringify(files)));
  } catch {
    // no cache (read-only temp dir): the next data dir renders again
  }
}

import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { DemoEmprendimiento } from '../demo/demo-types';
import { bannerSvg, logoSvg, productImageSvg } from '../demo/demo-images';
import { IMAGE_SIZES, imagenGuardada, storeDibujo } from '../modules/media/image.service';
import { almacenamientoDe, leerBytes, type Almacenamiento } from '../platform/almacenamiento';

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

interface Dibujo {
  shop: number;
  key: string;
  svg: string;
  fullSize?: number;
  /** The file name the SVG's hash gives (`demo-<hash>`): its URL is known before it is drawn. */
  name: string;
}

/** Every demo picture to draw, named after its SVG, and the URLs the shops and products get. */
function planDeDibujos(shops: readonly DemoEmprendimiento[]): { dibujos: Dibujo[]; imagenes: ShopImages[] } {
  const dibujos: Dibujo[] = [];
  const add = (d: Omit<Dibujo, 'name'>) => dibujos.push({ ...d, name: nombreDe(d.svg, d.fullSize) });
  shops.forEach((shop, i) => {
    const accent = shop.apariencia.colorAcento ?? shop.color;
    add({ shop: i, key: 'logo', svg: logoSvg({ nombre: shop.nombre, color: shop.color }) });
    // As wide as an uploaded banner: the storefront offers it as the 1600w of its srcset.
    add({
      shop: i,
      key: 'banner',
      svg: bannerSvg({ nombre: shop.nombre, color: shop.color, accent }),
      fullSize: IMAGE_SIZES.banner,
    });
    for (const p of shop.productos) {
      // Decision 040: at least two pictures per product (main and close-up), each product its own.
      for (let variant = 0; variant < imagenesDe(p); variant++) {
        add({
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
  const imagenes: ShopImages[] = shops.map(() => ({ logo: '', banner: '', productos: new Map() }));
  for (const d of dibujos) {
    const url = `/uploads/demo/${d.name}.webp`;
    const images = imagenes[d.shop]!;
    if (d.key === 'logo') images.logo = url;
    else if (d.key === 'banner') images.banner = url;
    else {
      const [sku = '', variant = '0'] = d.key.split('#');
      const list = images.productos.get(sku) ?? [];
      list[Number(variant)] = url;
      images.productos.set(sku, list);
    }
  }
  return { dibujos, imagenes };
}

/**
 * Renders the demo SVGs to WebP through the normal image pipeline. File names are the SVG's
 * hash, so a restart over an existing data dir reuses the files instead of rendering again.
 */
export async function renderDemoImages(shops: readonly DemoEmprendimiento[], dataDir: string): Promise<ShopImages[]> {
  const diferidos = dibujosDiferidos(shops, dataDir);
  await diferidos.dibujarTodos();
  return diferidos.imagenes();
}

/** The demo's pictures drawn after the marketplace is loaded (docs/arquitectura.md#rendimiento). */
export interface DibujosDiferidos {
  /** The shops' and products' URLs, known without drawing anything. */
  imagenes(): ShopImages[];
  /** Draws every picture not drawn yet with `hilos` more drawings at a time; resolves when all are on disk. */
  dibujarTodos(hilos?: number): Promise<void>;
  /** A request for `/uploads/demo/<name>[-320].webp`: that picture first, drawn now if it is one of the demo's and not there yet. */
  antesDeServir(url: string): Promise<void>;
  /** Every picture is on disk: requests need not wait for any. */
  readonly completos: boolean;
}

const URL_DE_DIBUJO = /^\/uploads\/demo\/(demo-[0-9a-f]{20})(?:-\d+)?\.webp(?:\?.*)?$/;

/**
 * The demo's pictures without holding the start: the seed stores their URLs (the SVG's hash names
 * the file), `dibujarTodos` draws them (cache first) after the server listens, and a request for
 * one not drawn yet waits for that one alone, drawn ahead of the queue. The SVGs are made on first use.
 */
export function dibujosDiferidos(shops: readonly DemoEmprendimiento[], dataDir: string): DibujosDiferidos {
  let plan: ReturnType<typeof planDeDibujos> | undefined;
  let porNombre: Map<string, Dibujo> | undefined;
  const obtenerPlan = () => {
    plan ??= planDeDibujos(shops);
    porNombre ??= new Map(plan.dibujos.map((d) => [d.name, d]));
    return plan;
  };
  const enCurso = new Map<string, Promise<void>>();
  let hechos = 0;
  let completos = false;
  let siguiente = 0;
  const dibujar = (d: Dibujo): Promise<void> => {
    let p = enCurso.get(d.name);
    if (!p) {
      p = renderSvg(d.svg, d.name, dataDir, d.fullSize).then(() => {
        completos = ++hechos === obtenerPlan().dibujos.length;
      });
      enCurso.set(d.name, p);
    }
    return p;
  };
  // Workers share one queue: more of them can join later (after listening) and a request's picture may already be in it.
  const trabajador = async () => {
    const { dibujos } = obtenerPlan();
    while (siguiente < dibujos.length) await dibujar(dibujos[siguiente++]!);
  };
  return {
    imagenes: () => obtenerPlan().imagenes,
    get completos() {
      return completos;
    },
    async dibujarTodos(hilos = CONCURRENCY) {
      const { dibujos } = obtenerPlan();
      await Promise.all(Array.from({ length: hilos }, trabajador));
      // Every picture has been started by now (by a worker or a request): wait for the last ones.
      await Promise.all(dibujos.map((d) => dibujar(d)));
    },
    async antesDeServir(url) {
      if (completos) return;
      const name = URL_DE_DIBUJO.exec(url)?.[1];
      if (!name) return;
      obtenerPlan();
      const d = porNombre!.get(name);
      if (d) await dibujar(d).catch(() => undefined);
    },
  };
}

/** `demo-<hash>`: named after what is drawn, the SVG and, when not the default, the full size. */
function nombreDe(svg: string, fullSize?: number): string {
  return `demo-${createHash('sha256')
    .update(fullSize === undefined ? svg : `${svg}@${fullSize}`)
    .digest('hex')
    .slice(0, 20)}`;
}

/** Drawn into the data dir's storage (the directory or the bucket, decision 088), cache first. */
async function renderSvg(svg: string, name: string, dataDir: string, fullSize?: number): Promise<void> {
  if (await imagenGuardada({ folder: 'demo', name, dataDir })) return;
  const almacenamiento = almacenamientoDe(dataDir);
  if (await fromCache(name, almacenamiento)) return;
  const imagen = await storeDibujo(svg, { folder: 'demo', name, dataDir, fullSize });
  await toCache(name, almacenamiento, [imagen.url, imagen.thumbUrl]);
}

const CARPETA_DEMO = 'uploads/demo';

/** Stores a cached image's files (listed in `<name>.json`); false when not cached. */
async function fromCache(name: string, almacenamiento: Almacenamiento): Promise<boolean> {
  try {
    const files = JSON.parse(await readFile(path.join(CACHE_DIR, `${name}.json`), 'utf8')) as string[];
    await Promise.all(
      files.map(async (f) =>
        almacenamiento.guardar(`${CARPETA_DEMO}/${f}`, await readFile(path.join(CACHE_DIR, f)), { tipo: 'image/webp' }),
      ),
    );
    return files.length > 0;
  } catch {
    return false;
  }
}

/** The files the pipeline stored for `name` (full size and thumbnail, by their URLs), then the list. */
async function toCache(name: string, almacenamiento: Almacenamiento, urls: readonly string[]): Promise<void> {
  try {
    const files = urls.map((u) => u.slice(`/${CARPETA_DEMO}/`.length));
    await mkdir(CACHE_DIR, { recursive: true });
    // Written under a temporary name and renamed: another process reading the cache meanwhile sees whole files or none.
    const put = async (f: string, write: (tmp: string) => Promise<void>) => {
      const tmp = path.join(CACHE_DIR, `${f}.${process.pid}.tmp`);
      await write(tmp);
      await rename(tmp, path.join(CACHE_DIR, f));
    };
    await Promise.all(
      files.map((f) =>
        put(f, async (tmp) => {
          const leido = await leerBytes(almacenamiento, `${CARPETA_DEMO}/${f}`);
          if (!leido) throw new Error(`falta ${f}`);
          await writeFile(tmp, leido.bytes);
        }),
      ),
    );
    await put(`${name}.json`, (tmp) => writeFile(tmp, JSON.stringify(files)));
  } catch {
    // no cache (read-only temp dir): the next data dir renders again
  }
}

import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { IMAGEN_SUBIDA_MAX_BYTES, MENSAJES_IMAGEN } from '@feria/contracts';
import { errorDe } from '../../lib/app-error';
import { ColaLlena, Semaforo } from '../../lib/semaforo';
import { almacenamientoDe } from '../../platform/almacenamiento';

export const MAX_IMAGE_BYTES = IMAGEN_SUBIDA_MAX_BYTES;
/** Longest side of the full WebP (a storefront banner's is wider) and of the thumbnail. */
export const IMAGE_SIZES = { full: 800, banner: 1600, thumb: 320 } as const;
/** Decoded-pixel cap, against decompression bombs (a 12-megapixel photo is well under it). */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const SAFE_SEGMENT = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Decoding and encoding run on libuv's small thread pool (4 threads, shared with file reads of the
 * static files) and on every core libvips is given: unbounded, one seller's upload loop took them
 * from public requests (search p99 46 → 402 ms). At most one image per spare core is
 * processed at once; a few more wait; beyond that the upload is refused with 503 + Retry-After.
 */
export const procesamiento = new Semaforo(Math.max(1, availableParallelism() - 1), 8);
const REINTENTAR_EN_S = 5;

// The same texts the upload form shows (contracts MENSAJES_IMAGEN).
export const IMAGEN_NO_VALIDA = MENSAJES_IMAGEN.noValida;
export const IMAGEN_DEMASIADO_GRANDE = MENSAJES_IMAGEN.demasiadoGrande;

export interface StoreImageOptions {
  /** Sub-folder of DATA_DIR/uploads, e.g. 'productos' (lower case, digits, hyphens). */
  folder: string;
  /** The config's DATA_DIR: its storage (decision 088) keeps the files, under `uploads/` there or in the bucket. */
  dataDir: string;
  /** Deterministic file name (seed); when that file exists it is reused instead of re-rendered. */
  name?: string;
  /** Longest side of the full WebP; default IMAGE_SIZES.full (a shop banner's: IMAGE_SIZES.banner). */
  fullSize?: number;
}

export interface StoredImage {
  /** Public path of the 800 px WebP, served by plugins/spa.ts. */
  url: string;
  /** Same image at 320 px for cards and thumbnails. */
  thumbUrl: string;
  /** Stored bytes of both files (the per-shop quota counts these). */
  bytes: number;
}

/**
 * docs/arquitectura.md#directorio-de-datos: validated by CONTENT (never by name or declared type),
 * JPEG/PNG/WebP only (SVG can carry scripts), EXIF dropped after applying its rotation, and
 * re-encoded to WebP at 800 px plus a 320 px thumbnail under `uploads/<folder>/` of the storage
 * (the data dir or the bucket, decision 088).
 */
export async function storeImage(
  input: Buffer | (() => Promise<Buffer>),
  opts: StoreImageOptions,
): Promise<StoredImage> {
  return guardar(opts, async () => {
    // A producer is only called when a named image is not stored yet.
    const buffer = typeof input === 'function' ? await input() : input;
    if (buffer.length > MAX_IMAGE_BYTES) throw errorDe('IMAGEN_DEMASIADO_GRANDE');
    return procesamiento
      .ejecutar(() => convertir(buffer, opts.fullSize ?? IMAGE_SIZES.full))
      .catch((err: unknown) => {
        throw err instanceof ColaLlena ? errorDe('IMAGENES_OCUPADO', REINTENTAR_EN_S) : err;
      });
  });
}

/**
 * A picture the server draws itself (the demo's SVGs; never an upload, SVG can carry scripts),
 * stored like an uploaded one: the same files, sizes and WebP settings. Each size is rendered
 * straight from the SVG, not decoded from a bitmap and resized: a third less work per picture
 * for the ~400 of the demo's first start (docs/arquitectura.md#rendimiento).
 */
export async function storeDibujo(svg: string, opts: StoreImageOptions & { name: string }): Promise<StoredImage> {
  return guardar(opts, () => dibujar(Buffer.from(svg), opts.fullSize ?? IMAGE_SIZES.full));
}

/** The storage keys of a stored image's two files and the URLs they are served at (`/<key>`). */
function ubicacion(folder: string, dataDir: string, name: string) {
  if (!SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(name))
    throw new Error(`Carpeta o nombre de imagen inválido: ${folder}/${name}`);
  const full = `uploads/${folder}/${name}.webp`;
  const thumb = `uploads/${folder}/${name}-${IMAGE_SIZES.thumb}.webp`;
  return { almacenamiento: almacenamientoDe(dataDir), urls: { url: `/${full}`, thumbUrl: `/${thumb}` }, full, thumb };
}

/** The named image already stored (both files there), or null. */
export function imagenGuardada(opts: StoreImageOptions & { name: string }): Promise<StoredImage | null> {
  return guardada(ubicacion(opts.folder, opts.dataDir, opts.name));
}

async function guardada({
  almacenamiento,
  urls,
  full,
  thumb,
}: ReturnType<typeof ubicacion>): Promise<StoredImage | null> {
  const [a, b] = await Promise.all([almacenamiento.tamano(full), almacenamiento.tamano(thumb)]);
  return a === null || b === null ? null : { ...urls, bytes: a + b };
}

/** Stores the full WebP and the thumbnail `producir` gives under `uploads/<folder>/`; a named image whose files exist is reused. */
async function guardar(opts: StoreImageOptions, producir: () => Promise<[Buffer, Buffer]>): Promise<StoredImage> {
  const u = ubicacion(opts.folder, opts.dataDir, opts.name ?? randomUUID());
  const ya = opts.name === undefined ? null : await guardada(u);
  if (ya) return ya;
  const [full, thumb] = await producir();
  const tipo = { tipo: 'image/webp' };
  await Promise.all([u.almacenamiento.guardar(u.full, full, tipo), u.almacenamiento.guardar(u.thumb, thumb, tipo)]);
  return { ...u.urls, bytes: full.length + thumb.length };
}

// effort 2: about half the encoding time of the default 4 for files only ~5 % larger.
const WEBP_FULL = { quality: 82, effort: 2 } as const;
const WEBP_THUMB = { quality: 78, effort: 2 } as const;
/** Longest side `lado` at most, never enlarged. */
const dentroDe = (lado: number) => ({ width: lado, height: lado, fit: 'inside', withoutEnlargement: true }) as const;

/** Checks the content and renders the full WebP and the thumbnail. */
async function convertir(buffer: Buffer, fullSize: number): Promise<[Buffer, Buffer]> {
  const format = await detectFormat(buffer);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw errorDe('IMAGEN_NO_VALIDA');
  const source = () => sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  return Promise.all([
    source().resize(dentroDe(fullSize)).webp(WEBP_FULL).toBuffer(),
    source().resize(dentroDe(IMAGE_SIZES.thumb)).webp(WEBP_THUMB).toBuffer(),
  ]).catch(() => {
    // A truncated or corrupt file passes the header check above but fails to decode: the upload is refused, not a 500.
    throw errorDe('IMAGEN_NO_VALIDA');
  });
}

/** The SVG rasterised at each size (librsvg scales by density; 72 is its own size), never above it. */
async function dibujar(svg: Buffer, fullSize: number): Promise<[Buffer, Buffer]> {
  const { width = fullSize, height = fullSize } = await sharp(svg).metadata();
  const a = (lado: number) =>
    sharp(svg, { density: 72 * Math.min(1, lado / Math.max(width, height)) }).resize(dentroDe(lado));
  return Promise.all([a(fullSize).webp(WEBP_FULL).toBuffer(), a(IMAGE_SIZES.thumb).webp(WEBP_THUMB).toBuffer()]);
}

async function detectFormat(buffer: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    return undefined;
  }
}

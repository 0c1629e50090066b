import type { Readable } from 'node:stream';

/**
 * Where stored files live (decision 088): product images and their sizes, logos, banners, the
 * demo's pictures and transfer proofs. A key is the file's path relative to the data dir
 * (`uploads/productos/<uuid>.webp`, `comprobantes/<venta>-<uuid>.pdf`), the same in every adapter,
 * so `npm run storage:migrar` copies a data dir into a bucket key for key.
 */
export interface Almacenamiento {
  readonly tipo: 'local' | 's3';
  /** Writes (or replaces) an object. `privado`: never reachable without the API (proofs). */
  guardar(clave: string, bytes: Buffer, opts: { tipo: string; privado?: boolean }): Promise<void>;
  /** The object as a stream, its content type and size; null when there is none. */
  leer(clave: string): Promise<ObjetoLeido | null>;
  /** The object's size in bytes, or null when there is none. */
  tamano(clave: string): Promise<number | null>;
  existe(clave: string): Promise<boolean>;
  /** Deletes these objects; a missing one is not an error (retries and sweeps are idempotent). */
  borrar(claves: readonly string[]): Promise<void>;
  /** Every object under a prefix (`uploads/`), with its size and, when the adapter has one, its ETag. */
  listar(prefijo: string): AsyncIterable<ObjetoListado>;
  /**
   * Where a browser fetches a public object: `/<clave>` when this API serves it (the data dir, or
   * the bucket through the API), `S3_PUBLIC_URL/<clave>` when a CDN does.
   */
  urlPublica(clave: string): string;
  /** A short-lived URL to a private object, or null when the adapter has none (the API streams it). */
  urlFirmada(clave: string, segundos: number): Promise<string | null>;
}

export interface ObjetoLeido {
  cuerpo: Readable;
  tipo: string;
  bytes: number;
}

export interface ObjetoListado {
  clave: string;
  bytes: number;
  etag?: string;
}

/** A stored key: lower-case path segments of letters, digits, dots, hyphens and underscores; never `..`. */
const CLAVE = /^(?:[a-z0-9][a-z0-9._-]{0,127}\/)*[a-z0-9][a-z0-9._-]{0,127}$/i;

export function exigirClave(clave: string): string {
  if (!CLAVE.test(clave) || clave.split('/').some((s) => s === '..' || s === '.'))
    throw new Error(`Clave de almacenamiento inválida: ${clave}`);
  return clave;
}

const TIPOS: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The content type a key's extension names (the local adapter keeps no metadata). */
export function tipoPorExtension(clave: string): string {
  return TIPOS[clave.slice(clave.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** The whole object in memory (proofs, ≤ 5 MB), or null when there is none. */
export async function leerBytes(a: Almacenamiento, clave: string): Promise<{ bytes: Buffer; tipo: string } | null> {
  const objeto = await a.leer(clave);
  if (!objeto) return null;
  const partes: Buffer[] = [];
  for await (const parte of objeto.cuerpo) partes.push(Buffer.from(parte as Uint8Array));
  return { bytes: Buffer.concat(partes), tipo: objeto.tipo };
}

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cachePublicoAciertos, cachePublicoFallos } from './metricas';

/** The NOTIFY channel of migration 0014_cache_publico.sql: payload a shop id, or TODO. */
export const CANAL_CACHE_PUBLICO = 'feria_cache_publico';
/** Payload meaning "every entry may be stale" (reference data, bulk loads, a row whose shop is gone). */
export const TODO = 'todo';

/**
 * What browsers and CDNs are told (decision 046): keep the answer but ask each time; a matching
 * `If-None-Match` costs a 304 without a body. No `max-age`: a seller's change shows on the next read.
 */
export const CACHE_CONTROL_PUBLICO = 'public, max-age=0, must-revalidate';

type Codificacion = 'br' | 'gzip';
/** Below this size an answer goes uncompressed (@fastify/compress's own threshold). */
const UMBRAL_COMPRESION = 1024;

/**
 * A serialised JSON answer, kept as its UTF-8 bytes, and its strong ETag, sent as is by
 * lib/registrar.ts: a cached answer is encoded once, not on every request (a string body costs
 * Node a length pass and an encoding pass per send). Its compressed forms are made on first
 * demand and kept with it, so it is compressed once too (@fastify/compress leaves an answer that
 * already has a Content-Encoding alone).
 */
export class RespuestaJson {
  private readonly comprimidos: Partial<Record<Codificacion, Buffer>> = {};
  constructor(
    readonly binario: Buffer,
    readonly etag: string,
  ) {}

  static de(cuerpo: string): RespuestaJson {
    const binario = Buffer.from(cuerpo, 'utf8');
    return new RespuestaJson(binario, etagDe(binario));
  }

  /** The body as text. */
  get cuerpo(): string {
    return this.binario.toString('utf8');
  }

  comprimido(c: Codificacion): Buffer {
    return (this.comprimidos[c] ??=
      c === 'br'
        ? brotliCompressSync(this.binario, {
            params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 },
          })
        : gzipSync(this.binario));
  }
}

/** The encoding to answer with, from Accept-Encoding: brotli, else gzip, else none. */
export function codificacionAceptada(acepta: string | undefined): Codificacion | null {
  if (!acepta) return null;
  const aceptadas = new Set<string>();
  for (const parte of acepta.toLowerCase().split(',')) {
    const [nombre, ...params] = parte.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (nombre && (!q || Number(q.slice(2)) > 0)) aceptadas.add(nombre.trim());
  }
  if (aceptadas.has('br')) return 'br';
  if (aceptadas.has('gzip') || aceptadas.has('*')) return 'gzip';
  return null;
}

/** Strong ETag of a body (text or its UTF-8 bytes): 120 bits of its SHA-1, quoted. */
export function etagDe(cuerpo: string | Buffer): string {
  return `"${createHash('sha1').update(cuerpo).digest('base64url').slice(0, 20)}"`;
}

/** Sends a serialised answer with its ETag; 304 without a body when the client already holds it. */
export function enviarJson(req: FastifyRequest, reply: FastifyReply, r: RespuestaJson): FastifyReply {
  reply.header('etag', r.etag).header('cache-control', CACHE_CONTROL_PUBLICO);
  const comprimible = r.binario.length >= UMBRAL_COMPRESION;
  if (comprimible) reply.header('vary', 'accept-encoding');
  if (coincideEtag(req.headers['if-none-match'], r.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const c =
    comprimible && req.headers['x-no-compression'] === undefined
      ? codificacionAceptada(req.headers['accept-encoding'])
      : null;
  return c ? reply.header('content-encoding', c).send(r.comprimido(c)) : reply.send(r.binario);
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly; `*` matches any current representation. */
export function coincideEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** What a loader gives: the serialised body and the shop its data belongs to (null: several shops, dropped on any change). */
export interface Cargado {
  cuerpo: string;
  tienda: string | null;
}

interface Entrada {
  respuesta: RespuestaJson;
  tienda: string | null;
  vence: number;
  bytes: number;
  /** The cache's insertion count and bytes inserted when this entry last moved to the back. */
  orden: number;
  ordenBytes: number;
}

export interface OpcionesCache {
  /** Longest life of an entry (CACHE_TTL_SECONDS); 0 turns the cache off. */
  ttlMs: number;
  maxEntradas?: number;
  maxBytes?: number;
  /**
   * The next instant a time-dependent value may change (a discount's start or end), in epoch
   * ms: entries never outlive it. Asked again after it passes and after every invalidation.
   */
  proximoCambio?: () => Promise<number>;
  ahora?: () => number;
}

/**
 * Per-instance cache of the serialised JSON of public reads (decision 046): an LRU bounded by
 * entries and bytes, entries tagged by shop. Only trusted while `disponible()` (the instance's
 * LISTEN connection is up): `invalidar(tienda)` comes from the database's NOTIFY at every commit
 * that touches public data, so a write through any instance is seen on the next read. An entry
 * also expires at its TTL and at the next discount boundary (a price that changes with the clock).
 */
export class CachePublico {
  private readonly entradas = new Map<string, Entrada>();
  private readonly enCurso = new Map<string, { generacion: number; promesa: Promise<RespuestaJson> }>();
  private bytes = 0;
  /** Entries and bytes ever put at the back of the LRU (hits that moved one included). */
  private insertadas = 0;
  private bytesInsertados = 0;
  /** Bumped on every invalidation: a load that started before one is not stored. */
  private generacion = 0;
  private limite: { generacion: number; valor: Promise<number> } | undefined;
  private limiteValor = Number.POSITIVE_INFINITY;
  private readonly maxEntradas: number;
  private readonly maxBytes: number;
  private readonly ahora: () => number;
  /** Set by the plugin: false until LISTEN is up and while it is down. */
  disponible: () => boolean = () => false;

  constructor(private readonly opts: OpcionesCache) {
    this.maxEntradas = opts.maxEntradas ?? 5000;
    this.maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
    this.ahora = opts.ahora ?? Date.now;
  }

  get activo(): boolean {
    return this.opts.ttlMs > 0 && this.disponible();
  }

  get tamano(): { entradas: number; bytes: number } {
    return { entradas: this.entradas.size, bytes: this.bytes };
  }

  /** The cached answer for `clave`, or `cargar`'s (stored when nothing changed meanwhile). */
  async obtener(clave: string, cargar: () => Promise<Cargado>): Promise<RespuestaJson> {
    if (!this.activo) return RespuestaJson.de((await cargar()).cuerpo);
    const ahora = this.ahora();
    const hit = this.entradas.get(clave);
    if (hit && hit.vence > ahora) {
      // Most recently used last: the LRU drops from the front. An entry still in the newest quarter
      // (by count and by bytes) stays where it is: a hot key costs no Map churn on every hit.
      if (
        this.insertadas - hit.orden >= this.maxEntradas / 4 ||
        this.bytesInsertados - hit.ordenBytes >= this.maxBytes / 4
      ) {
        this.entradas.delete(clave);
        this.alFinal(clave, hit);
      }
      cachePublicoAciertos.inc();
      return hit.respuesta;
    }
    cachePublicoFallos.inc();
    if (hit) this.quitar(clave, hit);
    const generacion = this.generacion;
    const pendiente = this.enCurso.get(clave);
    if (pendiente && pendiente.generacion === generacion) return pendiente.promesa;
    const promesa = this.cargarYGuardar(clave, generacion, cargar);
    this.enCurso.set(clave, { generacion, promesa });
    const soltar = () => {
      if (this.enCurso.get(clave)?.promesa === promesa) this.enCurso.delete(clave);
    };
    promesa.then(soltar, soltar);
    return promesa;
  }

  /** Drops the entries of one shop and every entry spanning shops; TODO drops everything. */
  invalidar(tienda: string): void {
    if (tienda === TODO) return this.vaciar();
    this.nuevaGeneracion();
    for (const [clave, e] of this.entradas) if (e.tienda === null || e.tienda === tienda) this.quitar(clave, e);
  }

  vaciar(): void {
    this.nuevaGeneracion();
    this.entradas.clear();
    this.bytes = 0;
  }

  /** Loads under way and the known discount boundary belong to the data before the change. */
  private nuevaGeneracion(): void {
    this.generacion++;
    this.enCurso.clear();
    this.limite = undefined;
  }

  private async cargarYGuardar(
    clave: string,
    generacion: number,
    cargar: () => Promise<Cargado>,
  ): Promise<RespuestaJson> {
    // Without the next boundary (the query failed) the answer is served but not kept.
    const [cargado, limite] = await Promise.all([cargar(), this.proximoCambio().catch(() => 0)]);
    const respuesta = RespuestaJson.de(cargado.cuerpo);
    const ahora = this.ahora();
    if (generacion !== this.generacion || !this.activo || limite <= ahora) return respuesta;
    const bytes = respuesta.binario.length;
    if (bytes > this.maxBytes / 16) return respuesta; // one huge answer must not empty the cache
    const anterior = this.entradas.get(clave);
    if (anterior) this.quitar(clave, anterior);
    this.alFinal(clave, {
      respuesta,
      tienda: cargado.tienda,
      vence: Math.min(ahora + this.opts.ttlMs, limite),
      bytes,
      orden: 0,
      ordenBytes: 0,
    });
    this.bytes += bytes;
    for (const [c, e] of this.entradas) {
      if (this.entradas.size <= this.maxEntradas && this.bytes <= this.maxBytes) break;
      this.quitar(c, e);
    }
    return respuesta;
  }

  /** The next discount boundary, asked once per invalidation and again once it has passed. */
  private proximoCambio(): Promise<number> {
    const leer = this.opts.proximoCambio;
    if (!leer) return Promise.resolve(Number.POSITIVE_INFINITY);
    if (this.limite && this.limite.generacion === this.generacion && this.limiteValor > this.ahora())
      return this.limite.valor;
    const generacion = this.generacion;
    const valor = leer().then((v) => {
      if (this.limite?.valor === valor) this.limiteValor = v;
      return v;
    });
    this.limiteValor = Number.POSITIVE_INFINITY;
    this.limite = { generacion, valor };
    valor.catch(() => {
      if (this.limite?.valor === valor) this.limite = undefined;
    });
    return valor;
  }

  private alFinal(clave: string, e: Entrada): void {
    e.orden = ++this.insertadas;
    e.ordenBytes = this.bytesInsertados += e.bytes;
    this.entradas.set(clave, e);
  }

  private quitar(clave: string, e: Entrada): void {
    this.entradas.delete(clave);
    this.bytes -= e.bytes;
  }
}

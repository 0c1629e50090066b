import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Endpoint } from '@feria/contracts';
import type { RespuestaJson } from './cache-publico';

type Salida<S> = S extends z.ZodType ? z.input<S> : never;
/** Which shop an answer belongs to (its entries are dropped when that shop changes); null: several shops. */
type Tienda<V> = string | null | ((valor: V) => string | null);

const serializadores = new WeakMap<Endpoint, (valor: unknown) => string>();

/** The same serialisation Fastify applies to the endpoint's answer (its zod schema, then JSON). */
function serializador(e: Endpoint): (valor: unknown) => string {
  let s = serializadores.get(e);
  if (!s) {
    s = serializerCompiler({
      schema: e.respuesta,
      method: e.metodo,
      url: e.ruta,
      httpStatus: String(e.status ?? 200),
    }) as (valor: unknown) => string;
    serializadores.set(e, s);
  }
  return s;
}

/** JSON with sorted keys: `?page=0&size=20` and `?size=20&page=0` (and the defaults) name one entry. */
function estable(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map(estable).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${estable(o[k])}`)
    .join(',')}}`;
}

const clavesPorUrl = new WeakMap<Endpoint, Map<string, string>>();
/** URLs remembered per endpoint; past that the memo starts over (rare searches must not grow it). */
const MAX_URLS = 10_000;

/**
 * The cache key of a request: the endpoint plus its parsed parameters and query with sorted keys.
 * Remembered by the raw URL (which parses to the same values every time), so a hit does not
 * rebuild it.
 */
function claveDe(req: FastifyRequest, e: Endpoint): string {
  let porUrl = clavesPorUrl.get(e);
  if (!porUrl) clavesPorUrl.set(e, (porUrl = new Map()));
  let clave = porUrl.get(req.url);
  if (clave === undefined) {
    clave = `${e.metodo} ${e.ruta} ${estable(req.params ?? {})} ${estable(req.query ?? {})}`;
    if (porUrl.size >= MAX_URLS) porUrl.clear();
    porUrl.set(req.url, clave);
  }
  return clave;
}

/**
 * A public, anonymous read answered from the instance's cache of serialised JSON (decision 046),
 * keyed by the endpoint and its parsed parameters and query; `cargar` runs on a miss. Only for
 * answers that are the same for every caller: never a signed-in route.
 */
export function jsonPublico<E extends Endpoint>(
  req: FastifyRequest,
  e: E,
  tienda: Tienda<Salida<E['respuesta']>>,
  cargar: () => Promise<Salida<E['respuesta']>>,
): Promise<RespuestaJson> {
  return req.server.cachePublico.obtener(claveDe(req, e), async () => {
    const valor = await cargar();
    return { cuerpo: serializador(e)(valor), tienda: typeof tienda === 'function' ? tienda(valor) : tienda };
  });
}

/**
 * `jsonPublico` for an answer whose JSON the database wrote (decision 101): `cargar` gives the body's
 * text, which is cached and sent as it is, without the endpoint's zod serialisation. The routes
 * that use it have a test holding their answer equal to the one the contract's serialisation gives.
 */
export function jsonPublicoEscrito(
  req: FastifyRequest,
  e: Endpoint,
  tienda: string | null,
  cargar: () => Promise<string>,
): Promise<RespuestaJson> {
  return req.server.cachePublico.obtener(claveDe(req, e), async () => ({ cuerpo: await cargar(), tienda }));
}

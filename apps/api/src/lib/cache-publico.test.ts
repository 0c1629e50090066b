import { describe, expect, it } from 'vitest';
import { CachePublico, codificacionAceptada, coincideEtag, etagDe, TODO, type Cargado } from './cache-publico';

/** A cache on a hand-moved clock, LISTEN up; `cargas` counts the loads. */
function prueba(
  opts: { ttlMs?: number; maxEntradas?: number; maxBytes?: number; proximoCambio?: () => Promise<number> } = {},
) {
  let ahora = 1_000_000;
  const cache = new CachePublico({ ttlMs: opts.ttlMs ?? 60_000, ahora: () => ahora, ...opts });
  cache.disponible = () => true;
  let cargas = 0;
  const leer = (clave: string, cuerpo: string, tienda: string | null = null) =>
    cache.obtener(clave, async (): Promise<Cargado> => {
      cargas++;
      return { cuerpo, tienda };
    });
  return { cache, leer, cargas: () => cargas, avanzar: (ms: number) => (ahora += ms), ahora: () => ahora };
}

describe('CachePublico', () => {
  it('serves a stored body with its ETag until its shop changes; entries spanning shops go on any change', async () => {
    const p = prueba();
    const r = await p.leer('producto', '{"a":1}', 'tienda-1');
    expect(r.etag).toBe(etagDe('{"a":1}'));
    await p.leer('producto', 'otro', 'tienda-1');
    await p.leer('busqueda', '[]', null);
    await p.leer('otra-tienda', '{}', 'tienda-2');
    expect(p.cargas()).toBe(3);
    p.cache.invalidar('tienda-1');
    expect((await p.leer('producto', '{"a":2}', 'tienda-1')).cuerpo).toBe('{"a":2}');
    expect((await p.leer('busqueda', '[1]', null)).cuerpo).toBe('[1]');
    expect((await p.leer('otra-tienda', 'x', 'tienda-2')).cuerpo).toBe('{}');
    p.cache.invalidar(TODO);
    expect((await p.leer('otra-tienda', 'x', 'tienda-2')).cuerpo).toBe('x');
  });

  it('loads every time while LISTEN is down or with TTL 0, and keeps nothing', async () => {
    const p = prueba();
    p.cache.disponible = () => false;
    await p.leer('k', 'a');
    expect((await p.leer('k', 'b')).cuerpo).toBe('b');
    expect(p.cache.tamano.entradas).toBe(0);
    const sinTtl = prueba({ ttlMs: 0 });
    await sinTtl.leer('k', 'a');
    expect((await sinTtl.leer('k', 'b')).cuerpo).toBe('b');
  });

  it('expires at the TTL and at the next discount boundary, whichever comes first', async () => {
    const p = prueba({ ttlMs: 60_000 });
    await p.leer('k', 'a');
    p.avanzar(59_999);
    expect((await p.leer('k', 'b')).cuerpo).toBe('a');
    p.avanzar(1);
    expect((await p.leer('k', 'b')).cuerpo).toBe('b');

    let limite = 0;
    let preguntas = 0;
    const q = prueba({ ttlMs: 60_000, proximoCambio: async () => (preguntas++, limite) });
    limite = q.ahora() + 5_000;
    await q.leer('k', 'a');
    await q.leer('j', 'a');
    expect(preguntas).toBe(1);
    q.avanzar(4_999);
    expect((await q.leer('k', 'b')).cuerpo).toBe('a');
    q.avanzar(1);
    limite = Number.POSITIVE_INFINITY;
    expect((await q.leer('k', 'b')).cuerpo).toBe('b');
    expect(preguntas).toBe(2);
    expect((await q.leer('k', 'c')).cuerpo).toBe('b');
  });

  it('does not store a load that an invalidation overtook, and shares one load between concurrent readers', async () => {
    const p = prueba();
    let soltar!: (c: Cargado) => void;
    const lenta = p.cache.obtener('k', () => new Promise<Cargado>((r) => (soltar = r)));
    const junto = p.cache.obtener('k', async () => ({ cuerpo: 'nunca', tienda: null }));
    p.cache.invalidar('tienda-1');
    soltar({ cuerpo: 'viejo', tienda: 'tienda-1' });
    expect([(await lenta).cuerpo, (await junto).cuerpo]).toEqual(['viejo', 'viejo']);
    expect((await p.leer('k', 'nuevo', 'tienda-1')).cuerpo).toBe('nuevo');
  });

  it('drops the least recently used entries beyond its bounds', async () => {
    const p = prueba({ maxEntradas: 2 });
    await p.leer('a', '1');
    await p.leer('b', '2');
    await p.leer('a', 'x'); // a is now the most recent
    await p.leer('c', '3');
    expect(p.cache.tamano.entradas).toBe(2);
    expect((await p.leer('a', 'x')).cuerpo).toBe('1');
    expect((await p.leer('b', 'y')).cuerpo).toBe('y');
    const q = prueba({ maxBytes: 16 * 40 });
    for (const k of ['a', 'b', 'c', 'd', 'e']) await q.leer(k, 'x'.repeat(20));
    expect(q.cache.tamano.bytes).toBeLessThanOrEqual(16 * 40);
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(codificacionAceptada('gzip, deflate, br')).toBe('br');
    expect(codificacionAceptada('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(codificacionAceptada('*')).toBe('gzip');
    expect(codificacionAceptada('identity')).toBeNull();
    expect(codificacionAceptada(undefined)).toBeNull();
  });

  it('matches If-None-Match lists, weak forms and *', () => {
    expect(coincideEtag('"a"', '"a"')).toBe(true);
    expect(coincideEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(coincideEtag('*', '"a"')).toBe(true);
    expect(coincideEtag('"b"', '"a"')).toBe(false);
    expect(coincideEtag(undefined, '"a"')).toBe(false);
  });
});

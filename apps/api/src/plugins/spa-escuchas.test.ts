import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';

// Pages, files and misses over real HTTP on one keep-alive connection, as a browser asks for them
// (compressed): each answer adds few 'close' listeners to its response, so Node never warns
// MaxListenersExceededWarning (docs/arquitectura.md#rendimiento), and the compressed body is the
// page itself, never empty.

interface Respuesta {
  status: number;
  headers: http.IncomingHttpHeaders;
  cuerpo: string;
  reusada: boolean;
}

function pedir(base: string, agente: http.Agent, url: string, metodo = 'GET', encoding = ''): Promise<Respuesta> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      { method: metodo, agent: agente, headers: encoding ? { 'accept-encoding': encoding } : {} },
      (res) => {
        const partes: Buffer[] = [];
        res.on('data', (p: Buffer) => partes.push(p));
        res.on('error', reject);
        res.on('end', () => {
          const crudo = Buffer.concat(partes);
          // A HEAD answer names its encoding but has no body.
          const enc = crudo.length > 0 ? res.headers['content-encoding'] : undefined;
          const plano =
            enc === 'gzip'
              ? zlib.gunzipSync(crudo)
              : enc === 'br'
                ? zlib.brotliDecompressSync(crudo)
                : enc === 'zstd'
                  ? zlib.zstdDecompressSync(crudo)
                  : crudo;
          // A painted page's initial state carries the time of its reads: the same page, another instant.
          const cuerpo = plano.toString('utf8').replace(/"dataUpdatedAt":\d+/g, '"dataUpdatedAt":0');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, cuerpo, reusada });
        });
      },
    );
    const reusada = req.reusedSocket;
    req.on('error', reject);
    req.end();
  });
}

describe('close listeners on page and file responses', () => {
  let t: TestApp;
  let dist: string;
  let base: string;
  const agente = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const maximo = new Map<string, number>();
  const avisos: Error[] = [];
  const alAviso = (w: Error) => {
    if (w.name === 'MaxListenersExceededWarning') avisos.push(w);
  };
  const on = http.ServerResponse.prototype.on;
  const addListener = http.ServerResponse.prototype.addListener;
  // Above @fastify/compress's synchronous ceiling (64 KiB), so the page is compressed as a stream.
  const relleno = Array.from({ length: 2500 }, (_, i) => `<p>Puesto ${i} de la feria</p>`).join('\n');
  const INDEX = `<!doctype html><html lang="es-AR"><head><title>Feria</title></head><body><div id="root"></div>${relleno}</body></html>`;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'feria-dist-'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log("feria");\n'.repeat(200));
    t = await createTestApp({ seed: 'empty', env: { WEB_DIST: dist, WEB_SSR: 'off' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    function contar(this: http.ServerResponse, evento: string | symbol, fn: (...a: unknown[]) => void) {
      const r = on.call(this, evento, fn);
      const clave = `${this.req.method} ${this.req.url} ${this.req.headers['accept-encoding'] ?? ''}`;
      if (evento === 'close') maximo.set(clave, Math.max(maximo.get(clave) ?? 0, this.listenerCount('close')));
      return r;
    }
    http.ServerResponse.prototype.on = contar as typeof on;
    http.ServerResponse.prototype.addListener = contar as typeof on;
    process.on('warning', alAviso);
  });
  afterAll(async () => {
    http.ServerResponse.prototype.on = on;
    http.ServerResponse.prototype.addListener = addListener;
    process.off('warning', alAviso);
    agente.destroy();
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers pages, files and misses, plain and compressed, with at most 6 close listeners each and no warning', async () => {
    const urls = ['/', '/carrito', '/cuenta/pedidos', '/search?q=mate', '/assets/app-1234.js', '/no-esta.js'];
    const planos = new Map<string, Respuesta>();
    for (let vuelta = 0; vuelta < 3; vuelta++) {
      for (const url of urls) {
        for (const encoding of ['', 'gzip, deflate, br, zstd', 'gzip']) {
          const r = await pedir(base, agente, url, 'GET', encoding);
          expect(r.status, url).toBe(url === '/no-esta.js' ? 404 : 200);
          if (url === '/no-esta.js') continue;
          // zstd where this Node has it, else brotli.
          if (encoding) expect(encoding, `${url} ${encoding}`).toContain(r.headers['content-encoding'] ?? 'ninguna');
          const plano = planos.get(url) ?? r;
          planos.set(url, plano);
          expect(r.cuerpo.length, `${url} ${encoding}`).toBeGreaterThan(1024);
          expect(r.cuerpo, `${url} ${encoding}`).toBe(plano.cuerpo);
        }
        const cabeza = await pedir(base, agente, url, 'HEAD', 'gzip');
        expect(cabeza.status, `HEAD ${url}`).toBe(url === '/no-esta.js' ? 404 : 200);
        expect(cabeza.cuerpo, `HEAD ${url}`).toBe('');
      }
    }
    expect(planos.get('/carrito')!.cuerpo).toContain('<div id="root"></div>');
    expect(planos.get('/assets/app-1234.js')!.cuerpo).toContain('console.log("feria");');
    const ultima = await pedir(base, agente, '/carrito', 'GET', 'gzip');
    expect(ultima.reusada, 'all on one keep-alive connection').toBe(true);

    await new Promise((r) => setImmediate(r));
    expect(avisos.map((a) => a.message)).toEqual([]);
    expect(maximo.get('GET /carrito gzip, deflate, br, zstd'), 'the page response was watched').toBeGreaterThan(0);
    for (const [clave, n] of maximo) expect(n, clave).toBeLessThanOrEqual(6);
  });
});

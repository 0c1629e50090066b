import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';

// A page URL (/productos, /tiendas/…) is not a file: it must reach the history fallback without
// first going through the static files' catch-all route, whose chain of async calls awaits the
// reply once per layer, each adding 'close' listeners to the response (Node warned
// MaxListenersExceededWarning after start-up).

describe('page responses and their close listeners', () => {
  let t: TestApp;
  let dist: string;
  const maximo = new Map<string, number>();
  const original = http.ServerResponse.prototype.on;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'feria-dist-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="es-AR"><body><div id="root"></div></body></html>',
    );
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp({ seed: 'empty', env: { WEB_DIST: dist } });
    const contar = function (this: http.ServerResponse, evento: string | symbol, fn: (...a: unknown[]) => void) {
      const r = original.call(this, evento as 'close', fn as () => void);
      const url = this.req?.url;
      if (evento === 'close' && url) maximo.set(url, Math.max(maximo.get(url) ?? 0, this.listenerCount('close')));
      return r;
    };
    http.ServerResponse.prototype.on = contar as typeof original;
    http.ServerResponse.prototype.addListener = contar as typeof original;
  });
  afterAll(async () => {
    http.ServerResponse.prototype.on = original;
    http.ServerResponse.prototype.addListener = original;
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves pages, files and a missing file with few close listeners on each response (Node warns above 10)', async () => {
    const urls = ['/productos', '/tiendas', '/productos?q=mate', '/carrito', '/assets/app-1234.js', '/favicon-x.ico'];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(url === '/favicon-x.ico' ? 404 : 200);
    }
    expect(maximo.get('/productos'), 'the page response was watched').toBeGreaterThan(0);
    for (const url of urls) expect(maximo.get(url) ?? 0, url).toBeLessThanOrEqual(6);
  });
});

import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@feria/contracts';
import { buildApp } from './app';
import { createTestApp, openTestDatabase, TEST_DATA_DIR, type TestApp } from './testing';
import { loadConfig } from './config';
import { isStaticRead } from './plugins/security';

const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    DATA_DIR: TEST_DATA_DIR,
    WEB_DIST: path.join(TEST_DATA_DIR, 'no-web-dist'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '0',
    CACHE_TTL_SECONDS: '0',
    ...env,
  });

describe('app: health, errors and security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());

  it('answers /health and /ready', async () => {
    expect((await t.app.inject('/health')).json()).toEqual({ estado: 'ok' });
    const ready = await t.app.inject('/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ estado: 'ok' });
  });

  it('sends the CSP the SPA needs, and the other helmet headers', async () => {
    const res = await t.app.inject('/api/v1/public/core/rubros');
    const csp = String(res.headers['content-security-policy']);
    for (const d of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "object-src 'none'",
      "frame-ancestors 'self'",
    ]) {
      expect(csp).toContain(d);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps or creates a request id and echoes it', async () => {
    const given = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const created = await t.app.inject('/health');
    expect(created.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with a Spanish JSON 404', async () => {
    for (const url of ['/api/nada', '/api/v1/public/core/no-existe', '/api']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ mensaje: MENSAJES.rutaApiNoEncontrada, codigo: 'RUTA_NO_ENCONTRADA' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/public/core/rubros' });
    expect(post.json()).toEqual({ mensaje: MENSAJES.rutaApiNoEncontrada, codigo: 'RUTA_NO_ENCONTRADA' });
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const doc = await t.app.inject('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toContain('/api/v1/public/core/productos/buscar');
    expect(paths).toContain('/api/v1/public/core/tienda/{id}/apariencia');
    for (const p of [
      '/api/emprendedor/v1/emprendimientos/verificar/{userId}',
      '/api/comprador/v1/compradores/{id}/eliminado',
      '/api/admin/v1/solicitudes/{id}/aprobar',
    ]) {
      expect(paths).toContain(p);
    }
    const spec = doc.json<{
      components: { securitySchemes: Record<string, { scheme: string }> };
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(spec.components.securitySchemes.bearerAuth?.scheme).toBe('bearer');
    expect(spec.paths['/api/admin/v1/resumen']?.get?.security).toEqual([{ bearerAuth: [] }]);
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
    expect(ui.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});

describe('app: unexpected errors', () => {
  it('answers 500 in Spanish without stack, SQL or the original message, 400 for a malformed body', async () => {
    const handle = await openTestDatabase('empty', process.env.DATABASE_URL || undefined);
    const app = await buildApp({ config: testConfig(), db: handle.db });
    app.get('/api/test/explota', async () => {
      throw new Error('secreto interno en /srv/feria/app.ts');
    });
    app.get('/api/test/sql', async () => app.db.execute(sql`select * from app.tabla_que_no_existe`));
    app.post('/api/test/eco', async (req) => req.body);
    await app.ready();
    try {
      for (const url of ['/api/test/explota', '/api/test/sql']) {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ mensaje: MENSAJES.inesperado, codigo: 'ERROR_INTERNO' });
        expect(res.body).not.toMatch(/secreto|tabla_que_no_existe|select|stack|\.ts/i);
      }
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/test/eco',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ mensaje: MENSAJES.parametrosInvalidos, codigo: 'VALIDACION' });
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it('reports not ready when the database is gone', async () => {
    const handle = await openTestDatabase('empty', process.env.DATABASE_URL || undefined);
    const app = await buildApp({ config: testConfig(), db: handle.db });
    await app.ready();
    await handle.close();
    const res = await app.inject('/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ estado: 'error' });
    await app.close();
  });
});

describe('app: rate limit', () => {
  it('answers 429 in Spanish past the configured limit', async () => {
    const t = await createTestApp({ seed: 'empty', env: { RATE_LIMIT_MAX: '2' } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await t.app.inject('/api/v1/public/core/rubros')).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      const res = await t.app.inject('/api/v1/public/core/rubros');
      expect(res.json()).toEqual({ mensaje: MENSAJES.demasiadasSolicitudes, codigo: 'DEMASIADAS_SOLICITUDES' });
      expect(res.headers['retry-after']).toBeDefined();
      // Static reads (SPA pages, assets, uploads) are not counted.
      expect((await t.app.inject('/uploads/test/no-existe.webp')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('isStaticRead', () => {
  it('exempts only GET/HEAD outside the dynamic prefixes', () => {
    expect(isStaticRead('GET', '/assets/index-abc.js')).toBe(true);
    expect(isStaticRead('HEAD', '/uploads/demo/x.webp')).toBe(true);
    expect(isStaticRead('GET', '/tienda/123')).toBe(true);
    expect(isStaticRead('GET', '/api/v1/public/core/rubros')).toBe(false);
    expect(isStaticRead('GET', '/api?x=1')).toBe(false);
    expect(isStaticRead('GET', '/auth/realms/feria/protocol/openid-connect/auth')).toBe(false);
    expect(isStaticRead('POST', '/tienda')).toBe(false);
  });
});

const MODO_EN_LINEA = "document.documentElement.style.colorScheme = 'light';";

describe('app: SPA and uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'feria-web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><title>Feria</title><script>${MODO_EN_LINEA}</script><div id="root"></div>`,
    );
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("feria")');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(path.join(TEST_DATA_DIR, 'uploads', 'test'), { recursive: true });
    await writeFile(path.join(TEST_DATA_DIR, 'uploads', 'test', 'foto.webp'), 'RIFF');
    // The web app as it is sent without the server render (WEB_SSR off): a build's dist-ssr/, present
    // or not on this machine (the journeys build it beside these tests in .ci/run), must not decide
    // what these answers are. The render itself: plugins/meta-paginas.test.ts.
    t = await createTestApp({ seed: 'empty', env: { WEB_DIST: dist, WEB_SSR: 'off' } });
  });
  afterAll(async () => t.close());

  it('serves index.html at / without caching it', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("allows the build's inline colour-mode script by its hash, on every answer, and no other inline script", async () => {
    const hash = `'sha256-${createHash('sha256').update(MODO_EN_LINEA).digest('base64')}'`;
    for (const url of ['/', '/api/v1/public/core/rubros']) {
      const scriptSrc = String((await t.app.inject(url)).headers['content-security-policy'])
        .split(';')
        .find((d) => d.trim().startsWith('script-src '));
      expect(scriptSrc?.trim(), url).toBe(`script-src 'self' ${hash}`);
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers client routes with index.html (history fallback)', async () => {
    for (const url of [
      '/search?q=mate',
      '/tienda/00000000-0000-4000-8000-000000000000',
      '/dashboard-emprendedor/productos',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('keeps 404s for missing files, API paths and non-GET requests', async () => {
    expect((await t.app.inject('/assets/no-existe.js')).statusCode).toBe(404);
    expect((await t.app.inject('/api/no-existe')).json()).toMatchObject({ codigo: 'RUTA_NO_ENCONTRADA' });
    expect((await t.app.inject({ method: 'POST', url: '/tienda' })).statusCode).toBe(404);
    expect((await t.app.inject('/uploads/test/no-existe.webp')).statusCode).toBe(404);
  });

  it('serves uploaded images with a long cache', async () => {
    const res = await t.app.inject('/uploads/test/foto.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });
});

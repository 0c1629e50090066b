import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';

// docs/producto/app-instalable.md#actualizaciones: the service worker and the manifest are asked
// for again on every visit (a browser checks /sw.js for a new version), with their right types;
// the offline page and the icons are plain built files.
describe('the installable app’s files as the server serves them', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'feria-dist-pwa-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="es-AR"><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    await writeFile(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Feria', start_url: '/' }));
    await writeFile(path.join(dist, 'sin-conexion.html'), '<!doctype html><title>Sin conexión — Feria</title>');
    await mkdir(path.join(dist, 'iconos'));
    await writeFile(path.join(dist, 'iconos', 'icono-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    t = await createTestApp({ seed: 'empty', env: { WEB_DIST: dist, WEB_SSR: 'off' } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves /sw.js as JavaScript, never kept without asking again, at the root scope', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body).toContain('addEventListener');
  });

  it('serves the manifest as application/manifest+json, never kept without asking again', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.json()).toMatchObject({ name: 'Feria' });
  });

  it('serves the offline page and the icons as files, not as the app’s page', async () => {
    const pagina = await t.app.inject({ method: 'GET', url: '/sin-conexion.html' });
    expect(pagina.statusCode).toBe(200);
    expect(pagina.headers['content-type']).toMatch(/^text\/html/);
    expect(pagina.body).toContain('Sin conexión');
    const icono = await t.app.inject({ method: 'GET', url: '/iconos/icono-192.png' });
    expect(icono.statusCode).toBe(200);
    expect(icono.headers['content-type']).toBe('image/png');
  });

  it('allows a same-origin service worker and manifest under the page’s Content-Security-Policy', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(r.headers['content-security-policy']);
    // worker-src and manifest-src fall back to script-src and default-src: both 'self'.
    expect(csp).not.toMatch(/worker-src|manifest-src/);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'/);
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';

// docs/producto/app-instalable.md: the app is installable (manifest, icons, service worker), the
// service worker keeps only the app's files and, with the network cut, a page shows 'Sin conexión'.
const baseURL = inject('baseURL');
let browser: Browser;
let ctx: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ctx = await newContext(browser, baseURL, { mobile: true });
  page = await ctx.newPage();
});
afterAll(async () => {
  await browser?.close();
});

interface Manifiesto {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('the installable app', () => {
  it('links a valid manifest with every icon size, and Chromium finds nothing against installing it', async () => {
    const errores = collectPageErrors(page);
    await page.goto('/');
    for (const modo of ['light', 'dark'])
      expect(await page.locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${modo})"]`).count()).toBe(1);
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
      '/iconos/apple-touch-icon.png',
    );
    const cdp = await ctx.newCDPSession(page);
    const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      data?: string;
    };
    expect(url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    const manifiesto = JSON.parse(data ?? '{}') as Manifiesto;
    expect(manifiesto).toMatchObject({ name: 'Feria', lang: 'es-AR', start_url: '/', display: 'standalone' });
    const tamanos = manifiesto.icons.filter((i) => i.purpose !== 'maskable').map((i) => Number(i.sizes.split('x')[0]));
    expect(Math.min(...tamanos)).toBe(48);
    expect(Math.max(...tamanos)).toBe(512);
    expect(manifiesto.icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
    for (const icono of manifiesto.icons) {
      const r = await page.request.get(icono.src);
      expect(r.status(), icono.src).toBe(200);
      expect(r.headers()['content-type']).toBe('image/png');
    }
    // Registered after the load, when the phone is idle (docs/producto/app-instalable.md#registro).
    const estado = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    expect(['activating', 'activated']).toContain(estado);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    expect(errores).toEqual([]);
  });

  it('controls the page after a reload and never answers an API request from its cache', async () => {
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`);
    const api = page.waitForResponse((r) => r.url().includes('/api/v1/public/core/emprendimientos/destacados'));
    await page.evaluate(() =>
      Promise.all([1, 2].map(() => fetch('/api/v1/public/core/emprendimientos/destacados').then((r) => r.text()))),
    );
    expect((await api).fromServiceWorker()).toBe(false);
    // What is stored: the app's files and the offline page, never an API answer or a page.
    const guardadas = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const nombre of await caches.keys())
        for (const pedido of await (await caches.open(nombre)).keys()) urls.push(new URL(pedido.url).pathname);
      return urls;
    });
    expect(guardadas).toContain('/sin-conexion.html');
    expect(guardadas.some((u) => u.startsWith('/assets/'))).toBe(true);
    const ajenas = guardadas.filter(
      (u) =>
        !/^\/(assets|iconos)\//.test(u) && !['/sin-conexion.html', '/favicon.svg', '/manifest.webmanifest'].includes(u),
    );
    expect(ajenas).toEqual([]);
  });

  it('shows the Spanish offline page when a page is opened with the network cut, in light and dark', async () => {
    await ctx.setOffline(true);
    try {
      await page.goto('/tienda/no-hay-red');
      await page.getByRole('heading', { level: 1, name: 'Sin conexión', exact: true }).waitFor();
      await page.getByText('Revisá el wifi o los datos móviles').waitFor();
      await page.getByRole('link', { name: 'Reintentar' }).waitFor();
      expect(page.url()).toBe(`${baseURL}/tienda/no-hay-red`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await snap(page, 'app-instalable-sin-conexion-360-claro');
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await snap(page, 'app-instalable-sin-conexion-360-oscuro');
    } finally {
      await ctx.setOffline(false);
      await page.emulateMedia({ colorScheme: 'light' });
    }
    // Back online, 'Reintentar' opens the page itself again.
    await page.getByRole('link', { name: 'Reintentar' }).click();
    await page.waitForURL(`${baseURL}/tienda/no-hay-red`);
    await page.locator('#root').waitFor({ state: 'attached' });
    expect(await page.getByRole('heading', { name: 'Sin conexión' }).count()).toBe(0);
  });
});

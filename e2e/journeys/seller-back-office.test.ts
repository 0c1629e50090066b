import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { DEMO_PASSWORD, signInOnIdentityPage } from '../support/auth';
import { publicApi } from '../support/api';

const baseURL = inject('baseURL');
const api = publicApi(baseURL);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SELLER = 'papel.pampa@demo.feria.ar';
const NEW_NAVBAR = '#1E3A8A';

async function png(color: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 640, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** The seller's shop id, from the 'Ver mi tienda pública' link (its readable /tienda/{slug}). */
async function shopId(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: 'Ver mi tienda pública' }).first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  return (await api.tiendaPorSlug(href!.split('/').pop()!)).id;
}

describe('seller back office', () => {
  it('creates a product with images and attributes, puts it in a catalog, restyles the shop, then disables the product', async () => {
    const nombre = `Cuaderno de prueba ${Date.now().toString(36)}`;
    const ctx = await newContext(browser, baseURL, { dark: false });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);

    await page.goto('/dashboard-emprendedor');
    await signInOnIdentityPage(page, SELLER, DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/dashboard-emprendedor');
    const id = await shopId(page);
    await snap(page, '30-seller-index');

    // Cargar Producto: fields, two attributes, two images.
    await page.getByRole('link', { name: 'Cargar Producto' }).first().click();
    await page
      .getByLabel(/^Nombre/)
      .first()
      .fill(nombre);
    await page.getByLabel(/^Descripción/).fill('Tapas de cartón reciclado, 96 hojas lisas. Hecho en Santa Fe.');
    await page.getByLabel(/^Precio/).fill('95000');
    await page.getByLabel(/^Stock/).fill('7');
    await page.getByLabel(/^Tipo de producto/).selectOption({ label: 'Cuaderno' });
    await page.getByPlaceholder('Ej: Color').first().fill('Color');
    await page.getByPlaceholder('Ej: Azul').first().fill('Verde agua');
    await page.getByRole('button', { name: /Agregar atributo/ }).click();
    await page.getByPlaceholder('Ej: Color').nth(1).fill('Hojas');
    await page.getByPlaceholder('Ej: Azul').nth(1).fill('96');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles([
        { name: 'tapa.png', mimeType: 'image/png', buffer: await png('#2E8B7A') },
        { name: 'interior.png', mimeType: 'image/png', buffer: await png('#E9E4D4') },
      ]);
    await snap(page, '31-cargar-producto');
    await page.getByRole('button', { name: 'Guardar producto' }).click();
    await page.waitForURL('**/dashboard-emprendedor/productos');
    await page.getByText(nombre).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, '32-consultar-productos');

    // Catalog: add the new product.
    await page.getByRole('link', { name: 'Catalogo' }).first().click();
    await page.getByRole('heading', { name: 'Catálogos' }).waitFor();
    const productosBtn = page.getByRole('button', { name: /^Productos de / }).first();
    const catalogName =
      (await productosBtn.getAttribute('aria-label'))?.replace('Productos de ', '') ??
      (await productosBtn.innerText()).replace('Productos de ', '');
    await productosBtn.click();
    await page.getByRole('checkbox', { name: new RegExp(nombre) }).check();
    await page.getByRole('button', { name: 'Guardar productos' }).click();
    await page
      .getByRole('dialog')
      .waitFor({ state: 'detached', timeout: 8000 })
      .catch(async (e: unknown) => {
        await snap(page, 'debug-catalogo');
        throw e;
      });
    await snap(page, '33-catalogo');

    // Gestionar Tienda: navbar colour and carrusel, saved whole.
    await page.getByRole('link', { name: 'Gestionar Tienda' }).first().click();
    await page.getByRole('heading', { name: 'Gestionar Tienda' }).waitFor();
    await page.getByLabel('Barra de navegación', { exact: true }).fill(NEW_NAVBAR);
    await page.getByLabel('Texto de la barra', { exact: true }).fill('#FFFFFF');
    await page.getByRole('radio', { name: 'Carrusel' }).check();
    await snap(page, '34-gestionar-tienda');
    await page.getByRole('button', { name: 'Guardar cambios' }).first().click();
    await expect
      .poll(async () => (await api.apariencia(id)).colorNavbar.toUpperCase(), { timeout: 15_000 })
      .toBe(NEW_NAVBAR);

    // The public shop shows the product with the new look.
    const visitor = await newContext(browser, baseURL, { mobile: true, dark: false });
    const shop = await visitor.newPage();
    await shop.goto(`/tienda/${id}`);
    // The page settles on the shop's readable /tienda/{slug} (decision 040).
    await shop.waitForURL((u) => u.pathname !== `/tienda/${id}`);
    const navbar = shop.getByTestId('tienda-navbar');
    await navbar.waitFor();
    expect(await navbar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(30, 58, 138)');
    await shop.getByRole('heading', { level: 3, name: nombre }).first().waitFor();
    const ap = await api.apariencia(id);
    expect(ap.distribucionCatalogos).toBe('carrusel');
    const catalogos = await api.catalogos(id);
    const conProducto = catalogos.find((c) => c.nombre === catalogName);
    expect(conProducto?.productosIds.length).toBeGreaterThan(0);
    await snap(shop, '35-tienda-publica-nueva-mobile');

    // Disable it: it disappears publicly.
    await page.getByRole('link', { name: 'Consultar Productos' }).first().click();
    await page
      .getByRole('switch', { name: `Habilitado: ${nombre}` })
      .first()
      .click();
    await expect
      .poll(async () => (await api.productosTienda(id)).some((p) => p.nombre === nombre), { timeout: 15_000 })
      .toBe(false);
    await shop.reload();
    await shop.getByTestId('tienda-navbar').waitFor();
    await shop.getByRole('heading', { level: 2, name: 'Todos los productos' }).waitFor();
    expect(await shop.getByRole('heading', { level: 3, name: nombre }).count()).toBe(0);
    expect(errors).toEqual([]);
    await Promise.all([ctx.close(), visitor.close()]);
  });

  it.each([
    ['mobile-light', { mobile: true, dark: false }],
    ['desktop-dark', { dark: true }],
  ] as const)('shows every seller screen accessibly (%s)', async (view, opts) => {
    const ctx = await newContext(browser, baseURL, opts);
    const page = await ctx.newPage();
    await page.goto('/dashboard-emprendedor');
    await signInOnIdentityPage(page, 'casa.ceibo@demo.feria.ar', DEMO_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/dashboard-emprendedor');
    const screens: [string, string][] = [
      ['/dashboard-emprendedor', 'Ver mi tienda pública'],
      ['/dashboard-emprendedor/productos', 'Consultar Productos'],
      ['/dashboard-emprendedor/cargar-producto', 'Cargar Producto'],
      ['/dashboard-emprendedor/catalogo', 'Catálogos'],
      ['/dashboard-emprendedor/gestionar-tienda', 'Gestionar Tienda'],
      ['/dashboard-emprendedor/perfil', 'Desactivar emprendimiento'],
    ];
    for (const [path, text] of screens) {
      await page.goto(path);
      await page.getByText(text).first().waitFor();
      // Loaded when no placeholder is left ('networkidle' never comes: the live channel stays open).
      await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root, [role="progressbar"]'));
      expect(await seriousA11yViolations(page), path).toEqual([]);
      if ('mobile' in opts)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      await snap(page, `36-${path.split('/').pop()}-${view}`);
    }
    await ctx.close();
  });
});

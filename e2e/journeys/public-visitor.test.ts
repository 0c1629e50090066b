import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cumpleFiltros, deriveProductoDetalle, formatPrice, rutaProducto, type Producto } from '@feria/contracts';
import {
  collectPageErrors,
  launchBrowser,
  newContext,
  seriousA11yViolations,
  snap,
  type ViewOptions,
} from '../support/browser';
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

const VIEWS: [string, ViewOptions][] = [
  ['desktop-light', { dark: false }],
  ['desktop-dark', { dark: true }],
  ['mobile-light', { mobile: true, dark: false }],
];

async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** A product sold by the zapatillas search whose final price gets free shipping. */
async function freeShippingZapatilla(): Promise<Producto> {
  const results = await api.search('zapatillas');
  const p = results.find((r) => deriveProductoDetalle(r, []).freeShipping && r.stock > 0);
  if (!p) throw new Error('La demo no tiene zapatillas con envío gratis');
  return p;
}

describe.each(VIEWS)('anonymous visitor (%s)', (view, opts) => {
  it('browses home, searches with a typo, opens a product and its shop, and filters by attribute', async () => {
    const ctx = await newContext(browser, baseURL, opts);
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);

    // Home: hero, seller call to action, sections by anchor, demo label.
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 15_000 }).toBe(1);
    await page.locator('#categorias').getByRole('link').first().waitFor();
    await page.locator('#productos').getByRole('link').first().waitFor();
    for (const id of ['productos', 'emprendimientos', 'categorias', 'estadisticas'])
      expect(await page.locator(`#${id}`).count()).toBe(1);
    expect(await page.getByText('Datos de demostración', { exact: false }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: '¡Emprendé con nosotros!' }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await snap(page, `01-home-${view}`);

    // Search with a typo: "zapatilas" finds zapatillas.
    const search = page
      .getByRole('searchbox', { name: 'Buscar productos y emprendimientos...' })
      .filter({ visible: true })
      .first();
    await search.fill('   ');
    await search.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');
    await search.fill('  zapatilas ');
    await search.press('Enter');
    await page.waitForURL('**/search?q=zapatilas');
    const target = await freeShippingZapatilla();
    const card = page.getByRole('link', { name: target.nombre }).first();
    await card.waitFor();
    await expectAccessible(page);
    await snap(page, `02-search-typo-${view}`);

    // Product page: price, 6 cuotas, price without taxes, free shipping (docs/producto/entidades.md, docs/producto/precios.md).
    await card.click();
    await page.waitForURL(`**${rutaProducto(target)}`);
    const d = deriveProductoDetalle(target, []);
    await page.getByRole('heading', { level: 1, name: target.nombre }).waitFor();
    const main = page.locator('main');
    expect(await main.getByText(formatPrice(d.price), { exact: false }).count()).toBeGreaterThan(0);
    await main
      .getByText(`6 cuotas de ${formatPrice(d.installments.amount)}`, { exact: false })
      .first()
      .waitFor();
    await main.getByText(formatPrice(d.priceWithoutTaxes), { exact: false }).first().waitFor();
    await main.getByText('Envío gratis').first().waitFor();
    if (d.hasDiscount) {
      await main.getByText(`${d.discountPercentage}% OFF`).first().waitFor();
      await main.getByText(formatPrice(d.originalPrice)).first().waitFor();
    }
    expect(await page.getByPlaceholder('Buscar productos similares...').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await snap(page, `03-product-${view}`);

    // Its shop: the shop's own colours and catalogs.
    await main.getByRole('link', { name: new RegExp(`Vendido por ${target.nombreEmprendimiento}`) }).click();
    // By its readable /tienda/{slug} (decision 040).
    await page.waitForURL(
      (u) => /^\/tienda\/[a-z0-9-]+$/.test(u.pathname) && !u.pathname.endsWith(target.idEmprendimiento),
    );
    const [ap, catalogos, productos] = await Promise.all([
      api.apariencia(target.idEmprendimiento),
      api.catalogos(target.idEmprendimiento),
      api.productosTienda(target.idEmprendimiento),
    ]);
    const navbar = page.getByTestId('tienda-navbar');
    await navbar.waitFor();
    expect(await navbar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(hexToRgb(ap.colorNavbar));
    const shown = catalogos.filter(
      (c) => ap.catalogosSeleccionados.length === 0 || ap.catalogosSeleccionados.includes(c.idCatalogo),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const c of shown) await page.getByRole('heading', { level: 2, name: c.nombre }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Todos los productos' }).waitFor();
    await page.getByText(`${productos.length} productos`).first().waitFor();
    await expectAccessible(page);
    await snap(page, `04-shop-${view}`);

    // Attribute filter (docs/producto/validacion.md): only products with a chosen value stay.
    const filtro = ap.filtros[0]!;
    const valor = filtro.valores.find((v) =>
      productos.some((p) => cumpleFiltros(p.atributos, { [filtro.clave]: [v] })),
    )!;
    const expected = productos.filter((p) => cumpleFiltros(p.atributos, { [filtro.clave]: [valor] })).length;
    const chip = page.getByRole('button', { name: valor, exact: true }).first();
    await chip.click();
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    await page
      .getByText(expected === 1 ? '1 producto' : `${expected} productos`, { exact: true })
      .first()
      .waitFor();
    await snap(page, `05-shop-filtered-${view}`);
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await page.getByText(`${productos.length} productos`).first().waitFor();

    if (opts.mobile) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

function hexToRgb(hex: string): string {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = parseInt(full, 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { emprendimientoPublico, type EmprendimientoPublico } from '@feria/contracts';
import { z } from 'zod';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { COMPRADORA, signInOnIdentityPage } from '../support/auth';

// The shop directory 'Consultar Emprendimientos' and the buyer home (decision 039).
const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A featured demo shop: what the screens must find (read from the API, never to drive them). */
async function tiendaDestacada(): Promise<EmprendimientoPublico> {
  const res = await fetch(`${baseURL}/api/v1/public/core/emprendimientos/destacados`);
  const [shop] = z.array(emprendimientoPublico).parse(await res.json());
  if (!shop) throw new Error('La demo no tiene emprendimientos destacados');
  return shop;
}

const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const topBarSearch = (page: Page) =>
  page.getByRole('searchbox', { name: 'Buscar productos y emprendimientos...' }).filter({ visible: true });

describe('shop directory and buyer home', () => {
  it('a visitor filters the directory from the home, the URL keeps it, opens a shop; the buyer then sees it in Visitados recientemente', async () => {
    const shop = await tiendaDestacada();
    const ctx = await newContext(browser, baseURL, { dark: false });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);

    // Home → 'Ver todos los emprendimientos'.
    await page.goto('/');
    await page.locator('#emprendimientos').getByRole('link', { name: 'Ver todos los emprendimientos' }).click();
    await page.waitForURL('**/emprendimientos');
    await page.getByRole('heading', { level: 1, name: 'Consultar Emprendimientos' }).waitFor();
    await page.getByRole('link', { name: shop.nombre }).first().waitFor();

    // Filter by rubro and province, then sort: all of it lands in the URL.
    await page.getByLabel('Categoría').selectOption({ label: shop.rubro.nombre });
    await expect.poll(() => params(page), { timeout: 15_000 }).toEqual({ rubro: String(shop.rubro.idRubro) });
    await page.getByLabel('Provincia').selectOption({ label: shop.provincia.nombre });
    await page.getByLabel('Ordenar por').selectOption({ label: 'Más productos' });
    const esperado = {
      rubro: String(shop.rubro.idRubro),
      provincia: String(shop.provincia.idProvincia),
      orden: 'productos',
    };
    await expect.poll(() => params(page), { timeout: 15_000 }).toEqual(esperado);
    const card = page.getByRole('link', { name: shop.nombre });
    await card.waitFor();
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, 'directory-01-filtered-desktop');

    // A reload (or a shared link) restores the filters.
    await page.reload();
    await card.waitFor();
    expect(params(page)).toEqual(esperado);
    // The selects show the URL's values once their options have loaded.
    await expect
      .poll(() => page.getByLabel('Categoría').inputValue(), { timeout: 15_000 })
      .toBe(String(shop.rubro.idRubro));
    await expect
      .poll(() => page.getByLabel('Provincia').inputValue(), { timeout: 15_000 })
      .toBe(String(shop.provincia.idProvincia));
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('productos');

    // Open the shop: the anonymous visit is remembered in this browser.
    await card.click();
    await page.waitForURL(new RegExp(`/tienda/(${shop.id}|${shop.slug})$`));
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('feria_tiendas_visitadas') ?? ''), {
        timeout: 15_000,
      })
      .toContain(shop.id);
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Visitados recientemente' })
      .getByRole('link', { name: shop.nombre })
      .waitFor();
    await snap(page, 'directory-00-home-visited-desktop');

    // The buyer signs in: the home shows the search, recommended products and the shop just visited.
    await page.goto('/dashboard-comprador');
    await signInOnIdentityPage(page, COMPRADORA.email, COMPRADORA.password);
    await page.waitForURL('**/dashboard-comprador');
    await page.getByRole('searchbox', { name: 'Buscá productos' }).waitFor();
    expect(await page.getByPlaceholder('¿Qué estás buscando hoy?').count()).toBe(1);
    const recomendados = page.getByRole('region', { name: 'Recomendados para vos' });
    await expect.poll(() => recomendados.getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(10);
    const visitados = page.getByRole('region', { name: 'Visitados recientemente' });
    const visitado = visitados.getByRole('link', { name: shop.nombre });
    await visitado.waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => window.localStorage.getItem('feria_tiendas_visitadas'))).toBeNull();
    expect(await topBarSearch(page).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, 'directory-02-buyer-home-desktop');

    // The shop inside the buyer area: no top-bar search (docs/producto/rutas.md#tabla-de-rutas).
    await visitado.click();
    await page.waitForURL(new RegExp(`/dashboard-comprador/tienda/(${shop.id}|${shop.slug})$`));
    await page.getByRole('heading', { level: 1, name: shop.nombre }).waitFor();
    await expect.poll(() => topBarSearch(page).count(), { timeout: 15_000 }).toBe(0);
    await snap(page, 'directory-03-buyer-shop-desktop');

    // The buyer's directory leads to the buyer area's shop page.
    await page.goto('/dashboard-comprador/consultar-emprendimientos?orden=calificacion');
    await page.getByRole('heading', { level: 1, name: 'Consultar Emprendimientos' }).waitFor();
    const enArea = page.getByRole('link', { name: shop.nombre }).first();
    await enArea.waitFor();
    expect(await enArea.getAttribute('href')).toMatch(/^\/dashboard-comprador\/tienda\//);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('at 360 px the filters open in a panel and work', async () => {
    const shop = await tiendaDestacada();
    const ctx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/emprendimientos');
    await page.getByRole('heading', { level: 1, name: 'Consultar Emprendimientos' }).waitFor();
    expect(await page.getByLabel('Categoría').isVisible()).toBe(false);
    const abrir = page.getByRole('button', { name: 'Filtros', exact: true });
    await abrir.click();
    expect(await abrir.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Categoría').selectOption({ label: shop.rubro.nombre });
    await page.getByRole('switch', { name: 'Solo verificados' }).click();
    await expect
      .poll(() => params(page), { timeout: 15_000 })
      .toEqual({ rubro: String(shop.rubro.idRubro), verificados: '1' });
    await page.getByRole('link', { name: shop.nombre }).first().waitFor();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, 'directory-04-filters-mobile');
    // Empty state: a rubro with no shops, then 'Limpiar filtros'.
    await page.goto('/emprendimientos?rubro=999999');
    await page.getByText('No encontramos emprendimientos con esos filtros').waitFor();
    await snap(page, 'directory-05-empty-mobile');
    await page.getByRole('button', { name: 'Limpiar filtros' }).filter({ visible: true }).first().click();
    await expect.poll(() => new URL(page.url()).search, { timeout: 15_000 }).toBe('');

    // The buyer home on a phone: search, last visited shops and recommended products, nothing cut.
    await page.goto('/dashboard-comprador');
    await signInOnIdentityPage(page, COMPRADORA.email, COMPRADORA.password);
    await page.waitForURL('**/dashboard-comprador');
    const recomendados = page.getByRole('region', { name: 'Recomendados para vos' });
    await expect.poll(() => recomendados.getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await snap(page, 'directory-06-buyer-home-mobile');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { COMPRADORA, DEMO_PASSWORD, signInOnIdentityPage } from '../support/auth';
import { publicApi } from '../support/api';
import { buscarEnCorreos } from '../support/correo';

// Favourites and back-in-stock alerts (docs/producto/favoritos-pantallas.md): a visitor presses the
// heart of a sold-out product, signs in and is back on the same page with the product saved; as a
// buyer they turn on 'Avisame cuando haya stock'; the seller restocks it from 'Cargar Producto';
// the buyer gets the notice by e-mail and the alert has ended.

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const api = publicApi(baseURL);
const VENDEDOR = 'papel.pampa@demo.feria.ar';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Light and dark screenshots of the page as it is, the mode chosen as a person does ('Modo de color'). */
async function snapDosModos(page: Page, nombre: string) {
  const elegir = async (modo: string) => {
    await page.getByRole('button', { name: 'Modo de color' }).first().click();
    await page.getByRole('menuitemradio', { name: modo }).click();
    await page.getByRole('menu').waitFor({ state: 'detached' });
  };
  await snap(page, `${nombre}-claro`);
  await elegir('Oscuro');
  await snap(page, `${nombre}-oscuro`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await elegir('Claro');
}

describe('favourites and alerts', () => {
  it('a visitor saves a sold-out product through the login, asks for its stock and is told once it is back', async () => {
    const nombre = `Agenda de prueba ${Date.now().toString(36)}`;

    // The seller publishes a product with no stock.
    const vctx = await newContext(browser, baseURL, { dark: false });
    const vpage = await vctx.newPage();
    const erroresVendedor = collectPageErrors(vpage);
    await vpage.goto('/dashboard-emprendedor/cargar-producto');
    await signInOnIdentityPage(vpage, VENDEDOR, DEMO_PASSWORD);
    await vpage.waitForURL('**/dashboard-emprendedor/cargar-producto');
    await vpage
      .getByLabel(/^Nombre/)
      .first()
      .fill(nombre);
    await vpage.getByLabel(/^Descripción/).fill('Agenda semanal con tapas de cartón reciclado. Hecha en Santa Fe.');
    await vpage.getByLabel(/^Precio/).fill('32000');
    await vpage.getByLabel(/^Stock/).fill('0');
    await vpage.getByLabel(/^Tipo de producto/).selectOption({ label: 'Cuaderno' });
    await vpage.getByRole('button', { name: 'Guardar producto' }).click();
    await vpage.waitForURL('**/dashboard-emprendedor/productos');
    let idProducto = '';
    await expect
      .poll(async () => (idProducto = (await api.search(nombre)).find((p) => p.nombre === nombre)?.id ?? ''), {
        timeout: 15_000,
      })
      .not.toBe('');

    // The server paints the heart as an outline button.
    const pintada = await (await fetch(`${baseURL}/productos/${idProducto}`)).text();
    expect(pintada).toMatch(/aria-pressed="false"[^>]*>(?:(?!<\/button>).)*Guardar en favoritos/s);

    // A visitor on a phone presses the heart on the product page: the login, then back on the page.
    const bctx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const bpage = await bctx.newPage();
    const errores = collectPageErrors(bpage);
    const lecturasDeFavoritos: string[] = [];
    bpage.on('request', (r) => {
      if (r.url().includes('/api/comprador/v1/')) lecturasDeFavoritos.push(r.url());
    });
    await bpage.goto(`/productos/${idProducto}`);
    await bpage.getByRole('heading', { level: 1, name: nombre }).waitFor();
    // A visitor's page asks nothing about favourites or alerts.
    expect(lecturasDeFavoritos).toEqual([]);
    const guardar = bpage.getByRole('button', { name: 'Guardar en favoritos', exact: true });
    expect(await guardar.getAttribute('aria-pressed')).toBe('false');
    await guardar.click();
    await signInOnIdentityPage(bpage, COMPRADORA.email, COMPRADORA.password);
    await bpage.waitForURL((u) => u.pathname.startsWith(`/productos/${idProducto}`), { timeout: 20_000 });
    await bpage.getByText('Guardamos el producto en tus favoritos.').waitFor({ timeout: 15_000 });
    const quitar = bpage.getByRole('button', { name: 'Quitar de favoritos', exact: true });
    await quitar.waitFor();
    expect(await quitar.getAttribute('aria-pressed')).toBe('true');

    // Sold out: 'Avisame cuando haya stock'.
    const avisame = bpage.getByRole('button', { name: 'Avisame cuando haya stock', exact: true });
    expect(await avisame.getAttribute('aria-pressed')).toBe('false');
    await avisame.click();
    await bpage.getByText('Te vamos a avisar por correo cuando vuelva a haber stock.').waitFor();
    expect(await avisame.getAttribute('aria-pressed')).toBe('true');
    expect(bpage.viewportSize()?.width).toBe(360);
    expect(await bpage.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(bpage)).toEqual([]);
    await snapDosModos(bpage, 'favoritos-01-producto-360');

    // The search card's heart is filled for this buyer.
    await bpage.goto(`/search?q=${encodeURIComponent(nombre)}`);
    const tarjeta = bpage.getByRole('article').filter({ hasText: nombre }).first();
    await tarjeta.getByRole('button', { name: `Quitar de favoritos: ${nombre}` }).waitFor({ timeout: 15_000 });
    expect(
      await tarjeta.getByRole('button', { name: `Quitar de favoritos: ${nombre}` }).getAttribute('aria-pressed'),
    ).toBe('true');
    await snap(bpage, 'favoritos-02-busqueda-360');

    // 'Favoritos' in the buyer's menu: sold out, the stock alert on.
    await bpage.goto('/dashboard-comprador/favoritos');
    const item = bpage.getByRole('listitem').filter({ has: bpage.getByRole('heading', { name: nombre }) });
    await item.getByText('Sin stock').waitFor();
    expect(
      await item.getByRole('button', { name: 'Avisame cuando haya stock', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await bpage.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(bpage)).toEqual([]);
    await snapDosModos(bpage, 'favoritos-03-lista-360');

    // The seller restocks it from the product's form.
    await vpage.goto(`/dashboard-emprendedor/cargar-producto/${idProducto}`);
    const stock = vpage.getByLabel(/^Stock/);
    await expect.poll(() => stock.inputValue(), { timeout: 15_000 }).toBe('0');
    await stock.fill('5');
    await vpage.getByRole('button', { name: 'Guardar cambios' }).click();
    await vpage.waitForURL('**/dashboard-emprendedor/productos');

    // The buyer gets the back-in-stock e-mail.
    const aviso = () => buscarEnCorreos(dataDir, 'alerta-cumplida', nombre, /ya tiene stock/);
    await expect.poll(aviso, { timeout: 30_000, interval: 500 }).toBeDefined();
    const correo = await buscarEnCorreos(dataDir, 'alerta-cumplida', nombre, /To: .*$/m);
    expect(correo).toContain(COMPRADORA.email);

    // The alert has ended; the list shows the product in stock.
    await bpage.reload();
    await item.getByRole('button', { name: 'Avisame si baja de precio', exact: true }).waitFor();
    expect(await item.getByText('Sin stock').count()).toBe(0);
    expect(await item.getByRole('button', { name: 'Avisame cuando haya stock', exact: true }).count()).toBe(0);
    await snap(bpage, 'favoritos-04-con-stock-360');

    expect(errores).toEqual([]);
    expect(erroresVendedor).toEqual([]);
    await bctx.close();
    await vctx.close();
  });
});

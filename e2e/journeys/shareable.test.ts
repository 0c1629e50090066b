import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { rutaProducto } from '@feria/contracts';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { DEMO_PASSWORD, signInOnIdentityPage } from '../support/auth';
import { publicApi } from '../support/api';

// Shareable and findable, contact before buying (issue "Discovery and trust", decision 040):
// shops open by their readable /tienda/{slug}, products by /productos/{id}-{slug}; 'Consultá por
// este producto' opens WhatsApp with the product named; a shop without contact says so; a
// renamed shop's old link still leads to it.

const baseURL = inject('baseURL');
const api = publicApi(baseURL);
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The demo gives Mate y Luna an obviously fake WhatsApp number (11 0000-0000); every demo shop has a contact,
// so Huellitas del Sur's seller clears theirs to show a shop without one.
const WHATSAPP_DEMO = '5491100000000';

describe('shareable pages and contact before buying', () => {
  it('a shop by its slug shows its contact; a product by {id}-{slug} consults by WhatsApp naming the product (360 px)', async () => {
    const ctx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await ctx.newPage();
    const errores = collectPageErrors(page);

    await page.goto('/tienda/mate-y-luna');
    await page.getByRole('heading', { level: 1, name: 'Mate y Luna' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/tienda/mate-y-luna');
    const contacto = page.getByRole('region', { name: 'Contacto' });
    await contacto.scrollIntoViewIfNeeded();
    const wa = contacto.getByRole('link', { name: /WhatsApp/ });
    expect(await wa.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${WHATSAPP_DEMO}\\?text=`));
    expect(await wa.getAttribute('target')).toBe('_blank');
    // Images above load as they scroll in and push the block down: wait until it stays put.
    let antes = -1;
    await expect
      .poll(
        async () => {
          const y = (await contacto.boundingBox())?.y ?? 0;
          const quieto = y === antes;
          antes = y;
          await contacto.scrollIntoViewIfNeeded();
          return quieto;
        },
        { timeout: 15_000, interval: 400 },
      )
      .toBe(true);
    await page.screenshot({ path: '/tmp/shareable-contacto-360.png' });
    await snap(page, 'shareable-tienda-slug-mobile');

    const { productos } = await api.tiendaDemo('Mate y Luna');
    const producto = productos[0]!;
    await page.goto(rutaProducto(producto));
    await page.getByRole('heading', { level: 1, name: producto.nombre }).waitFor();
    const consultar = page.getByRole('link', { name: /Consultá por este producto/ });
    const href = new URL((await consultar.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${WHATSAPP_DEMO}`);
    const texto = href.searchParams.get('text')!;
    expect(texto).toContain(producto.nombre);
    expect(texto).toContain(`${baseURL}${rutaProducto(producto)}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/shareable-producto-360.png' });
    await consultar.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shareable-producto-consultar-360.png' });

    // The plain product URL still works and shows the readable one.
    await page.goto(`/productos/${producto.id}`);
    await page.getByRole('heading', { level: 1, name: producto.nombre }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(rutaProducto(producto));
    expect(errores).toEqual([]);
    await ctx.close();
  });

  it('a shop without contact says so honestly, on its page and on its products; its UUID URL becomes the slug one', async () => {
    const ctx = await newContext(browser, baseURL, { dark: false });
    const page = await ctx.newPage();
    const { id, productos } = await api.tiendaDemo('Huellitas del Sur');
    await page.goto('/dashboard-emprendedor/perfil');
    await signInOnIdentityPage(page, 'huellitas.del.sur@demo.feria.ar', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard-emprendedor/perfil');
    await expect.poll(() => page.getByLabel(/^WhatsApp/).inputValue(), { timeout: 15_000 }).not.toBe('');
    await page.getByLabel(/^WhatsApp/).fill('');
    await page.getByLabel(/^E-mail público/).fill('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Guardamos los cambios').first().waitFor();
    await page.goto(`/tienda/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Huellitas del Sur' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/tienda/huellitas-del-sur');
    await expect
      .poll(() => page.getByRole('region', { name: 'Contacto' }).textContent(), { timeout: 15_000 })
      .toContain('Este emprendimiento todavía no cargó datos de contacto.');
    await snap(page, 'shareable-tienda-sin-contacto');

    await page.goto(rutaProducto(productos[0]!));
    await page.getByRole('heading', { level: 1, name: productos[0]!.nombre }).waitFor();
    await page.getByRole('note').filter({ hasText: 'todavía no cargó datos de contacto' }).waitFor();
    expect(await page.getByRole('link', { name: /Consultá por este producto/ }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/shareable-producto-sin-contacto-desktop.png' });
    await ctx.close();
  });

  it('the seller renames the shop in the profile: the public link changes and the old URL redirects to the new one', async () => {
    const ctx = await newContext(browser, baseURL, { dark: false });
    const page = await ctx.newPage();
    await page.goto('/dashboard-emprendedor/perfil');
    await signInOnIdentityPage(page, 'huellitas.del.sur@demo.feria.ar', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard-emprendedor/perfil');
    await expect
      .poll(() => page.getByTestId('enlace-publico').textContent(), { timeout: 15_000 })
      .toBe(`${baseURL}/tienda/huellitas-del-sur`);

    const nombre = page.getByLabel(/^Nombre del emprendimiento/);
    await nombre.fill('Huellitas del Sur Patagonia');
    await page.getByLabel(/^WhatsApp/).fill('0294 15 400-0000');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Guardamos los cambios').first().waitFor();
    await expect
      .poll(() => page.getByTestId('enlace-publico').textContent(), { timeout: 15_000 })
      .toBe(`${baseURL}/tienda/huellitas-del-sur-patagonia`);
    await page.screenshot({ path: '/tmp/shareable-perfil-desktop.png', fullPage: true });

    // A link shared before the rename: the server answers 301 to the new address.
    const res = await fetch(`${baseURL}/tienda/huellitas-del-sur`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/tienda/huellitas-del-sur-patagonia');
    const visitante = await ctx.newPage();
    await visitante.goto('/tienda/huellitas-del-sur');
    await expect
      .poll(() => new URL(visitante.url()).pathname, { timeout: 15_000 })
      .toBe('/tienda/huellitas-del-sur-patagonia');
    await visitante.getByRole('heading', { level: 1, name: 'Huellitas del Sur' }).waitFor();
    expect(
      await visitante
        .getByRole('region', { name: 'Contacto' })
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/5492944000000/);
    await ctx.close();
  });
});

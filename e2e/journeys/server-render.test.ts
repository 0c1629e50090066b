import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  producto as productoSchema,
  emprendimientoPublico,
  formatPrice,
  calcularPrecio,
  type Producto,
} from '@feria/contracts';
import { z } from 'zod';
import { collectPageErrors, launchBrowser, newContext, PHONE_USER_AGENT } from '../support/browser';

// Decision 049: the public pages come painted by the server and the app hydrates them.
const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone's browser: the server paints its first page for a phone's width. */
const TELEFONO = PHONE_USER_AGENT;

/** A product of the demo with stock (read from the API, never to drive the screens). */
async function productoConStock(): Promise<Producto> {
  const res = await fetch(`${baseURL}/api/v1/public/core/productos/buscar?nombre=mate&size=20`);
  const { content } = z.object({ content: z.array(productoSchema) }).parse(await res.json());
  const producto = content.find((p) => p.stock > 0);
  if (!producto) throw new Error('La demo no tiene un mate con stock');
  return producto;
}

async function tiendaDestacada(): Promise<string> {
  const res = await fetch(`${baseURL}/api/v1/public/core/emprendimientos/destacados`);
  const [shop] = z.array(emprendimientoPublico).parse(await res.json());
  if (!shop) throw new Error('La demo no tiene emprendimientos destacados');
  return shop.id;
}

/** Holds the app's entry back until `soltar` is called: the painted page as a slow phone shows it first. */
async function retenerApp(page: Page): Promise<() => void> {
  let soltar: () => void = () => undefined;
  const retenida = new Promise<void>((r) => (soltar = r));
  await page.route('**/assets/index-*.js', async (route) => {
    await retenida;
    await route.continue();
  });
  return soltar;
}

/**
 * Opens a product whose painted markup must stay hidden (`pintado`: the selector of that markup),
 * checks it is, lets the app in, and waits until it has rendered the page anew.
 */
async function abrirOcultoYRenderizado(page: Page, producto: Producto, pintado: string) {
  const soltar = await retenerApp(page);
  const carga = page.goto(`/productos/${producto.id}`);
  await page.waitForSelector(pintado, { state: 'attached' });
  expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
  soltar();
  await carga;
  await page.getByRole('heading', { level: 1, name: producto.nombre }).waitFor();
  expect(await page.locator('#root').getAttribute('data-ssr')).toBeNull();
}

/** Attributes React renders (its props on each element) that differ from what the server wrote. */
const diferenciasDeHidratacion = (page: Page) =>
  page.evaluate(() => {
    const diferencias: string[] = [];
    let revisados = 0;
    for (const el of document.querySelectorAll('#root *')) {
      const clave = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
      if (!clave) continue;
      const props = (el as unknown as Record<string, Record<string, unknown>>)[clave]!;
      for (const [prop, atributo] of [
        ['id', 'id'],
        ['htmlFor', 'for'],
        ['className', 'class'],
        ['href', 'href'],
        ['aria-labelledby', 'aria-labelledby'],
        ['aria-describedby', 'aria-describedby'],
      ] as const) {
        const valor = props[prop];
        if (typeof valor !== 'string') continue;
        revisados++;
        if (valor !== el.getAttribute(atributo))
          diferencias.push(`${el.tagName} ${prop}: ${valor} ≠ ${el.getAttribute(atributo)}`);
      }
    }
    return { revisados, diferencias: diferencias.slice(0, 5) };
  });

describe('public pages painted by the server (decision 049)', () => {
  it('sends the product page painted: its name and price are in the HTML and show without JavaScript', async () => {
    const producto = await productoConStock();
    const html = await (
      await fetch(`${baseURL}/productos/${producto.id}`, { headers: { 'user-agent': TELEFONO } })
    ).text();
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toMatch(/^<div id="root" data-ssr="" data-ancho="360">/);
    expect(root).toContain(formatPrice(calcularPrecio(producto).final).replace(/\s/g, ' '));
    // The app loads after the first frame: no module script blocks the painted page.
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).toContain('<script src="/arranque.js"');
    // Its styles travel in one <style> for the components' classes and one per global style, not
    // one beside each component (each of which the app used to move twice while starting).
    expect(root).toMatch(/^<div id="root"[^>]*><style data-emotion="css-global /);
    expect(root.match(/<style data-emotion="css [^"]*"/g) ?? []).toHaveLength(1);
    expect((root.match(/<style/g) ?? []).length).toBeLessThanOrEqual(8);

    const ctx = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 360, height: 780 },
      userAgent: TELEFONO,
      locale: 'es-AR',
    });
    const page = await ctx.newPage();
    await page.goto(`/productos/${producto.id}`);
    await page.getByRole('heading', { level: 1, name: producto.nombre }).waitFor();
    await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).waitFor();
    await ctx.close();
  });

  it.each([
    ['a phone', true],
    ['a desktop', false],
  ])(
    'hydrates the painted home, search, product, shop and directory on %s without changing a single attribute or node',
    async (_, mobile) => {
      const producto = await productoConStock();
      const ctx = await newContext(browser, baseURL, { mobile, dark: false });
      const page = await ctx.newPage();
      const errors = collectPageErrors(page);
      for (const ruta of [
        '/',
        '/search?q=mate',
        `/productos/${producto.id}`,
        `/tienda/${await tiendaDestacada()}`,
        '/emprendimientos',
      ]) {
        // Mark the painted <h1> before the app runs: after hydration it is the very same element.
        await page.route('**/assets/index-*.js', async (route) => {
          await new Promise((r) => setTimeout(r, 300));
          await route.continue();
        });
        const carga = page.goto(ruta);
        await page.waitForSelector('#root[data-ssr] h1');
        await page
          .locator('h1')
          .first()
          .evaluate((h1) => h1.setAttribute('data-marca', 'servidor'));
        await carga;
        await page.unrouteAll();
        expect(await page.locator('h1').first().getAttribute('data-marca'), ruta).toBe('servidor');
        const { revisados, diferencias } = await diferenciasDeHidratacion(page);
        expect(revisados, ruta).toBeGreaterThan(100);
        expect(diferencias, ruta).toEqual([]);
      }
      expect(errors).toEqual([]);
      await ctx.close();
    },
  );

  it('keeps a tap on "Agregar al carrito" made before the app loaded and adds the product once it has', async () => {
    const producto = await productoConStock();
    const ctx = await browser.newContext({
      baseURL,
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
      userAgent: TELEFONO,
      locale: 'es-AR',
    });
    const page = await ctx.newPage();
    const soltar = await retenerApp(page);
    await page.goto(`/productos/${producto.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
    expect(await page.locator('html').getAttribute('data-app')).toBe('cargando');
    soltar();
    await expect.poll(() => page.locator('html').getAttribute('data-app'), { timeout: 15_000 }).toBe('lista');
    // Once: the kept tap is repeated, not doubled by React's own event replay.
    await page.getByRole('dialog').getByText(producto.nombre).waitFor({ timeout: 15_000 });
    await page.getByRole('dialog').getByText('Subtotal (1 producto)').waitFor();
    await ctx.close();
  });

  it('in dark mode keeps the light markup hidden and shows the page in dark colours', async () => {
    const producto = await productoConStock();
    const ctx = await newContext(browser, baseURL, { mobile: true, dark: true });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);
    await abrirOcultoYRenderizado(page, producto, '#root[data-ssr] h1');
    const fondo = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(fondo).toBe('rgb(14, 20, 17)');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('painted for a phone but opened on a desktop: the phone markup stays hidden and the page is rendered for the desktop', async () => {
    const producto = await productoConStock();
    const ctx = await newContext(browser, baseURL, { dark: false });
    await ctx.addCookies([{ name: 'feria_ancho', value: '390', url: baseURL }]);
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);
    await abrirOcultoYRenderizado(page, producto, '#root[data-ssr][data-ancho="360"] h1');
    // The desktop top bar: the seller's call to action beside the search box.
    await page.getByRole('link', { name: '¡Emprendé con nosotros!' }).first().waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

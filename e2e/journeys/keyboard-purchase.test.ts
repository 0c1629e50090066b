import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { producto as productoSchema, type Producto } from '@feria/contracts';
import { z } from 'zod';
import { collectPageErrors, launchBrowser, newContext, snap } from '../support/browser';
import { DEMO_PASSWORD } from '../support/auth';

// docs/producto/accesibilidad.md#foco-que-sigue: a whole purchase with the keyboard alone, counting
// the presses. Focus follows each route change (the search's first result, the page's heading), so
// the next Tab starts inside the new page instead of at the top of the document.

const baseURL = inject('baseURL');
/** The budget of the whole purchase; it took 59 presses while focus fell back to the page body. */
const MAXIMO_DE_TECLAS = 35;
/** The second demo buyer: no other journey fills its cart. */
const COMPRADOR = { email: 'comprador@demo.feria.ar', password: DEMO_PASSWORD };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A demo product with stock whose full name, searched, lists it first (read from the API, never to drive the screens). */
async function productoParaBuscar(): Promise<Producto> {
  const buscar = async (q: string) => {
    const res = await fetch(`${baseURL}/api/v1/public/core/productos/buscar?nombre=${encodeURIComponent(q)}&size=5`);
    return z.object({ content: z.array(productoSchema) }).parse(await res.json()).content;
  };
  for (const p of (await buscar('mate')).filter((p) => p.stock > 2)) {
    if ((await buscar(p.nombre))[0]?.id === p.id) return p;
  }
  throw new Error('La demo no tiene un mate con stock que aparezca primero al buscarlo');
}

/** Counts every key pressed to move or act (Tab, Enter…); the text typed into fields is counted apart. */
class Teclado {
  teclas = 0;
  letras = 0;
  registro: string[] = [];
  constructor(private page: Page) {}

  async tecla(nombre: string): Promise<void> {
    this.teclas++;
    this.registro.push(nombre);
    await this.page.keyboard.press(nombre);
  }

  async escribir(texto: string): Promise<void> {
    this.letras += texto.length;
    await this.page.keyboard.type(texto);
  }

  /** Tab until `destino` has focus; fails after `maximo` presses. */
  async tabHasta(destino: Locator, maximo = 15): Promise<void> {
    for (let i = 0; i < maximo; i++) {
      if (await tieneFoco(destino)) return;
      await this.tecla('Tab');
    }
    if (!(await tieneFoco(destino)))
      throw new Error(`${maximo} Tab sin llegar a ${destino.toString()} (foco en ${await enfocado(this.page)})`);
  }
}

const tieneFoco = (l: Locator) =>
  l
    .first()
    .evaluate((el) => el === document.activeElement)
    .catch(() => false);

/** What has focus, for the failure messages. */
const enfocado = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}»`
      : 'nada';
  });

async function esperarFoco(page: Page, destino: Locator, donde: string): Promise<void> {
  await destino.first().waitFor();
  await expect
    .poll(() => tieneFoco(destino), { timeout: 15_000, message: `${donde}: el foco está en ${await enfocado(page)}` })
    .toBe(true);
}

describe('a purchase with the keyboard alone', () => {
  it(`search → product → cart → sign-in → checkout → Mercado Pago sandbox → result in at most ${MAXIMO_DE_TECLAS} presses`, async () => {
    const producto = await productoParaBuscar();
    const ctx = await newContext(browser, baseURL, { dark: false });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);
    const teclado = new Teclado(page);

    // A first visit keeps the browser's own start: the first Tab reaches the skip link.
    await page.goto('/');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await teclado.tabHasta(page.getByRole('searchbox').first());
    await teclado.escribir(producto.nombre);
    await teclado.tecla('Enter');

    // The search: focus lands on the first result.
    await page.waitForURL('**/search?**');
    const primero = page.locator('section[aria-labelledby="resultados-productos"] a[href^="/productos/"]').first();
    await esperarFoco(page, primero, 'búsqueda');
    expect(await primero.textContent()).toContain(producto.nombre);
    await teclado.tecla('Enter');

    // The product: focus on its name, the page's heading; "Agregar al carrito" a few Tabs on.
    await page.waitForURL(`**/productos/**`);
    await esperarFoco(page, page.getByRole('heading', { level: 1, name: producto.nombre }), 'producto');
    await snap(page, '90-teclado-producto');
    await teclado.tabHasta(page.getByRole('button', { name: 'Agregar al carrito', exact: true }));
    await teclado.tecla('Enter');

    // The cart drawer takes focus (a dialog); its checkout button is inside.
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Proceder al checkout' }).waitFor();
    await teclado.tabHasta(drawer.getByRole('button', { name: 'Proceder al checkout' }));
    await teclado.tecla('Enter');

    // Signing in: the identity page focuses the e-mail field.
    await page.waitForURL(/\/auth\/realms\/feria\//);
    await esperarFoco(page, page.getByLabel('Correo electrónico'), 'ingreso');
    await teclado.escribir(COMPRADOR.email);
    await teclado.tabHasta(page.getByLabel('Contraseña', { exact: true }));
    await teclado.escribir(COMPRADOR.password);
    await teclado.tecla('Enter');

    // Back from signing in, on the checkout: focus on its heading.
    await page.waitForURL('**/dashboard-comprador/checkout');
    await esperarFoco(page, page.getByRole('heading', { level: 1, name: 'Checkout' }), 'checkout');
    await snap(page, '91-teclado-checkout');
    await teclado.tabHasta(page.getByRole('button', { name: 'Pagar con Mercado Pago' }), 25);
    await teclado.tecla('Enter');

    // The sandbox's hosted payment page.
    await page.waitForURL(/\/_sandbox\/mp\/checkout\/pay\//);
    await teclado.tabHasta(page.getByRole('button', { name: 'Aprobar pago' }));
    await teclado.tecla('Enter');

    // The result: focus on its heading on arrival.
    await page.waitForURL(/\/pago\/exito/);
    await esperarFoco(page, page.getByRole('heading', { level: 1, name: '¡Pago aprobado!' }), 'resultado del pago');
    await snap(page, '92-teclado-pago-aprobado');

    console.info(
      `Compra con teclado: ${teclado.teclas} teclas (${teclado.registro.join(' ')}) y ${teclado.letras} letras escritas`,
    );
    expect(teclado.teclas).toBeLessThanOrEqual(MAXIMO_DE_TECLAS);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { COMPRADORA } from '../support/auth';
import { publicApi } from '../support/api';
import { comprarConMercadoPago } from '../support/compra';
import { avanzarVenta, entrarEn } from '../support/venta';
import { buscarEnCorreos } from '../support/correo';
import { repoRoot } from '../support/server';

// Returns (docs/producto/devoluciones.md, docs/producto/devoluciones-pantallas.md): a buyer regrets
// a delivered order with the Botón de arrepentimiento; the seller accepts the return with
// instructions, the buyer reads them on the order, the seller marks it received and Mercado Pago
// gives the money back; both sides follow each step live, on a phone.

const baseURL = inject('baseURL');
const TIENDA = 'Nodo Patagonia';
const VENDEDOR = 'nodo.patagonia@demo.feria.ar';
const INSTRUCCIONES =
  'Mandalo por Correo Argentino a Mitre 450, Bariloche (8400), en su caja. Escribinos por el chat y te pasamos el código para despacharlo sin cargo.';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const anchoDePagina = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * What the phone's screen shows (the sale's panel is a full-screen drawer that scrolls inside, so a
 * full-page shot would show the list under it), without the notices that would cover it.
 */
async function pantalla(page: Page, nombre: string): Promise<void> {
  // By CSS: an open drawer or dialog hides the rest of the page from the accessibility tree.
  for (const cerrar of await page.locator('button[aria-label="Cerrar aviso"]').all())
    await cerrar.click({ timeout: 2000 }).catch(() => undefined);
  await mkdir(join(repoRoot, 'screenshots'), { recursive: true });
  await page.waitForTimeout(600); // the notices' exit and the dialogs' entry transitions
  await page.screenshot({ path: join(repoRoot, 'screenshots', `${nombre}.png`) });
}

describe('returns', () => {
  it('a regretted order: the seller accepts with instructions, the buyer reads them, receiving refunds it', async () => {
    const tienda = await publicApi(baseURL).tiendaDemo(TIENDA);
    const producto = tienda.productos[0]!;

    const comprador = await newContext(browser, baseURL, { mobile: true, dark: false });
    const bpage = await comprador.newPage();
    const errores = collectPageErrors(bpage);
    const numero = await comprarConMercadoPago(bpage, producto.id, TIENDA);
    const paginaPedido = bpage.url();

    // The seller, on a phone too, delivers the order from 'Ventas'.
    const vendedor = await newContext(browser, baseURL, { mobile: true, dark: false });
    const vpage = await vendedor.newPage();
    const erroresVendedor = collectPageErrors(vpage);
    await entrarEn(vpage, '/dashboard-emprendedor/ventas', VENDEDOR);
    await vpage.getByRole('button', { name: `Ver detalle del pedido #${numero}` }).click();
    const panel = vpage.getByRole('dialog', { name: `Pedido #${numero}` });
    await avanzarVenta(vpage, panel, 'Completado');
    expect(await panel.getByRole('region', { name: 'Devolución' }).count()).toBe(0);

    // The buyer regrets it: the form, then the link mailed to the purchase's address.
    await bpage.goto('/arrepentimiento');
    await bpage.getByRole('textbox', { name: /Número de pedido/ }).fill(String(numero));
    await bpage.getByRole('textbox', { name: /Correo electrónico de la compra/ }).fill(COMPRADORA.email);
    await bpage.getByRole('textbox', { name: /Nombre y apellido/ }).fill('Compradora Demo');
    await bpage.getByRole('textbox', { name: /Motivo/ }).fill('El color no es el de la foto');
    await bpage.getByRole('button', { name: 'Arrepentirme de la compra' }).click();
    await bpage.getByRole('status', { name: 'Revisá tu correo' }).waitFor({ timeout: 15_000 });
    let enlace: string | undefined;
    await expect
      .poll(
        async () =>
          (enlace = await buscarEnCorreos(
            inject('dataDir'),
            'arrepentimiento-confirmar',
            `#${numero}`,
            /https?:\/\/\S+\/arrepentimiento\/confirmar#[\w.-]+/,
          )),
        { timeout: 20_000, interval: 500 },
      )
      .toBeDefined();
    const { pathname, hash } = new URL(enlace!);
    await bpage.goto(`${pathname}${hash}`);
    await bpage.getByRole('button', { name: 'Confirmar arrepentimiento' }).click();
    const codigo =
      (await bpage
        .getByText(/Tu código es/)
        .locator('strong')
        .textContent({ timeout: 15_000 })) ?? '';
    expect(codigo).toMatch(/^ARR-[0-9A-Z]{6}$/);

    // The seller's open sale shows the return live, with the buyer's reason.
    await vpage.getByText(`Pidieron la devolución del pedido #${numero}.`).waitFor({ timeout: 15_000 });
    const devolucion = panel.getByRole('region', { name: 'Devolución' });
    await devolucion.getByText(codigo).waitFor({ timeout: 15_000 });
    await devolucion.getByText('El color no es el de la foto').waitFor();
    expect(await devolucion.locator('li[aria-current="step"]').textContent()).toContain('Solicitada');
    await devolucion.scrollIntoViewIfNeeded();
    expect(await seriousA11yViolations(vpage)).toEqual([]);
    expect(await anchoDePagina(vpage)).toBeLessThanOrEqual(360);
    await pantalla(vpage, '150-devolucion-solicitada-vendedor-360');

    // Accept: the dialog starts from a template with the parts to complete in brackets.
    await devolucion.getByRole('button', { name: 'Aceptar devolución' }).click();
    const aceptar = vpage.getByRole('dialog', { name: `Aceptar la devolución del pedido #${numero}` });
    const campo = aceptar.getByRole('textbox', { name: 'Cómo devolver el producto' });
    expect(await campo.inputValue()).toContain(`Aceptamos la devolución del pedido #${numero}`);
    await aceptar.getByRole('button', { name: 'Aceptar devolución' }).click();
    await aceptar.getByText(/Completá lo que está entre corchetes/).waitFor();
    expect(await seriousA11yViolations(vpage)).toEqual([]);
    await pantalla(vpage, '151-devolucion-aceptar-dialogo-360');
    await campo.fill(INSTRUCCIONES);
    await aceptar.getByRole('button', { name: 'Aceptar devolución' }).click();
    await vpage.getByText(/Aceptaste la devolución/).waitFor();
    await devolucion.getByText(INSTRUCCIONES).waitFor();

    // The buyer's order page follows live: the instructions under 'Cómo devolver el producto'.
    await bpage.goto(paginaPedido);
    const suDevolucion = bpage.getByRole('region', { name: 'Devolución' });
    await suDevolucion.getByRole('region', { name: 'Cómo devolver el producto' }).getByText(INSTRUCCIONES).waitFor();
    expect(await seriousA11yViolations(bpage)).toEqual([]);
    expect(await anchoDePagina(bpage)).toBeLessThanOrEqual(360);
    await snap(bpage, '152-devolucion-aceptada-comprador-360');

    // The product is back: marking it received refunds through Mercado Pago and returns the stock.
    await devolucion.getByRole('button', { name: 'Marcar como recibida' }).click();
    const recibir = vpage.getByRole('dialog', { name: `¿Recibiste el producto del pedido #${numero}?` });
    await recibir.getByText(/Mercado Pago le devuelve \$ [\d.]+ a .+ automáticamente/).waitFor();
    await recibir.getByText(/vuelven? al stock/).waitFor();
    await pantalla(vpage, '153-devolucion-recibir-dialogo-360');
    await recibir.getByRole('button', { name: 'Marcar como recibida' }).click();
    await devolucion.getByText(/recuperó \$ [\d.]+/).waitFor({ timeout: 20_000 });
    expect(await seriousA11yViolations(vpage)).toEqual([]);
    await devolucion.scrollIntoViewIfNeeded();
    await pantalla(vpage, '154-devolucion-reembolsada-vendedor-360');

    await bpage.getByText(`Te devolvieron el dinero del pedido #${numero}.`).waitFor({ timeout: 20_000 });
    await suDevolucion.getByText(/^Te devolvimos \$ [\d.]+$/).waitFor();
    expect(await seriousA11yViolations(bpage)).toEqual([]);
    await snap(bpage, '155-devolucion-reembolsada-comprador-360');

    expect(errores).toEqual([]);
    expect(erroresVendedor).toEqual([]);
    await comprador.close();
    await vendedor.close();
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { COMPRADORA, DEMO_PASSWORD, signInOnIdentityPage } from '../support/auth';
import { publicApi } from '../support/api';

// Payments to each seller (docs/producto/pagos.md#cobros, #cobro-dividido, #liquidaciones), on a
// phone (360 px): a demo shop without its own Mercado Pago account takes only transfer; its seller
// connects a sandbox test account from 'Cobros'; the buyer then pays that shop with Mercado Pago and
// the seller finds the sale in 'Liquidaciones' with Mercado Pago's fee and Feria's commission. The
// journey disconnects the account at the end, so the demo shop is transfer-only again.

const baseURL = inject('baseURL');
const urlPublica = baseURL.replace('//127.0.0.1:', '//localhost:');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo shop left without a connected account (docs/producto/demo.md). */
const TIENDA = 'Pisada Andina';
const VENDEDOR = 'pisada.andina@demo.feria.ar';
/** The sandbox's test seller this journey connects (docs/producto/pagos.md#sandbox-oauth). */
const CUENTA_DE_PRUEBA = 'VENDEDOR_PRUEBA_3';

/** '$ 12.345,67' or '− $ 1.258,42' → 12345.67, 1258.42 (a deduction's sign is the column's). */
const pesos = (texto: string) => Number(texto.replace(/[^\d,]/g, '').replace(',', '.'));

/** The first product whose public read declares no options (sizes, colours: docs/producto/variantes.md). */
async function sinOpciones<P extends { id: string }>(productos: P[]): Promise<P> {
  for (const p of productos) {
    const leido = (await (await fetch(`${baseURL}/api/v1/public/core/productos/${p.id}`)).json()) as {
      opciones?: unknown[];
    };
    if (!leido.opciones?.length) return p;
  }
  throw new Error('La tienda no tiene productos sin opciones');
}

/** The buyer adds one unit of a product and opens the checkout of its shop's group. */
async function alCheckout(page: Page, productoId: string) {
  await page.goto(`/productos/${productoId}`);
  await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  const drawer = page.getByRole('dialog');
  await drawer
    .getByRole('button', { name: /Proceder (al checkout|con grupo seleccionado)|Seleccionar grupo/ })
    .first()
    .waitFor();
  if (await drawer.getByRole('button', { name: 'Seleccionar grupo' }).count()) {
    await drawer
      .locator('.MuiAccordion-root', { hasText: TIENDA })
      .getByRole('button', { name: 'Seleccionar grupo' })
      .click();
  }
  await drawer.getByRole('button', { name: /Proceder (al checkout|con grupo seleccionado)/ }).click();
  await page.waitForURL('**/dashboard-comprador/checkout');
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
}

describe('a seller connects their own Mercado Pago account and gets paid in it (360 px)', () => {
  it('transfer only → Cobros: connect a test account → the buyer pays with Mercado Pago → Liquidaciones shows the fees', async () => {
    const tienda = await publicApi(baseURL).tiendaDemo(TIENDA);
    // A product without options: one tap adds it to the cart (the shop's sneakers ask for a size).
    const producto = await sinOpciones(tienda.productos);

    // 1. The buyer: a shop without its own account takes only transfer.
    const comprador = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await comprador.newPage();
    const erroresComprador = collectPageErrors(page);
    await page.goto('/dashboard-comprador/mi-perfil');
    await signInOnIdentityPage(page, COMPRADORA.email, COMPRADORA.password);
    await page.waitForURL('**/dashboard-comprador/mi-perfil');
    await page.goto(`/productos/${producto.id}`);
    await page.getByText('Este emprendimiento cobra solo por transferencia').first().waitFor();
    await alCheckout(page, producto.id);
    // The radio's name is its whole label: title and detail.
    const mercadoPago = page.getByRole('radio', { name: /^Mercado Pago/ });
    expect(await mercadoPago.isDisabled()).toBe(true);
    await page.getByText('No disponible: este emprendimiento cobra solo por transferencia.').waitFor();
    expect(await page.getByRole('radio', { name: /^Transferencia bancaria/ }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Confirmar pedido' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, 'cobros-01-checkout-solo-transferencia-360');

    // 2. The seller connects a sandbox test account from 'Cobros'.
    // Mercado Pago sends the seller back to the registered redirect URI, on the server's public URL
    // (PUBLIC_URL, here http://localhost:<port>): the seller uses the app there, as in production.
    const vendedor = await newContext(browser, urlPublica, { mobile: true, dark: false });
    const vpage = await vendedor.newPage();
    const erroresVendedor = collectPageErrors(vpage);
    await vpage.goto('/dashboard-emprendedor/cobros');
    await signInOnIdentityPage(vpage, VENDEDOR, DEMO_PASSWORD);
    await vpage.waitForURL('**/dashboard-emprendedor/cobros');
    await vpage.getByRole('heading', { name: 'Cobros', level: 1 }).waitFor();
    await vpage.getByText('Sin conectar').waitFor();
    await vpage
      .getByText('Sin una cuenta conectada, tus compradores solo pueden pagarte por transferencia bancaria.')
      .waitFor();
    expect(await seriousA11yViolations(vpage)).toEqual([]);
    await snap(vpage, 'cobros-02-sin-conectar-360');
    await vpage.getByRole('button', { name: 'Conectar con Mercado Pago' }).click();

    // The sandbox's authorization page says it is a test, and lists the test accounts.
    await vpage.waitForURL(/\/_sandbox\/mp\//);
    await vpage.getByText('Entorno de prueba — no es Mercado Pago real', { exact: false }).first().waitFor();
    await vpage.getByRole('heading', { level: 1, name: /quiere conectarse con tu cuenta de Mercado Pago/ }).waitFor();
    await vpage.getByRole('radio', { name: new RegExp(CUENTA_DE_PRUEBA) }).check();
    expect(await seriousA11yViolations(vpage)).toEqual([]);
    await snap(vpage, 'cobros-03-autorizar-sandbox-360');
    await vpage.getByRole('button', { name: 'Autorizar' }).click();

    // Back in 'Cobros', connected to that account.
    await vpage.waitForURL(/\/dashboard-emprendedor\/cobros\?resultado=conectado/);
    await vpage
      .getByText('¡Listo! Tu cuenta de Mercado Pago quedó conectada: las ventas con tarjeta se cobran en tu cuenta.')
      .waitFor();
    await vpage.getByText('Conectada', { exact: true }).waitFor();
    await vpage.getByText('Usuario de Mercado Pago').waitFor();
    await snap(vpage, 'cobros-04-conectada-360');

    // 3. The buyer's checkout now offers Mercado Pago: pay in the sandbox.
    await page.goto(`/productos/${producto.id}`);
    await page.getByText('Medios de pago: Mercado Pago y transferencia').first().waitFor();
    await page.goto('/dashboard-comprador/checkout');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByRole('radio', { name: /^Mercado Pago/ }).check();
    await snap(page, 'cobros-05-checkout-con-mercadopago-360');
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await page.waitForURL(/\/_sandbox\/mp\/checkout\/pay\//);
    await page
      .getByText(/entorno de prueba/i)
      .first()
      .waitFor();
    await snap(page, 'cobros-06-sandbox-pago-360');
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL(/\/pago\/exito/);
    await page.getByText('¡Pago aprobado!').first().waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Ver mi pedido' }).click();
    await page.waitForURL(/\/dashboard-comprador\/mis-pedidos\/[0-9a-f-]{36}$/);
    const titulo =
      (await page
        .getByRole('heading', { name: /Pedido #\d+/ })
        .first()
        .textContent()) ?? '';
    const numero = Number(/#(\d+)/.exec(titulo)?.[1]);
    expect(numero).toBeGreaterThan(0);
    const total = pesos(
      (
        await page
          .getByText(/^Total$/)
          .locator('xpath=..')
          .textContent()
      )?.replace('Total', '') ?? '',
    );
    expect(total).toBeGreaterThan(0);
    await snap(page, 'cobros-07-pedido-pagado-360');
    expect(erroresComprador).toEqual([]);
    await comprador.close();

    // 4. The seller's settlements: the sale with Mercado Pago's fee and Feria's commission, and the totals.
    await vpage.goto('/dashboard-emprendedor/liquidaciones');
    await vpage.getByRole('heading', { name: 'Liquidaciones', level: 1 }).waitFor();
    // On a phone, one item per order: its number, date and method, then its figures as terms.
    const pedidos = vpage.getByRole('list', { name: 'Pedidos cobrados en el período' });
    const item = pedidos.getByRole('listitem').filter({ has: vpage.getByText(`#${numero}`, { exact: true }) });
    await item.waitFor({ timeout: 15_000 });
    expect(await item.textContent()).toContain('· Mercado Pago');
    const terminos = (await item.getByRole('term').allTextContents()).map((t) => t.trim());
    const importes = (await item.getByRole('definition').allTextContents()).map((d) => pesos(d));
    const valor = (termino: string) => importes[terminos.indexOf(termino)];
    expect(terminos).toEqual(['Bruto', 'Comisión Mercado Pago', 'Comisión Feria', 'Neto']);
    const bruto = valor('Bruto')!;
    const comisionMp = valor('Comisión Mercado Pago')!;
    const comisionFeria = valor('Comisión Feria')!;
    // The buyer paid the order's total; the sandbox's fee is 6,29 % of it and Feria's 5 %
    // (docs/producto/pagos.md#sandbox-oauth, docs/producto/precios.md).
    expect(bruto).toBe(total);
    expect(comisionMp).toBeCloseTo(Math.round(bruto * 6.29) / 100, 2);
    expect(comisionFeria).toBeGreaterThan(0);
    expect(valor('Neto')).toBeCloseTo(bruto - comisionMp - comisionFeria, 2);
    // The period's totals include this sale.
    const totales = vpage.getByRole('region', { name: 'Totales del período' });
    const tarjeta = (titulo: string) =>
      totales
        .locator('div')
        .filter({ has: vpage.getByRole('heading', { name: titulo, exact: true }) })
        .last();
    expect(pesos((await tarjeta('Comisión Mercado Pago').textContent()) ?? '')).toBeGreaterThanOrEqual(comisionMp);
    expect(pesos((await tarjeta('Bruto').textContent()) ?? '')).toBeGreaterThanOrEqual(bruto);
    await vpage.getByRole('heading', { name: /^\d+ pedidos? cobrados?$/ }).waitFor();
    expect(await seriousA11yViolations(vpage)).toEqual([]);
    await snap(vpage, 'cobros-08-liquidaciones-360');

    // 5. Leave the demo shop as it was: disconnected, transfer only.
    await vpage.goto('/dashboard-emprendedor/cobros');
    await vpage.getByRole('button', { name: 'Desconectar' }).click();
    const dialogo = vpage.getByRole('dialog', { name: '¿Desconectar tu cuenta de Mercado Pago?' });
    await dialogo.getByRole('button', { name: 'Desconectar' }).click();
    await dialogo.waitFor({ state: 'hidden' });
    await vpage.getByText('Sin conectar').waitFor();
    await vpage.getByText('Desconectaste tu cuenta.').waitFor();
    await snap(vpage, 'cobros-09-desconectada-360');
    expect(erroresVendedor).toEqual([]);
    await vendedor.close();
  });
});

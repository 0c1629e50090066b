import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatPrice } from '@feria/contracts';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { DEMO_PASSWORD, signInOnIdentityPage } from '../support/auth';
import { publicApi } from '../support/api';

// Delivery before paying (docs/producto/envios-pantallas.md): a buyer in Córdoba sees
// what delivery costs on the product page, chooses home delivery to a saved address at checkout,
// sees the total with it, pays by transfer and the order shows the cost; a second order by pickup.
// Casa Ceibo (demo) delivers to Córdoba for $ 3.100 in 1 to 2 days, free from $ 60.000.

const baseURL = inject('baseURL');
const COMPRADOR = { email: 'comprador@demo.feria.ar', password: DEMO_PASSWORD };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function alCheckout(page: Page) {
  const drawer = page.getByRole('dialog');
  await drawer.waitFor();
  const grupo = drawer.locator('.MuiAccordion-root', { hasText: 'Casa Ceibo' });
  if (await grupo.count()) await grupo.getByRole('button', { name: 'Seleccionar grupo' }).click();
  await drawer.getByRole('button', { name: /Proceder (al checkout|con grupo seleccionado)/ }).click();
  await page.waitForURL('**/dashboard-comprador/checkout');
}

describe('delivery cost before paying', () => {
  it('product page → home delivery to the default address → transfer → the order shows the cost; then pickup (360 px)', async () => {
    const ceibo = await publicApi(baseURL).tiendaDemo('Casa Ceibo');
    // One unit below the shop's free amount: delivery is charged.
    const producto = ceibo.productos.filter((p) => p.precio < 50_000).sort((a, b) => a.precio - b.precio)[0];
    expect(producto, 'Casa Ceibo tiene un producto de menos de $ 50.000').toBeDefined();

    const ctx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/dashboard-comprador/mi-perfil');
    await signInOnIdentityPage(page, COMPRADOR.email, COMPRADOR.password);
    await page.waitForURL('**/dashboard-comprador/mi-perfil');

    // The product page: the province is chosen once and kept in the browser.
    await page.goto(`/productos/${producto!.id}`);
    const envio = page.getByRole('region', { name: 'Envío' });
    await envio.getByRole('button', { name: 'Elegí tu provincia para ver el envío' }).click();
    await envio.getByLabel('¿Dónde lo recibís?').selectOption({ label: 'Córdoba' });
    await envio.getByText('Envío a Córdoba: $ 3.100 · llega entre 1 y 2 días hábiles').waitFor();
    await envio.getByText(/^Retiro gratis en /).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, '90-producto-envio-360');
    await page.reload();
    await envio.getByText('Envío a Córdoba: $ 3.100 · llega entre 1 y 2 días hábiles').waitFor();

    // Checkout: home delivery comes chosen, with the default saved address (in Córdoba).
    await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
    await alCheckout(page);
    const entrega = page.getByRole('region', { name: 'Entrega' });
    const domicilio = entrega.getByRole('radio', { name: /Envío a domicilio · \$ 3\.100/ });
    await domicilio.waitFor();
    expect(await domicilio.isChecked()).toBe(true);
    expect(await entrega.getByRole('radio', { name: /Casa \(predeterminada\)/ }).isChecked()).toBe(true);
    const resumen = page.locator('div', { has: page.getByRole('heading', { name: 'Resumen' }) }).last();
    await resumen.getByText('$ 3.100').waitFor();
    const subtotal =
      (await resumen
        .getByText(/^Subtotal/)
        .locator('xpath=..')
        .textContent()) ?? '';
    const precio = Number(/\$\s?([\d.]+)/.exec(subtotal)![1]!.replace(/\./g, ''));
    await page.getByRole('radio', { name: /Transferencia bancaria/ }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, '91-checkout-entrega-360');
    const totalEsperado = formatPrice(precio + 3100);
    await resumen.getByText(totalEsperado).waitFor();

    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/dashboard-comprador\/pedido-confirmado\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: '¡Recibimos tu pedido!' }).waitFor();
    await page.getByRole('link', { name: 'Ver mi pedido y subir el comprobante' }).click();
    await page.waitForURL(/\/dashboard-comprador\/mis-pedidos\/[0-9a-f-]{36}$/);
    const productos = page.getByRole('region', { name: 'Productos' });
    expect(
      await productos.getByText('Envío', { exact: true }).locator('xpath=following-sibling::*[1]').textContent(),
    ).toBe('$ 3.100');
    await productos.getByText(totalEsperado).waitFor();
    await page
      .getByRole('region', { name: 'Envío' })
      .getByText('Envío a domicilio · llega entre 1 y 2 días hábiles')
      .waitFor();
    await snap(page, '92-pedido-envio-360');

    // A second order, picked up: free, the place and hours on the order.
    await page.goto(`/productos/${producto!.id}`);
    await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
    await alCheckout(page);
    await entrega.getByRole('radio', { name: /Retiro en Casa Ceibo · Gratis/ }).check();
    await entrega.getByText(/^Retirás en /).waitFor();
    await resumen.getByText('Gratis').waitFor();
    await page.getByRole('radio', { name: /Transferencia bancaria/ }).check();
    await snap(page, '93-checkout-retiro-360');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/dashboard-comprador\/pedido-confirmado\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Ver mi pedido y subir el comprobante' }).click();
    await page.waitForURL(/\/dashboard-comprador\/mis-pedidos\/[0-9a-f-]{36}$/);
    await page.getByRole('region', { name: 'Envío' }).getByText('Retiro en Casa Ceibo', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Productos' }).getByText('Gratis (retiro)').waitFor();
    await snap(page, '94-pedido-retiro-360');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatPrice } from '@feria/contracts';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { publicApi } from '../support/api';
import { repoRoot } from '../support/server';
import { avanzarVenta, entrarEn } from '../support/venta';

// Delivery before paying (docs/producto/envios-pantallas.md): a buyer in Córdoba sees
// what delivery costs on the product page, chooses home delivery to a saved address at checkout,
// sees the total with it, pays by transfer and the order shows the cost; a second order by pickup.
// Then the shipment (docs/producto/envios.md#seguimiento): paid in the Mercado Pago sandbox, the
// seller moves the order to «Listo» and records it with Andreani; the buyer sees the tracking link,
// and the seller prints the packing view.
// Casa Ceibo (demo) delivers to Córdoba for $ 3.100 in 1 to 2 days, free from $ 60.000.

const baseURL = inject('baseURL');
const COMPRADOR = 'comprador@demo.feria.ar';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Adds the product open on the page to the cart and goes to checkout, where home delivery comes
 * chosen ($ 3.100 to Córdoba). Returns the checkout's 'Entrega' section.
 */
async function alCheckout(page: Page) {
  await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  const drawer = page.getByRole('dialog');
  await drawer.waitFor();
  const grupo = drawer.locator('.MuiAccordion-root', { hasText: 'Casa Ceibo' });
  if (await grupo.count()) await grupo.getByRole('button', { name: 'Seleccionar grupo' }).click();
  await drawer.getByRole('button', { name: /Proceder (al checkout|con grupo seleccionado)/ }).click();
  await page.waitForURL('**/dashboard-comprador/checkout');
  const entrega = page.getByRole('region', { name: 'Entrega' });
  const domicilio = entrega.getByRole('radio', { name: /Envío a domicilio · \$ 3\.100/ });
  await domicilio.waitFor();
  expect(await domicilio.isChecked()).toBe(true);
  return entrega;
}

/**
 * The product page's delivery line for Córdoba. A signed-in buyer who never chose a province in
 * this browser may get their default address's (Córdoba) once the session is known
 * (docs/producto/envios-pantallas.md#provincia); otherwise it is chosen from the list.
 */
async function provinciaCordoba(page: Page) {
  const envio = page.getByRole('region', { name: 'Envío' });
  const linea = envio.getByText('Envío a Córdoba: $ 3.100 · llega entre 1 y 2 días hábiles');
  const elegir = envio.getByRole('button', { name: 'Elegí tu provincia para ver el envío' });
  await linea.or(elegir).first().waitFor();
  if (await elegir.isVisible()) {
    try {
      await elegir.click({ timeout: 3000 });
      await envio.getByLabel('¿Dónde lo recibís?').selectOption({ label: 'Córdoba' }, { timeout: 5000 });
    } catch {
      // The default address's province arrived first: the line is already there.
    }
  }
  await linea.waitFor();
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
    await entrarEn(page, '/dashboard-comprador/mi-perfil', COMPRADOR);

    // The product page: the province is chosen once and kept in the browser.
    await page.goto(`/productos/${producto!.id}`);
    const envio = page.getByRole('region', { name: 'Envío' });
    await provinciaCordoba(page);
    await envio.getByText(/^Retiro gratis en /).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, '90-producto-envio-360');
    await page.reload();
    await envio.getByText('Envío a Córdoba: $ 3.100 · llega entre 1 y 2 días hábiles').waitFor();

    // Checkout: home delivery comes chosen, with the default saved address (in Córdoba).
    const entrega = await alCheckout(page);
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
    await alCheckout(page);
    await entrega.getByRole('radio', { name: /Retiro en Casa Ceibo · Gratis/ }).check();
    await entrega.getByText(/^Retirás en /).waitFor();
    await resumen.getByText('Gratis', { exact: true }).waitFor();
    await page.getByRole('radio', { name: /Transferencia bancaria/ }).check();
    await snap(page, '93-checkout-retiro-360');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/dashboard-comprador\/pedido-confirmado\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Ver mi pedido y subir el comprobante' }).click();
    await page.waitForURL(/\/dashboard-comprador\/mis-pedidos\/[0-9a-f-]{36}$/);
    await page.getByRole('region', { name: 'Envío' }).getByText('Retiro en Casa Ceibo', { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Envío' })
      .getByText(/^Retirá tu pedido en .+/)
      .waitFor();
    await page.getByRole('region', { name: 'Envío' }).getByText('Horarios: Lunes a viernes de 10 a 18 h').waitFor();
    await page.getByRole('region', { name: 'Productos' }).getByText('Gratis (retiro)').waitFor();
    await snap(page, '94-pedido-retiro-360');
    expect(errors).toEqual([]);
    await ctx.close();
  });
  it('paid in the sandbox → the seller moves it to «Listo» and records Andreani (360 px) → the buyer sees the tracking link live → packing view', async () => {
    const ceibo = await publicApi(baseURL).tiendaDemo('Casa Ceibo');
    const producto = ceibo.productos.filter((p) => p.precio < 50_000).sort((a, b) => a.precio - b.precio)[0]!;

    // The seller waits on 'Ventas', on a phone.
    const vendedor = await newContext(browser, baseURL, { mobile: true, dark: false });
    const vpage = await vendedor.newPage();
    const erroresVendedor = collectPageErrors(vpage);
    await entrarEn(vpage, '/dashboard-emprendedor/ventas', 'casa.ceibo@demo.feria.ar');
    await vpage.getByRole('heading', { name: 'Ventas' }).waitFor();

    // The buyer (Córdoba) sees delivery on the product page and pays home delivery in the sandbox.
    const comprador = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await comprador.newPage();
    const errors = collectPageErrors(page);
    await entrarEn(page, '/dashboard-comprador/mi-perfil', COMPRADOR);
    await page.goto(`/productos/${producto.id}`);
    await provinciaCordoba(page);
    await alCheckout(page);
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await page.waitForURL(/\/_sandbox\/mp\/checkout\/pay\//);
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
    expect(numero).toBeGreaterThan(1000);

    // The seller: preparing, then ready; before «Listo» the shipment waits.
    await vpage.getByRole('button', { name: `Ver detalle del pedido #${numero}` }).click({ timeout: 15_000 });
    const panel = vpage.getByRole('dialog', { name: `Pedido #${numero}` });
    const seguimiento = panel.getByRole('region', { name: 'Seguimiento del envío' });
    await seguimiento.getByText('Vas a poder registrar el envío cuando el pedido esté «Listo».').waitFor();
    await avanzarVenta(vpage, panel, 'Listo');

    // Recording the shipment: Andreani's link is shown before saving.
    // The state notices go away on their own: the form's picture without them.
    await expect.poll(() => vpage.getByText(/pasó a «/).count(), { timeout: 20_000 }).toBe(0);
    await seguimiento.getByRole('button', { name: 'Registrar envío' }).click();
    const form = vpage.getByRole('dialog', { name: `Registrar el envío del pedido #${numero}` });
    await form.getByRole('combobox', { name: /Transportista/ }).click();
    await vpage.getByRole('option', { name: 'Andreani' }).click();
    const codigo = `3600${numero}`;
    await form.getByRole('textbox', { name: /Código de seguimiento/ }).fill(codigo);
    await form.getByRole('link', { name: `https://www.andreani.com/envio/${codigo}` }).waitFor();
    expect(await seriousA11yViolations(vpage)).toEqual([]);
    // The phone's screen as the seller sees it (the sales list under the drawer is not the point).
    await vpage.waitForTimeout(400);
    await vpage.screenshot({ path: join(repoRoot, 'screenshots', '95-registrar-envio-360.png') });
    await form.getByRole('button', { name: 'Guardar envío' }).click();
    await form.waitFor({ state: 'detached' });
    await vpage.getByText(`Registraste el envío del pedido #${numero}.`, { exact: false }).waitFor();
    expect(await seguimiento.getByText(/^Enviado con/).textContent()).toBe(
      `Enviado con Andreani · código ${codigo} · Seguir envío`,
    );
    await seguimiento.scrollIntoViewIfNeeded();
    await vpage.screenshot({ path: join(repoRoot, 'screenshots', '95b-envio-registrado-360.png') });

    // The buyer's open order follows live: the notice, and the tracking link in a new tab.
    await page.getByText(`Tu pedido #${numero} está en camino.`).waitFor({ timeout: 15_000 });
    const envioPedido = page.getByRole('region', { name: 'Envío' });
    await envioPedido.getByText('Tu pedido está en camino').waitFor();
    const seguir = envioPedido.getByRole('link', { name: /Seguir envío en Andreani/ });
    expect(await seguir.getAttribute('href')).toBe(`https://www.andreani.com/envio/${codigo}`);
    expect(await seguir.getAttribute('target')).toBe('_blank');
    expect(await seguir.getAttribute('rel')).toContain('noopener');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, '96-pedido-en-camino-360');
    // Mis Pedidos → the order again: the link stays.
    await page.goto('/dashboard-comprador/mis-pedidos');
    await page.goBack();
    await envioPedido.getByRole('link', { name: /Seguir envío en Andreani/ }).waitFor();

    // The packing view opens in a new tab, ready to print.
    const [armado] = await Promise.all([
      vendedor.waitForEvent('page'),
      seguimiento
        .getByRole('link', { name: `Vista para armar el pedido #${numero} (se abre en una pestaña nueva)` })
        .click(),
    ]);
    const erroresArmado = collectPageErrors(armado);
    await armado.waitForURL(/\/dashboard-emprendedor\/ventas\/[0-9a-f-]{36}\/armado$/);
    await armado.getByRole('heading', { level: 1, name: `Pedido #${numero}` }).waitFor({ timeout: 45_000 });
    await armado
      .getByRole('region', { name: 'Entrega' })
      .getByText(/^Envío a domicilio/)
      .waitFor();
    await armado.getByRole('button', { name: 'Imprimir' }).waitFor();
    expect(
      await armado.getByText('Envío', { exact: true }).locator('xpath=following-sibling::*[1]').textContent(),
    ).toBe('$ 3.100');
    expect(await seriousA11yViolations(armado)).toEqual([]);
    await snap(armado, '97-vista-armado-360');
    // On paper only the sheet shows: no header, no menu, no 'Imprimir'.
    await armado.setViewportSize({ width: 794, height: 1123 });
    await armado.emulateMedia({ media: 'print' });
    expect(await armado.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
    expect(await armado.getByRole('heading', { level: 1, name: `Pedido #${numero}` }).isVisible()).toBe(true);
    // Black on white whatever the colour mode.
    expect(
      await armado
        .getByRole('heading', { level: 1, name: `Pedido #${numero}` })
        .evaluate((h) => getComputedStyle(h).color),
    ).toBe('rgb(0, 0, 0)');
    await snap(armado, '98-vista-armado-a4');

    expect(errors).toEqual([]);
    expect(erroresVendedor).toEqual([]);
    expect(erroresArmado).toEqual([]);
    await comprador.close();
    await vendedor.close();
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { COMPRADORA, DEMO_PASSWORD, signInOnIdentityPage } from '../support/auth';
import { publicApi } from '../support/api';

// Promotions (issue "Discounts and coupons"): the seller creates a 15 % coupon and a fixed
// discount from 'Promociones y Descuentos'; the public pages show the discounted price; the buyer
// types ' verano15 ' at checkout, sees the saving, pays in the Mercado Pago sandbox; the order, the
// seller's sale and the coupon's use count agree.

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SELLER = 'tostadero.aconquija@demo.feria.ar';
const PRODUCTO = 'Café de especialidad Colombia en grano 250 g';

describe('promotions', () => {
  it('seller: coupon VERANO15 and $ 2.000 off a product → public price → buyer applies " verano15 " → pays → order, sale and use count agree', async () => {
    const tienda = await publicApi(baseURL).tiendaDemo('Tostadero Aconquija');
    const producto = tienda.productos.find((p) => p.nombre === PRODUCTO)!;
    expect(producto.precio).toBe(14500);

    // The seller, on a desktop.
    const vendedor = await newContext(browser, baseURL, { dark: false });
    const vpage = await vendedor.newPage();
    const erroresVendedor = collectPageErrors(vpage);
    await vpage.goto('/dashboard-emprendedor/promociones-descuentos');
    await signInOnIdentityPage(vpage, SELLER, DEMO_PASSWORD);
    await vpage.waitForURL('**/dashboard-emprendedor/promociones-descuentos');
    await vpage.getByRole('heading', { name: 'Promociones y Descuentos' }).waitFor();
    // The demo discounts are real rows of the shop.
    await vpage.getByText('Promo demo: 15 % OFF').first().waitFor();

    await vpage.getByRole('tab', { name: 'Cupones' }).click();
    await vpage.getByRole('button', { name: 'Nuevo cupón' }).first().click();
    const dCupon = vpage.getByRole('dialog');
    await dCupon.getByLabel('Código').fill('verano15');
    await dCupon.getByRole('radio', { name: 'Porcentaje' }).check();
    await dCupon.getByLabel('Valor').fill('15');
    await dCupon.getByLabel('Descripción').fill('Promo de verano');
    await snap(vpage, '80-cupon-dialogo');
    await dCupon.getByRole('button', { name: 'Guardar' }).click();
    await dCupon.waitFor({ state: 'hidden' });
    await vpage.getByText('VERANO15', { exact: true }).waitFor();

    await vpage.getByRole('tab', { name: 'Descuentos' }).click();
    await vpage.getByRole('button', { name: 'Nuevo descuento' }).first().click();
    const dDesc = vpage.getByRole('dialog');
    await dDesc.getByRole('radio', { name: 'Monto fijo' }).check();
    await dDesc.getByLabel('Valor').fill('2000');
    await dDesc.getByRole('combobox', { name: 'Productos' }).fill('Colombia');
    await vpage.getByRole('option', { name: new RegExp(PRODUCTO) }).click();
    await dDesc.getByLabel('Descripción').fill('Café del mes');
    await dDesc.getByRole('button', { name: 'Guardar' }).click();
    await dDesc.waitFor({ state: 'hidden' });
    await vpage.getByText('Café del mes').waitFor();
    expect(await seriousA11yViolations(vpage)).toEqual([]);
    await snap(vpage, '81-promociones');

    // Public pages: the product's price is now $ 12.500 (list $ 14.500).
    const publico = await (await fetch(`${baseURL}/api/v1/public/core/productos/${producto.id}`)).json();
    expect(publico.descuento).toMatchObject({ activo: true, montoFijo: 2000 });

    // The buyer, on a phone.
    const comprador = await newContext(browser, baseURL, { mobile: true, dark: false });
    const bpage = await comprador.newPage();
    const errores = collectPageErrors(bpage);
    await bpage.goto('/dashboard-comprador/mi-perfil');
    await signInOnIdentityPage(bpage, COMPRADORA.email, COMPRADORA.password);
    await bpage.waitForURL('**/dashboard-comprador/mi-perfil');
    await bpage.goto(`/productos/${producto.id}`);
    await bpage.getByText('$ 12.500').first().waitFor();
    await bpage.getByText('$ 14.500').first().waitFor();
    await bpage.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
    const drawer = bpage.getByRole('dialog');
    await drawer
      .getByRole('button', { name: /Proceder (al checkout|con grupo seleccionado)|Seleccionar grupo/ })
      .first()
      .waitFor();
    if (await drawer.getByRole('button', { name: 'Seleccionar grupo' }).count()) {
      await drawer
        .locator('.MuiAccordion-root', { hasText: 'Tostadero Aconquija' })
        .getByRole('button', { name: 'Seleccionar grupo' })
        .click();
    }
    await drawer.getByRole('button', { name: /Proceder (al checkout|con grupo seleccionado)/ }).click();
    await bpage.waitForURL('**/dashboard-comprador/checkout');

    // Picked up at the shop (free), so the totals below are the coupon's alone (delivery costs: envios.test.ts).
    await bpage
      .getByRole('region', { name: 'Entrega' })
      .getByRole('radio', { name: /Retiro en Tostadero Aconquija · Gratis/ })
      .check();
    await bpage.getByRole('textbox', { name: 'Cupón de descuento' }).fill(' verano15 ');
    await bpage.getByRole('button', { name: 'Aplicar' }).click();
    // 15 % of $ 12.500 = $ 1.875 → $ 10.625.
    await bpage.getByText('Cupón VERANO15', { exact: true }).waitFor();
    await bpage.getByText('− $ 1.875').first().waitFor();
    await bpage.getByText('$ 10.625').first().waitFor();
    expect(await seriousA11yViolations(bpage)).toEqual([]);
    await snap(bpage, '82-checkout-cupon');

    await bpage.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await bpage.waitForURL(/\/_sandbox\/mp\/checkout\/pay\//);
    await bpage
      .getByText(/\$\s10\.625/)
      .first()
      .waitFor();
    await bpage.getByRole('button', { name: 'Aprobar pago' }).click();
    await bpage.waitForURL(/\/pago\/exito/);
    await bpage.getByText('¡Pago aprobado!').first().waitFor({ timeout: 30_000 });
    await bpage.getByRole('link', { name: 'Ver mi pedido' }).click();
    await bpage.waitForURL(/\/dashboard-comprador\/mis-pedidos\/[0-9a-f-]{36}$/);
    const titulo =
      (await bpage
        .getByRole('heading', { name: /Pedido #\d+/ })
        .first()
        .textContent()) ?? '';
    const numero = Number(/#(\d+)/.exec(titulo)?.[1]);
    await bpage.getByText('Cupón VERANO15 (15%)').waitFor();
    await bpage.getByText('$ 10.625').first().waitFor();
    await snap(bpage, '83-pedido-con-cupon');

    // The seller's sale shows the same total; the coupon was used once.
    await vpage.goto('/dashboard-emprendedor/ventas');
    await vpage.getByRole('button', { name: `Ver detalle del pedido #${numero}` }).click();
    const panel = vpage.getByRole('dialog', { name: `Pedido #${numero}` });
    await panel.getByText('Cupón VERANO15 (15%)').waitFor();
    await panel.getByText('$ 10.625').first().waitFor();
    await panel
      .getByRole('button', { name: /Cerrar/ })
      .first()
      .click();

    await vpage.goto('/dashboard-emprendedor/promociones-descuentos?tab=cupones');
    await vpage.getByText(/Usado 1 vez/).waitFor();

    expect(errores).toEqual([]);
    expect(erroresVendedor).toEqual([]);
    await comprador.close();
    await vendedor.close();
  });
});

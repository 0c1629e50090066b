import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { COMPRADORA, DEMO_PASSWORD, signInOnIdentityPage } from '../support/auth';
import { publicApi } from '../support/api';

// Buying (issue "Commerce core"): a multi-shop cart, one shop per checkout, Mercado Pago through
// the embedded sandbox and bank transfer, and the buyer's orders.

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const tienda = (nombre: string) => publicApi(baseURL).tiendaDemo(nombre);
const stockDe = async (id: string) =>
  ((await (await fetch(`${baseURL}/api/v1/public/core/productos/${id}`)).json()) as { stock: number }).stock;

async function agregarDesdeSuPagina(page: Page, productoId: string) {
  await page.goto(`/productos/${productoId}`);
  await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  const drawer = page.getByRole('dialog');
  await drawer.waitFor();
  await drawer.getByRole('button', { name: 'Cerrar carrito' }).click();
  await drawer.waitFor({ state: 'hidden' });
}

async function abrirCarrito(page: Page) {
  await page
    .getByRole('button', { name: /productos? en el carrito/ })
    .first()
    .click();
  return page.getByRole('dialog');
}

async function iniciarSesionVendedor(page: Page, email: string) {
  await page.goto('/dashboard-emprendedor/ventas');
  await signInOnIdentityPage(page, email, DEMO_PASSWORD);
  await page.waitForURL('**/dashboard-emprendedor/ventas');
}

describe('buying from two shops', () => {
  it('anonymous cart of two shops → one group → login → checkout → Mercado Pago sandbox → paid order; the other group stays', async () => {
    const ceibo = await tienda('Casa Ceibo');
    const pampa = await tienda('Papel Pampa');
    const a = ceibo.productos[0]!;
    const b = pampa.productos[0]!;
    const stockA = await stockDe(a.id);

    const ctx = await newContext(browser, baseURL, { dark: false });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);
    await agregarDesdeSuPagina(page, a.id);
    await agregarDesdeSuPagina(page, b.id);

    const drawer = await abrirCarrito(page);
    await expect.poll(() => drawer.textContent(), { timeout: 15_000 }).toContain('Productos de 2 emprendimiento(s)');
    expect(await drawer.getByRole('heading', { name: 'Múltiples emprendimientos' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, '60-carrito-grupos');
    await drawer.getByRole('button', { name: 'Seleccionar grupo' }).first().click();
    await drawer.getByText('Grupo seleccionado').first().waitFor();
    await snap(page, '61-carrito-grupo-seleccionado');
    await drawer.getByRole('button', { name: 'Proceder con grupo seleccionado' }).click();

    // Anonymous: the checkout is saved as the redirect and the login starts.
    await signInOnIdentityPage(page, COMPRADORA.email, COMPRADORA.password);
    await page.waitForURL('**/dashboard-comprador/checkout');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    const grupoElegido = (await page.getByText(/Pedido a/).textContent()) ?? '';
    const pagado = grupoElegido.includes('Casa Ceibo') ? a : b;
    const otro = pagado === a ? b : a;

    // The cart is read-only during checkout.
    const enCheckout = await abrirCarrito(page);
    await enCheckout.getByText('Modo solo lectura: Estás en checkout. No puedes modificar productos aquí.').waitFor();
    expect(
      await enCheckout
        .getByRole('button', { name: /^Eliminar .* del carrito$/ })
        .first()
        .isDisabled(),
    ).toBe(true);
    await snap(page, '62-carrito-solo-lectura');
    await enCheckout.getByRole('button', { name: 'Cerrar carrito' }).click();
    await snap(page, '63-checkout');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await page.waitForURL(/\/_sandbox\/mp\/checkout\/pay\//);
    await page
      .getByText(/entorno de prueba/i)
      .first()
      .waitFor();
    await snap(page, '64-sandbox-mercadopago');
    await page.getByRole('button', { name: 'Aprobar pago' }).click();

    await page.waitForURL(/\/pago\/exito/);
    await page.getByText('¡Pago aprobado!').first().waitFor({ timeout: 30_000 });
    await snap(page, '65-pago-exito');
    if (pagado === a) expect(await stockDe(a.id)).toBe(stockA - 1);

    await page.goto('/dashboard-comprador/mis-pedidos');
    await page
      .getByText(/Pedido #\d+/)
      .first()
      .waitFor();
    await snap(page, '66-mis-pedidos');

    // The other shop's group is still in the cart, ready for its own checkout.
    const resto = await abrirCarrito(page);
    await resto.getByText(otro.nombre).first().waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('transfer: the buyer sends the proof, the seller confirms it, the buyer sees the payment confirmed (360 px)', async () => {
    const pampa = await tienda('Papel Pampa');
    const producto = pampa.productos[1] ?? pampa.productos[0]!;
    const ctx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/dashboard-comprador/mi-perfil');
    await signInOnIdentityPage(page, COMPRADORA.email, COMPRADORA.password);
    await page.waitForURL('**/dashboard-comprador/mi-perfil');
    await agregarDesdeSuPagina(page, producto.id);
    // A shop chosen alone: 'Proceder al checkout' or, with another group left over, its group.
    const drawer = await abrirCarrito(page);
    const elegir = drawer.getByRole('button', { name: 'Seleccionar grupo' });
    if (await elegir.count()) {
      const grupos = drawer.locator('.MuiAccordion-root', { hasText: 'Papel Pampa' });
      await grupos.getByRole('button', { name: 'Seleccionar grupo' }).click();
    }
    await drawer.getByRole('button', { name: /Proceder (al checkout|con grupo seleccionado)/ }).click();
    await page.waitForURL('**/dashboard-comprador/checkout');
    await page.getByRole('radio', { name: /Transferencia bancaria/ }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    // CartConfirmation: the number, what happens next, the bank details; then the order.
    await page.waitForURL(/\/dashboard-comprador\/pedido-confirmado\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: '¡Recibimos tu pedido!' }).waitFor();
    await page.getByText('Qué sigue').waitFor();
    await page.getByText('CBU/CVU').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, '66b-pedido-confirmado-360');
    await page.getByRole('link', { name: 'Ver mi pedido y subir el comprobante' }).click();
    await page.waitForURL(/\/dashboard-comprador\/mis-pedidos\/[0-9a-f-]{36}$/);
    await page.getByText('CBU/CVU').first().waitFor();
    await snap(page, '67-pedido-transferencia-360');
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: png });
    await page
      .getByText(/revisión|en revisión/i)
      .first()
      .waitFor({ timeout: 15_000 });
    const pedidoUrl = page.url();
    await ctx.close();

    const vendedor = await newContext(browser, baseURL, { dark: false });
    const vpage = await vendedor.newPage();
    await iniciarSesionVendedor(vpage, 'papel.pampa@demo.feria.ar');
    await vpage.getByRole('button', { name: 'Confirmar transferencia' }).first().click();
    const confirmar = vpage.getByRole('dialog');
    if (await confirmar.count()) await confirmar.getByRole('button', { name: /Confirmar/ }).click();
    await vpage
      .getByText(/Aprobado|Pagado|confirmad/i)
      .first()
      .waitFor({ timeout: 15_000 });
    await snap(vpage, '68-vendedor-ventas');
    await vendedor.close();

    const ctx2 = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page2 = await ctx2.newPage();
    await page2.goto(new URL(pedidoUrl).pathname);
    await signInOnIdentityPage(page2, COMPRADORA.email, COMPRADORA.password);
    await page2.waitForURL(/\/mis-pedidos\//);
    await page2
      .getByText(/Pago aprobado|Aprobado|confirm/i)
      .first()
      .waitFor({ timeout: 15_000 });
    await snap(page2, '69-pedido-confirmado-360');
    expect(errors).toEqual([]);
    await ctx2.close();
  });

  it('a payment rejected in the sandbox lands on /pago/error and the stock comes back', async () => {
    const ceibo = await tienda('Casa Ceibo');
    const producto = ceibo.productos[1] ?? ceibo.productos[0]!;
    const antes = await stockDe(producto.id);
    const ctx = await newContext(browser, baseURL, { dark: true });
    const page = await ctx.newPage();
    await page.goto('/dashboard-comprador/mi-perfil');
    await signInOnIdentityPage(page, COMPRADORA.email, COMPRADORA.password);
    await page.waitForURL('**/dashboard-comprador/mi-perfil');
    await agregarDesdeSuPagina(page, producto.id);
    const drawer = await abrirCarrito(page);
    const grupo = drawer.locator('.MuiAccordion-root', { hasText: 'Casa Ceibo' });
    if (await grupo.count()) await grupo.getByRole('button', { name: 'Seleccionar grupo' }).click();
    await drawer.getByRole('button', { name: /Proceder (al checkout|con grupo seleccionado)/ }).click();
    await page.waitForURL('**/dashboard-comprador/checkout');
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await page.waitForURL(/\/_sandbox\/mp\/checkout\/pay\//);
    expect(await stockDe(producto.id)).toBe(antes - 1);
    await page.getByRole('button', { name: 'Rechazar' }).click();
    await page.waitForURL(/\/pago\/error/);
    await page.getByText('No pudimos procesar el pago').first().waitFor({ timeout: 30_000 });
    await snap(page, '70-pago-error-oscuro');
    await expect.poll(() => stockDe(producto.id), { timeout: 30_000 }).toBe(antes);
    await ctx.close();
  });
});

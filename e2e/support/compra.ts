import type { Page } from 'playwright-core';
import { COMPRADORA, signInOnIdentityPage } from './auth';

/**
 * The demo buyer signs in, adds one product of `tienda` to the cart (picking its group when the
 * cart holds several shops), pays in the Mercado Pago sandbox and lands on the order's page.
 * Returns the order number.
 */
export async function comprarConMercadoPago(page: Page, productoId: string, tienda: string): Promise<number> {
  await page.goto('/dashboard-comprador/mi-perfil');
  await signInOnIdentityPage(page, COMPRADORA.email, COMPRADORA.password);
  await page.waitForURL('**/dashboard-comprador/mi-perfil');
  await page.goto(`/productos/${productoId}`);
  await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  const drawer = page.getByRole('dialog');
  const elegir = drawer.getByRole('button', { name: 'Seleccionar grupo' });
  await drawer
    .getByRole('button', { name: /Proceder (al checkout|con grupo seleccionado)|Seleccionar grupo/ })
    .first()
    .waitFor();
  if (await elegir.count()) {
    await drawer
      .locator('.MuiAccordion-root', { hasText: tienda })
      .getByRole('button', { name: 'Seleccionar grupo' })
      .click();
  }
  await drawer.getByRole('button', { name: /Proceder (al checkout|con grupo seleccionado)/ }).click();
  await page.waitForURL('**/dashboard-comprador/checkout');
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
  return Number(/#(\d+)/.exec(titulo)?.[1]);
}

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { ADMIN, COMPRADORA, DEMO_PASSWORD, signInOnIdentityPage } from '../support/auth';
import { publicApi } from '../support/api';
import { comprarConMercadoPago } from '../support/compra';
import { buscarEnCorreos } from '../support/correo';

// Selling (issue "Seller sales, live order chat, seller metrics"): the buyer pays in the Mercado
// Pago sandbox, the seller moves the order through its states from 'Ventas', the buyer follows it.

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const tienda = (nombre: string) => publicApi(baseURL).tiendaDemo(nombre);

describe('selling', () => {
  it('the order appears live in Ventas; the seller moves it to completado while the buyer sees each state without reloading; they chat both ways', async () => {
    const trama = await tienda('Trama Urbana');
    const producto = trama.productos[0]!;

    // The seller is on 'Ventas' before the order exists.
    const vendedor = await newContext(browser, baseURL, { dark: false });
    const vpage = await vendedor.newPage();
    const erroresVendedor = collectPageErrors(vpage);
    await vpage.goto('/dashboard-emprendedor/ventas');
    await signInOnIdentityPage(vpage, 'trama.urbana@demo.feria.ar', DEMO_PASSWORD);
    await vpage.waitForURL('**/dashboard-emprendedor/ventas');
    await vpage.getByRole('heading', { name: 'Ventas' }).waitFor();

    const comprador = await newContext(browser, baseURL, { mobile: true, dark: false });
    const bpage = await comprador.newPage();
    const errores = collectPageErrors(bpage);
    const numero = await comprarConMercadoPago(bpage, producto.id, 'Trama Urbana');
    expect(numero).toBeGreaterThan(1000);

    // Live: the new order and its notification arrive without reloading.
    await vpage.getByText(`¡Nuevo pedido #${numero}!`).waitFor({ timeout: 15_000 });
    await vpage.getByRole('button', { name: `Ver detalle del pedido #${numero}` }).click();
    const panel = vpage.getByRole('dialog', { name: `Pedido #${numero}` });
    await panel.getByRole('button', { name: 'Empezar a preparar' }).waitFor();
    expect(await seriousA11yViolations(vpage)).toEqual([]);
    await snap(vpage, '70-venta-detalle');

    for (const [accion, estado] of [
      ['Empezar a preparar', 'Preparando'],
      ['Marcar como listo', 'Listo'],
      ['Marcar como completado', 'Completado'],
    ] as const) {
      await panel.getByRole('button', { name: accion }).click();
      await vpage
        .getByRole('dialog', { name: `¿${accion}?` })
        .getByRole('button', { name: accion })
        .click();
      await vpage.getByText(`El pedido #${numero} pasó a «${estado}».`).waitFor();
      await panel.getByLabel(`Estado del pedido: ${estado}`).waitFor();
      // The buyer's open order page follows on its own.
      await bpage.getByText(`Tu pedido #${numero} está «${estado}».`).waitFor({ timeout: 15_000 });
    }
    await bpage.getByText('Pedido completado').first().waitFor();

    // The chat, both ways, live.
    await panel.getByRole('textbox', { name: 'Tu mensaje' }).fill('¡Gracias por tu compra! Te la enviamos hoy.');
    await panel.getByRole('button', { name: 'Enviar' }).click();
    await bpage.getByText('¡Gracias por tu compra! Te la enviamos hoy.').waitFor({ timeout: 15_000 });
    await bpage.getByRole('textbox', { name: 'Tu mensaje' }).fill('¡Genial, gracias!');
    await bpage.keyboard.press('Enter');
    await panel.getByText('¡Genial, gracias!').waitFor({ timeout: 15_000 });
    await snap(vpage, '71-venta-completada');

    // Botón de arrepentimiento (Resolución 424/2020), within 10 days of delivery, in two steps
    // (decision 061): the form answers the same for any order and records nothing; the link mailed
    // to the purchase's address (read here from the embedded outbox, as the admin) confirms it and
    // gives the code, and the seller's open order shows the request live.
    const paginaPedido = bpage.url();
    await bpage.goto('/arrepentimiento');
    await bpage.getByRole('textbox', { name: /Número de pedido/ }).fill(String(numero));
    await bpage.getByRole('textbox', { name: /Correo electrónico de la compra/ }).fill(COMPRADORA.email);
    await bpage.getByRole('textbox', { name: /Nombre y apellido/ }).fill('Compradora Demo');
    await bpage.getByRole('button', { name: 'Arrepentirme de la compra' }).click();
    await bpage.getByRole('status', { name: 'Revisá tu correo' }).waitFor({ timeout: 15_000 });
    await snap(bpage, '71a-arrepentimiento-revisa-tu-correo-360');
    expect(await panel.getByText(/Código ARR-/).count()).toBe(0);

    const admin = await newContext(browser, baseURL, { dark: false });
    const apage = await admin.newPage();
    await apage.goto('/dashboard-administracion-identidades');
    await signInOnIdentityPage(apage, ADMIN.email, ADMIN.password);
    await apage.waitForURL('**/dashboard-administracion-identidades');
    await apage.getByRole('link', { name: 'Correos enviados' }).first().click();
    await apage.waitForURL('**/dashboard-administracion-identidades/correos');
    const bandeja = apage.getByRole('list', { name: 'Correos enviados' });
    // Mails are sent by the job queue, a moment after the change: 'Actualizar' until it is there.
    const esperarCorreo = (asunto: string) =>
      expect
        .poll(
          async () => {
            await apage.getByRole('button', { name: 'Actualizar' }).click();
            return bandeja.getByText(asunto).count();
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toBeGreaterThan(0);
    const asuntoConfirmar = `Confirmá tu arrepentimiento del pedido #${numero}`;
    await esperarCorreo(asuntoConfirmar);
    // The admin sees the mail with its link hidden; the buyer's mailbox (the .eml) has it.
    await bandeja.getByText(asuntoConfirmar).first().click();
    expect(await apage.getByLabel('Texto del correo').textContent({ timeout: 15_000 })).toContain('[enlace oculto]');
    const enlace = await buscarEnCorreos(
      inject('dataDir'),
      'arrepentimiento-confirmar',
      `#${numero}`,
      /https?:\/\/\S+\/arrepentimiento\/confirmar#[\w.-]+/,
    );
    expect(enlace).toBeDefined();
    // The link names this server by PUBLIC_URL or localhost: the buyer's browser opens its path here.
    const { pathname, hash } = new URL(enlace!);
    await bpage.goto(`${pathname}${hash}`);
    await bpage.getByRole('button', { name: 'Confirmar arrepentimiento' }).click();
    const codigo =
      (await bpage
        .getByText(/Tu código es/)
        .locator('strong')
        .textContent({ timeout: 15_000 })) ?? '';
    expect(codigo).toMatch(/^ARR-[0-9A-Z]{6}$/);
    await bpage.getByText(`Pedido #${numero} a Trama Urbana`, { exact: false }).waitFor();
    expect(await seriousA11yViolations(bpage)).toEqual([]);
    await panel.getByText(new RegExp(`Código ${codigo}`)).waitFor({ timeout: 15_000 });
    await snap(bpage, '71b-arrepentimiento-codigo-360');
    await panel.getByRole('button', { name: 'Cerrar detalle' }).click();
    await vpage.getByRole('button', { name: /^Completado \(\d+\)$/ }).click();
    await vpage.getByRole('button', { name: `Ver detalle del pedido #${numero}` }).waitFor();
    await snap(vpage, '72-ventas-completadas');

    await bpage.goto(paginaPedido);
    await bpage
      .getByRole('heading', { name: `Pedido #${numero}` })
      .first()
      .waitFor();
    await snap(bpage, '73-pedido-completado-360');

    // The dashboard's metrics and charts count the completed sale.
    await vpage.goto('/dashboard-emprendedor');
    const tusVentas = vpage.getByRole('region', { name: 'Tus ventas' });
    const completados = tusVentas.getByRole('heading', { name: 'Pedidos completados' }).locator('..');
    await completados.waitFor();
    await expect
      .poll(async () => Number((await completados.textContent())?.replace(/\D/g, '') ?? 0), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await tusVentas.getByRole('figure', { name: 'Ingresos por día' }).locator('svg').first().waitFor();
    await tusVentas
      .getByRole('figure', { name: 'Productos más vendidos (unidades)' })
      .getByText(new RegExp(producto.nombre.slice(0, 12)))
      .first()
      .waitFor();
    expect(await seriousA11yViolations(vpage)).toEqual([]);
    await snap(vpage, '74-panel-metricas');
    expect(errores).toEqual([]);
    expect(erroresVendedor).toEqual([]);
    await comprador.close();
    await vendedor.close();

    // The mails of the order are in the embedded outbox the admin can read.
    await apage.goto('/dashboard-administracion-identidades/correos');
    await esperarCorreo(`Tu pedido #${numero} se completó`);
    await esperarCorreo(`Arrepentimiento del pedido #${numero}`);
    await snap(apage, '75-correos-enviados');
    await admin.close();
  });
});

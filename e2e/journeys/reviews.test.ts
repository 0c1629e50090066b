import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { ADMIN, DEMO_PASSWORD, signInOnIdentityPage } from '../support/auth';
import { numeroAR, type ResumenResenas } from '@feria/contracts';
import { publicApi } from '../support/api';
import { comprarConMercadoPago } from '../support/compra';

/**
 * A signed-in page load goes to the identity server and back (check-sso, docs/producto/identidad.md#autenticacion) after the
 * public page has painted with its data: read the page once the session is back.
 */
/** The shop header's rating link as a screen reader names it, for the server's summary. */
const enlaceCalificacion = ({ calificacion, numReseñas }: ResumenResenas): RegExp =>
  calificacion === null
    ? /^Sin reseñas todavía\s+Ver reseñas$/
    : new RegExp(
        `^Calificación ${numeroAR(calificacion, { min: 1, max: 1 })} de 5, ${numeroAR(numReseñas)} ${numReseñas === 1 ? 'reseña' : 'reseñas'}\\s+Ver reseñas$`,
      );

async function abrirConSesion(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('button', { name: /^Mi cuenta:/ }).waitFor();
}

// Reviews from verified purchases (decision 038): the buyer pays in the Mercado Pago sandbox, the
// seller completes the order, the buyer rates the shop and the product, the rating shows on the
// shop header, the product card and page and on the shop's reviews page, and the seller answers.

const baseURL = inject('baseURL');
const TIENDA = 'Raíz Colorada';
const VENDEDOR = 'raiz.colorada@demo.feria.ar';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('reviews', () => {
  it('a buyer rates a completed order; the rating shows on the shop, the product and its reviews page; the seller answers once', async () => {
    const api = publicApi(baseURL);
    const tienda = await api.tiendaDemo(TIENDA);
    // The demo shop already has reviews from its demo orders (decision 064): the journey rates a
    // product nobody has rated yet, and reads the shop's rating from the server before and after.
    const producto = tienda.productos.find((p) => p.numReseñas === 0)!;
    expect(producto, `${TIENDA} tiene un producto sin reseñas`).toBeDefined();
    const antes = await api.resumenResenasTienda(tienda.id);

    const comprador = await newContext(browser, baseURL, { mobile: true, dark: false });
    const bpage = await comprador.newPage();
    const errores = collectPageErrors(bpage);
    const numero = await comprarConMercadoPago(bpage, producto.id, TIENDA);
    const paginaPedido = bpage.url();
    // Before it is completed there is nothing to rate.
    expect(await bpage.getByRole('heading', { name: 'Calificá tu compra' }).count()).toBe(0);

    // The seller completes the order from 'Ventas'.
    const vendedor = await newContext(browser, baseURL, { dark: false });
    const vpage = await vendedor.newPage();
    const erroresVendedor = collectPageErrors(vpage);
    await vpage.goto('/dashboard-emprendedor/ventas');
    await signInOnIdentityPage(vpage, VENDEDOR, DEMO_PASSWORD);
    await vpage.waitForURL('**/dashboard-emprendedor/ventas');
    await vpage.getByRole('button', { name: `Ver detalle del pedido #${numero}` }).click();
    const panel = vpage.getByRole('dialog', { name: `Pedido #${numero}` });
    for (const accion of ['Empezar a preparar', 'Marcar como listo', 'Marcar como completado']) {
      await panel.getByRole('button', { name: accion }).click();
      await vpage
        .getByRole('dialog', { name: `¿${accion}?` })
        .getByRole('button', { name: accion })
        .click();
    }
    await panel.getByLabel('Estado del pedido: Completado').waitFor();
    await panel.getByRole('button', { name: 'Cerrar detalle' }).click();

    // The buyer's order page offers 'Calificá tu compra' once it is completado (told live).
    await bpage.getByRole('heading', { name: 'Calificá tu compra' }).waitFor({ timeout: 15_000 });
    const grupoTienda = bpage.getByRole('group', { name: `La tienda: ${TIENDA}` });
    // A real click on the star (its label), as a person does.
    await grupoTienda
      .locator('label')
      .filter({ hasText: /^4 estrellas$/ })
      .click();
    await expect.poll(() => grupoTienda.getByRole('radio', { name: '4 estrellas' }).isChecked()).toBe(true);
    const seccionTienda = bpage.getByRole('region', { name: `La tienda: ${TIENDA}` });
    await seccionTienda.getByLabel('Comentario (opcional)').fill('Las plantas llegaron sanas y muy bien embaladas.');
    await seccionTienda.getByRole('button', { name: `Guardar reseña de La tienda: ${TIENDA}` }).click();
    await seccionTienda.getByRole('button', { name: `Editar la reseña de La tienda: ${TIENDA}` }).waitFor();
    // The seller, on 'Ventas', hears of it live.
    await vpage.getByText(`Nueva reseña del pedido #${numero}.`).first().waitFor({ timeout: 15_000 });
    const grupoProducto = bpage.getByRole('group', { name: producto.nombre });
    await grupoProducto
      .locator('label')
      .filter({ hasText: /^5 estrellas$/ })
      .click();
    const seccionProducto = bpage.getByRole('region', { name: producto.nombre });
    await seccionProducto.getByLabel('Comentario (opcional)').fill('Hermosa, tal cual la foto.');
    await seccionProducto.getByRole('button', { name: `Guardar reseña de ${producto.nombre}` }).click();
    await seccionProducto.getByRole('button', { name: `Editar la reseña de ${producto.nombre}` }).waitFor();
    expect(await seriousA11yViolations(bpage)).toEqual([]);
    await snap(bpage, '80-calificar-pedido-360');

    // 'Mis Pedidos' offers 'Calificar' on completed orders, leading back to the section.
    await bpage.goto('/dashboard-comprador/mis-pedidos');
    await bpage.getByRole('link', { name: `Calificar el pedido #${numero}` }).click();
    await bpage.waitForURL(`${paginaPedido}#pedido-calificar`);

    // The shop header shows the real rating (the buyer's 4 stars counted once) and leads to the reviews page.
    const despues = await api.resumenResenasTienda(tienda.id);
    expect(despues.numReseñas).toBe(antes.numReseñas + 1);
    expect(despues.distribucion[4]).toBe(antes.distribucion[4] + 1);
    await abrirConSesion(bpage, `/tienda/${tienda.id}`);
    const calificacion = bpage.getByRole('link', { name: enlaceCalificacion(despues) });
    await calificacion.waitFor();
    // The product card on the storefront and the product page carry the product's own rating.
    await bpage
      .getByRole('article')
      .filter({ hasText: producto.nombre })
      .first()
      .getByRole('img', { name: 'Calificación 5,0 de 5, 1 reseña' })
      .first()
      .waitFor();
    expect(await seriousA11yViolations(bpage)).toEqual([]);
    await snap(bpage, '81-tienda-calificacion-360');
    await calificacion.click();
    await bpage.getByRole('heading', { name: `Reseñas de ${TIENDA}` }).waitFor();
    const lista = bpage.getByRole('list', { name: 'Reseñas' });
    await lista.getByText('Las plantas llegaron sanas y muy bien embaladas.').waitFor();
    await lista.getByText('Compra verificada').first().waitFor();
    await lista.getByText('Lucía F.').first().waitFor();
    expect(await seriousA11yViolations(bpage)).toEqual([]);
    await snap(bpage, '82-resenas-tienda-360');

    await abrirConSesion(bpage, `/productos/${producto.id}`);
    await bpage.getByRole('link', { name: 'Ver opiniones del producto' }).waitFor();
    const opiniones = bpage.getByRole('region', { name: 'Opiniones del producto' });
    await opiniones.getByText('Hermosa, tal cual la foto.').waitFor();
    // Nothing on the product page scrolls sideways on a 360 px phone (the rating link's hidden
    // 'Ver opiniones del producto' once pushed it 32 px wider).
    expect(bpage.viewportSize()?.width).toBe(360);
    expect(await bpage.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    await snap(bpage, '83-producto-opiniones-360');

    // The seller answers once, from 'Reseñas'.
    await vpage.getByRole('link', { name: 'Reseñas' }).first().click();
    await vpage.waitForURL('**/dashboard-emprendedor/resenas');
    await vpage.getByRole('button', { name: 'Responder la reseña de Lucía F.' }).first().waitFor();
    await vpage.getByRole('switch', { name: /Sin responder/ }).check();
    const sinResponder = vpage.getByRole('list', { name: 'Reseñas de tu tienda' }).getByRole('article');
    const deLaTienda = sinResponder.filter({ hasText: 'Las plantas llegaron sanas' });
    const delProducto = sinResponder.filter({ hasText: 'Hermosa, tal cual la foto.' });
    await expect.poll(() => deLaTienda.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => delProducto.count(), { timeout: 15_000 }).toBe(1);
    await deLaTienda.getByRole('button', { name: 'Responder la reseña de Lucía F.' }).click();
    const dialogo = vpage.getByRole('dialog', { name: 'Responder a Lucía F.' });
    await dialogo.getByRole('textbox', { name: 'Tu respuesta' }).fill('¡Gracias, Lucía! Que las disfrutes.');
    await snap(vpage, '84-responder-resena');
    await dialogo.getByRole('button', { name: 'Publicar respuesta' }).click();
    await expect.poll(() => deLaTienda.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => delProducto.count(), { timeout: 15_000 }).toBe(1);
    await vpage.getByRole('switch', { name: /Sin responder/ }).uncheck();
    await vpage.getByText('¡Gracias, Lucía! Que las disfrutes.').waitFor();
    expect(await seriousA11yViolations(vpage)).toEqual([]);
    await snap(vpage, '85-resenas-vendedor');

    // The answer shows under the review on the public page (desktop too).
    await vpage.goto(`/tienda/${tienda.id}/resenas`);
    await vpage.getByText('¡Gracias, Lucía! Que las disfrutes.').waitFor();
    await vpage.getByText(`Respuesta de ${TIENDA}`).waitFor();
    await snap(vpage, '86-resenas-tienda-escritorio');

    // Anyone signed in reports a review once; an admin hides it: it leaves the list and the average.
    await vpage.getByRole('button', { name: 'Reportar la reseña de Lucía F.' }).click();
    const reporte = vpage.getByRole('dialog', { name: 'Reportar reseña' });
    await reporte.getByRole('textbox', { name: /¿Por qué la reportás\?/ }).fill('Reporte de prueba del recorrido');
    await reporte.getByRole('button', { name: 'Enviar reporte' }).click();
    await vpage.getByText('Gracias: un administrador va a revisar el reporte.').waitFor();

    const admin = await newContext(browser, baseURL, { dark: false });
    const apage = await admin.newPage();
    const erroresAdmin = collectPageErrors(apage);
    await apage.goto('/dashboard-administracion-identidades');
    await signInOnIdentityPage(apage, ADMIN.email, ADMIN.password);
    await apage.waitForURL('**/dashboard-administracion-identidades');
    await apage.getByRole('link', { name: 'Reseñas reportadas' }).first().click();
    const reportada = apage.getByRole('listitem').filter({ hasText: 'Reporte de prueba del recorrido' });
    await reportada.getByText('Las plantas llegaron sanas y muy bien embaladas.').waitFor();
    expect(await seriousA11yViolations(apage)).toEqual([]);
    await snap(apage, '87-admin-resenas-reportadas');
    await reportada.getByRole('button', { name: 'Ocultar' }).click();
    const ocultar = apage.getByRole('dialog', { name: 'Ocultar reseña' });
    await ocultar.getByRole('textbox', { name: /Motivo/ }).fill('Prueba de moderación');
    await ocultar.getByRole('button', { name: 'Ocultar' }).click();
    await apage.getByText('No hay reportes pendientes').waitFor();
    await abrirConSesion(bpage, `/tienda/${tienda.id}`);
    // Hidden, it leaves the average: the shop's rating is what it was before the buyer rated.
    expect(await api.resumenResenasTienda(tienda.id)).toEqual(antes);
    await bpage.getByRole('link', { name: enlaceCalificacion(antes) }).waitFor();

    expect(errores).toEqual([]);
    expect(erroresVendedor).toEqual([]);
    expect(erroresAdmin).toEqual([]);
    await admin.close();
    await comprador.close();
    await vendedor.close();
  });
});

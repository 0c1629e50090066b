import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MENSAJES_PREGUNTAS } from '@feria/contracts';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { COMPRADORA, signInOnIdentityPage } from '../support/auth';
import { publicApi } from '../support/api';
import { entrarEn } from '../support/venta';

// Public product questions (docs/producto/preguntas-pantallas.md): a visitor writes a question on a
// product and signs in to send it (the text waits for them), the seller answers from a 360 px phone
// on 'Preguntas' (the menu's badge counts it, the contact details are masked), the buyer hears of
// the answer live and reads it on the product page, painted by the server with the page.

const baseURL = inject('baseURL');
const TIENDA = 'Raíz Colorada';
const VENDEDOR = 'raiz.colorada@demo.feria.ar';
const PREGUNTA = '¿Hacen envíos a Salta? Si no, llamame al 11 5555-1234';
const RESPUESTA = '¡Hola! Sí, enviamos a todo el país por correo.';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('product questions', () => {
  it('a buyer asks on a product, the seller answers from the phone, the buyer reads it on the product page', async () => {
    const tienda = await publicApi(baseURL).tiendaDemo(TIENDA);
    const producto = tienda.productos[0]!;
    expect(producto, `${TIENDA} tiene productos`).toBeDefined();

    // A visitor on a phone writes the question; sending it asks to sign in first.
    const comprador = await newContext(browser, baseURL, { mobile: true, dark: false });
    const bpage = await comprador.newPage();
    const errores = collectPageErrors(bpage);
    await bpage.goto(`/productos/${producto.id}`);
    const seccion = bpage.getByRole('region', { name: 'Preguntas y respuestas' });
    await seccion
      .getByRole('textbox', { name: 'Tu pregunta' })
      .fill(PREGUNTA)
      .catch(async (e: unknown) => {
        await snap(bpage, '90-error-producto');
        throw e;
      });
    await seccion.getByText(`${PREGUNTA.length}/500`).waitFor();
    // The session library starts after the first paint (decision 044): a person reads first.
    await bpage.waitForLoadState('networkidle');
    await seccion.getByRole('button', { name: 'Ingresá para preguntar' }).click();
    await signInOnIdentityPage(bpage, COMPRADORA.email, COMPRADORA.password);
    // Back on the product, signed in, with the text as it was left.
    await bpage
      .waitForURL(new RegExp(`/productos/${producto.id}`), { timeout: 45_000, waitUntil: 'commit' })
      .catch(async (e: unknown) => {
        await snap(bpage, '90-error-vuelta-del-ingreso');
        throw new Error(`Sin volver al producto (${bpage.url()}): ${String(e)}`);
      });
    const campo = seccion.getByRole('textbox', { name: 'Tu pregunta' });
    await expect.poll(() => campo.inputValue(), { timeout: 15_000 }).toBe(PREGUNTA);
    await seccion.getByText('Recuperamos la pregunta que escribiste: revisala y enviala.').waitFor();
    await seccion.getByRole('button', { name: 'Preguntar' }).click();
    await seccion.getByText('Publicamos tu pregunta. Te avisamos cuando el vendedor responda.').waitFor();
    // The phone number was masked by the server, and the buyer is told so.
    await seccion.getByText(MENSAJES_PREGUNTAS.notaEnmascarado).first().waitFor();
    expect(await seriousA11yViolations(bpage)).toEqual([]);
    expect(await bpage.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    await snap(bpage, '90-preguntar-360');

    // The buyer waits on their orders, where the live channel is open.
    await bpage.goto('/dashboard-comprador/mis-pedidos');
    await bpage.getByRole('heading', { name: 'Mis Pedidos' }).waitFor();

    // The seller, on a 360 px phone in dark mode, sees the badge and answers right under the question.
    const vendedor = await newContext(browser, baseURL, { mobile: true, dark: true });
    const vpage = await vendedor.newPage();
    const erroresVendedor = collectPageErrors(vpage);
    await entrarEn(vpage, '/dashboard-emprendedor', VENDEDOR);
    await vpage.getByRole('button', { name: 'Abrir menú del panel' }).click();
    const menu = vpage.getByRole('navigation', { name: 'Menú de Emprendedor' });
    await menu.getByRole('status', { name: /preguntas? sin responder$/ }).waitFor();
    await menu.getByRole('link', { name: /^Preguntas/ }).click();
    await vpage.waitForURL('**/dashboard-emprendedor/preguntas');
    await vpage.getByRole('tab', { name: /^Sin responder \(\d+\)$/, selected: true }).waitFor();
    const pregunta = vpage.getByRole('article').filter({ hasText: '¿Hacen envíos a Salta?' });
    await pregunta.getByText(MENSAJES_PREGUNTAS.datoOculto).waitFor();
    expect(await pregunta.textContent()).not.toContain('5555-1234');
    await pregunta.getByRole('link', { name: producto.nombre }).waitFor();
    await pregunta.getByRole('textbox', { name: 'Tu respuesta' }).fill(RESPUESTA);
    expect(await seriousA11yViolations(vpage)).toEqual([]);
    expect(await vpage.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    await snap(vpage, '91-preguntas-vendedor-360-oscuro');
    const respuestaPut = vpage.waitForResponse((r) => r.url().endsWith('/respuesta') && r.request().method() === 'PUT');
    await pregunta.getByRole('button', { name: 'Responder' }).click();
    const put = await respuestaPut;
    expect(put.status(), await put.text()).toBe(200);
    await vpage.getByText('Publicamos tu respuesta.').waitFor();
    await expect.poll(() => pregunta.count(), { timeout: 15_000 }).toBe(0);
    await vpage.getByRole('tab', { name: 'Respondidas' }).click();
    await vpage.getByRole('article').filter({ hasText: RESPUESTA }).first().waitFor();
    expect(await seriousA11yViolations(vpage)).toEqual([]);
    await snap(vpage, '92-preguntas-respondidas-360-oscuro');

    // The buyer hears of it live, then reads it on the product page, painted with the page.
    await bpage.getByText(`Respondieron tu pregunta sobre «${producto.nombre}».`).first().waitFor({ timeout: 15_000 });
    const html = await (await fetch(`${baseURL}/productos/${producto.id}`)).text();
    expect(html).toContain('Preguntas y respuestas');
    expect(html).toContain(RESPUESTA);
    await bpage.goto(`/productos/${producto.id}`);
    const ultimas = bpage
      .getByRole('region', { name: 'Preguntas y respuestas' })
      .getByRole('list', { name: 'Últimas preguntas respondidas' });
    await ultimas.getByText(RESPUESTA).waitFor();
    await ultimas.getByText(`Respuesta de ${TIENDA}`).first().waitFor();
    await snap(bpage, '93-producto-respuesta-360');

    // The same on a phone in dark mode, for a visitor.
    const visitante = await newContext(browser, baseURL, { mobile: true, dark: true });
    const opage = await visitante.newPage();
    const erroresVisitante = collectPageErrors(opage);
    await opage.goto(`/productos/${producto.id}`);
    const seccionVisitante = opage.getByRole('region', { name: 'Preguntas y respuestas' });
    await seccionVisitante.getByText(RESPUESTA).waitFor();
    await seccionVisitante.getByRole('button', { name: 'Ingresá para preguntar' }).waitFor();
    expect(await seriousA11yViolations(opage)).toEqual([]);
    await seccionVisitante.scrollIntoViewIfNeeded();
    await snap(opage, '94-producto-preguntas-360-oscuro');

    expect(errores).toEqual([]);
    expect(erroresVendedor).toEqual([]);
    expect(erroresVisitante).toEqual([]);
    await Promise.all([comprador.close(), vendedor.close(), visitante.close()]);
  });
});

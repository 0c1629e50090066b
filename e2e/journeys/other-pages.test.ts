import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('public pages besides the catalogue', () => {
  it.each([
    ['/infoEmprendedores', /emprend/i, 'info-emprendedores'],
    ['/ruta/que/no/existe', '404 - Página no encontrada', 'not-found'],
    ['/error?motivo=rol', 'Rol no reconocido', 'error-rol'],
    ['/cuenta-desactivada', /desactivad/i, 'cuenta-desactivada'],
    ['/cuenta-inactiva', /inactiva/i, 'cuenta-inactiva'],
    ['/pago/pendiente?external_reference=123', /pendiente/i, 'pago-pendiente'],
    ['/terminos', 'Derecho de arrepentimiento', 'terminos'],
    ['/privacidad', /Ley 25\.326/, 'privacidad'],
    ['/ayuda', 'Cómo comprar', 'ayuda'],
  ])('%s shows %s', async (path, text, name) => {
    const ctx = await newContext(browser, baseURL, { dark: false });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);
    const res = await page.goto(path);
    expect(res?.status()).toBe(200); // history fallback serves the SPA
    await page.getByText(text).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, `10-${name}`);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the footer leads to the Botón de arrepentimiento; an unknown order gets the same answer as any other (decision 061)', async () => {
    const ctx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await ctx.newPage();
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Enlaces del pie' })
      .getByRole('link', { name: 'Botón de arrepentimiento' })
      .click();
    await page.waitForURL('**/arrepentimiento');
    expect(
      await page
        .getByRole('navigation', { name: 'Enlaces del pie' })
        .getByRole('link', { name: 'Defensa del Consumidor' })
        .getAttribute('href'),
    ).toContain('argentina.gob.ar');
    await page.getByRole('textbox', { name: /Número de pedido/ }).fill('999999');
    await page.getByRole('textbox', { name: /Correo electrónico de la compra/ }).fill('nadie@prueba.feria.ar');
    await page.getByRole('textbox', { name: /Nombre y apellido/ }).fill('Nadie Nadie');
    await page.getByRole('button', { name: 'Arrepentirme de la compra' }).click();
    // Nothing tells whether the order exists: check the mail, as for a real one.
    await page
      .getByRole('status', { name: 'Revisá tu correo' })
      .getByText('Si los datos coinciden con un pedido, te enviamos un correo', { exact: false })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await snap(page, '11-arrepentimiento-360');
    await ctx.close();
  });

  it('answers unknown API paths with a Spanish JSON 404, not the SPA', async () => {
    const res = await fetch(`${baseURL}/api/v1/public/core/no-existe`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ mensaje: 'Ruta de API no encontrada' });
  });

  it('opens the mobile menu with the seller call to action and sign-in entries', async () => {
    const ctx = await newContext(browser, baseURL, { mobile: true, dark: true });
    const page = await ctx.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    for (const label of ['Inicio', 'Iniciar Sesión', 'Registrarse'])
      await drawer.getByText(label, { exact: true }).first().waitFor();
    await snap(page, '11-mobile-menu-dark');
    await ctx.close();
  });
});

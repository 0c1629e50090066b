import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { ADMIN, registerOnIdentityPage, signInOnIdentityPage, uniqueEmail } from '../support/auth';

// docs/producto/datos-personales.md on a phone: a new buyer downloads its data and deletes its
// account from 'Tus datos personales'; the admin sees the request under 'Bajas de cuenta'.

const baseURL = inject('baseURL');
const PASSWORD = 'Prueba2026segura';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('personal data', () => {
  it('a buyer downloads its data and deletes its account; the admin sees the deletion', async () => {
    const email = uniqueEmail('baja');
    const ctx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await ctx.newPage();
    await page.goto('/dashboard-comprador');
    await registerOnIdentityPage(page, {
      nombre: 'Lucía',
      apellido: 'Baja',
      email,
      password: PASSWORD,
      rol: 'comprador',
    });
    await page.waitForURL('**/comprador/complete-profile');
    await page.getByLabel('DNI').fill('30123456');
    await page.getByLabel('Teléfono').fill('11 4567-8901');
    await page.getByLabel('Calle').fill('Av. Corrientes');
    await page.getByLabel(/^Número/).fill('1234');
    await page.getByLabel('Ciudad').fill('Ciudad Autónoma de Buenos Aires');
    await page.getByLabel(/^Provincia/).selectOption({ label: 'Ciudad Autónoma de Buenos Aires' });
    await page.getByLabel('Código postal').fill('C1043AAZ');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard-comprador');

    await page.goto('/dashboard-comprador/mi-perfil');
    const errors = collectPageErrors(page);
    const seccion = page.getByRole('region', { name: 'Tus datos personales' });
    await seccion.waitFor();
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      seccion.getByRole('button', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(descarga.suggestedFilename()).toMatch(/^feria-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const datos = JSON.parse(await readFile((await descarga.path())!, 'utf8')) as {
      cuenta: { email: string };
      perfilComprador: { calle: string };
    };
    expect(datos.cuenta.email).toBe(email);
    expect(datos.perfilComprador.calle).toBe('Av. Corrientes');
    await seccion.scrollIntoViewIfNeeded();
    await snap(page, '140-tus-datos-telefono');

    await seccion.getByRole('button', { name: 'Borrar mi cuenta y mis datos' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Borrar mi cuenta y mis datos' });
    await dialogo.getByLabel(/Escribí ELIMINAR/).fill('ELIMINAR');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, '141-eliminar-cuenta-dialogo-telefono');
    await dialogo.getByRole('button', { name: 'Borrar definitivamente' }).click();
    await page.getByText(/Estamos eliminando tu cuenta|Tu cuenta fue eliminada/).waitFor();
    expect(errors).toEqual([]);
    await ctx.close();

    const adminCtx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const admin = await adminCtx.newPage();
    await admin.goto('/post-login');
    await signInOnIdentityPage(admin, ADMIN.email, ADMIN.password);
    await admin.waitForURL((u) => u.pathname === '/dashboard-administracion-identidades');
    await admin.goto('/dashboard-administracion-identidades/auditoria');
    const lista = admin.getByRole('list', { name: 'Pedidos de baja' });
    await expect.poll(async () => (await lista.textContent()) ?? '', { timeout: 15_000 }).toContain(email);
    await admin.reload();
    await expect
      .poll(async () => (await admin.getByRole('list', { name: 'Pedidos de baja' }).textContent()) ?? '', {
        timeout: 15_000,
      })
      .toContain('Hecha');
    await admin.getByRole('heading', { name: 'Bajas de cuenta' }).scrollIntoViewIfNeeded();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await snap(admin, '142-bajas-de-cuenta-admin-telefono');
    await adminCtx.close();
  });
});

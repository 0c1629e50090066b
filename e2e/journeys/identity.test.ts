import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { digitosVerificadoresCbu, digitoVerificadorCuit, idDeRutaProducto } from '@feria/contracts';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { ADMIN, COMPRADORA, registerOnIdentityPage, signInOnIdentityPage, uniqueEmail } from '../support/auth';
import { startServer } from '../support/server';
import { publicApi } from '../support/api';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'Prueba2026segura';

function validCuit(): string {
  for (let n = 30000000; ; n++) {
    const first10 = `20${n}`;
    const d = digitoVerificadorCuit(first10);
    if (d !== null) return `${first10}${d}`;
  }
}
function validCbu(): string {
  const [d1, d2] = digitosVerificadoresCbu('072', '0001', '0000012345678')!;
  return `0720001${d1}0000012345678${d2}`;
}

async function logout(page: Page) {
  await page
    .getByRole('button', { name: /^Mi cuenta:/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await page
    .getByRole('button', { name: 'Iniciar Sesión' })
    .or(page.getByRole('link', { name: 'Iniciar Sesión' }))
    .first()
    .waitFor();
}

async function selectOption(page: Page, label: string, option: string) {
  await page.getByLabel(new RegExp(`^${label}`)).selectOption({ label: option });
}

describe('identity and access', () => {
  it('sends an anonymous visitor of a guarded URL to sign in and back to that URL; logout ends the session', async () => {
    const ctx = await newContext(browser, baseURL, { dark: false });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/dashboard-comprador/mi-perfil');
    await page.waitForURL(/\/auth\/realms\/feria\//);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, '20-login');
    await signInOnIdentityPage(page, COMPRADORA.email, 'contraseña-incorrecta1');
    await page.getByText('Correo o contraseña incorrectos.').waitFor();
    await signInOnIdentityPage(page, COMPRADORA.email, COMPRADORA.password);
    await page.waitForURL('**/dashboard-comprador/mi-perfil');
    await page.getByLabel('DNI').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, '21-comprador-mi-perfil');
    await logout(page);
    await page.goto('/dashboard-comprador');
    await page.waitForURL(/\/auth\/realms\/feria\//);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await ctx.close();
  });

  it('logging in from a product page or a shop page comes back to it', async () => {
    const [producto] = await publicApi(baseURL).search('mate');
    const ctx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await ctx.newPage();
    await page.goto(`/productos/${producto!.id}`);
    await page.getByRole('heading', { name: producto!.nombre }).first().waitFor();
    // The page settles on its readable /productos/{id}-{slug} (decision 040) before the menu is used.
    await page.waitForURL((u) => u.pathname.startsWith(`/productos/${producto!.id}-`));
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    // The drawer's entry: the top bar's own 'Iniciar Sesión' icon sits under the drawer's backdrop.
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu
      .getByRole('button', { name: 'Iniciar Sesión' })
      .or(menu.getByRole('menuitem', { name: 'Iniciar Sesión' }))
      .first()
      .click();
    await signInOnIdentityPage(page, COMPRADORA.email, COMPRADORA.password);
    // The product page shows its readable /productos/{id}-{slug} (decision 040).
    await page.waitForURL((u) => idDeRutaProducto(u.pathname.replace('/productos/', '')) === producto!.id);
    await page.getByRole('heading', { name: producto!.nombre }).first().waitFor();
    await ctx.close();

    // A public shop page comes back as the buyer's shop page.
    const ctx2 = await newContext(browser, baseURL, { dark: false });
    const page2 = await ctx2.newPage();
    await page2.goto(`/tienda/${producto!.idEmprendimiento}`);
    await page2.waitForURL((u) => u.pathname !== `/tienda/${producto!.idEmprendimiento}`);
    await page2.getByRole('heading', { name: producto!.nombreEmprendimiento }).first().waitFor();
    await page2
      .getByRole('button', { name: 'Iniciar Sesión' })
      .or(page2.getByRole('link', { name: 'Iniciar Sesión' }))
      .first()
      .click();
    await signInOnIdentityPage(page2, COMPRADORA.email, COMPRADORA.password);
    // The shop page shows its readable /tienda/{slug} (decision 040), kept in the buyer's area.
    await page2.waitForURL((u) => /^\/dashboard-comprador\/tienda\/[a-z0-9-]+$/.test(u.pathname));
    await page2.getByRole('heading', { name: producto!.nombreEmprendimiento }).first().waitFor();
    await ctx2.close();
  });

  it('registers a buyer, completes the profile and reaches the buyer dashboard', async () => {
    const ctx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await ctx.newPage();
    await page.goto('/dashboard-comprador');
    await registerOnIdentityPage(page, {
      nombre: 'Julieta',
      apellido: 'Paz',
      email: uniqueEmail('julieta'),
      password: PASSWORD,
      rol: 'comprador',
    });
    await page.waitForURL('**/comprador/complete-profile');
    await snap(page, '22-comprador-complete-profile-mobile');
    await page.getByLabel('DNI').fill('30.123.456');
    await page.getByLabel('Teléfono').fill('11 4567-8901');
    await page.getByLabel('Calle').fill('Av. Corrientes');
    await page.getByLabel(/^Número/).fill('1234');
    await page.getByLabel('Ciudad').fill('Ciudad Autónoma de Buenos Aires');
    await selectOption(page, 'Provincia', 'Ciudad Autónoma de Buenos Aires');
    await page.getByLabel('Código postal').fill('C1043AAZ');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await page.getByText('El DNI debe tener 7 u 8 dígitos, sin puntos').waitFor();
    await page.getByLabel('DNI').fill('30123456');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard-comprador');
    await page.getByLabel('Buscá productos').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, '23-dashboard-comprador-mobile');
    await ctx.close();
  });

  it('registers a seller whose shop waits as Pendiente until an admin approves it, then it is public', async () => {
    const nombreTienda = `Cerámica Prueba ${Date.now().toString(36)}`;
    const seller = await newContext(browser, baseURL, { dark: false });
    const page = await seller.newPage();
    await page.goto('/dashboard-emprendedor');
    await registerOnIdentityPage(page, {
      nombre: 'Sofía',
      apellido: 'Ríos',
      email: uniqueEmail('sofia'),
      password: PASSWORD,
      rol: 'emprendedor',
    });
    await page.waitForURL('**/emprendedor/complete-profile');
    await page.getByLabel('Nombre del emprendimiento').fill(nombreTienda);
    await page
      .getByLabel('Descripción')
      .fill('Cerámica artesanal hecha a mano en Córdoba, piezas únicas para tu mesa.');
    await selectOption(page, 'Rubro', 'Hogar y Deco');
    await selectOption(page, 'Provincia', 'Córdoba');
    await page.getByLabel('Ciudad').fill('Córdoba');
    await page.getByLabel('Calle').fill('Belgrano');
    await page.getByLabel(/^Número/).fill('450');
    await page.getByLabel('Titular de la cuenta').fill('Sofía Ríos');
    await page.getByLabel('CUIT o CUIL del titular').fill(validCuit());
    await page.getByLabel('CBU o CVU').fill(validCbu().slice(0, 21) + String((Number(validCbu()[21]) + 1) % 10));
    await page.getByText('El CBU/CVU no es válido', { exact: false }).first().waitFor();
    await page.getByLabel('CBU o CVU').fill(validCbu());
    await page.getByLabel('Alias').fill('ceramica.prueba');
    // The shop does not exist yet: the logo is previewed from the device, uploaded once the solicitud is sent.
    const logo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#B45309' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('img', { name: 'Logo de tu emprendimiento' }).waitFor();
    await snap(page, '24-emprendedor-complete-profile');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard-emprendedor');
    await page.getByText('Tu emprendimiento está en revisión').waitFor();
    expect(await page.getByRole('img', { name: `Logo de ${nombreTienda}` }).getAttribute('src')).toMatch(
      /^\/uploads\/logos\/[0-9a-f-]{36}\.webp$/,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, '25-dashboard-emprendedor-pendiente');

    const admin = await newContext(browser, baseURL, { dark: true });
    const adminPage = await admin.newPage();
    await adminPage.goto('/post-login');
    await signInOnIdentityPage(adminPage, ADMIN.email, ADMIN.password);
    await adminPage.waitForURL((u) => u.pathname === '/dashboard-administracion-identidades');
    await snap(adminPage, '26-dashboard-admin-dark');
    await adminPage.getByRole('link', { name: 'Gestionar Solicitudes' }).first().click();
    await adminPage
      .getByRole('button', { name: `Ver detalle de ${nombreTienda}` })
      .first()
      .click();
    await snap(adminPage, '27-solicitud-detalle-dark');
    await adminPage.getByRole('button', { name: 'Aprobar' }).click();
    await snap(adminPage, '27b-solicitud-confirmar-aprobacion-dark');
    await adminPage.getByRole('button', { name: 'Confirmar aprobación' }).click();
    await adminPage.getByText(`Aprobaste "${nombreTienda}"`, { exact: false }).waitFor();
    await adminPage.getByRole('dialog').waitFor({ state: 'detached' });
    await adminPage.waitForTimeout(500); // let the snackbar finish fading in before measuring contrast
    expect(await seriousA11yViolations(adminPage)).toEqual([]);
    await snap(adminPage, '28-solicitud-aprobada-dark');

    await page.reload();
    await page.getByRole('link', { name: 'Ver mi tienda pública' }).click();
    await page.getByRole('heading', { level: 1, name: nombreTienda }).waitFor();
    const anon = await newContext(browser, baseURL, { dark: false });
    const anonPage = await anon.newPage();
    await anonPage.goto(`/search?q=${encodeURIComponent(nombreTienda)}`);
    await anonPage
      .getByRole('link', { name: new RegExp(nombreTienda) })
      .first()
      .waitFor();
    await Promise.all([seller.close(), admin.close(), anon.close()]);
  });

  it('keeps the user signed in across a server restart, even when the first session check falls in the outage', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'feria-restart-'));
    let server = await startServer({ dataDir });
    const port = server.port;
    try {
      const ctx = await newContext(browser, server.baseURL, { dark: false });
      // The session iframe's first check cannot reach the server until it is back (as on a phone between antennas).
      let outage = true;
      let checkedInOutage!: () => void;
      const checked = new Promise<void>((resolve) => (checkedInOutage = resolve));
      await ctx.route('**/login-status-iframe.html/init*', async (route) => {
        if (!outage) return route.continue();
        checkedInOutage();
        return route.abort('connectionrefused');
      });
      const page = await ctx.newPage();
      await page.goto('/dashboard-comprador');
      await signInOnIdentityPage(page, COMPRADORA.email, COMPRADORA.password);
      await page.waitForURL((u) => u.pathname === '/dashboard-comprador');
      await checked;
      await server.stop();
      server = await startServer({ dataDir, port });
      outage = false;
      // Nothing ended the session meanwhile: the page carries on once the server answers again.
      await page.getByLabel('Buscá productos').waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard-comprador');
      await page.reload();
      await page.waitForURL((u) => u.pathname === '/dashboard-comprador');
      await page.getByLabel('Buscá productos').waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard-comprador');
      await ctx.close();
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { ADMIN, COMPRADORA, signInOnIdentityPage } from '../support/auth';

// What a new buyer and a new seller found on a phone (a home heading one word per line, the buyer's
// toolbar cut to 'Mi Cuenta de Comp…') and in the administration (an audit log with no screen, a
// shop approved with one click).

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Width in px of the text block (heading and subtitle) of each home section. */
const anchosDeEncabezados = (page: Page) =>
  page
    .locator('main section[aria-labelledby] h2')
    .evaluateAll((h2s) =>
      h2s.map((h) => ({ titulo: h.textContent ?? '', ancho: h.parentElement!.getBoundingClientRect().width })),
    );

describe('on a phone', () => {
  it('home section headings keep their width beside a "Ver todos" link', async () => {
    const ctx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await ctx.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Emprendimientos destacados' }).scrollIntoViewIfNeeded();
    const anchos = await anchosDeEncabezados(page);
    expect(anchos.length).toBeGreaterThan(2);
    // At 360 px the content is 328 px wide: a block under 190 px leaves a few words per line at most.
    for (const { titulo, ancho } of anchos) expect(ancho, titulo).toBeGreaterThanOrEqual(190);
    await snap(page, '95-inicio-telefono');
    await ctx.close();
  });

  it("the buyer's toolbar shows its whole title, and signed-in pages warn nothing about the session frames' sandbox", async () => {
    const ctx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await ctx.newPage();
    // Decision 063: keycloak-js's same-origin frames (3p-cookie step, check-sso, session status) carry no useless sandbox.
    const avisosDeSandbox: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('can escape its sandboxing')) avisosDeSandbox.push(m.text());
    });
    await page.goto('/dashboard-comprador/mi-perfil');
    await signInOnIdentityPage(page, COMPRADORA.email, COMPRADORA.password);
    await page.waitForURL('**/dashboard-comprador/mi-perfil');
    const titulo = page.locator('header p').first();
    await titulo.getByText('Mi cuenta', { exact: true }).waitFor();
    expect(await titulo.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await snap(page, '96-comprador-barra-telefono');
    // A reload of a signed-in page runs the whole session check again (hint present): frames and all.
    await page.goto('/dashboard-comprador/mis-pedidos');
    await page.getByRole('heading', { level: 1, name: 'Mis Pedidos' }).waitFor();
    await expect
      .poll(() => page.locator('iframe[title="keycloak-session-iframe"]').count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.locator('iframe[title^="keycloak-"][sandbox]').count()).toBe(0);
    expect(avisosDeSandbox).toEqual([]);
    await ctx.close();
  });
});

describe('administration', () => {
  it.each([
    ['a desktop', false],
    ['a phone', true],
  ])('on %s approving a shop asks for a confirmation, and the approval shows in Auditoría', async (_, mobile) => {
    const ctx = await newContext(browser, baseURL, { mobile, dark: false });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/post-login');
    await signInOnIdentityPage(page, ADMIN.email, ADMIN.password);
    await page.waitForURL((u) => u.pathname === '/dashboard-administracion-identidades');
    await page.goto('/dashboard-administracion-identidades/gestionar-emprendimientos?estado=Pendiente');
    const sufijo = mobile ? 'telefono' : 'escritorio';

    // The demo's pending solicitud is approved on the desktop; the phone finds none pending then.
    const detalle = page.getByRole('button', { name: /^Ver detalle de / }).first();
    await Promise.race([detalle.waitFor(), page.getByText('No hay solicitudes pendientes').waitFor()]);
    if (await detalle.count()) {
      await detalle.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Aprobar' }).click();
      await dialog.getByRole('heading', { name: /^¿Aprobar ".+"\?$/ }).waitFor();
      expect(
        await dialog
          .getByRole('button', { name: 'Confirmar aprobación' })
          .evaluate((b) => b === document.activeElement),
      ).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await snap(page, `97-confirmar-aprobacion-${sufijo}`);
      await dialog.getByRole('button', { name: 'Confirmar aprobación' }).click();
      await page.getByText(/^Aprobaste ".+": su tienda ya es pública$/).waitFor();
      await dialog.waitFor({ state: 'detached' });
    }

    if (mobile) {
      await page.getByRole('button', { name: 'Abrir menú del panel' }).click();
    }
    await page.getByRole('link', { name: 'Auditoría' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Auditoría' }).waitFor();
    const aprobacion = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Aprobó una solicitud' }) })
      .first();
    await aprobacion.waitFor();
    expect(await aprobacion.textContent()).toContain(ADMIN.email);
    expect(await aprobacion.textContent()).toMatch(/Estado\s*Pendiente\s*→\s*pasó a\s*Activo/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, `98-auditoria-${sufijo}`);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

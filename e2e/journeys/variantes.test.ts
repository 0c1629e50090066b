import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { COMPRADORA, DEMO_PASSWORD, signInOnIdentityPage } from '../support/auth';

// Product variants (docs/producto/variantes.md): a buyer picks size and colour on a phone, the
// picture follows the colour, sold-out sizes cannot be chosen, and the order keeps the variant;
// a seller builds an options matrix at 360 px.

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface VarianteApi {
  id: string;
  texto: string;
  stock: number;
  valores: Record<string, string>;
}
const producto = async (id: string) =>
  (await (await fetch(`${baseURL}/api/v1/public/core/productos/${id}`)).json()) as {
    id: string;
    variantes: VarianteApi[];
  };
async function zapatillaConTalles() {
  const r = await fetch(
    `${baseURL}/api/v1/public/core/productos/buscar?nombre=Zapatillas%20urbanas%20de%20lona&size=5`,
  );
  const { content } = (await r.json()) as { content: { id: string; nombre: string }[] };
  const id = content.find((p) => p.nombre === 'Zapatillas urbanas de lona')!.id;
  return producto(id);
}

describe('variants', () => {
  it('a buyer picks size and colour at 360 px: the picture changes, sold-out sizes are disabled, the order says the variant', async () => {
    const zapatilla = await zapatillaConTalles();
    const elegida = zapatilla.variantes.find((v) => v.valores.Color === 'Negro' && v.stock >= 2)!;
    const agotada = zapatilla.variantes.find((v) => v.stock === 0)!;

    const ctx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/dashboard-comprador/mi-perfil');
    await signInOnIdentityPage(page, COMPRADORA.email, COMPRADORA.password);
    await page.waitForURL('**/dashboard-comprador/mi-perfil');

    await page.goto(`/productos/${zapatilla.id}`);
    const talles = page.getByRole('group', { name: 'Talle' });
    // A size no colour has in stock is disabled and says so.
    const tallesAgotados = zapatilla.variantes.filter((v) => v.valores.Talle === agotada.valores.Talle);
    if (tallesAgotados.every((v) => v.stock === 0))
      expect(await talles.getByRole('radio', { name: `${agotada.valores.Talle} Sin stock` }).isDisabled()).toBe(true);

    // Without a full choice the button says what is missing.
    await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Elegí un talle' }).waitFor();

    const imagen = page.locator('img[fetchpriority="high"]');
    const antes = await imagen.getAttribute('src');
    await talles.getByText(elegida.valores.Talle!, { exact: true }).click();
    await page.getByRole('group', { name: 'Color' }).getByText('Negro', { exact: true }).click();
    await expect.poll(() => imagen.getAttribute('src')).not.toBe(antes);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, 'v1-variante-elegida-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(elegida.texto).waitFor();
    await snap(page, 'v2-carrito-variante-360');
    const elegir = drawer.getByRole('button', { name: 'Seleccionar grupo' });
    if (await elegir.count()) {
      await drawer
        .locator('.MuiAccordion-root', { hasText: 'Pisada Andina' })
        .getByRole('button', { name: 'Seleccionar grupo' })
        .click();
    }
    await drawer.getByRole('button', { name: /Proceder (al checkout|con grupo seleccionado)/ }).click();
    await page.waitForURL('**/dashboard-comprador/checkout');
    await page.getByText(elegida.texto).first().waitFor();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/dashboard-comprador\/pedido-confirmado\/[0-9a-f-]{36}$/);
    // The stock is taken from that variant only.
    const despues = await producto(zapatilla.id);
    expect(despues.variantes.find((v) => v.id === elegida.id)?.stock).toBe(elegida.stock - 1);
    await page.getByRole('link', { name: 'Ver mi pedido y subir el comprobante' }).click();
    await page.waitForURL(/\/dashboard-comprador\/mis-pedidos\/[0-9a-f-]{36}$/);
    await page.getByRole('region', { name: 'Productos' }).getByText(elegida.texto).waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a seller builds an options matrix at 360 px', async () => {
    const ctx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/dashboard-emprendedor/cargar-producto');
    await signInOnIdentityPage(page, 'pisada.andina@demo.feria.ar', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard-emprendedor/cargar-producto');
    await page.getByRole('button', { name: 'Agregar opción' }).click();
    await page.getByRole('textbox', { name: 'Nombre de la opción' }).fill('Talle');
    await page.getByRole('textbox', { name: 'Agregar valores de Talle' }).fill('S, M, L');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Agregar opción' }).click();
    await page.getByRole('textbox', { name: 'Nombre de la opción' }).nth(1).fill('Color');
    await page.getByRole('textbox', { name: 'Agregar valores de Color' }).fill('Rojo');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Variantes (3)' }).waitFor();
    await page.getByRole('textbox', { name: 'Stock de Talle M · Rojo' }).fill('4');
    await page.getByText('Stock total: 4', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, 'v3-matriz-vendedor-360');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

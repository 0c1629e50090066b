import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  collectPageErrors,
  launchBrowser,
  newContext,
  PHONE_USER_AGENT,
  seriousA11yViolations,
  snap,
} from '../support/browser';

// docs/producto/busqueda.md#filtro-por-opciones: on a phone, a buyer searches 'zapatillas', opens
// the filters, chooses Talle 38 and sees only the shoes with a 38 to sell; the back button takes
// the filter away; the filtered address, shared, is painted by the server with the same results.

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Pagina {
  content: { nombre: string }[];
  facetas?: { nombre: string; valores: { valor: string; cantidad: number }[] }[];
}
const buscar = async (qs: string) =>
  (await (await fetch(`${baseURL}/api/v1/public/core/productos/buscar?${qs}`)).json()) as Pagina;

describe('search filtered by option values', () => {
  it('a buyer chooses Talle 38 at 360 px, sees only shoes with a 38, and goes back', async () => {
    const todas = await buscar('nombre=zapatillas&size=20');
    const con38 = await buscar('nombre=zapatillas&size=20&opcion=Talle%3A38');
    const talle = todas.facetas?.find((f) => f.nombre === 'Talle');
    const cantidad = talle?.valores.find((v) => v.valor === '38')?.cantidad;
    expect(cantidad).toBe(con38.content.length);
    const sin38 = todas.content.map((p) => p.nombre).filter((n) => !con38.content.some((p) => p.nombre === n));
    expect(sin38.length).toBeGreaterThan(0);

    const ctx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/search?q=zapatillas');
    const resultados = page.getByRole('region', { name: 'Productos' });
    await resultados.getByText(sin38[0]!, { exact: true }).first().waitFor();

    await page.getByRole('button', { name: /^Filtros/ }).click();
    const talles = page.getByRole('group', { name: 'Talle' });
    const chip = talles.getByRole('button', {
      name: `Talle 38, ${cantidad === 1 ? '1 producto' : `${cantidad} productos`}`,
    });
    await chip.click();
    await page.waitForURL(/opcion=Talle%3A38/);
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => resultados.getByText(sin38[0]!, { exact: true }).count()).toBe(0);
    for (const p of con38.content) await resultados.getByText(p.nombre, { exact: true }).first().waitFor();
    await page
      .getByRole('list', { name: 'Filtros aplicados' })
      .getByRole('button', { name: 'Quitar filtro Talle: 38' })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await snap(page, 'bo1-talle-38-360');

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('opcion'));
    await resultados.getByText(sin38[0]!, { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('paints the shared filtered address on the server with the same results', async () => {
    const con38 = await buscar('nombre=zapatillas&size=20&opcion=Talle%3A38');
    const sin = (await buscar('nombre=zapatillas&size=20')).content.filter(
      (p) => !con38.content.some((c) => c.nombre === p.nombre),
    );
    const html = await (
      await fetch(`${baseURL}/search?q=zapatillas&opcion=Talle%3A38`, { headers: { 'user-agent': PHONE_USER_AGENT } })
    ).text();
    expect(html).toContain('data-ssr');
    for (const p of con38.content) expect(html).toContain(p.nombre);
    for (const p of sin) expect(html).not.toContain(`>${p.nombre}<`);
  });
});

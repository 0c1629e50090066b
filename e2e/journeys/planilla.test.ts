import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newContext, seriousA11yViolations, snap } from '../support/browser';
import { DEMO_PASSWORD, signInOnIdentityPage } from '../support/auth';
import { repoRoot } from '../support/server';

// The catalogue by spreadsheet from the seller's screen (docs/producto/planilla-pantalla.md), on a
// phone: the template and the export download, a file with one bad row is previewed with the error
// at its row and cannot be imported, the fixed file imports, and the new products are listed.

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function descargar(page: Page, boton: string) {
  const [descarga] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: boton, exact: true }).click(),
  ]);
  return { nombre: descarga.suggestedFilename(), contenido: await readFile((await descarga.path())!) };
}

/** A CSV with the template's own header: one row per product, its values by header. */
function planilla(encabezado: string[], filas: Record<string, string>[]): Buffer {
  const lineas = [encabezado, ...filas.map((f) => encabezado.map((h) => f[h] ?? ''))].map((l) => l.join(';'));
  return Buffer.from(`\uFEFF${lineas.join('\r\n')}\r\n`, 'utf8');
}

async function subir(page: Page, contenido: Buffer) {
  const [selector] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Elegir planilla' }).click(),
  ]);
  await selector.setFiles({ name: 'mis-productos.csv', mimeType: 'text/csv', buffer: contenido });
  await page.getByRole('heading', { name: 'Vista previa' }).waitFor();
}

describe('catalogue by spreadsheet', () => {
  it('a seller at 360 px downloads the template and the export, fixes a bad row, imports and finds the products', async () => {
    const ctx = await newContext(browser, baseURL, { mobile: true, dark: false });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/dashboard-emprendedor/productos/planilla');
    await signInOnIdentityPage(page, 'pisada.andina@demo.feria.ar', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard-emprendedor/productos/planilla');
    await page.getByRole('heading', { name: 'Importar y exportar productos', level: 1 }).waitFor();

    const plantilla = await descargar(page, 'Descargar plantilla CSV');
    expect(plantilla.nombre).toBe('plantilla-productos-pisada-andina.csv');
    const texto = plantilla.contenido.toString('utf8');
    expect(texto.startsWith('\uFEFF')).toBe(true);
    const encabezado = texto.slice(1).split(/\r?\n/)[0]!.split(';');
    expect(encabezado).toEqual(expect.arrayContaining(['Nombre', 'Tipo', 'Precio', 'Stock', 'SKU']));
    const excel = await descargar(page, 'Descargar Excel');
    expect(excel.nombre).toMatch(/^productos-pisada-andina-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(excel.contenido.toString('latin1', 0, 2)).toBe('PK'); // a zip: the XLSX container

    // The download notices, read, are closed so they do not cover the preview.
    for (const cerrar of await page.getByRole('button', { name: 'Cerrar aviso' }).all()) await cerrar.click();

    const marca = Date.now().toString(36).toUpperCase();
    const medias = { Nombre: `Medias de lana ${marca}`, Tipo: 'Mate', Precio: '2500', Stock: '4', SKU: `MED-${marca}` };
    const cordones = (stock: string) => ({
      Nombre: `Cordones encerados ${marca}`,
      Descripción: 'Par de cordones de algodón encerado',
      Tipo: 'Mate',
      Precio: '1.200,50',
      Stock: stock,
      SKU: `COR-${marca}`,
      Habilitado: 'Sí',
    });

    // One bad row (negative stock): the error at its row and column, the import button disabled.
    await subir(page, planilla(encabezado, [medias, cordones('-3')]));
    const erroresFila3 = page.getByRole('list', { name: 'Errores de la fila 3' });
    await erroresFila3.waitFor();
    expect(await erroresFila3.textContent()).toMatch(/^Stock: /);
    await page
      .getByRole('region', { name: /^Tu planilla tiene 1 error/ })
      .getByText(/^Fila 3, columna Stock: /)
      .waitFor();
    // The bad row's product is not counted: the one good product would be imported, but not with an error left.
    expect(await page.getByRole('button', { name: /^Importar \d+ productos?$/ }).isDisabled()).toBe(true);
    await page.getByText('Corregí los errores en tu planilla y volvé a subirla', { exact: false }).waitFor();
    await snap(page, 'pl1-vista-previa-con-error-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The fixed file: two new products, then imported.
    await page.getByRole('button', { name: 'Elegir otra planilla' }).click();
    await subir(page, planilla(encabezado, [medias, cordones('3')]));
    await page.getByText('2 productos nuevos · 0 a actualizar · 0 sin cambios', { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Filas de la planilla' }).getByText('$ 1.200,50').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await snap(page, 'pl2-vista-previa-lista-360');
    await page.getByRole('button', { name: 'Importar 2 productos' }).click();
    const listo = page.getByRole('heading', { name: 'Listo: 2 productos creados, 0 actualizados' });
    await listo.waitFor();
    expect(await listo.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, 'pl3-resultado-360');

    await page.getByRole('link', { name: 'Consultar Productos' }).click();
    await page.waitForURL('**/dashboard-emprendedor/productos');
    await page.getByText(`Cordones encerados ${marca}`).first().waitFor();
    await page.getByText(`Medias de lana ${marca}`).first().waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a Tiendanube export dropped on the page is previewed with its variants (desktop, dark), nothing imported', async () => {
    const ctx = await newContext(browser, baseURL, { mobile: false, dark: true });
    const page = await ctx.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/dashboard-emprendedor/productos/planilla');
    await signInOnIdentityPage(page, 'pisada.andina@demo.feria.ar', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard-emprendedor/productos/planilla');
    const csv = await readFile(
      join(repoRoot, 'apps/api/src/modules/productos/planilla/fixtures/tiendanube-productos.csv'),
      'utf8',
    );
    // Dropped on the dashed zone, as a mouse user does.
    const datos = await page.evaluateHandle((texto) => {
      const dt = new DataTransfer();
      dt.items.add(new File([texto], 'tiendanube.csv', { type: 'text/csv' }));
      return dt;
    }, csv);
    await page.getByText('Soltá acá tu planilla', { exact: false }).dispatchEvent('drop', { dataTransfer: datos });
    await page.getByRole('heading', { name: 'Vista previa' }).waitFor();
    const tabla = page.getByRole('table', { name: 'Filas de la planilla' });
    await tabla.getByText('Talle 38 · Negro').first().waitFor();
    await page.getByText('Todavía no se guardó nada.', { exact: false }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await snap(page, 'pl4-tiendanube-escritorio-oscuro');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

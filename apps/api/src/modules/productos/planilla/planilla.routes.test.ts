import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAJES_PLANILLA,
  MENSAJES_PRODUCTO,
  MENSAJES_VARIANTE,
  PLANILLA_MAX_BYTES,
  PLANILLA_MAX_FILAS,
  type ImportacionConErrores,
  type ProductoVendedor,
  type ResultadoImportacion,
  type TipoProductoListItem,
} from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../../testing';
import { pasos, tiposDeProducto, vendedor } from '../productos-prueba';
import { MENSAJE_CODIFICACION, MENSAJE_DEMASIADAS_FILAS } from './leer';

// docs/producto/planilla.md: export, template and import through the API. PGlite, or PostgreSQL
// with DATABASE_URL.

const RAIZ = '/api/emprendedor/v1/emprendimientos';
const CABECERA = 'ID producto;Nombre;Descripción;Tipo;Precio;Stock;SKU;Opción 1;Valor 1;Opción 2;Valor 2;Habilitado';
const csv = (...lineas: string[]) => Buffer.from(`\uFEFF${[CABECERA, ...lineas].join('\r\n')}\r\n`, 'utf-8');
const CATALOGO = csv(
  ';Taza esmaltada;Cerámica de alta temperatura;Taza;12.500,50;4;TAZ-001;;;;;Sí',
  ';Zapatilla urbana;"Lona, suela de goma\nHecha en Córdoba";Zapatillas;45999;2;ZAP-38-N;Talle;38;Color;Negro;Sí',
  ';Zapatilla urbana;;Zapatillas;45999;0;ZAP-38-B;Talle;38;Color;Blanco;',
  ';Zapatilla urbana;;Zapatillas;47999,00;3;ZAP-39-N;Talle;39;Color;Negro;',
  ';Mate imperial;;Mate;30000;1;;;;;;No',
);

describe('the catalogue by spreadsheet (docs/producto/planilla.md)', () => {
  let t: TestApp;
  let tipos: TipoProductoListItem[] = [];
  const p = pasos(
    () => t,
    () => tipos,
  );
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    tipos = await tiposDeProducto(t);
  });
  afterAll(async () => t.close());

  const importar = async (
    u: UsuarioPrueba,
    tienda: string,
    datos: Buffer,
    { simular = false, nombre = 'productos.csv', campo = 'archivo' } = {},
  ) => {
    const form = new FormData();
    form.append(campo, new Blob([new Uint8Array(datos)]), nombre);
    const res = await t.app.inject({
      method: 'POST',
      url: `${RAIZ}/${tienda}/productos/importar${simular ? '?simular=true' : ''}`,
      headers: await t.auth(u),
      payload: form,
    });
    return { status: res.statusCode, body: res.json<ImportacionConErrores>() };
  };
  const descargar = async (u: UsuarioPrueba, tienda: string, que: 'exportar' | 'plantilla', formato = 'csv') =>
    t.app.inject({ url: `${RAIZ}/${tienda}/productos/${que}?formato=${formato}`, headers: await t.auth(u) });
  const nueva = async () => {
    const u = vendedor();
    return { u, tienda: await p.tienda(u) };
  };
  const porNombre = async (u: UsuarioPrueba, tienda: string) =>
    new Map((await p.mios(u, tienda)).map((x): [string, ProductoVendedor] => [x.nombre, x]));
  const cuentas = (r: ResultadoImportacion) => ({
    crear: r.crear,
    actualizar: r.actualizar,
    sinCambios: r.sinCambios,
    errores: r.errores,
  });

  it('previews a file, applies exactly that plan, and a second import changes nothing', async () => {
    const { u, tienda } = await nueva();
    const vista = await importar(u, tienda, CATALOGO, { simular: true });
    expect(vista.status).toBe(200);
    expect(cuentas(vista.body)).toEqual({ crear: 3, actualizar: 0, sinCambios: 0, errores: [] });
    expect(vista.body.aplicado).toBe(false);
    expect(vista.body.filas.map((f) => [f.fila, f.accion, f.variante, f.precio])).toEqual([
      [2, 'crear', null, 12500.5],
      [3, 'crear', 'Talle 38 · Negro', 45999],
      [4, 'crear', 'Talle 38 · Blanco', 45999],
      [5, 'crear', 'Talle 39 · Negro', 47999],
      [6, 'crear', null, 30000],
    ]);
    expect(await p.mios(u, tienda)).toEqual([]);

    const hecho = await importar(u, tienda, CATALOGO);
    expect(hecho.status).toBe(200);
    expect({ ...hecho.body, aplicado: false }).toEqual(vista.body);
    expect(hecho.body.aplicado).toBe(true);

    const mios = await porNombre(u, tienda);
    expect(mios.get('Taza esmaltada')).toMatchObject({ precio: 12500.5, stock: 4, sku: 'TAZ-001', habilitado: true });
    expect(mios.get('Mate imperial')).toMatchObject({ habilitado: false, stock: 1 });
    const zapatilla = mios.get('Zapatilla urbana')!;
    expect(zapatilla).toMatchObject({
      descripcion: 'Lona, suela de goma\nHecha en Córdoba',
      precio: 45999,
      stock: 5,
      precioDesde: 45999,
      opciones: [
        { nombre: 'Talle', valores: ['38', '39'] },
        { nombre: 'Color', valores: ['Negro', 'Blanco'] },
      ],
    });
    expect(zapatilla.variantes!.map((v) => [v.sku, v.texto, v.stock, v.precio])).toEqual([
      ['ZAP-38-N', 'Talle 38 · Negro', 2, null],
      ['ZAP-38-B', 'Talle 38 · Blanco', 0, null],
      ['ZAP-39-N', 'Talle 39 · Negro', 3, 47999],
    ]);

    const otra = await importar(u, tienda, CATALOGO);
    expect(cuentas(otra.body)).toEqual({ crear: 0, actualizar: 0, sinCambios: 3, errores: [] });
    expect((await porNombre(u, tienda)).get('Zapatilla urbana')!.variantes!.map((v) => v.id)).toEqual(
      zapatilla.variantes!.map((v) => v.id),
    );
  });

  it('updates what changed by SKU, keeps the variant id and the columns left empty', async () => {
    const { u, tienda } = await nueva();
    await importar(u, tienda, CATALOGO);
    const antes = (await porNombre(u, tienda)).get('Zapatilla urbana')!;
    const cambio = csv(';Zapatilla urbana;;;45999;9;ZAP-38-B;Talle;38;Color;Blanco;');
    const r = await importar(u, tienda, cambio, { simular: true });
    // Only the rows in the file stay: the product's other variants go, as in the form.
    expect(cuentas(r.body)).toEqual({ crear: 0, actualizar: 1, sinCambios: 0, errores: [] });
    await importar(u, tienda, cambio);
    const despues = (await porNombre(u, tienda)).get('Zapatilla urbana')!;
    expect(despues.id).toBe(antes.id);
    expect(despues.descripcion).toBe(antes.descripcion);
    expect(despues.variantes!.map((v) => [v.id, v.stock])).toEqual([[antes.variantes![1]!.id, 9]]);
    expect(despues.stock).toBe(9);
  });

  it('changes stock, price and enabled of the exported rows, keeping every variant id', async () => {
    const { u, tienda } = await nueva();
    await importar(u, tienda, CATALOGO);
    const antes = (await porNombre(u, tienda)).get('Zapatilla urbana')!;
    const exportado = (await descargar(u, tienda, 'exportar')).body;
    const editado = exportado
      .replace(/;45999;0;ZAP-38-B;/, ';46500;6;ZAP-38-B;')
      .replace(/(;ZAP-39-N;Talle;39;Color;Negro;;;Sí;)Sí;/, '$1No;');
    const r = await importar(u, tienda, Buffer.from(editado));
    expect(cuentas(r.body)).toEqual({ crear: 0, actualizar: 1, sinCambios: 2, errores: [] });
    const despues = (await porNombre(u, tienda)).get('Zapatilla urbana')!;
    expect(despues.variantes!.map((v) => [v.id, v.stock, v.precio, v.habilitada])).toEqual([
      [antes.variantes![0]!.id, 2, null, true],
      [antes.variantes![1]!.id, 6, 46500, true],
      [antes.variantes![2]!.id, 3, 47999, false],
    ]);
    expect(despues).toMatchObject({ stock: 8, precio: 45999, precioDesde: 45999 });
  });

  it('never removes the options of a product whose rows bring no option values', async () => {
    const { u, tienda } = await nueva();
    await importar(u, tienda, CATALOGO);
    const r = await importar(u, tienda, Buffer.from('Nombre;Precio;Stock\nZapatilla urbana;45999;7\n'));
    expect(r.status).toBe(422);
    expect(r.body.errores).toEqual([
      {
        fila: 2,
        columna: 'Opción 1',
        mensaje:
          '«Zapatilla urbana» se vende con opciones (Talle, Color): escribí una fila por variante con sus opciones y valores',
      },
    ]);
    expect((await porNombre(u, tienda)).get('Zapatilla urbana')!.variantes).toHaveLength(3);
  });

  it("refuses a SKU of another product of the shop in a product's rows", async () => {
    const { u, tienda } = await nueva();
    await importar(u, tienda, CATALOGO);
    const r = await importar(
      u,
      tienda,
      csv(
        ';Zapatilla urbana;;;45999;2;ZAP-38-N;Talle;38;Color;Negro;',
        ';Zapatilla urbana;;;45999;1;TAZ-001;Talle;40;Color;Negro;',
      ),
    );
    expect(r.status).toBe(422);
    expect(r.body.errores).toEqual([
      {
        fila: 2,
        columna: 'SKU',
        mensaje: 'Las filas de este producto tienen SKUs de productos distintos: «Zapatilla urbana», «Taza esmaltada»',
      },
    ]);
  });

  it('reads the file this shop exported back as unchanged, CSV and XLSX', async () => {
    const { u, tienda } = await nueva();
    await p.crear(u, tienda, { nombre: '=Cuaderno «A5»; tapa dura', sku: '0012', precio: 1500.75, stock: 0 });
    await importar(u, tienda, CATALOGO);

    const res = await descargar(u, tienda, 'exportar');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="productos-tienda-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const texto = res.body;
    expect(texto.startsWith('\uFEFFID producto;Nombre;Descripción;Tipo;Precio;Stock;SKU;Opción 1;Valor 1')).toBe(true);
    expect(texto).toContain(`;"'=Cuaderno «A5»; tapa dura";`);
    expect(texto).toContain(';12500,5;4;TAZ-001;');
    expect(texto.split('\r\n').filter((l) => l.includes('Zapatilla urbana'))).toHaveLength(3);
    const vuelta = await importar(u, tienda, Buffer.from(res.rawPayload), { simular: true });
    expect(cuentas(vuelta.body)).toEqual({ crear: 0, actualizar: 0, sinCambios: 4, errores: [] });

    const xlsx = await descargar(u, tienda, 'exportar', 'xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/\.xlsx"/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    expect(hoja.getRow(1).font?.bold).toBe(true);
    expect(hoja.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const cuaderno = hoja.getRows(2, hoja.rowCount - 1)!.find((r) => r.getCell(7).value === '0012')!;
    expect(cuaderno.getCell(5).value).toBe(1500.75);
    const deXlsx = await importar(u, tienda, Buffer.from(xlsx.rawPayload), { simular: true, nombre: 'p.xlsx' });
    expect(cuentas(deXlsx.body)).toEqual({ crear: 0, actualizar: 0, sinCambios: 4, errores: [] });
  });

  it('refuses a broken file with its rows and columns and writes nothing', async () => {
    const { u, tienda } = await nueva();
    const casos: [Buffer, ImportacionConErrores['errores']][] = [
      [
        Buffer.from(`${CABECERA}\n;Caño de cerámica;Diseño;Taza;100;1;;;;;;Sí\n`, 'latin1'),
        [{ fila: 0, columna: null, mensaje: MENSAJE_CODIFICACION }],
      ],
      [
        Buffer.from('Nombre;Precio;SKU\nTaza;100;T1\n'),
        [{ fila: 0, columna: 'Stock', mensaje: 'Falta la columna «Stock»' }],
      ],
      [
        Buffer.from(
          `Nombre;Precio;Stock;Tipo\n${Array.from({ length: PLANILLA_MAX_FILAS + 1 }, (_, i) => `Taza ${i};100;1;Taza`).join('\n')}\n`,
        ),
        [{ fila: 0, columna: null, mensaje: MENSAJE_DEMASIADAS_FILAS }],
      ],
      [
        csv(';Taza;;Taza;12.500,50;1;T-1;;;;;', ';Plato;;Vajilla;100;1;t-1;;;;;', ';Mate;;Mate;100;-2;;;;;;'),
        [
          { fila: 3, columna: 'SKU', mensaje: 'El SKU «t-1» ya está en la fila 2' },
          { fila: 4, columna: 'Stock', mensaje: MENSAJES_PRODUCTO.stockInvalido },
        ],
      ],
      [
        csv(
          ';Zapatilla;;Zapatillas;100;-1;;Talle;38;;;',
          ';Zapatilla;;Zapatillas;cien;1;;Talle;39;;;',
          ';Buzo;;Pulóver;100;1;;;;;;quizás',
        ),
        [
          { fila: 2, columna: 'Stock', mensaje: MENSAJES_VARIANTE.stockVariante },
          { fila: 3, columna: 'Precio', mensaje: MENSAJES_VARIANTE.precioVariante },
          { fila: 4, columna: 'Habilitado', mensaje: 'Escribí Sí o No' },
          {
            fila: 4,
            columna: 'Tipo',
            mensaje:
              'No hay un tipo de producto «Pulóver». Usá uno de los de Feria, por ejemplo «Remera», «Taza» o «Mate»',
          },
        ],
      ],
    ];
    for (const [archivo, errores] of casos) {
      const vista = await importar(u, tienda, archivo, { simular: true });
      expect(vista.status).toBe(200);
      expect(vista.body.errores).toEqual(errores);
      const r = await importar(u, tienda, archivo);
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ codigo: 'PLANILLA_CON_ERRORES', mensaje: MENSAJES_PLANILLA.conErrores, errores });
      expect(r.body.aplicado).toBe(false);
    }
    // The thousands mark of '12.500,50' is read as es-AR writes it.
    const miles = await importar(u, tienda, casos[3]![0], { simular: true });
    expect(miles.body.filas[0]).toMatchObject({ fila: 2, precio: 12500.5, accion: 'crear' });
    expect(miles.body.filas.map((f) => f.accion)).toEqual(['crear', 'error', 'error']);
    expect(await p.mios(u, tienda)).toEqual([]);
  });

  it('imports a Tiendanube export with its variants', async () => {
    const { u, tienda } = await nueva();
    const archivo = await readFile(new URL('./fixtures/tiendanube-productos.csv', import.meta.url));
    const r = await importar(u, tienda, archivo);
    expect(r.status).toBe(200);
    expect(cuentas(r.body)).toEqual({ crear: 3, actualizar: 0, sinCambios: 0, errores: [] });
    const mios = await porNombre(u, tienda);
    const zapatillas = mios.get('Zapatillas urbanas')!;
    expect(zapatillas).toMatchObject({
      precio: 45999,
      stock: 10,
      tipoProducto: { nombre: 'Zapatillas' },
      descripcion:
        'Zapatillas urbanas de lona con suela de goma vulcanizada.\nHorma normal: si dudás, pedí un número más.\nHechas en Córdoba & Buenos Aires.',
      opciones: [
        { nombre: 'Talle', valores: ['38', '39', '40'] },
        { nombre: 'Color', valores: ['Negro', 'Blanco'] },
      ],
    });
    expect(zapatillas.variantes!.map((v) => [v.sku, v.texto, v.stock])).toEqual([
      ['ZAP-URB-38-N', 'Talle 38 · Negro', 2],
      ['ZAP-URB-38-B', 'Talle 38 · Blanco', 1],
      ['ZAP-URB-39-N', 'Talle 39 · Negro', 3],
      ['ZAP-URB-39-B', 'Talle 39 · Blanco', 0],
      ['ZAP-URB-40-N', 'Talle 40 · Negro', 4],
    ]);
    expect(mios.get('Mate de calabaza forrado')).toMatchObject({
      precio: 12500.5,
      stock: 8,
      tipoProducto: { nombre: 'Mate' },
    });
    expect(mios.get('Remera básica de algodón')).toMatchObject({ precio: 15000, stock: 14, habilitado: false });
    const otra = await importar(u, tienda, archivo, { simular: true });
    expect(cuentas(otra.body)).toEqual({ crear: 0, actualizar: 0, sinCambios: 3, errores: [] });
  });

  it('asks for a number where Tiendanube leaves the stock empty (unlimited)', async () => {
    const { u, tienda } = await nueva();
    const archivo = Buffer.from(
      'Identificador de URL;Nombre;Categorías;Precio;Stock;SKU\nvela;Vela de soja;Velas;5000;;V-1\n',
    );
    const r = await importar(u, tienda, archivo, { simular: true });
    expect(r.body.errores).toEqual([
      {
        fila: 2,
        columna: 'Stock',
        mensaje:
          'Escribí cuántas unidades tenés: en Tiendanube el stock vacío es ilimitado, en Feria el stock es un número',
      },
    ]);
  });

  it('downloads a template whose example rows import', async () => {
    const { u, tienda } = await nueva();
    for (const formato of ['csv', 'xlsx'] as const) {
      const res = await descargar(u, tienda, 'plantilla', formato);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`plantilla-productos-`);
      const r = await importar(u, tienda, Buffer.from(res.rawPayload), { simular: true, nombre: `p.${formato}` });
      expect(cuentas(r.body)).toEqual({ crear: 2, actualizar: 0, sinCambios: 0, errores: [] });
      expect(r.body.filas.map((f) => f.variante)).toEqual([null, 'Talle S', 'Talle M', 'Talle L']);
    }
  });

  it("answers 404 for another seller's shop, 400 without a file and 413 over 5 MB", async () => {
    const { u, tienda } = await nueva();
    const { tienda: ajena } = await nueva();
    for (const que of ['exportar', 'plantilla'] as const) {
      const res = await descargar(u, ajena, que);
      expect([res.statusCode, res.json<{ codigo: string }>().codigo]).toEqual([404, 'EMPRENDIMIENTO_NO_ENCONTRADO']);
    }
    const r = await importar(u, ajena, CATALOGO, { simular: true });
    expect([r.status, r.body.codigo]).toEqual([404, 'EMPRENDIMIENTO_NO_ENCONTRADO']);

    const sinArchivo = await importar(u, tienda, CATALOGO, { campo: 'otro' });
    expect([sinArchivo.status, sinArchivo.body.codigo]).toEqual([400, 'PLANILLA_SIN_ARCHIVO']);
    const grande = await importar(u, tienda, Buffer.alloc(PLANILLA_MAX_BYTES + 1, 'a'));
    expect([grande.status, grande.body.codigo]).toEqual([413, 'PLANILLA_DEMASIADO_GRANDE']);
  });
});

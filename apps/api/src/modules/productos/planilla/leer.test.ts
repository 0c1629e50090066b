import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PLANILLA_MAX_FILAS } from '@feria/contracts';
import { leerEncabezado, normalizarEncabezado } from './columnas';
import { textoDeHtml } from './filas';
import {
  detectarSeparador,
  leerCsv,
  leerPlanilla,
  MENSAJE_CODIFICACION,
  MENSAJE_DEMASIADAS_FILAS,
  tamanoDescomprimido,
  XLSX_MAX_DESCOMPRIMIDO,
} from './leer';
import { numeroPlanilla, siNoPlanilla } from './numeros';
import { precioDelProducto, tipoDeCategorias } from './producto-de-filas';

// docs/producto/planilla.md#números, #columnas and #importar: the pure reading rules.

describe('numeroPlanilla (es-AR numbers)', () => {
  it.each([
    ['12.500,50', 12500.5],
    ['12500,5', 12500.5],
    ['12500.50', 12500.5],
    ['12,500.50', 12500.5],
    ['12.500', 12500],
    ['1.250.000', 1250000],
    ['1.250.000,75', 1250000.75],
    ['0.500', 0.5],
    ['12.50', 12.5],
    ['$ 18.000', 18000],
    ['-3', -3],
    ['7', 7],
  ])('reads %s as %d', (texto, n) => expect(numeroPlanilla(texto)).toBe(n));

  it('keeps numbers of XLSX cells as they are', () => expect(numeroPlanilla(12500.5)).toBe(12500.5));
  it('answers null for an empty cell and NaN for text that is not a number', () => {
    expect(numeroPlanilla(null)).toBeNull();
    expect(numeroPlanilla('  ')).toBeNull();
    expect(numeroPlanilla('doce')).toBeNaN();
    expect(numeroPlanilla('1.2.3,4,5')).toBeNaN();
    expect(numeroPlanilla('12,5.00,1')).toBeNaN();
  });
});

describe('siNoPlanilla', () => {
  it('reads Sí and No as sellers write them', () => {
    for (const si of ['Sí', 'si', 'SI', 'x', '1']) expect(siNoPlanilla(si)).toBe(true);
    for (const no of ['No', 'NO', '0']) expect(siNoPlanilla(no)).toBe(false);
    expect(siNoPlanilla(null)).toBeNull();
    expect(siNoPlanilla('quizás')).toBeUndefined();
  });
});

describe('headers', () => {
  it('match without case, accents or spaces', () => {
    expect(normalizarEncabezado(' OPCION  1: ')).toBe(normalizarEncabezado('Opción 1'));
    const e = leerEncabezado(['nombre', 'PRECIO', 'stock ', 'Sku', 'opcion 1', 'VALOR 1', 'Descripcion']);
    expect(e.errores).toEqual([]);
    expect(e.origen).toBe('feria');
    expect(e.indice).toMatchObject({ nombre: 0, precio: 1, stock: 2, sku: 3, opcion1: 4, valor1: 5, descripcion: 6 });
    expect(e.escrito.precio).toBe('PRECIO');
  });

  it('recognise a Tiendanube export by its URL column', () => {
    const e = leerEncabezado([
      'Identificador de URL',
      'Nombre',
      'Nombre de propiedad 1',
      'Valor de propiedad 1',
      'Precio',
      'Stock',
      'Mostrar en tienda',
      'Peso (kg)',
    ]);
    expect(e.origen).toBe('tiendanube');
    expect(e.indice).toMatchObject({ opcion1: 2, valor1: 3, habilitado: 6 });
  });

  it('name every missing required column and a column written twice', () => {
    const e = leerEncabezado(['Nombre', 'Nombre', 'Opción 1']);
    expect(e.errores.map((x) => x.mensaje)).toEqual([
      'La columna «Nombre» está dos veces',
      'Falta la columna «Precio»',
      'Falta la columna «Stock»',
      'Falta la columna «Valor 1»',
    ]);
  });
});

describe('leerCsv', () => {
  const csv = (s: string) => Buffer.from(s, 'utf-8');

  it('reads ; files with BOM, quoted fields with separators, quotes and line breaks, CRLF', () => {
    const r = leerCsv(
      csv('\uFEFFNombre;Descripción;Precio\r\n"Taza; grande";"Dice ""hola""\nen dos líneas";12.500,50\r\n'),
    );
    expect(r).toEqual({
      ok: true,
      encabezado: ['Nombre', 'Descripción', 'Precio'],
      filas: [{ fila: 2, celdas: ['Taza; grande', 'Dice "hola"\nen dos líneas', '12.500,50'] }],
    });
  });

  it('detects , and tab separators from the header', () => {
    expect(detectarSeparador('Nombre,Precio,Stock\nA;B,1,2')).toBe(',');
    expect(detectarSeparador('Nombre\tPrecio')).toBe('\t');
    expect(detectarSeparador('"Precio; con punto y coma",Stock,SKU\n')).toBe(',');
  });

  it('skips empty lines but keeps spreadsheet row numbers', () => {
    const r = leerCsv(csv('Nombre;Precio\n\nTaza;1\n;\nMate;2\n'));
    expect(r.ok && r.filas.map((f) => f.fila)).toEqual([3, 5]);
  });

  it('removes the apostrophe our export puts before a formula-like text', () => {
    const r = leerCsv(csv("Nombre;SKU\n'=Taza;'-001\n"));
    expect(r.ok && r.filas[0]!.celdas).toEqual(['=Taza', '-001']);
  });

  it('asks for CSV UTF-8 when the bytes are Windows-1252', () => {
    const latin1 = Buffer.from('Nombre;Descripción\nCaño;Diseño\n', 'latin1');
    expect(leerCsv(latin1)).toEqual({ ok: false, mensaje: MENSAJE_CODIFICACION });
  });

  it(`refuses more than ${PLANILLA_MAX_FILAS} data rows`, async () => {
    const filas = Array.from({ length: PLANILLA_MAX_FILAS + 1 }, (_, i) => `P${i};1;1`).join('\n');
    expect(await leerPlanilla(csv(`Nombre;Precio;Stock\n${filas}\n`))).toEqual({
      ok: false,
      mensaje: MENSAJE_DEMASIADAS_FILAS,
    });
  });
});

describe('leerPlanilla with XLSX', () => {
  const xlsx = async (filas: (string | number)[][]) => {
    const libro = new ExcelJS.Workbook();
    const hoja = libro.addWorksheet('Productos');
    for (const f of filas) hoja.addRow(f);
    return Buffer.from(await libro.xlsx.writeBuffer());
  };

  it('reads the first sheet with numbers as numbers and text as text', async () => {
    const r = await leerPlanilla(
      await xlsx([
        ['Nombre', 'Precio', 'SKU'],
        ['Taza', 12500.5, '0012'],
      ]),
    );
    expect(r).toEqual({
      ok: true,
      encabezado: ['Nombre', 'Precio', 'SKU'],
      filas: [{ fila: 2, celdas: ['Taza', 12500.5, '0012'] }],
    });
  });

  it('reads the unzipped size from the archive before inflating it', async () => {
    const archivo = await xlsx([['Nombre'], ['Taza']]);
    const tamano = tamanoDescomprimido(archivo);
    expect(tamano).toBeGreaterThan(archivo.length);
    expect(tamano).toBeLessThan(XLSX_MAX_DESCOMPRIMIDO);
    expect(tamanoDescomprimido(Buffer.from('PK no es un zip'))).toBeNull();
  });
});

describe('import rules', () => {
  it('keeps the paragraphs of an HTML description as text', () => {
    expect(textoDeHtml('<p>Lona con <strong>suela</strong>.</p><p>Hecha en Córdoba &amp; Salta<br/>a mano</p>')).toBe(
      'Lona con suela.\nHecha en Córdoba & Salta\na mano',
    );
    expect(textoDeHtml('Sin etiquetas < 3')).toBe('Sin etiquetas < 3');
  });

  it('finds a Feria type among Tiendanube categories', () => {
    const tipos = [
      { id: 1, nombre: 'Remera' },
      { id: 2, nombre: 'Zapatillas' },
      { id: 3, nombre: 'Mate' },
    ];
    expect(tipoDeCategorias('Ropa > Remeras', tipos)?.id).toBe(1);
    expect(tipoDeCategorias('Calzado > Zapatillas', tipos)?.id).toBe(2);
    expect(tipoDeCategorias('Matería > Mates', tipos)?.id).toBe(3);
    expect(tipoDeCategorias('Ofertas', tipos)).toBeUndefined();
  });

  it('gives a product with variants one price and the variants that differ their own', () => {
    expect(precioDelProducto([1000, 1000, null], undefined)).toBe(1000);
    expect(precioDelProducto([1200, 1000, 1500], undefined)).toBe(1000);
    expect(precioDelProducto([1200, 1000, 1500], 1200)).toBe(1200);
    expect(precioDelProducto([1200, 1200], 1000)).toBe(1200);
    expect(precioDelProducto([null, NaN, -5], 900)).toBe(900);
    expect(precioDelProducto([null], undefined)).toBeNaN();
  });
});

import { describe, expect, it } from 'vitest';
import { MENSAJES_PLANILLA, PLANILLA_MAX_BYTES, type ResultadoImportacion } from '@feria/contracts';
import {
  columnaDeTabla,
  lugarDelError,
  precioTexto,
  problemaDelArchivo,
  resumenResultado,
  resumenVistaPrevia,
  textoBotonImportar,
} from './planilla-vista';

const plan = (crear: number, actualizar: number, sinCambios: number): ResultadoImportacion => ({
  crear,
  actualizar,
  sinCambios,
  errores: [],
  filas: [],
  aplicado: false,
});

describe('what the spreadsheet screen says', () => {
  it('counts products in singular and plural, with es-AR thousands', () => {
    expect(resumenVistaPrevia(plan(12, 30, 5))).toBe('12 productos nuevos · 30 a actualizar · 5 sin cambios');
    expect(resumenVistaPrevia(plan(1, 0, 1200))).toBe('1 producto nuevo · 0 a actualizar · 1.200 sin cambios');
    expect(resumenResultado(plan(12, 30, 0))).toBe('Listo: 12 productos creados, 30 actualizados');
    expect(resumenResultado(plan(1, 1, 0))).toBe('Listo: 1 producto creado, 1 actualizado');
    expect(textoBotonImportar(1)).toBe('Importar 1 producto');
    expect(textoBotonImportar(5000)).toBe('Importar 5.000 productos');
  });

  it('places an error in the file, its row or its row and column', () => {
    expect(lugarDelError({ fila: 0, columna: null, mensaje: 'Faltan columnas' })).toBe(
      'En todo el archivo: Faltan columnas',
    );
    expect(lugarDelError({ fila: 7, columna: null, mensaje: 'SKU repetido' })).toBe('Fila 7: SKU repetido');
    expect(lugarDelError({ fila: 4, columna: 'Precio', mensaje: 'No es un número' })).toBe(
      'Fila 4, columna Precio: No es un número',
    );
  });

  it("finds the table column of a file's header whatever its case and accents", () => {
    expect(columnaDeTabla('PRECIO')).toBe('precio');
    expect(columnaDeTabla('Precio promocional')).toBeNull();
    expect(columnaDeTabla('Código SKU')).toBe('sku');
    expect(columnaDeTabla(' stock ')).toBe('stock');
    expect(columnaDeTabla('Precio ($)')).toBe('precio');
    expect(columnaDeTabla('Cantidad')).toBe('stock');
    expect(columnaDeTabla('Descripción')).toBeNull();
    expect(columnaDeTabla(null)).toBeNull();
  });

  it('writes prices as the site does, cents only when there are some', () => {
    expect(precioTexto(12500)).toBe('$ 12.500');
    expect(precioTexto(12500.5)).toBe('$ 12.500,50');
    expect(precioTexto(null)).toBe('—');
  });

  it('lets a CSV or XLSX of up to 5 MB go, and says why another does not', () => {
    const archivo = (nombre: string, bytes: number) => new File([new Uint8Array(bytes)], nombre);
    expect(problemaDelArchivo(archivo('Productos.XLSX', 10))).toBeNull();
    expect(problemaDelArchivo(archivo('p.csv', PLANILLA_MAX_BYTES))).toBeNull();
    expect(problemaDelArchivo(archivo('p.csv', PLANILLA_MAX_BYTES + 1))).toBe(MENSAJES_PLANILLA.demasiadoGrande);
    expect(problemaDelArchivo(archivo('p.xls', 10))).toBe('Elegí una planilla CSV o Excel (.csv o .xlsx)');
  });
});

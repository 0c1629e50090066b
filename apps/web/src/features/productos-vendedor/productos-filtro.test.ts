import { describe, expect, it } from 'vitest';
import {
  filtrarProductos,
  filtrosAParams,
  filtrosDesdeParams,
  FILTROS_VACIOS,
  hayFiltros,
  sinAcentos,
  tiposEnUso,
} from './productos-filtro';
import { productoFixture } from './test-fixtures';

const taza = productoFixture({ nombre: 'Taza esmaltada', sku: 'TAZ-01' });
const remera = productoFixture({
  nombre: 'Remera de algodón',
  sku: null,
  stock: 0,
  tipoProducto: { idTipoProducto: 4, nombre: 'Indumentaria', descripcion: null },
});
const jarron = productoFixture({ nombre: 'Jarrón CERÁMICO', sku: 'JAR-9', habilitado: false });
const sinTipo = productoFixture({ nombre: 'Vela', tipoProducto: null });
const todos = [taza, remera, jarron, sinTipo];
const nombres = (f: Partial<typeof FILTROS_VACIOS>) =>
  filtrarProductos(todos, { ...FILTROS_VACIOS, ...f }).map((p) => p.nombre);

describe('sinAcentos', () => {
  it('drops accents, case and surrounding spaces', () => {
    expect(sinAcentos('  Cerámica ÑANDÚ ')).toBe('ceramica nandu');
  });
});

describe('filtrarProductos', () => {
  it('keeps everything without filters', () => {
    expect(nombres({})).toEqual(['Taza esmaltada', 'Remera de algodón', 'Jarrón CERÁMICO', 'Vela']);
  });
  it('searches names ignoring accents and case', () => {
    expect(nombres({ texto: 'ALGODON' })).toEqual(['Remera de algodón']);
    expect(nombres({ texto: 'jarron ceramico' })).toEqual(['Jarrón CERÁMICO']);
  });
  it('searches the SKU and the type name too, every word must match', () => {
    expect(nombres({ texto: 'jar-9' })).toEqual(['Jarrón CERÁMICO']);
    expect(nombres({ texto: 'ceramica taza' })).toEqual(['Taza esmaltada']);
    expect(nombres({ texto: 'indumentaria taza' })).toEqual([]);
  });
  it('filters by type', () => {
    expect(nombres({ tipo: 4 })).toEqual(['Remera de algodón']);
  });
  it('filters by state', () => {
    expect(nombres({ estado: 'habilitados' })).toEqual(['Taza esmaltada', 'Remera de algodón', 'Vela']);
    expect(nombres({ estado: 'deshabilitados' })).toEqual(['Jarrón CERÁMICO']);
    expect(nombres({ estado: 'sin-stock' })).toEqual(['Remera de algodón']);
  });
  it('combines text, type and state', () => {
    expect(nombres({ texto: 'a', tipo: 3, estado: 'deshabilitados' })).toEqual(['Jarrón CERÁMICO']);
  });
});

describe('tiposEnUso', () => {
  it('lists each type in the list once, by name', () => {
    expect(tiposEnUso([...todos, productoFixture()])).toEqual([
      { id: 3, nombre: 'Cerámica' },
      { id: 4, nombre: 'Indumentaria' },
    ]);
  });
});

describe('filters in the URL', () => {
  it('round-trips through the query string', () => {
    const f = { texto: 'taza azul', tipo: 3, estado: 'sin-stock' as const };
    expect(filtrosDesdeParams(filtrosAParams(f))).toEqual(f);
    expect(filtrosAParams(FILTROS_VACIOS).toString()).toBe('');
  });
  it('ignores unknown values', () => {
    expect(filtrosDesdeParams(new URLSearchParams('tipo=abc&estado=raro'))).toEqual(FILTROS_VACIOS);
    expect(filtrosDesdeParams(new URLSearchParams('tipo=-2'))).toEqual(FILTROS_VACIOS);
  });
  it('knows when some filter is on', () => {
    expect(hayFiltros(FILTROS_VACIOS)).toBe(false);
    expect(hayFiltros({ ...FILTROS_VACIOS, texto: '  ' })).toBe(false);
    expect(hayFiltros({ ...FILTROS_VACIOS, estado: 'habilitados' })).toBe(true);
  });
});

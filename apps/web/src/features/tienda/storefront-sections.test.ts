import { describe, expect, it } from 'vitest';
import { buildSections, catalogosVisibles, filtrarProductos } from './storefront-sections';
import { atributo, catalogoFixture, productoFixture } from './test-fixtures';

describe('catalogosVisibles (docs/producto/entidades.md catalogosSeleccionados)', () => {
  const a = catalogoFixture({ idCatalogo: 1 });
  const b = catalogoFixture({ idCatalogo: 2 });
  const c = catalogoFixture({ idCatalogo: 3 });
  const off = catalogoFixture({ idCatalogo: 4, habilitado: false });

  it('keeps the selection order and drops unknown, disabled or repeated ids', () => {
    expect(catalogosVisibles([a, b, c, off], [3, 99, 4, 1, 3]).map((x) => x.idCatalogo)).toEqual([3, 1]);
  });

  it('shows every enabled catalog when none is selected', () => {
    expect(catalogosVisibles([a, off, b], []).map((x) => x.idCatalogo)).toEqual([1, 2]);
  });

  it('shows every enabled catalog when the selection only names disabled ones', () => {
    expect(catalogosVisibles([a, off], [4]).map((x) => x.idCatalogo)).toEqual([1]);
  });
});

describe('buildSections', () => {
  const rojo = productoFixture({ nombre: 'Rojo', atributos: [atributo('Color', 'Rojo')] });
  const azul = productoFixture({ nombre: 'Azul', atributos: [atributo('Color', 'Azul'), atributo('Talle', 'M')] });
  const liso = productoFixture({ nombre: 'Liso' });
  const cat = catalogoFixture({
    idCatalogo: 7,
    nombre: 'Verano',
    productosIds: [azul.id, rojo.id, 'ffffffff-ffff-4fff-8fff-ffffffffffff'],
  });

  it('lists catalog products in catalog order, skipping ids that are not public', () => {
    const s = buildSections([rojo, azul, liso], [cat], [], {});
    expect(s.catalogos).toHaveLength(1);
    expect(s.catalogos[0]!.titulo).toBe('Verano');
    expect(s.catalogos[0]!.id).toBe('catalogo-7');
    expect(s.catalogos[0]!.productos.map((p) => p.nombre)).toEqual(['Azul', 'Rojo']);
    expect(s.todos.titulo).toBe('Todos los productos');
    expect(s.todos.productos.map((p) => p.nombre)).toEqual(['Rojo', 'Azul', 'Liso']);
  });

  it('applies the active filters to the catalogs and to Todos los productos (docs/producto/validacion.md)', () => {
    const s = buildSections([rojo, azul, liso], [cat], [], { Color: ['Azul'] });
    expect(s.catalogos[0]!.productos.map((p) => p.nombre)).toEqual(['Azul']);
    expect(s.todos.productos.map((p) => p.nombre)).toEqual(['Azul']);
  });

  it('needs every active key to match (AND between keys, OR inside a key)', () => {
    expect(filtrarProductos([rojo, azul, liso], { Color: ['Rojo', 'Azul'] }).map((p) => p.nombre)).toEqual([
      'Rojo',
      'Azul',
    ]);
    expect(
      filtrarProductos([rojo, azul, liso], { Color: ['Rojo', 'Azul'], Talle: ['M'] }).map((p) => p.nombre),
    ).toEqual(['Azul']);
  });
});

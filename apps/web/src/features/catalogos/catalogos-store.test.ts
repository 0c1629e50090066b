import { describe, expect, it } from 'vitest';
import { alternarProducto, buscarProductos, mismosIds, separarCatalogos } from './catalogos-store';
import { catalogoFixture, productoVendedorFixture } from './test-fixtures';

describe('separarCatalogos (docs/producto/entidades.md catalog store)', () => {
  it('splits enabled and disabled catalogs, each sorted by name', () => {
    const { habilitados, deshabilitados } = separarCatalogos([
      catalogoFixture({ idCatalogo: 1, nombre: 'Verano' }),
      catalogoFixture({ idCatalogo: 2, nombre: 'invierno', habilitado: false }),
      catalogoFixture({ idCatalogo: 3, nombre: 'Ábaco' }),
      catalogoFixture({ idCatalogo: 4, nombre: 'Otoño', habilitado: false }),
    ]);
    expect(habilitados.map((c) => c.idCatalogo)).toEqual([3, 1]);
    expect(deshabilitados.map((c) => c.idCatalogo)).toEqual([2, 4]);
  });

  it('moves a catalog to the other list when its state changes', () => {
    const c = catalogoFixture({ idCatalogo: 1 });
    expect(separarCatalogos([c]).habilitados).toHaveLength(1);
    expect(separarCatalogos([{ ...c, habilitado: false }]).deshabilitados).toHaveLength(1);
  });
});

describe('buscarProductos', () => {
  const mate = productoVendedorFixture({ nombre: 'Mate Camionero', sku: 'MT-01' });
  const yerba = productoVendedorFixture({
    nombre: 'Yerba orgánica',
    tipoProducto: { idTipoProducto: 3, nombre: 'Infusiones', descripcion: null },
  });

  it('matches name, sku or type ignoring case and accents', () => {
    expect(buscarProductos([mate, yerba], 'ORGANICA')).toEqual([yerba]);
    expect(buscarProductos([mate, yerba], 'mt-0')).toEqual([mate]);
    expect(buscarProductos([mate, yerba], 'infus')).toEqual([yerba]);
  });

  it('returns everything for blank text and nothing for an unknown word', () => {
    expect(buscarProductos([mate, yerba], '   ')).toEqual([mate, yerba]);
    expect(buscarProductos([mate, yerba], 'bombilla')).toEqual([]);
  });
});

describe('alternarProducto', () => {
  it('removes a ticked product and appends a new one at the end, keeping the catalog order', () => {
    expect(alternarProducto(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(alternarProducto(['a', 'c'], 'b')).toEqual(['a', 'c', 'b']);
  });

  it('compares selections by order too', () => {
    expect(mismosIds(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(mismosIds(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(mismosIds(['a'], ['a', 'b'])).toBe(false);
  });
});

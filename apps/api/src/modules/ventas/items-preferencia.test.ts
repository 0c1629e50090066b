import { describe, expect, it } from 'vitest';
import { itemsDePreferencia } from './items-preferencia';

describe('itemsDePreferencia', () => {
  const venta = { id: 'v1', numero: 1001, montoTotal: 156000, cupon: null };
  it("names a variant's line with its text and a plain product's with its name (docs/producto/variantes.md#texto)", () => {
    expect(
      itemsDePreferencia(venta, [
        {
          productoId: 'p1',
          nombre: 'Zapatilla urbana',
          variante: 'Talle 38 · Negro',
          cantidad: 2,
          precioUnitario: 50000,
        },
        { productoId: 'p2', nombre: 'Medias de lana', variante: null, cantidad: 1, precioUnitario: 56000 },
      ]).map((l) => l.titulo),
    ).toEqual(['Zapatilla urbana (Talle 38 · Negro)', 'Medias de lana']);
  });
});

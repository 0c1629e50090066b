import { describe, expect, it } from 'vitest';
import { alertaViva, bajoDePrecio, precioActual, variantesSinStock } from './favoritos-reglas';
import { alertaDePrueba, favoritoDePrueba, ID_VARIANTE, productoDePrueba } from './test-fixtures';

const ahora = new Date('2026-03-01T12:00:00Z');
const variante = (id: string, stock: number, habilitada = true) => ({
  id,
  sku: null,
  valores: { Talle: id.slice(0, 2) },
  texto: `Talle ${id.slice(0, 2)}`,
  stock,
  precio: null,
  precioEfectivo: 50000,
  idImagen: null,
  habilitada,
});

describe('favourites rules (docs/producto/favoritos-pantallas.md#lista)', () => {
  it('marks a price drop only when today’s price is below the saved one', () => {
    expect(bajoDePrecio(favoritoDePrueba({ precioAlGuardar: 50000 }), ahora)).toBe(false);
    expect(bajoDePrecio(favoritoDePrueba({ precioAlGuardar: 50000.01 }), ahora)).toBe(true);
    expect(bajoDePrecio(favoritoDePrueba({ precioAlGuardar: 49999.99 }), ahora)).toBe(false);
    expect(bajoDePrecio(favoritoDePrueba({ precioAlGuardar: null }), ahora)).toBe(false);
  });

  it('counts a discount in effect and the lowest variant price as today’s price', () => {
    const conDescuento = productoDePrueba({
      descuento: { activo: true, porcentajeDescuento: 10, montoFijo: null, fechaFin: '2026-04-01T00:00:00Z' },
    });
    expect(precioActual(conDescuento, ahora)).toBe(45000);
    expect(bajoDePrecio(favoritoDePrueba({ producto: conDescuento, precioAlGuardar: 50000 }), ahora)).toBe(true);
    expect(precioActual(productoDePrueba({ precioDesde: 42000 }), ahora)).toBe(42000);
  });

  it('finds the live alert of a kind, for the product or for one variant', () => {
    const alertas = [
      alertaDePrueba({ id: 'a', tipo: 'precio' }),
      alertaDePrueba({ id: 'b', tipo: 'stock', idVariante: ID_VARIANTE }),
      alertaDePrueba({ id: 'c', tipo: 'stock', cumplidaEn: '2026-02-01T00:00:00Z' }),
    ];
    expect(alertaViva(alertas, 'precio')?.id).toBe('a');
    expect(alertaViva(alertas, 'stock')).toBeUndefined();
    expect(alertaViva(alertas, 'stock', ID_VARIANTE)?.id).toBe('b');
  });

  it('lists the enabled variants that ran out', () => {
    const p = productoDePrueba({
      variantes: [variante('38-a', 0), variante('39-b', 2), variante('40-c', 0, false)],
    });
    expect(variantesSinStock(p).map((v) => v.id)).toEqual(['38-a']);
    expect(variantesSinStock(productoDePrueba())).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deriveProductoDetalle, sortImages } from './producto-detalle';
import { isDiscountActive } from '../common/pricing';
import type { Producto, ProductoImagen } from './productos.schemas';

const base: Producto = {
  id: '6f1c2b1e-8d1a-4c43-9d2e-1a2b3c4d5e6f',
  nombre: 'Zapatillas urbanas de lona',
  descripcion: 'Cómodas y livianas.',
  precio: 100000,
  stock: 4,
  sku: 'ZAP-001',
  rutaImagen: null,
  tipoProducto: { idTipoProducto: 3, nombre: 'Zapatillas', descripcion: null },
  atributos: [{ id: 1, clave: 'Color', valor: 'Negro', tipoDato: 'STRING' }],
  fechaAlta: '2026-11-01T00:00:00.000Z',
  habilitado: true,
  eliminado: false,
  idEmprendimiento: '0b6c1a7e-5d2f-4f7b-8a9c-2e3f4a5b6c7d',
  nombreEmprendimiento: 'Pasos del Sur',
  descuento: null,
  vendidos: 0,
  calificacion: null,
  numReseñas: 0,
};
const now = new Date('2026-11-21T12:00:00Z');

describe('deriveProductoDetalle (docs/producto/entidades.md, docs/producto/precios.md)', () => {
  it('uses the list price when there is no discount', () => {
    const d = deriveProductoDetalle(base, [], now);
    expect(d).toMatchObject({ price: 100000, originalPrice: 100000, hasDiscount: false, discountPercentage: 0 });
    expect(d.installments).toEqual({ count: 6, amount: 16667 });
    expect(d.priceWithoutTaxes).toBe(79000);
    expect(d.freeShipping).toBe(true);
  });

  it('applies an active discount and decides free shipping on the discounted price', () => {
    const d = deriveProductoDetalle(
      { ...base, descuento: { activo: true, porcentajeDescuento: 15, fechaFin: '2026-11-30T00:00:00Z' } },
      [],
      now,
    );
    expect(d).toMatchObject({
      price: 85000,
      originalPrice: 100000,
      hasDiscount: true,
      discountPercentage: 15,
      discountEndDate: '2026-11-30T00:00:00Z',
    });
    expect(d.freeShipping).toBe(false);
    expect(d.installments.amount).toBe(14167);
    expect(d.priceWithoutTaxes).toBe(67150);
  });

  it("free shipping follows the shop's threshold (decision 086): lower wins, none without home delivery", () => {
    const precio85 = { ...base, descuento: { activo: true, porcentajeDescuento: 15, fechaFin: null } };
    expect(deriveProductoDetalle({ ...precio85, envioGratisDesde: 85000 }, [], now).freeShipping).toBe(true);
    expect(deriveProductoDetalle({ ...precio85, envioGratisDesde: 85000.5 }, [], now).freeShipping).toBe(false);
    expect(deriveProductoDetalle({ ...base, envioGratisDesde: null }, [], now).freeShipping).toBe(false);
    expect(deriveProductoDetalle({ ...base, envioGratisDesde: 90000 }, [], now).freeShipping).toBe(true);
  });

  it('ignores inactive or expired discounts', () => {
    expect(isDiscountActive({ activo: false, porcentajeDescuento: 20, fechaFin: null }, now)).toBe(false);
    expect(isDiscountActive({ activo: true, porcentajeDescuento: 20, fechaFin: '2026-11-20T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(isDiscountActive({ activo: true, porcentajeDescuento: 0, fechaFin: null }, now)).toBe(false);
    expect(isDiscountActive({ activo: true, porcentajeDescuento: 20, fechaFin: null }, now)).toBe(true);
  });

  it('builds breadcrumbs from home through the product type to the product', () => {
    expect(deriveProductoDetalle(base, [], now).breadcrumbs.map((b) => b.label)).toEqual([
      'Inicio',
      'Zapatillas',
      'Zapatillas urbanas de lona',
    ]);
  });

  it('never gives a discounted price above the list price or below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), (precio, pct) => {
        const d = deriveProductoDetalle(
          { ...base, precio, descuento: { activo: true, porcentajeDescuento: pct, fechaFin: null } },
          [],
          now,
        );
        return d.price <= precio && d.price >= 0;
      }),
    );
  });
});

describe('sortImages (docs/producto/api.md#productos)', () => {
  it('puts the principal image first, then by orden', () => {
    const imgs: ProductoImagen[] = [
      { id: 1, url: 'a', principal: false, orden: 2 },
      { id: 2, url: 'b', principal: false, orden: 0 },
      { id: 3, url: 'c', principal: true, orden: 5 },
    ];
    expect(sortImages(imgs).map((i) => i.id)).toEqual([3, 2, 1]);
  });
});

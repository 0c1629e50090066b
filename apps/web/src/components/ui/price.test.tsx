import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { derivePrecio, Price } from './price';

const now = new Date('2026-06-01T12:00:00.000Z');

describe('derivePrecio (docs/producto/precios.md)', () => {
  it('keeps the price without a discount', () => {
    expect(derivePrecio({ precio: 5000, descuento: null }, now)).toEqual({ precio: 5000 });
  });
  it('rounds the discounted price and keeps the original', () => {
    expect(
      derivePrecio({ precio: 10001, descuento: { activo: true, porcentajeDescuento: 15, fechaFin: null } }, now),
    ).toEqual({
      precio: 8501,
      precioOriginal: 10001,
      porcentaje: 15,
    });
  });
  it('ignores disabled, zero and expired discounts', () => {
    expect(
      derivePrecio({ precio: 100, descuento: { activo: false, porcentajeDescuento: 10, fechaFin: null } }, now),
    ).toEqual({ precio: 100 });
    expect(
      derivePrecio({ precio: 100, descuento: { activo: true, porcentajeDescuento: 0, fechaFin: null } }, now),
    ).toEqual({ precio: 100 });
    expect(
      derivePrecio(
        { precio: 100, descuento: { activo: true, porcentajeDescuento: 10, fechaFin: '2026-05-31T00:00:00Z' } },
        now,
      ),
    ).toEqual({ precio: 100 });
  });
});

describe('Price', () => {
  it('tells screen readers which price is the old one', () => {
    render(<Price precio={850} precioOriginal={1000} porcentaje={15} />);
    expect(screen.getByText(/Precio anterior/)).toBeInTheDocument();
    expect(screen.getByText(/Precio con descuento/)).toBeInTheDocument();
    expect(screen.getByText('15% OFF')).toBeInTheDocument();
  });
  it('writes a fractional percentage the es-AR way', () => {
    render(<Price precio={875} precioOriginal={1000} porcentaje={12.5} />);
    expect(screen.getByText('12,5% OFF')).toBeInTheDocument();
  });
});

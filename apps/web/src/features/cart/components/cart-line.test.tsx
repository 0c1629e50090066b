import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { CartItem } from '../store/cart-slice';
import { CartLine } from './cart-line';

const base: CartItem = {
  id: 'p1',
  name: 'Buzo de algodón orgánico con capucha y bolsillo canguro, edición invierno',
  price: 8000,
  quantity: 3,
  emprendimientoId: 'e1',
  nombreEmprendimiento: 'Tejidos del Sur',
};

const montar = (item: CartItem) =>
  render(
    <ul>
      <CartLine item={item} locked={false} onIncrement={() => {}} onDecrement={() => {}} onRemove={() => {}} />
    </ul>,
  );

describe('cart line (docs/producto/carrito.md#linea-del-carrito)', () => {
  it('a discounted line: shop, attribute chips, struck list total beside the line total, and what it saves', () => {
    montar({
      ...base,
      hasDiscount: true,
      discountPercentage: 20,
      originalPrice: 10000,
      atributos: [
        { clave: 'Talle', valor: 'M' },
        { clave: 'Color', valor: 'Verde' },
      ],
      image: null,
    });
    const linea = screen.getAllByRole('listitem')[0]!;
    expect(linea).toHaveTextContent('por Tejidos del Sur');
    const chips = within(screen.getByRole('list', { name: `Características de ${base.name}` })).getAllByRole(
      'listitem',
    );
    expect(chips.map((c) => c.textContent)).toEqual(['Talle: M', 'Color: Verde']);
    expect(linea).toHaveTextContent('$ 8.000 c/u');
    expect(linea).toHaveTextContent('20% OFF');
    // The struck price is the line's list total (3 × $ 10.000), next to the discounted total (3 × $ 8.000).
    const tachado = linea.querySelector('s')!;
    expect(tachado).toHaveTextContent('Antes $ 30.000');
    expect(linea).toHaveTextContent('Ahora $ 24.000');
    expect(linea).toHaveTextContent('Ahorrás $ 6.000');
    // No image: a placeholder keeps the line's shape.
    expect(screen.getByTestId('cart-line-sin-imagen')).toBeInTheDocument();
    // The name is clamped to two lines, the full name stays available.
    const nombre = screen.getByTitle(base.name);
    expect(nombre).toHaveStyle({ overflow: 'hidden' });
    expect(nombre.style.webkitLineClamp || getComputedStyle(nombre).webkitLineClamp).toBe('2');
  });

  it('a line without discount nor attributes: no struck price, no savings, no chips', () => {
    montar({ ...base, image: 'https://img.example/x.jpg' });
    const linea = screen.getAllByRole('listitem')[0]!;
    expect(linea.querySelector('s')).toBeNull();
    expect(linea).not.toHaveTextContent('Ahorrás');
    expect(linea).toHaveTextContent('$ 24.000');
    expect(screen.queryByRole('list', { name: /Características/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-line-sin-imagen')).not.toBeInTheDocument();
  });

  it('a variant line says its values and names them in its buttons, at its own stock', () => {
    montar({ ...base, id: 'p1~v38', idProducto: 'p1', idVariante: 'v38', variante: 'Talle 38 · Negro', stock: 3 });
    expect(screen.getAllByRole('listitem')[0]!).toHaveTextContent('Talle 38 · Negro');
    expect(
      screen.getByRole('button', { name: `Agregar una unidad de ${base.name} (Talle 38 · Negro)` }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: `Eliminar ${base.name} (Talle 38 · Negro) del carrito` })).toBeEnabled();
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Producto } from '@feria/contracts';
import { CartStoreProvider } from '../store/cart-provider';
import { createStore } from '../store/store';
import { AgregarAlCarrito } from './agregar-al-carrito';

const producto = (stock: number): Producto => ({
  id: '10000000-0000-4000-8000-000000000001',
  nombre: 'Mate imperial',
  descripcion: '',
  precio: 20000,
  stock,
  sku: null,
  rutaImagen: null,
  tipoProducto: null,
  atributos: [],
  fechaAlta: '2026-01-01T00:00:00.000Z',
  habilitado: true,
  eliminado: false,
  idEmprendimiento: '00000000-0000-4000-8000-0000000000e1',
  nombreEmprendimiento: 'Mates del Sur',
  vendidos: 0,
  calificacion: null,
  numReseñas: 0,
  descuento: { activo: true, porcentajeDescuento: 10, fechaFin: null },
});

describe('Agregar al carrito (product page)', () => {
  it('adds the chosen quantity at the discounted price, never past the stock, and opens the cart', async () => {
    const store = createStore({ persist: false });
    render(
      <CartStoreProvider store={store}>
        <AgregarAlCarrito producto={producto(3)} />
      </CartStoreProvider>,
    );
    const mas = screen.getByRole('button', { name: 'Una unidad más' });
    await userEvent.click(mas);
    await userEvent.click(mas);
    expect(mas).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(store.getState().cart.items).toMatchObject([
      { quantity: 3, price: 18000, originalPrice: 20000, hasDiscount: true, discountPercentage: 10 },
    ]);
    expect(store.getState().cart.isOpen).toBe(true);
    expect(screen.getByRole('button', { name: 'Ya tenés todo el stock en el carrito' })).toBeDisabled();
  });

  it('says Sin stock and cannot add at 0', () => {
    render(
      <CartStoreProvider store={createStore({ persist: false })}>
        <AgregarAlCarrito producto={producto(0)} />
      </CartStoreProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sin stock' })).toBeDisabled();
  });

  it('with variants, asks for the missing option, then adds the chosen size limited by its own stock', async () => {
    const store = createStore({ persist: false });
    const v38 = { id: 'v38', valores: { Talle: '38' }, stock: 2, precio: 22000, habilitada: true };
    const zapatilla = {
      ...producto(5),
      descuento: null,
      opciones: [{ nombre: 'Talle', valores: ['38', '39'] }],
      variantes: [v38, { id: 'v39', valores: { Talle: '39' }, stock: 3, habilitada: true }],
    } as unknown as Producto;
    const { rerender } = render(
      <CartStoreProvider store={store}>
        <AgregarAlCarrito producto={zapatilla} eleccion={{ variante: null, faltante: 'Elegí un talle' }} />
      </CartStoreProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elegí un talle');
    expect(store.getState().cart.items).toEqual([]);

    rerender(
      <CartStoreProvider store={store}>
        <AgregarAlCarrito producto={zapatilla} eleccion={{ variante: v38, faltante: null, imagen: '/n.webp' }} />
      </CartStoreProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const mas = screen.getByRole('button', { name: 'Una unidad más' });
    await userEvent.click(mas);
    expect(mas).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(store.getState().cart.items).toMatchObject([
      {
        id: `${zapatilla.id}~v38`,
        idVariante: 'v38',
        variante: 'Talle 38',
        quantity: 2,
        price: 22000,
        image: '/n.webp',
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Producto } from '@feria/contracts';
import { AccionProductoProvider } from '../../../components/ui/accion-producto';
import { ProductCard } from '../../../components/ui/product-card';
import { CartStoreProvider } from '../store/cart-provider';
import { createStore } from '../store/store';
import { BotonAgregar } from './boton-agregar';

const producto = (stock: number): Producto => ({
  id: '10000000-0000-4000-8000-000000000009',
  nombre: 'Jabón de avena',
  descripcion: '',
  precio: 3500,
  stock,
  sku: null,
  rutaImagen: null,
  tipoProducto: null,
  atributos: [],
  fechaAlta: '2026-01-01T00:00:00.000Z',
  habilitado: true,
  eliminado: false,
  idEmprendimiento: '00000000-0000-4000-8000-0000000000e1',
  nombreEmprendimiento: 'Espuma',
  vendidos: 0,
  calificacion: null,
  numReseñas: 0,
  descuento: null,
});

function montar(p: Producto, conAccion = true) {
  const store = createStore({ persist: false });
  render(
    <MemoryRouter>
      <CartStoreProvider store={store}>
        <AccionProductoProvider value={conAccion ? (x) => <BotonAgregar producto={x} /> : null}>
          <ProductCard producto={p} />
        </AccionProductoProvider>
      </CartStoreProvider>
    </MemoryRouter>,
  );
  return store;
}

describe('Agregar al carrito on a product card', () => {
  it('adds one unit per press up to the stock, then says it is in the cart', async () => {
    const store = montar(producto(2));
    const boton = screen.getByRole('button', { name: 'Agregar al carrito: Jabón de avena' });
    await userEvent.click(boton);
    await userEvent.click(boton);
    expect(store.getState().cart.items).toMatchObject([{ id: producto(2).id, quantity: 2 }]);
    expect(
      screen.getByRole('button', { name: 'En el carrito: Jabón de avena, ya tenés todo el stock' }),
    ).toBeDisabled();
  });

  it('says Sin stock at 0, and cards without a provider show no action', () => {
    montar(producto(0));
    expect(screen.getByRole('button', { name: 'Sin stock' })).toBeDisabled();
  });

  it('shows nothing without the provider (sellers and admins browsing)', () => {
    montar(producto(5), false);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('leads a product bought by variant to its page instead of adding it (docs/producto/variantes.md)', async () => {
    const p = { ...producto(5), precioDesde: 1200 };
    const store = montar(p);
    const elegir = screen.getByRole('link', { name: 'Elegir opciones: Jabón de avena' });
    expect(elegir).toHaveAttribute('href', expect.stringContaining(`/productos/${p.id}`));
    expect(store.getState().cart.items).toEqual([]);
  });

  it('leads there too when its variants share one price (a listing says only conOpciones)', () => {
    const store = montar({ ...producto(5), precioDesde: null, conOpciones: true });
    expect(screen.getByRole('link', { name: 'Elegir opciones: Jabón de avena' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Agregar/ })).toBeNull();
    expect(store.getState().cart.items).toEqual([]);
  });
});

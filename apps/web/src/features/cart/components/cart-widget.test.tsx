import { describe, expect, it, vi, afterEach } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CartStoreProvider } from '../store/cart-provider';
import { createStore } from '../store/store';
import { cartActions, type CartItem } from '../store/cart-slice';
import { CartWidget } from './cart-widget';
import { CartButton } from './cart-button';

const linea = (id: string, emp: string, extra: Partial<CartItem> = {}): Omit<CartItem, 'quantity'> & { quantity?: number } => ({
  id,
  name: `Producto ${id}`,
  price: 1000,
  emprendimientoId: emp,
  nombreEmprendimiento: `Tienda ${emp}`,
  stock: 10,
  ...extra,
});

function montar(items: (Omit<CartItem, 'quantity'> & { quantity?: number })[] = [], onCheckout = vi.fn()) {
  const store = createStore({ persist: false });
  for (const i of items) store.dispatch(cartActions.addItem(i));
  const wrap = (ui: ReactNode) => (
    <MemoryRouter>
      <CartStoreProvider store={store}>{ui}</CartStoreProvider>
    </MemoryRouter>
  );
  return { store, ...render(wrap(<CartWidget onCheckout={onCheckout} />)) };
}

/** The server answers each product as it is now (the drawer refreshes on open). */
function servidor(productos: Record<string, { precio: number; stock: number; emp?: string; nombre?: string; descuento?: number } | null>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const id = String(input).split('/').pop()!;
      const p = productos[id];
      if (p === undefined || p === null) return new Response(JSON.stringify({ mensaje: 'Producto no encontrado', codigo: 'PRODUCTO_NO_ENCONTRADO' }), { status: 404 });
      return new Response(
        JSON.stringify({
          id,
          nombre: p.nombre ?? `Producto ${id}`,
          descripcion: '',
          precio: p.precio,
          stock: p.stock,
          sku: null,
          rutaImagen: null,
          tipoProducto: null,
          atributos: [],
          fechaAlta: '2026-01-01T00:00:00.000Z',
          habilitado: true,
          eliminado: false,
          idEmprendimiento: p.emp ?? E1,
          nombreEmprendimiento: `Tienda ${p.emp ?? E1}`,
          descuento: p.descuento ? { activo: true, porcentajeDescuento: p.descuento, fechaFin: null } : null,
          vendidos: 0,
          calificacion: null,
          numReseñas: 0,
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
}

const uuid = (c: string) => `${c}0000000-0000-4000-8000-000000000001`;
const E1 = '00000000-0000-4000-8000-0000000000e1';
const E2 = '00000000-0000-4000-8000-0000000000e2';
const P1 = uuid('1');
const P2 = uuid('2');

describe('cart drawer (spec §2.5, §2.6, §4.5)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens from the cart button and shows the empty cart texts', async () => {
    montar();
    await userEvent.click(screen.getByRole('button', { name: 'Carrito vacío' }));
    const drawer = await screen.findByRole('dialog', { name: 'Carrito' });
    expect(drawer).toHaveTextContent('Tu carrito está vacío');
    expect(drawer).toHaveTextContent('Explora nuestros productos y encuentra lo que necesitas');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar comprando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Carrito' })).not.toBeInTheDocument());
  });

  it('lists one shop’s lines with c/u, savings and the summary, and changes quantities', async () => {
    servidor({ [uuid('a')]: { precio: 1000, stock: 10, descuento: 20 } });
    const { store } = montar([linea(uuid('a'), E1, { quantity: 2, price: 800, originalPrice: 1000, hasDiscount: true, discountPercentage: 20, stock: 10 })]);
    await userEvent.click(screen.getByRole('button', { name: '2 productos en el carrito' }));
    const drawer = await screen.findByRole('dialog', { name: 'Carrito' });
    expect(drawer).toHaveTextContent('c/u');
    expect(drawer).toHaveTextContent('20% OFF');
    expect(drawer).toHaveTextContent('Subtotal (2 productos)');
    expect(drawer).toHaveTextContent('Ahorras en total');
    expect(drawer).toHaveTextContent('Métodos de pago: Mercado Pago y transferencia bancaria');
    expect(drawer.querySelector(`#comprador_cart_item-${uuid('a')}`)).not.toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: `Agregar una unidad de Producto ${uuid('a')}` }));
    expect(store.getState().cart.items[0]!.quantity).toBe(3);
    expect(within(drawer).getByRole('button', { name: 'Proceder al checkout' })).toBeEnabled();
  });

  it('says what changed on the server before paying: a new price, a product gone', async () => {
    servidor({ [uuid('a')]: { precio: 1500, stock: 10 }, [uuid('c')]: null });
    const { store } = montar([linea(uuid('a'), E1), linea(uuid('c'), E1, { name: 'Vela vieja' })]);
    await userEvent.click(screen.getByRole('button', { name: '2 productos en el carrito' }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer).toHaveTextContent(/El precio de «Producto a0000000.*» cambió de \$\s?1\.000 a \$\s?1\.500/));
    expect(drawer).toHaveTextContent('«Vela vieja» ya no está disponible y salió del carrito.');
    expect(store.getState().cart.items.map((i) => i.price)).toEqual([1500]);
  });

  it('with two shops lists the groups, then one selected group', async () => {
    servidor({ [P1]: { precio: 1000, stock: 10, emp: E1 }, [P2]: { precio: 1000, stock: 10, emp: E2 } });
    const { store } = montar([linea(P1, E1), linea(P2, E2)]);
    await userEvent.click(screen.getByRole('button', { name: '2 productos en el carrito' }));
    const drawer = await screen.findByRole('dialog', { name: 'Múltiples emprendimientos' });
    expect(drawer).toHaveTextContent('Productos de 2 emprendimiento(s)');
    expect(drawer).toHaveTextContent('Procesa un emprendimiento a la vez. Luego podrás pagar los demás por separado.');
    await userEvent.click(within(drawer).getAllByRole('button', { name: 'Seleccionar grupo' })[0]!);
    expect(store.getState().cart.selectedEmprendimientoGroup).toBe(E1);
    expect(await screen.findByRole('dialog', { name: `Tienda ${E1}` })).toHaveTextContent('Grupo seleccionado');
    expect(screen.getByRole('button', { name: 'Proceder con grupo seleccionado' })).toBeEnabled();
  });

  it('is read-only during checkout', async () => {
    servidor({ [P1]: { precio: 1000, stock: 10 } });
    const { store } = montar([linea(P1, E1)]);
    store.dispatch(cartActions.enterCheckout());
    await userEvent.click(screen.getByRole('button', { name: '1 producto en el carrito' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Modo solo lectura: Estás en checkout. No puedes modificar productos aquí.');
    expect(within(drawer).getByRole('button', { name: `Eliminar Producto ${P1} del carrito` })).toBeDisabled();
    expect(within(drawer).getByRole('button', { name: 'Continuar comprando' })).toBeDisabled();
    expect(within(drawer).getByRole('button', { name: 'Continuar con checkout' })).toBeEnabled();
  });

  it('starts the checkout from the button and closes the drawer', async () => {
    servidor({ [P1]: { precio: 1000, stock: 10 } });
    const onCheckout = vi.fn();
    const { store } = montar([linea(P1, E1)], onCheckout);
    await userEvent.click(screen.getByRole('button', { name: '1 producto en el carrito' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceder al checkout' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
    expect(store.getState().cart.isOpen).toBe(false);
  });

  it('caps the badge at 99+ and hides it at zero', () => {
    const { rerender, container } = render(<CartButton count={150} open={false} onClick={() => undefined} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '150 productos en el carrito' })).toBeInTheDocument();
    rerender(<CartButton count={0} open={false} onClick={() => undefined} />);
    expect(container.querySelector('.MuiBadge-invisible')).not.toBeNull();
  });
});

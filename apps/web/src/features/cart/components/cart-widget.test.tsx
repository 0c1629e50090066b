import { describe, expect, it, vi, afterEach } from 'vitest';
import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MediosDePago } from '@feria/contracts';
import { tiendaPublicaDePrueba } from '../../../components/ui/test-support';
import { CartStoreProvider } from '../store/cart-provider';
import { createStore } from '../store/store';
import { cartActions, type CartItem } from '../store/cart-slice';
import { CartWidget } from './cart-widget';
import { CartButton } from './cart-button';

const linea = (
  id: string,
  emp: string,
  extra: Partial<CartItem> = {},
): Omit<CartItem, 'quantity'> & { quantity?: number } => ({
  id,
  name: `Producto ${id}`,
  price: 1000,
  emprendimientoId: emp,
  nombreEmprendimiento: `Tienda ${emp}`,
  stock: 10,
  ...extra,
});

function montar(
  items: (Omit<CartItem, 'quantity'> & { quantity?: number })[] = [],
  onCheckout = vi.fn(),
  aviso?: ReactNode,
) {
  const store = createStore({ persist: false });
  for (const i of items) store.dispatch(cartActions.addItem(i));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (ui: ReactNode) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CartStoreProvider store={store}>{ui}</CartStoreProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { store, ...render(wrap(<CartWidget onCheckout={onCheckout} aviso={aviso} />)) };
}

/** The server answers each product as it is now (the drawer refreshes on open). */
function servidor(
  productos: Record<
    string,
    { precio: number; stock: number; emp?: string; nombre?: string; descuento?: number } | null
  >,
  /** What each shop takes (its public read, docs/producto/pagos.md#medios-de-pago); unknown shops answer 404. */
  medios: Record<string, MediosDePago> = {},
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const id = String(input).split('/').pop()!;
      if (String(input).includes('/tienda/')) {
        const m = medios[id];
        return m
          ? new Response(JSON.stringify(tiendaPublicaDePrueba({ id, mediosDePago: m })), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            })
          : new Response(JSON.stringify({ mensaje: 'Tienda no encontrada', codigo: 'TIENDA_NO_ENCONTRADA' }), {
              status: 404,
            });
      }
      const p = productos[id];
      if (p === undefined || p === null)
        return new Response(JSON.stringify({ mensaje: 'Producto no encontrado', codigo: 'PRODUCTO_NO_ENCONTRADO' }), {
          status: 404,
        });
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

describe('cart drawer (docs/producto/carrito.md#panel-del-carrito, docs/producto/carrito.md#linea-del-carrito, docs/producto/carrito.md#estado-del-carrito)', () => {
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
    servidor({ [uuid('a')]: { precio: 1000, stock: 10, descuento: 20 } }, { [E1]: ['MERCADO_PAGO', 'TRANSFERENCIA'] });
    const { store } = montar([
      linea(uuid('a'), E1, {
        quantity: 2,
        price: 800,
        originalPrice: 1000,
        hasDiscount: true,
        discountPercentage: 20,
        stock: 10,
      }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: '2 productos en el carrito' }));
    const drawer = await screen.findByRole('dialog', { name: 'Carrito' });
    expect(drawer).toHaveTextContent('c/u');
    expect(drawer).toHaveTextContent('20% OFF');
    expect(drawer).toHaveTextContent('Subtotal (2 productos)');
    expect(drawer).toHaveTextContent('Ahorras en total');
    expect(await within(drawer).findByText('Medios de pago: Mercado Pago y transferencia')).toBeInTheDocument();
    expect(drawer.querySelector(`#comprador_cart_item-${uuid('a')}`)).not.toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: `Agregar una unidad de Producto ${uuid('a')}` }));
    expect(store.getState().cart.items[0]!.quantity).toBe(3);
    expect(within(drawer).getByRole('button', { name: 'Proceder al checkout' })).toBeEnabled();
  });

  it('says what changed on the server before paying: a new price, a product gone, fewer units; until the buyer says Entendido', async () => {
    servidor({
      [uuid('a')]: { precio: 1500, stock: 10 },
      [uuid('c')]: null,
      [uuid('d')]: { precio: 1000, stock: 1, nombre: 'Taza' },
    });
    const { store } = montar([
      linea(uuid('a'), E1),
      linea(uuid('c'), E1, { name: 'Vela vieja' }),
      linea(uuid('d'), E1, { name: 'Taza', quantity: 3 }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: '5 productos en el carrito' }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(drawer).toHaveTextContent(/El precio de «Producto a0000000.*» cambió de \$\s?1\.000 a \$\s?1\.500/),
    );
    expect(drawer).toHaveTextContent('«Vela vieja» ya no está disponible y salió del carrito.');
    expect(drawer).toHaveTextContent('Quedaba 1: ajustamos la cantidad de «Taza» de 3 a 1.');
    expect(store.getState().cart.items.map((i) => i.price)).toEqual([1500, 1000]);
    // Closed and opened again (nothing new on the server): the notices are still there.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cerrar carrito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '2 productos en el carrito' }));
    const otraVez = await screen.findByRole('dialog');
    expect(otraVez).toHaveTextContent('Quedaba 1: ajustamos la cantidad de «Taza» de 3 a 1.');
    await userEvent.click(within(otraVez).getByRole('button', { name: 'Entendido' }));
    expect(within(otraVez).queryByText(/Quedaba 1/)).not.toBeInTheDocument();
  });

  it('says why the cart is empty when its last product sold out', async () => {
    servidor({ [P1]: { precio: 1000, stock: 0, nombre: 'Vela' } });
    montar([linea(P1, E1, { name: 'Vela' })]);
    await userEvent.click(screen.getByRole('button', { name: '1 producto en el carrito' }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer).toHaveTextContent('«Vela» se quedó sin stock y salió del carrito.'));
    expect(drawer).toHaveTextContent('Tu carrito está vacío');
  });

  it('shows the layout’s notice on top, over the empty cart too, and gets out of the way when its link is followed', async () => {
    montar([], vi.fn(), <a href="/dashboard-comprador/mis-pedidos/1">Ver pedido</a>);
    await userEvent.click(screen.getByRole('button', { name: 'Carrito vacío' }));
    const drawer = await screen.findByRole('dialog', { name: 'Carrito' });
    expect(drawer).toHaveTextContent('Tu carrito está vacío');
    const enlace = within(drawer).getByRole('link', { name: 'Ver pedido' });
    enlace.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(enlace);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('with two shops opens the group of the shop just added, shows each subtotal, the cart total and Seguir comprando on top', async () => {
    servidor({ [P1]: { precio: 1000, stock: 10, emp: E1 }, [P2]: { precio: 2500, stock: 10, emp: E2 } });
    const { store } = montar([linea(P1, E1), linea(P2, E2, { price: 2500, quantity: 2 })]);
    await userEvent.click(screen.getByRole('button', { name: '3 productos en el carrito' }));
    const drawer = await screen.findByRole('dialog', { name: 'Múltiples emprendimientos' });
    expect(drawer).toHaveTextContent('Productos de 2 emprendimiento(s)');
    expect(drawer).toHaveTextContent('Procesa un emprendimiento a la vez. Luego podrás pagar los demás por separado.');
    // The shop just added (E2) is the one open; the other stays closed.
    const [grupo1, grupo2] = within(drawer).getAllByRole('button', { name: /^Tienda / });
    expect(grupo1).toHaveAttribute('aria-expanded', 'false');
    expect(grupo2).toHaveAttribute('aria-expanded', 'true');
    expect(grupo1).toHaveTextContent('1 producto · Subtotal $ 1.000');
    expect(grupo2).toHaveTextContent('2 productos · Subtotal $ 5.000');
    expect(drawer).toHaveTextContent('Total del carrito (3 productos de 2 emprendimientos)$ 6.000');
    // 'Seguir comprando' comes first, before the banner and the groups.
    const seguir = within(drawer).getByRole('button', { name: 'Seguir comprando' });
    expect(
      seguir.compareDocumentPosition(within(drawer).getByText('Productos de 2 emprendimiento(s)')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(drawer).getAllByRole('button', { name: 'Seleccionar grupo' })).toHaveLength(1);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Seleccionar grupo' }));
    expect(store.getState().cart.selectedEmprendimientoGroup).toBe(E2);
    expect(await screen.findByRole('dialog', { name: `Tienda ${E2}` })).toHaveTextContent('Grupo seleccionado');
    expect(screen.getByRole('button', { name: 'Proceder con grupo seleccionado' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a los grupos' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Seguir comprando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the first group when the shop added last is no longer in the cart', async () => {
    servidor({
      [P1]: { precio: 1000, stock: 10, emp: E1 },
      [P2]: { precio: 1000, stock: 10, emp: E2 },
      [uuid('3')]: { precio: 1000, stock: 10, emp: E1 },
    });
    const E3 = '00000000-0000-4000-8000-0000000000e3';
    const { store } = montar([linea(P1, E1), linea(P2, E2), linea(uuid('3'), E3)]);
    act(() => void store.dispatch(cartActions.removeGroup(E3)));
    await userEvent.click(screen.getByRole('button', { name: '2 productos en el carrito' }));
    const drawer = await screen.findByRole('dialog', { name: 'Múltiples emprendimientos' });
    const [grupo1, grupo2] = within(drawer).getAllByRole('button', { name: /^Tienda / });
    expect(grupo1).toHaveAttribute('aria-expanded', 'true');
    expect(grupo2).toHaveAttribute('aria-expanded', 'false');
  });

  it('with two shops lists the groups, then one selected group', async () => {
    servidor({ [P1]: { precio: 1000, stock: 10, emp: E1 }, [P2]: { precio: 1000, stock: 10, emp: E2 } });
    const { store } = montar([linea(P2, E2), linea(P1, E1)]);
    await userEvent.click(screen.getByRole('button', { name: '2 productos en el carrito' }));
    const drawer = await screen.findByRole('dialog', { name: 'Múltiples emprendimientos' });
    await userEvent.click(within(drawer).getAllByRole('button', { name: 'Seleccionar grupo' })[0]!);
    expect(store.getState().cart.selectedEmprendimientoGroup).toBe(E1);
    expect(await screen.findByRole('dialog', { name: `Tienda ${E1}` })).toHaveTextContent('Grupo seleccionado');
    expect(screen.getByRole('button', { name: 'Proceder con grupo seleccionado' })).toBeEnabled();
  });

  it('says in each shop group which payment methods it takes (docs/producto/pagos.md#medios-de-pago)', async () => {
    servidor(
      { [P1]: { precio: 1000, stock: 10, emp: E1 }, [P2]: { precio: 1000, stock: 10, emp: E2 } },
      { [E1]: ['MERCADO_PAGO', 'TRANSFERENCIA'], [E2]: ['TRANSFERENCIA'] },
    );
    montar([linea(P2, E2), linea(P1, E1)]);
    await userEvent.click(screen.getByRole('button', { name: '2 productos en el carrito' }));
    const drawer = await screen.findByRole('dialog', { name: 'Múltiples emprendimientos' });
    const grupo = (emp: string) =>
      within(drawer).getByText(`Tienda ${emp}`).closest('.MuiAccordion-root') as HTMLElement;
    expect(await within(grupo(E1)).findByText('Medios de pago: Mercado Pago y transferencia')).toBeInTheDocument();
    expect(await within(grupo(E2)).findByText('Este emprendimiento cobra solo por transferencia')).toBeInTheDocument();
  });

  it('is read-only during checkout', async () => {
    servidor({ [P1]: { precio: 1000, stock: 10 } });
    const { store } = montar([linea(P1, E1)]);
    store.dispatch(cartActions.enterCheckout());
    // The icon says the cart is read-only now (docs/producto/carrito.md#panel-del-carrito tooltip during checkout), as its name for screen readers too.
    await userEvent.click(
      await screen.findByRole('button', { name: /Ver carrito \(solo lectura durante checkout\)$/ }),
    );
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

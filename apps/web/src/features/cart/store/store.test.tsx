import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { STORAGE_KEYS } from '@feria/contracts';
import { CartStoreProvider } from './cart-provider';
import { useAppSelector } from './cart-hooks';
import { selectItemCount } from './cart-selectors';
import { cartActions } from './cart-slice';
import { createStore } from './store';

const linea = { id: 'p1', name: 'Mate', price: 1000, emprendimientoId: 'e1', nombreEmprendimiento: 'Tienda' };

function Cuenta() {
  const count = useAppSelector(selectItemCount);
  // A selector that builds a new object on every call must not re-render in a loop.
  const resumen = useAppSelector((s) => ({ lineas: s.cart.items.length, abierto: s.cart.isOpen }));
  return (
    <p>
      {count} unidades en {resumen.lineas} líneas{resumen.abierto ? ', abierto' : ''}
    </p>
  );
}

describe('cart store (decision 048)', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('notifies only on a real change: an action that changes nothing keeps the same state', () => {
    const store = createStore({ persist: false });
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch(cartActions.addItem(linea));
    expect(listener).toHaveBeenCalledTimes(1);
    const antes = store.getState();
    for (const nada of [
      cartActions.setSidebar(false),
      cartActions.updateQuantity({ id: 'p1', quantity: 1 }),
      cartActions.updateQuantity({ id: 'otro', quantity: 3 }),
      cartActions.selectGroup('sin-items'),
      cartActions.clearGroup(),
      cartActions.exitCheckout(),
      cartActions.removeItem('otro'),
    ])
      store.dispatch(nada);
    expect(store.getState()).toBe(antes);
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispatch(cartActions.setSidebar(true));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState().cart.items).toBe(antes.cart.items);
  });

  it('re-renders the components that read the cart when it changes', () => {
    const store = createStore({ persist: false });
    render(
      <CartStoreProvider store={store}>
        <Cuenta />
      </CartStoreProvider>,
    );
    expect(screen.getByText('0 unidades en 0 líneas')).toBeInTheDocument();
    act(() => void store.dispatch(cartActions.addItem({ ...linea, quantity: 3 })));
    expect(screen.getByText('3 unidades en 1 líneas')).toBeInTheDocument();
    act(() => void store.dispatch(cartActions.setSidebar(true)));
    expect(screen.getByText('3 unidades en 1 líneas, abierto')).toBeInTheDocument();
  });

  it('hydrates a server-rendered page without a mismatch, then shows the stored cart', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ ...linea, quantity: 2 }]));
    const store = createStore();
    expect(store.getState().cart.items).toHaveLength(1);
    const contenedor = document.createElement('div');
    // The server has no stored cart: its HTML shows an empty one.
    contenedor.innerHTML = renderToString(
      <CartStoreProvider store={createStore({ persist: false })}>
        <Cuenta />
      </CartStoreProvider>,
    );
    expect(contenedor.textContent).toBe('0 unidades en 0 líneas');
    document.body.appendChild(contenedor);
    const errores = vi.fn();
    await act(async () => {
      hydrateRoot(
        contenedor,
        <CartStoreProvider store={store}>
          <Cuenta />
        </CartStoreProvider>,
        { onRecoverableError: errores },
      );
    });
    expect(contenedor.textContent).toBe('2 unidades en 1 líneas');
    expect(errores).not.toHaveBeenCalled();
    contenedor.remove();
  });

  it('keeps the notices across a reload of the same tab (the login before the checkout reloads the page)', () => {
    const antes = createStore();
    antes.dispatch(cartActions.addItem({ ...linea, quantity: 3 }));
    antes.dispatch(cartActions.refreshItems([{ id: 'p1', changes: { stock: 2 } }]));
    const despues = createStore();
    expect(despues.getState().cart.items[0]!.quantity).toBe(2);
    expect(despues.getState().cart.avisos).toEqual([
      { id: 'p1', emprendimientoId: 'e1', nombre: 'Mate', tipo: 'cantidad', antes: 3, ahora: 2 },
    ]);
    despues.dispatch(cartActions.dismissAvisos(null));
    expect(createStore().getState().cart.avisos).toEqual([]);
    window.sessionStorage.setItem(`${STORAGE_KEYS.cart}_avisos`, '{roto');
    expect(createStore().getState().cart.avisos).toEqual([]);
  });
});

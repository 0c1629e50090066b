import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockFetch } from '../../components/ui/test-support';
import { CartStoreProvider } from './store/cart-provider';
import { cartActions, type CartItem } from './store/cart-slice';
import { createStore } from './store/store';
import { CLAVE_CARRITO_ENVIADO, PAUSA_SINCRONIZAR_MS, useSincronizarCarrito } from './use-sincronizar-carrito';

const RUTA = '/api/comprador/v1/carrito';
const ID = '11111111-1111-4111-8111-111111111111';
const VAR = '22222222-2222-4222-8222-222222222222';

const item = (id: string, quantity: number, extra: Partial<CartItem> = {}): CartItem => ({
  id,
  name: 'Mate',
  price: 9000,
  quantity,
  emprendimientoId: 'e1',
  nombreEmprendimiento: 'Tienda',
  stock: 10,
  ...extra,
});

describe('useSincronizarCarrito', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const montar = (userId: string | undefined) => {
    const store = createStore({ persist: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CartStoreProvider store={store}>{children}</CartStoreProvider>
    );
    const hook = renderHook(({ u }: { u: string | undefined }) => useSincronizarCarrito(u), {
      wrapper,
      initialProps: { u: userId },
    });
    return { store, hook };
  };
  const pasar = async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  };

  it('sends the cart of a signed-in buyer once after a pause, and only when it changed', async () => {
    const api = mockFetch({ [`PUT ${RUTA}`]: () => ({ status: 204 }) });
    const { store } = montar('u1');
    // Nothing on mount (an empty cart never sent has nothing to delete).
    await pasar(PAUSA_SINCRONIZAR_MS * 2);
    expect(api.to('PUT', RUTA)).toHaveLength(0);
    act(() => {
      store.dispatch(cartActions.addItem(item(ID, 1)));
      store.dispatch(cartActions.addItem(item(`${ID}~${VAR}`, 2, { idProducto: ID, idVariante: VAR })));
    });
    await pasar(PAUSA_SINCRONIZAR_MS - 100);
    expect(api.to('PUT', RUTA)).toHaveLength(0);
    await pasar(200);
    expect(api.to('PUT', RUTA).map((r) => r.body)).toEqual([
      {
        items: [
          { idProducto: ID, cantidad: 1 },
          { idProducto: ID, idVariante: VAR, cantidad: 2 },
        ],
      },
    ]);
    expect(localStorage.getItem(CLAVE_CARRITO_ENVIADO)).toContain('u1|');
    // Emptied (a purchase): sent empty, once.
    act(() => store.dispatch(cartActions.clearCart()));
    await pasar(PAUSA_SINCRONIZAR_MS * 2);
    expect(api.to('PUT', RUTA).map((r) => r.body)).toHaveLength(2);
    expect(api.to('PUT', RUTA)[1]!.body).toEqual({ items: [] });
  });

  it('never sends for a visitor, and not again after a reload with the same cart', async () => {
    const api = mockFetch({ [`PUT ${RUTA}`]: () => ({ status: 204 }) });
    const visitante = montar(undefined);
    act(() => visitante.store.dispatch(cartActions.addItem(item(ID, 1))));
    await pasar(PAUSA_SINCRONIZAR_MS * 2);
    expect(api.requests).toHaveLength(0);
    // Signs in: the cart reaches the account once.
    visitante.hook.rerender({ u: 'u2' });
    await pasar(PAUSA_SINCRONIZAR_MS * 2);
    expect(api.to('PUT', RUTA)).toHaveLength(1);
    visitante.hook.unmount();
    // A reload with the same cart and account sends nothing.
    const otra = montar('u2');
    act(() => otra.store.dispatch(cartActions.addItem(item(ID, 1))));
    await pasar(PAUSA_SINCRONIZAR_MS * 2);
    expect(api.to('PUT', RUTA)).toHaveLength(1);
  });
});

import { STORAGE_KEYS } from '@feria/contracts';
import { cartReducer, initialCartState, cartActions, type CartAction, type CartState } from './cart-slice';
import { loadAvisos, loadCart, parseStoredItems, saveAvisos, saveCart } from './cart-storage';

export interface RootState {
  cart: CartState;
}

/** What a server render (and the hydrating first render) sees: no cart, the browser's storage is not there. */
const serverState: RootState = { cart: initialCartState };

/**
 * The client-state store: the cart (docs/arquitectura.md#capas; decision 048: a small store read
 * with `useSyncExternalStore` instead of Redux Toolkit). The cart is read from local storage at
 * start, written back on every change, and follows changes made in other tabs through the
 * `storage` event. Its notices (what the server changed) are kept in this tab's session storage.
 */
export function createStore(opts: { persist?: boolean } = {}) {
  const persist = opts.persist ?? true;
  const stored = persist ? loadCart() : { items: [], selectedGroup: null };
  const avisos = persist ? loadAvisos() : [];
  let state: RootState = {
    cart: { ...initialCartState, items: stored.items, selectedEmprendimientoGroup: stored.selectedGroup, avisos },
  };
  const listeners = new Set<() => void>();
  const store = {
    getState: () => state,
    /** The state a server render used, for hydration (the stored cart shows right after it). */
    getServerState: () => serverState,
    dispatch(action: CartAction): CartAction {
      const cart = cartReducer(state.cart, action);
      if (cart !== state.cart) {
        state = { cart };
        for (const listener of [...listeners]) listener();
      }
      return action;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  if (!persist || typeof window === 'undefined') return store;
  let last = state.cart;
  let applyingRemote = false;
  store.subscribe(() => {
    const cart = state.cart;
    if (cart.avisos !== last.avisos) saveAvisos(cart.avisos);
    if (
      applyingRemote ||
      (cart.items === last.items && cart.selectedEmprendimientoGroup === last.selectedEmprendimientoGroup)
    ) {
      last = cart;
      return;
    }
    last = cart;
    saveCart({ items: cart.items, selectedGroup: cart.selectedEmprendimientoGroup });
  });
  window.addEventListener('storage', (e) => {
    if (e.key !== STORAGE_KEYS.cart && e.key !== STORAGE_KEYS.selectedGroup) return;
    const leido = parseStoredItems(window.localStorage.getItem(STORAGE_KEYS.cart));
    if (leido === null) return;
    const { items } = leido;
    applyingRemote = true;
    try {
      store.dispatch(
        cartActions.replaceItems({ items, selectedGroup: window.localStorage.getItem(STORAGE_KEYS.selectedGroup) }),
      );
    } finally {
      applyingRemote = false;
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

import { configureStore } from '@reduxjs/toolkit';
import { STORAGE_KEYS } from '@feria/contracts';
import { cartActions, cartReducer, initialCartState } from './cart-slice';
import { loadCart, parseStoredItems, saveCart } from './cart-storage';

/**
 * The client-state store (ARCHITECTURE.md "Web app": Redux only for the cart). The cart is read
 * from local storage at start, written back on every change, and follows changes made in other
 * tabs through the `storage` event.
 */
export function createStore(opts: { persist?: boolean } = {}) {
  const persist = opts.persist ?? true;
  const stored = persist ? loadCart() : { items: [], selectedGroup: null };
  const store = configureStore({
    reducer: { cart: cartReducer },
    preloadedState: { cart: { ...initialCartState, items: stored.items, selectedEmprendimientoGroup: stored.selectedGroup } },
  });
  if (!persist || typeof window === 'undefined') return store;
  let last = store.getState().cart;
  let applyingRemote = false;
  store.subscribe(() => {
    const cart = store.getState().cart;
    if (applyingRemote || (cart.items === last.items && cart.selectedEmprendimientoGroup === last.selectedEmprendimientoGroup)) {
      last = cart;
      return;
    }
    last = cart;
    saveCart({ items: cart.items, selectedGroup: cart.selectedEmprendimientoGroup });
  });
  window.addEventListener('storage', (e) => {
    if (e.key !== STORAGE_KEYS.cart && e.key !== STORAGE_KEYS.selectedGroup) return;
    const items = parseStoredItems(window.localStorage.getItem(STORAGE_KEYS.cart));
    if (items === null) return;
    applyingRemote = true;
    try {
      store.dispatch(cartActions.replaceItems({ items, selectedGroup: window.localStorage.getItem(STORAGE_KEYS.selectedGroup) }));
    } finally {
      applyingRemote = false;
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

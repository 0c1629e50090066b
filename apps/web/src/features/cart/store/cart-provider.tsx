import { useState, type ReactNode } from 'react';
import { CartStoreContext } from './cart-hooks';
import { createStore, type AppStore } from './store';

/** The client-state store for the whole app (the cart), created once per page. */
export function CartStoreProvider({ children, store }: { children: ReactNode; store?: AppStore }) {
  const [s] = useState(() => store ?? createStore());
  return <CartStoreContext value={s}>{children}</CartStoreContext>;
}

import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createStore, type AppStore } from './store';

/** The client-state store for the whole app (the cart), created once per page. */
export function CartStoreProvider({ children, store }: { children: ReactNode; store?: AppStore }) {
  const [s] = useState(() => store ?? createStore());
  return <Provider store={s}>{children}</Provider>;
}

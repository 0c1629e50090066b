import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { AppDispatch, AppStore, RootState } from './store';

export const CartStoreContext = createContext<AppStore | null>(null);

export function useAppStore(): AppStore {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error('useAppStore needs a CartStoreProvider above it');
  return store;
}

export function useAppDispatch(): AppDispatch {
  return useAppStore().dispatch;
}

/**
 * The selected part of the cart state, re-rendering only when it changes (`Object.is`). The value is
 * kept per state and selector, so a selector that builds a new object for the same state does not
 * loop; during hydration it reads the server's state (no stored cart) and then the real one.
 */
export function useAppSelector<T>(selector: (state: RootState) => T): T {
  const store = useAppStore();
  const [snapshot, serverSnapshot] = useMemo(() => {
    const memo = (read: () => RootState) => {
      let last: { state: RootState; value: T } | undefined;
      return () => {
        const state = read();
        if (last?.state !== state) last = { state, value: selector(state) };
        return last.value;
      };
    };
    return [memo(store.getState), memo(store.getServerState)];
  }, [store, selector]);
  return useSyncExternalStore(store.subscribe, snapshot, serverSnapshot);
}

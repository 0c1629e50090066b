import { useCallback } from 'react';
import { productosPublicosApi, type Producto } from '@feria/contracts';
import { llamar } from '../../lib/api-endpoint';
import { cambiosDe } from './cart-item-from';
import { useAppDispatch, useAppStore } from './store/cart-hooks';
import { cartActions, productoDe } from './store/cart-slice';

// Apart from use-cart.ts: the endpoint descriptors (zod schemas) load with the drawer and the
// checkout, not with the first paint.

/**
 * Asks the server for every product in the cart and applies what changed (price, discount, stock,
 * availability). The notices live in the cart store, not in the caller: when the drawer and the
 * checkout refresh at once, the one that applies a cut may be gone, and the other finds nothing
 * left to report (docs/producto/carrito.md#cambios). Network failures leave the cart as it was.
 */
export function useRefrescarCarrito() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(async (): Promise<void> => {
    // One read per product: two sizes of one shoe are two lines of the same product.
    const ids = new Set(store.getState().cart.items.map(productoDe));
    const actuales = new Map<string, Producto | null>();
    await Promise.all(
      [...ids].map(async (id) => {
        try {
          actuales.set(id, await llamar(productosPublicosApi.obtener, { params: { id } }));
        } catch (e) {
          // 404: the product is no longer public. Anything else: unknown, keep the line.
          if ((e as { status?: number }).status === 404) actuales.set(id, null);
        }
      }),
    );
    const cambios = cambiosDe(store.getState().cart.items, actuales);
    if (cambios.length > 0) dispatch(cartActions.refreshItems(cambios));
  }, [dispatch, store]);
}

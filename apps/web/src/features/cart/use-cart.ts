import { useCallback } from 'react';
import type { Producto } from '@feria/contracts';
import { cartItemFrom } from './cart-item-from';
import { useAppDispatch, useAppSelector, useAppStore } from './store/cart-hooks';
import { cartActions } from './store/cart-slice';

/** Units of this product already in the cart (to stop at the stock). */
export function useEnCarrito(id: string): number {
  return useAppSelector((s) => s.cart.items.find((i) => i.id === id)?.quantity ?? 0);
}

/**
 * 'Agregar al carrito' everywhere (cards, product page, shop): never more than the stock; the
 * drawer opens to show what was added.
 */
export function useAgregarAlCarrito() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    (p: Producto, cantidad = 1) => {
      const enCarrito = store.getState().cart.items.find((i) => i.id === p.id)?.quantity ?? 0;
      const agregar = Math.min(cantidad, p.stock - enCarrito);
      if (agregar <= 0) return;
      dispatch(cartActions.addItem({ ...cartItemFrom(p), quantity: agregar }));
      dispatch(cartActions.setSidebar(true));
    },
    [dispatch, store],
  );
}

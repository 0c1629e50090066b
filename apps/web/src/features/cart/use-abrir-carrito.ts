import { useCallback } from 'react';
import { useAppDispatch } from './store/cart-hooks';
import { cartActions } from './store/cart-slice';

/** Opens the cart drawer (e.g. to choose another group from the checkout). */
export function useAbrirCarrito(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => void dispatch(cartActions.setSidebar(true)), [dispatch]);
}

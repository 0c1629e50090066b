import type { ReactNode } from 'react';
import { deferredOverlay } from '../../../lib/deferred-overlay';
import { useAppDispatch, useAppSelector } from '../store/cart-hooks';
import { selectItemCount } from '../store/cart-selectors';
import { cartActions } from '../store/cart-slice';
import { CartButton } from './cart-button';

// The drawer's code (MUI Drawer, Modal, focus trap) loads after first paint.
const CartDrawer = deferredOverlay(() => import('./cart-drawer').then((m) => m.CartDrawer));

/**
 * Top bar cart: the button with the item count, and the drawer (open flag in the cart store).
 * `aviso`: what the layout puts on top of the drawer (the buyer's order waiting for its payment).
 */
export function CartWidget({ onCheckout, aviso }: { onCheckout: () => void; aviso?: ReactNode }) {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectItemCount);
  const open = useAppSelector((s) => s.cart.isOpen);
  const enCheckout = useAppSelector((s) => s.cart.isInCheckout);
  return (
    <>
      <CartButton
        count={count}
        open={open}
        enCheckout={enCheckout}
        onClick={() => dispatch(cartActions.toggleSidebar())}
      />
      <CartDrawer
        open={open}
        onClose={() => dispatch(cartActions.setSidebar(false))}
        onCheckout={onCheckout}
        aviso={aviso}
      />
    </>
  );
}

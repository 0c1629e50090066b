import { useState } from 'react';
import { deferredOverlay } from '../../../lib/deferred-overlay';
import { CartButton } from './cart-button';

// The drawer's code (MUI Drawer, Modal, focus trap) loads after first paint.
const CartDrawer = deferredOverlay(() => import('./cart-drawer').then((m) => m.CartDrawer));

/**
 * Top bar cart: button plus drawer. The cart store (Redux, spec §4.5) is not built yet, so the cart
 * is always empty here; the store will provide the count and the open flag.
 */
export function CartWidget() {
  const [open, setOpen] = useState(false);
  const count = 0;
  return (
    <>
      <CartButton count={count} open={open} onClick={() => setOpen((o) => !o)} />
      <CartDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

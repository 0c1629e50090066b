export { CartWidget } from './components/cart-widget';
export { CartButton } from './components/cart-button';
// CartDrawer is not re-exported: CartWidget loads it after first paint, and a static re-export here
// would put the drawer (MUI Drawer, Modal, focus trap) back into the initial bundle.

export { CartWidget } from './components/cart-widget';
export { CartButton } from './components/cart-button';
export { CartDrawer } from './components/cart-drawer';

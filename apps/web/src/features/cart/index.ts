export { CartWidget } from './components/cart-widget';
export { CartButton } from './components/cart-button';
export { useAgregarAlCarrito, useEnCarrito } from './use-cart';
export { useAbrirCarrito } from './use-abrir-carrito';
export { useSincronizarCarrito } from './use-sincronizar-carrito';
export { cartItemFrom } from './cart-item-from';
// CartDrawer is not re-exported: CartWidget loads it after first paint, and a static re-export here
// would put the drawer (MUI Drawer, Modal, focus trap) back into the initial bundle.
export { AgregarAlCarrito } from './components/agregar-al-carrito';
export { BotonAgregar } from './components/boton-agregar';
export { guardarProvinciaEnvio, useProvinciaEnvio } from './envio/use-envios';

import { useCallback } from 'react';
import type { Producto } from '@feria/contracts';
import { cartItemFrom, seCompraPorVariante, type VarianteDelCarrito } from './cart-item-from';
import { useAppDispatch, useAppSelector, useAppStore } from './store/cart-hooks';
import { cartActions, lineaId } from './store/cart-slice';

/** Units of this line (a product, or one of its variants) already in the cart, to stop at the stock. */
export function useEnCarrito(idProducto: string, idVariante?: string | null): number {
  const id = lineaId(idProducto, idVariante);
  return useAppSelector((s) => s.cart.items.find((i) => i.id === id)?.quantity ?? 0);
}

/** What to add beyond the product: its chosen variant and the picture shown for it. */
export interface EleccionDelCarrito {
  variante: VarianteDelCarrito;
  imagen?: string | null;
}

/**
 * 'Agregar al carrito' everywhere (cards, product page, shop): never more than the stock (the
 * variant's, when there is one); the drawer opens to show what was added. A product with variants
 * is added only with one chosen (docs/producto/variantes.md): the product page asks for it.
 */
export function useAgregarAlCarrito() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    (p: Producto, cantidad = 1, eleccion?: EleccionDelCarrito) => {
      if (!eleccion && seCompraPorVariante(p)) return;
      const item = cartItemFrom(p, new Date(), eleccion?.variante, eleccion?.imagen);
      const enCarrito = store.getState().cart.items.find((i) => i.id === item.id)?.quantity ?? 0;
      const agregar = Math.min(cantidad, (item.stock ?? 0) - enCarrito);
      if (agregar <= 0) return;
      dispatch(cartActions.addItem({ ...item, quantity: agregar }));
      dispatch(cartActions.setSidebar(true));
    },
    [dispatch, store],
  );
}

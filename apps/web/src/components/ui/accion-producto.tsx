import { createContext, useContext, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { Producto } from '@feria/contracts';

/**
 * What a product card shows below the price (the cart's 'Agregar al carrito'): the app layout
 * provides it, the cards only leave the place. Without a provider, cards show no action.
 */
const AccionProductoContext = createContext<((producto: Producto) => ReactNode) | null>(null);

export const AccionProductoProvider = AccionProductoContext.Provider;

/** The action for this product, above the card's full-card link so it can be pressed on its own. */
export function AccionProducto({ producto }: { producto: Producto }) {
  const render = useContext(AccionProductoContext);
  if (!render) return null;
  return <Box sx={{ position: 'relative', zIndex: 2, mt: 1 }}>{render(producto)}</Box>;
}

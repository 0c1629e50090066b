import type { ReactNode } from 'react';
import type { Producto } from '@feria/contracts';
import { AccionProductoProvider } from '../../components/ui/accion-producto';
import { useAuth } from '../../features/auth';
import { BotonAgregar } from '../../features/cart';
import { FavoritosEnApp } from './favoritos-en-app';

const agregar = (producto: Producto) => <BotonAgregar producto={producto} />;

/**
 * Product cards get 'Agregar al carrito' for visitors and buyers; a signed-in seller or admin
 * (who cannot check out, docs/producto/roles.md#permisos) browses without it. The hearts come
 * with it (favoritos-en-app.tsx).
 */
export function AccionCarrito({ children }: { children: ReactNode }) {
  const { authenticated, hasRealmRole } = useAuth();
  const compra = !authenticated || hasRealmRole('comprador');
  return (
    <AccionProductoProvider value={compra ? agregar : null}>
      <FavoritosEnApp>{children}</FavoritosEnApp>
    </AccionProductoProvider>
  );
}

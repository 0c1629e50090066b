import { useCallback, type ReactNode } from 'react';
import type { Producto } from '@feria/contracts';
import { MarcaFavoritoProvider } from '../../components/ui/product-card';
import { returnPathAfterLogin, savePendingRedirect, useAuth } from '../../features/auth';
import { BotonFavorito, FavoritosRaiz, type QuienFavoritos } from '../../features/favoritos';

const corazon = (producto: Producto) => <BotonFavorito idProducto={producto.id} nombre={producto.nombre} />;

/**
 * The hearts on every card and page below (docs/producto/favoritos-pantallas.md#corazon): a buyer
 * saves, a visitor signs in first and comes back to the same page, a seller or admin sees none.
 */
export function FavoritosEnApp({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const quien: QuienFavoritos = !auth.authenticated
    ? 'visitante'
    : auth.hasRealmRole('comprador')
      ? 'comprador'
      : 'otro';
  const { login } = auth;
  const ingresar = useCallback(() => {
    const volver = returnPathAfterLogin(window.location, window.location.origin);
    if (volver) savePendingRedirect(volver, 'login');
    void login();
  }, [login]);
  return (
    <FavoritosRaiz quien={quien} ingresar={ingresar}>
      <MarcaFavoritoProvider value={quien === 'otro' ? null : corazon}>{children}</MarcaFavoritoProvider>
    </FavoritosRaiz>
  );
}

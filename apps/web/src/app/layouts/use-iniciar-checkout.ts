import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { savePendingRedirect, useAuth } from '../../features/auth';
import { BUYER_CHECKOUT } from '../fallback-route';

/**
 * docs/producto/carrito.md#boton-de-checkout checkout button: logged in → the checkout; anonymous → the checkout path is saved
 * with context 'checkout' (30 min, session storage) and the login starts, returning to /post-login,
 * which honours the saved redirect.
 */
export function useIniciarCheckout(): () => void {
  const navigate = useNavigate();
  const { authenticated, login } = useAuth();
  return useCallback(() => {
    if (authenticated) {
      navigate(BUYER_CHECKOUT);
      return;
    }
    savePendingRedirect(BUYER_CHECKOUT, 'checkout');
    void login('/post-login');
  }, [authenticated, login, navigate]);
}

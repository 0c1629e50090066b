import { useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AuthProvider, useAuth } from '../../features/auth';
import { useSincronizarCarrito } from '../../features/cart';
import { useProfileStatus } from '../../features/profile-status';
import { useFocoDeRuta } from './foco-de-ruta';
import { useProvinciaDelComprador } from './provincia-del-comprador';

const OAUTH_FRAGMENT = /(^|&)(state|code|error|session_state|iss)=/;

/** Start-up work that needs the session: profile check (docs/producto/identidad.md#autenticacion) and the callback URL clean-up. */
function SessionEffects() {
  const auth = useAuth();
  // docs/producto/identidad.md#autenticacion: the profile check starts as soon as the session exists (the guards read its answer).
  const perfil = useProfileStatus(auth.userId, auth.primaryRole);
  // Saved addresses exist only once the buyer's profile does (before, the API answers PERFIL_NO_ENCONTRADO).
  useProvinciaDelComprador(auth.initialized && auth.primaryRole === 'comprador' && perfil.isProfileCompleted === true);
  // docs/producto/carrito-abandonado.md#guardado: a signed-in buyer's cart is copied to the account.
  useSincronizarCarrito(
    auth.initialized && auth.authenticated && auth.hasRealmRole('comprador') ? auth.userId : undefined,
  );
  const location = useLocation();
  const navigate = useNavigate();
  // keycloak-js strips `#state=…&code=…` with history.replaceState; the router still has it.
  useEffect(() => {
    if (auth.initialized && OAUTH_FRAGMENT.test(location.hash.slice(1))) {
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, state: location.state as unknown },
      );
    }
  }, [auth.initialized, location, navigate]);
  return null;
}

/**
 * Root route: the keycloak-js session around every page. Decision 044: pages do not wait for it.
 * keycloak-js loads and initialises after the first paint; public pages paint and work at once (as a
 * visitor until the session is known), and the guarded routes (RequireAccount) show docs/producto/rutas.md#comportamientos-de-ruta
 * 'Inicializando autenticación...' screen until authentication is initialised.
 */
export function AuthRoot() {
  // Every page, public or signed-in, is below this route: focus follows route changes from here once.
  useFocoDeRuta();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // docs/producto/identidad.md#autenticacion: logout event or failed refresh → reset profile and emprendimiento state (the query cache), go to /.
  const onSessionEnd = useCallback(() => {
    queryClient.clear();
    void navigate('/', { replace: true });
  }, [navigate, queryClient]);
  return (
    <AuthProvider onSessionEnd={onSessionEnd}>
      <SessionEffects />
      <Outlet />
    </AuthProvider>
  );
}

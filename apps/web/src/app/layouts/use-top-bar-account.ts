import type { TopBarAccount, TopBarAuthActions } from '../../features/layout';
import { accountLinks, displayName, returnPathAfterLogin, savePendingRedirect, useAuth } from '../../features/auth';

/** The signed-in user as the public top bar shows it, and the identity actions (docs/producto/rutas.md#barra-publica). */
export function useTopBarAccount(): { account: TopBarAccount | null } & TopBarAuthActions {
  const auth = useAuth();
  const account = auth.authenticated
    ? { name: displayName(auth.profile), email: auth.profile?.email ?? '', ...accountLinks(auth.roles) }
    : null;
  return {
    account,
    // docs/producto/rutas.md#barra-publica: login and register both start the login flow returning to /post-login; a login
    // from a product, search or shop page comes back to it (the pending redirect of docs/producto/identidad.md#guardia-y-post-login).
    onLogin: () => {
      const volver = returnPathAfterLogin(window.location, window.location.origin);
      if (volver) savePendingRedirect(volver, 'login');
      void auth.login();
    },
    onRegister: () => void auth.register(),
    onLogout: () => void auth.logout(),
  };
}

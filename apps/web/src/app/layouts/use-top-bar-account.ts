import type { TopBarAccount, TopBarAuthActions } from '../../features/layout';
import { accountLinks, displayName, returnPathAfterLogin, savePendingRedirect, useAuth } from '../../features/auth';

/** The signed-in user as the public top bar shows it, and the identity actions (spec §2.4). */
export function useTopBarAccount(): { account: TopBarAccount | null } & TopBarAuthActions {
  const auth = useAuth();
  const account = auth.authenticated
    ? { name: displayName(auth.profile), email: auth.profile?.email ?? '', ...accountLinks(auth.roles) }
    : null;
  return {
    account,
    // spec §2.4: login and register both start the login flow returning to /post-login; a login
    // from a product, search or shop page comes back to it (the pending redirect of §4.3).
    onLogin: () => {
      const volver = returnPathAfterLogin(window.location, window.location.origin);
      if (volver) savePendingRedirect(volver, 'login');
      void auth.login();
    },
    onRegister: () => void auth.register(),
    onLogout: () => void auth.logout(),
  };
}

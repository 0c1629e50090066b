import type { TopBarAccount, TopBarAuthActions } from '../../features/layout';
import { accountLinks, displayName, useAuth } from '../../features/auth';

/** The signed-in user as the public top bar shows it, and the identity actions (spec §2.4). */
export function useTopBarAccount(): { account: TopBarAccount | null } & TopBarAuthActions {
  const auth = useAuth();
  const account = auth.authenticated ? { name: displayName(auth.profile), email: auth.profile?.email ?? '', ...accountLinks(auth.roles) } : null;
  return {
    account,
    // spec §2.4: login and register both start the login flow returning to /post-login.
    onLogin: () => void auth.login(),
    onRegister: () => void auth.register(),
    onLogout: () => void auth.logout(),
  };
}

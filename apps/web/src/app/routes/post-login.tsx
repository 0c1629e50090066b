import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AuthLoadingScreen,
  AUTH_TEXTS,
  clearPendingRedirect,
  decidePostLogin,
  pendingRedirectTarget,
  useAuth,
} from '../../features/auth';
import { useProfileStatus } from '../../features/profile-status';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { toProfileCheck } from '../layouts/profile-check';

/** docs/producto/rutas.md#tabla-de-rutas post-login (behind the guard, so signed in): decides where the user goes (docs/producto/identidad.md#guardia-y-post-login). */
export default function PostLoginRoute() {
  useDocumentTitle('Ingresando');
  const { userId, roles, primaryRole } = useAuth();
  const status = useProfileStatus(userId, primaryRole);
  // Read once: invalid or expired records are dropped here; a valid one is cleared when used.
  const [pendingRedirect] = useState(() => pendingRedirectTarget(window.location.origin));
  const decision = decidePostLogin({ userId, roles, pendingRedirect, profile: toProfileCheck(status) });
  const navigate = useNavigate();

  const go = decision.type === 'go' ? decision : undefined;
  const to = go?.to;
  const fromPendingRedirect = go?.fromPendingRedirect === true;
  const message = go?.message;
  useEffect(() => {
    if (!to) return;
    if (fromPendingRedirect) clearPendingRedirect();
    void navigate(to, { replace: true, state: message ? { message } : undefined });
  }, [to, fromPendingRedirect, message, navigate]);

  return <AuthLoadingScreen message={AUTH_TEXTS.determinandoAcceso} />;
}

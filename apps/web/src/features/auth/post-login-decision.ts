import { accessRole } from '../../lib/roles';
import { COMPLETE_PROFILE_BY_ROLE, DASHBOARD_BY_ROLE, type ProfileCheck } from './guard-decision';
import { AUTH_PATHS, AUTH_TEXTS } from './guard-texts';

export interface PostLoginInput {
  userId: string | undefined;
  roles: readonly string[];
  /** A saved redirect that already passed `safeRedirectPath`, or null. */
  pendingRedirect: string | null;
  profile: ProfileCheck;
}

export type PostLoginDecision =
  { type: 'wait' } | { type: 'go'; to: string; message?: string; fromPendingRedirect?: boolean };

/**
 * docs/producto/identidad.md#guardia-y-post-login post-login: a valid saved redirect first; then by precedence admin → identities
 * dashboard, seller / buyer → dashboard when the profile is complete, else complete-profile;
 * no recognised role → /error with 'Rol no reconocido'.
 */
export function decidePostLogin({ userId, roles, pendingRedirect, profile }: PostLoginInput): PostLoginDecision {
  if (pendingRedirect) return { type: 'go', to: pendingRedirect, fromPendingRedirect: true };
  const role = accessRole(roles);
  if (!role) return { type: 'go', to: AUTH_PATHS.errorRol, message: AUTH_TEXTS.rolNoReconocido };
  if (role === 'admin') return { type: 'go', to: AUTH_PATHS.adminDashboard };
  // Without a user id, or with a failed check, the dashboard's guard shows the error screen.
  if (!userId) return { type: 'go', to: DASHBOARD_BY_ROLE[role] };
  if (profile.userId !== userId || profile.role !== role || !profile.verificationComplete) return { type: 'wait' };
  if (profile.error) return { type: 'go', to: DASHBOARD_BY_ROLE[role] };
  return { type: 'go', to: profile.completed ? DASHBOARD_BY_ROLE[role] : COMPLETE_PROFILE_BY_ROLE[role] };
}

import type { Rol } from '@feria/contracts';
import { profileRole } from '../../lib/roles';
import { AUTH_PATHS, AUTH_TEXTS } from './guard-texts';

export type RoleRequirement = Rol | readonly Rol[];
/** Roles that have a profile to complete and an account status (docs/producto/identidad.md#perfil-completo, docs/producto/identidad.md#guardia-y-post-login). */
export type ProfileRol = Extract<Rol, 'emprendedor' | 'comprador'>;

/** What the guard reads of the profile-status state (docs/producto/entidades.md "Profile-status state"). */
export interface ProfileCheck {
  /** User and role the stored result belongs to. */
  userId: string | null;
  role: ProfileRol | null;
  verificationComplete: boolean;
  completed: boolean | null;
  error: string | null;
}

/** docs/producto/entidades.md "Account status": seller deactivated ('Eliminado') or buyer inactive. */
export type AccountStatus = 'idle' | 'pending' | 'ok' | 'deactivated' | 'inactive' | 'failed';

export interface GuardInput {
  initialized: boolean;
  authenticated: boolean;
  /** The session just ended on this page (docs/producto/identidad.md#autenticacion: the app goes to /, no new login). */
  sessionEnded?: boolean;
  userId: string | undefined;
  roles: readonly string[];
  /** One role or a list; empty = any signed-in user (post-login). */
  required: RoleRequirement;
  /** 'area': the profile must be complete; 'complete-profile': only while it is incomplete. */
  kind?: 'area' | 'complete-profile';
  profile: ProfileCheck;
  account: { status: AccountStatus; error?: string | null };
}

export type GuardDecision =
  | { type: 'wait'; message: string; startLogin?: boolean; checkAccount?: boolean }
  | { type: 'redirect'; to: string }
  | { type: 'error'; title: string; detail: string }
  | { type: 'allow' };

export const DASHBOARD_BY_ROLE: Record<ProfileRol, string> = {
  emprendedor: AUTH_PATHS.emprendedorDashboard,
  comprador: AUTH_PATHS.compradorDashboard,
};
export const COMPLETE_PROFILE_BY_ROLE: Record<ProfileRol, string> = {
  emprendedor: AUTH_PATHS.emprendedorCompleteProfile,
  comprador: AUTH_PATHS.compradorCompleteProfile,
};
const VERIFYING_BY_ROLE: Record<ProfileRol, string> = {
  emprendedor: AUTH_TEXTS.verificandoEmprendedor,
  comprador: AUTH_TEXTS.verificandoComprador,
};

export function requiredRoles(required: RoleRequirement): readonly Rol[] {
  return typeof required === 'string' ? [required] : required;
}

/**
 * docs/producto/identidad.md#guardia-y-post-login role check: lacking every required role is denied, and so is holding the other of
 * comprador / emprendedor than the one the route asks for.
 */
export function roleAllowed(roles: readonly string[], required: RoleRequirement): boolean {
  const needed = requiredRoles(required);
  if (needed.length === 0) return true;
  if (!needed.some((r) => roles.includes(r))) return false;
  const other = (mine: ProfileRol, theirs: ProfileRol) =>
    needed.includes(mine) && !needed.includes(theirs) && roles.includes(theirs);
  return !other('comprador', 'emprendedor') && !other('emprendedor', 'comprador');
}

/** The seller/buyer role whose profile gates this route, if any. */
export function gatingRole(roles: readonly string[], required: RoleRequirement): ProfileRol | undefined {
  const held = requiredRoles(required).filter(
    (r): r is ProfileRol => (r === 'emprendedor' || r === 'comprador') && roles.includes(r),
  );
  const role = profileRole(held);
  return role === 'emprendedor' || role === 'comprador' ? role : undefined;
}

/** docs/producto/identidad.md#guardia-y-post-login access guard and docs/producto/identidad.md#pantallas-de-guardia screens, as a pure function of the auth and profile state. */
export function decideGuard(input: GuardInput): GuardDecision {
  const { initialized, authenticated, userId, roles, required, profile, account } = input;
  if (!initialized) return { type: 'wait', message: AUTH_TEXTS.verificandoAutenticacion };
  if (!authenticated && input.sessionEnded) return { type: 'redirect', to: AUTH_PATHS.home };
  // Checkout journey: an anonymous visitor signs in and comes back via the saved redirect.
  if (!authenticated) return { type: 'wait', message: AUTH_TEXTS.verificandoAutenticacion, startLogin: true };
  if (!roleAllowed(roles, required)) return { type: 'redirect', to: AUTH_PATHS.error };

  const role = gatingRole(roles, required);
  if (!role) return { type: 'allow' };
  if (!userId) {
    return {
      type: 'error',
      title: AUTH_TEXTS.errorCritico,
      detail: 'No pudimos identificar tu cuenta. Cerrá sesión e ingresá de nuevo.',
    };
  }
  const checked = profile.userId === userId && profile.role === role && profile.verificationComplete;
  if (!checked) return { type: 'wait', message: VERIFYING_BY_ROLE[role] };
  if (profile.error) return { type: 'error', title: AUTH_TEXTS.errorPerfil, detail: profile.error };

  if (input.kind === 'complete-profile') {
    return profile.completed ? { type: 'redirect', to: DASHBOARD_BY_ROLE[role] } : { type: 'allow' };
  }
  if (!profile.completed) return { type: 'redirect', to: COMPLETE_PROFILE_BY_ROLE[role] };

  switch (account.status) {
    case 'idle':
      return { type: 'wait', message: AUTH_TEXTS.verificandoCuenta, checkAccount: true };
    case 'pending':
      return { type: 'wait', message: AUTH_TEXTS.verificandoCuenta };
    case 'failed':
      return {
        type: 'error',
        title: AUTH_TEXTS.errorCuenta,
        detail: account.error ?? 'No pudimos verificar el estado de tu cuenta.',
      };
    case 'deactivated':
      return role === 'emprendedor' ? { type: 'redirect', to: AUTH_PATHS.cuentaDesactivada } : { type: 'allow' };
    case 'inactive':
      return role === 'comprador' ? { type: 'redirect', to: AUTH_PATHS.cuentaInactiva } : { type: 'allow' };
    case 'ok':
      return { type: 'allow' };
  }
}

export { AuthProvider } from './auth-provider';
export { AuthContext, useAuth, type AuthContextValue, type AuthProfile } from './auth-context';
export { AuthLoadingScreen, AuthErrorScreen, ReloadButton } from './components/auth-screens';
export { AUTH_PATHS, AUTH_TEXTS } from './guard-texts';
export {
  decideGuard,
  gatingRole,
  roleAllowed,
  requiredRoles,
  DASHBOARD_BY_ROLE,
  COMPLETE_PROFILE_BY_ROLE,
  type GuardDecision,
  type GuardInput,
  type ProfileCheck,
  type ProfileRol,
  type RoleRequirement,
  type AccountStatus,
} from './guard-decision';
export { decidePostLogin, type PostLoginDecision } from './post-login-decision';
export {
  savePendingRedirect,
  readPendingRedirect,
  clearPendingRedirect,
  pendingRedirectTarget,
  safeRedirectPath,
  isCheckoutRedirect,
  returnPathAfterLogin,
  type PendingRedirect,
} from './pending-redirect';
export { accountLinks, SELLER_PERFIL, type AccountLinks } from './account-links';
export { displayName } from './display-name';
export { isCheckoutPath } from './checkout-path';
export type { SessionEndReason } from './token-renewal';
export { VerificarCorreoAviso } from './components/verificar-correo-aviso';

import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'react-router';
import {
  AuthErrorScreen,
  AuthLoadingScreen,
  AUTH_TEXTS,
  decideGuard,
  gatingRole,
  ReloadButton,
  savePendingRedirect,
  useAuth,
  type RoleRequirement,
} from '../../features/auth';
import { useAccountStatus, useProfileStatus } from '../../features/profile-status';
import { toProfileCheck } from './profile-check';

interface RequireAccountProps {
  /** One role or a list (docs/producto/identidad.md#guardia-y-post-login); empty = any signed-in user. */
  roles: RoleRequirement;
  kind?: 'area' | 'complete-profile';
  /** Rendered when allowed; the nested routes' outlet otherwise. */
  children?: ReactNode;
}

/** docs/producto/identidad.md#guardia-y-post-login access guard with the screens of docs/producto/identidad.md#pantallas-de-guardia (decision in features/auth/guard-decision.ts). */
export function RequireAccount({ roles, kind = 'area', children }: RequireAccountProps) {
  const auth = useAuth();
  const location = useLocation();
  const status = useProfileStatus(auth.userId, auth.primaryRole);
  const role = gatingRole(auth.roles, roles);
  const account = useAccountStatus(role, auth.userId);
  const decision = decideGuard({
    initialized: auth.initialized,
    authenticated: auth.authenticated,
    sessionEnded: auth.sessionEnded,
    userId: auth.userId,
    roles: auth.roles,
    required: roles,
    kind,
    profile: toProfileCheck(status),
    account,
  });

  const startLogin = decision.type === 'wait' && decision.startLogin === true;
  const checkAccount = decision.type === 'wait' && decision.checkAccount === true;
  const loginStarted = useRef(false);
  const { login } = auth;
  const here = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (!startLogin || loginStarted.current) return;
    loginStarted.current = true;
    // The anonymous visitor signs in and post-login brings them back here (docs/producto/carrito.md#boton-de-checkout).
    if (location.pathname !== '/post-login') savePendingRedirect(here, 'guard');
    void login();
  }, [startLogin, login, here, location.pathname]);
  const { check } = account;
  useEffect(() => {
    if (checkAccount) check();
  }, [checkAccount, check]);

  switch (decision.type) {
    case 'wait':
      // docs/producto/rutas.md#comportamientos-de-ruta: until authentication is initialised (after the first paint, decision 044).
      return auth.initialized ? (
        <AuthLoadingScreen message={decision.message} />
      ) : (
        <AuthLoadingScreen message={AUTH_TEXTS.inicializando} fullScreen />
      );
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'error':
      return (
        <AuthErrorScreen
          title={decision.title}
          detail={decision.detail}
          actions={
            decision.title === AUTH_TEXTS.errorCritico ? (
              <>
                <Button variant="contained" onClick={() => void auth.logout()}>
                  Cerrar Sesión
                </Button>
                <Button component={RouterLink} to="/" variant="outlined">
                  Volver al inicio
                </Button>
              </>
            ) : decision.title === AUTH_TEXTS.errorCuenta ? (
              <>
                <Button variant="contained" onClick={check}>
                  Reintentar
                </Button>
                <Button component={RouterLink} to="/" variant="outlined">
                  Volver al inicio
                </Button>
              </>
            ) : (
              <>
                <ReloadButton />
                <Button component={RouterLink} to="/" variant="outlined">
                  Volver al inicio
                </Button>
              </>
            )
          }
        />
      );
    case 'allow':
      return children ?? <Outlet />;
  }
}

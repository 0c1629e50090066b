import { lazy } from 'react';
import { useLocation } from 'react-router';
import { isCheckoutPath, RequireAccount } from '../features/auth';

const NotFound = lazy(() => import('./routes/not-found'));

/** Catch-all: a path with a `checkout` segment needs an account (spec §2.3); anything else is a 404. */
export function FallbackRoute() {
  const { pathname } = useLocation();
  return isCheckoutPath(pathname) ? <RequireAccount roles={['comprador']} /> : <NotFound />;
}

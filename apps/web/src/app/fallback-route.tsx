import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isCheckoutPath } from '../features/auth';
import { RequireAccount } from './layouts/require-account';

const NotFound = lazy(() => import('./routes/not-found'));

/** docs/producto/rutas.md#comportamientos-de-ruta: /checkout (saved redirect) and any path with a `checkout` segment lead to the buyer checkout. */
export const BUYER_CHECKOUT = '/dashboard-comprador/checkout';

/** Catch-all: a path with a `checkout` segment needs a buyer account (docs/producto/rutas.md#comportamientos-de-ruta); anything else is a 404. */
export function FallbackRoute() {
  const { pathname } = useLocation();
  return isCheckoutPath(pathname) ? (
    <RequireAccount roles="comprador">
      <Navigate to={BUYER_CHECKOUT} replace />
    </RequireAccount>
  ) : (
    <NotFound />
  );
}

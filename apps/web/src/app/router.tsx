import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Rol } from '@feria/contracts';
import { RequireAccount } from '../features/auth';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';
import { FallbackRoute } from './fallback-route';

// Every page is its own chunk (initial JS stays small); PublicLayout wraps the outlet in Suspense.
const Home = lazy(() => import('./routes/home'));
const Search = lazy(() => import('./routes/search'));
const Producto = lazy(() => import('./routes/producto'));
const Tienda = lazy(() => import('./routes/tienda'));
const InfoEmprendedores = lazy(() => import('./routes/info-emprendedores'));
const AccesoDenegado = lazy(() => import('./routes/error'));
const CuentaDesactivada = lazy(() => import('./routes/cuenta-desactivada'));
const CuentaInactiva = lazy(() => import('./routes/cuenta-inactiva'));
const PagoResultado = lazy(() => import('./routes/pago-resultado'));
const MercadoPagoCallback = lazy(() => import('./routes/mercadopago-callback'));

const page = (Page: LazyExoticComponent<ComponentType>) => <Page />;

/**
 * A guarded area of spec §2.1: the guard decides; the children list the area's routes. Their pages
 * arrive with the identity and dashboard features (element null until then: the guard renders no
 * outlet yet), so unknown children still fall through to the 404.
 */
function guarded(path: string, roles: readonly Rol[], children: string[] = []): RouteObject {
  return {
    path,
    element: <RequireAccount roles={roles} />,
    children: children.map((child) => (child === '' ? { index: true, element: null } : { path: child, element: null })),
  };
}

/** spec §2.1 route table. */
export const appRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        // Pathless so an error keeps the top bar and footer around the error message.
        errorElement: <RouteError />,
        children: [
          { index: true, element: page(Home) },
          { path: 'search', element: page(Search) },
          { path: 'productos/:id', element: page(Producto) },
          { path: 'tienda/:emprendimientoId', element: page(Tienda) },
          { path: 'infoEmprendedores', element: page(InfoEmprendedores) },
          { path: 'error', element: page(AccesoDenegado) },
          { path: 'cuenta-desactivada', element: page(CuentaDesactivada) },
          { path: 'cuenta-inactiva', element: page(CuentaInactiva) },
          { path: 'pago/exito', element: page(PagoResultado) },
          { path: 'pago/error', element: page(PagoResultado) },
          { path: 'pago/pendiente', element: page(PagoResultado) },
          { path: 'mercadopago/callback', element: page(MercadoPagoCallback) },

          guarded('post-login', []),
          guarded('checkout', ['comprador']),
          guarded('dashboard-emprendedor', ['emprendedor'], [
            '',
            'productos',
            'cargar-producto',
            'perfil',
            'catalogo',
            'gestionar-tienda',
            'ventas',
            'promociones-descuentos',
            'configuracion',
          ]),
          guarded('emprendedor/complete-profile', ['emprendedor']),
          guarded('comprador/complete-profile', ['comprador']),
          guarded('dashboard-comprador', ['comprador'], [
            '',
            'tienda/:emprendimientoId',
            'mi-perfil',
            'mis-pedidos',
            'checkout',
            'consultar-emprendimientos',
          ]),
          guarded('dashboard-administracion-identidades', ['admin'], ['', 'gestionar-emprendimientos']),

          // Unknown paths: 404, except any path with a `checkout` segment, which is guarded (spec §2.3).
          { path: '*', element: <FallbackRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthLoadingScreen } from '../features/auth';
import { AuthRoot } from './layouts/auth-root';
import { PublicLayout } from './layouts/public-layout';
import { RequireAccount } from './layouts/require-account';
import { RouteError } from './route-error';
import { FallbackRoute, BUYER_CHECKOUT } from './fallback-route';
import { PENDING_PAGES, type PendingPage } from './pending-pages';

// Every page is its own chunk (initial JS stays small); layouts wrap their outlet in Suspense.
const Home = lazy(() => import('./routes/home'));
const Search = lazy(() => import('./routes/search'));
const Producto = lazy(() => import('./routes/producto'));
const Tienda = lazy(() => import('./routes/tienda'));
const TiendaResenas = lazy(() => import('./routes/tienda-resenas'));
const InfoEmprendedores = lazy(() => import('./routes/info-emprendedores'));
const Terminos = lazy(() => import('./routes/legal-terminos'));
const Privacidad = lazy(() => import('./routes/legal-privacidad'));
const Ayuda = lazy(() => import('./routes/legal-ayuda'));
const Arrepentimiento = lazy(() => import('./routes/legal-arrepentimiento'));
const AccesoDenegado = lazy(() => import('./routes/error'));
const CuentaDesactivada = lazy(() => import('./routes/cuenta-desactivada'));
const CuentaInactiva = lazy(() => import('./routes/cuenta-inactiva'));
const PagoResultado = lazy(() => import('./routes/pago-resultado'));
const MercadoPagoCallback = lazy(() => import('./routes/mercadopago-callback'));
const PostLogin = lazy(() => import('./routes/post-login'));
const EmprendedorCompleteProfile = lazy(() => import('./routes/emprendedor-complete-profile'));
const CompradorCompleteProfile = lazy(() => import('./routes/comprador-complete-profile'));
const EmprendedorInicio = lazy(() => import('./routes/emprendedor-inicio'));
const EmprendedorPerfil = lazy(() => import('./routes/emprendedor-perfil'));
const CompradorInicio = lazy(() => import('./routes/comprador-inicio'));
const CompradorMiPerfil = lazy(() => import('./routes/comprador-mi-perfil'));
const AdminInicio = lazy(() => import('./routes/admin-inicio'));
const AdminSolicitudes = lazy(() => import('./routes/admin-solicitudes'));
const AdminUsuarios = lazy(() => import('./routes/admin-usuarios'));
const Proximamente = lazy(() => import('./routes/proximamente'));
// The three signed-in layouts (side menu, drawer) load only when an area is entered.
const SellerLayout = lazy(() => import('./layouts/dashboard-layout').then((m) => ({ default: m.SellerLayout })));
const BuyerLayout = lazy(() => import('./layouts/dashboard-layout').then((m) => ({ default: m.BuyerLayout })));
const AdminLayout = lazy(() => import('./layouts/dashboard-layout').then((m) => ({ default: m.AdminLayout })));

const page = (Page: LazyExoticComponent<ComponentType>) => <Page />;
const pending = (path: string, pendingPage: PendingPage): RouteObject => ({ path, element: <Proximamente />, handle: { pendingPage } });
const loadingLayout = (layout: ReactNode) => <Suspense fallback={<AuthLoadingScreen message="Cargando..." />}>{layout}</Suspense>;

/**
 * A signed-in area of spec §2.1: the guard (spec §4.3) decides, then the area's layout (spec §2.2)
 * shows its pages. Errors inside a page keep the layout around the message.
 */
function area(path: string, roles: 'emprendedor' | 'comprador' | 'admin', layout: ReactNode, children: RouteObject[]): RouteObject {
  return {
    path,
    element: <RequireAccount roles={roles} />,
    children: [{ element: loadingLayout(layout), children: [{ errorElement: <RouteError />, children }] }],
  };
}

/** spec §2.1 route table. */
export const appRoutes: RouteObject[] = [
  {
    // The keycloak-js session wraps every page (spec §2.3 'Inicializando autenticación...').
    element: <AuthRoot />,
    children: [
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
        { path: 'tienda/:emprendimientoId/resenas', element: page(TiendaResenas) },
              { path: 'tienda/:emprendimientoId/resenas', element: page(TiendaResenas) },
              { path: 'emprendimientos', element: page(lazy(() => import('./routes/emprendimientos'))) },
              { path: 'infoEmprendedores', element: page(InfoEmprendedores) },
              { path: 'terminos', element: page(Terminos) },
              { path: 'privacidad', element: page(Privacidad) },
              { path: 'ayuda', element: page(Ayuda) },
              { path: 'arrepentimiento', element: page(Arrepentimiento) },
              { path: 'error', element: page(AccesoDenegado) },
              { path: 'cuenta-desactivada', element: page(CuentaDesactivada) },
              { path: 'cuenta-inactiva', element: page(CuentaInactiva) },
              { path: 'pago/exito', element: page(PagoResultado) },
              { path: 'pago/error', element: page(PagoResultado) },
              { path: 'pago/pendiente', element: page(PagoResultado) },
              { path: 'mercadopago/callback', element: page(MercadoPagoCallback) },

              { path: 'post-login', element: <RequireAccount roles={[]} />, children: [{ index: true, element: page(PostLogin) }] },
              // spec §2.3: /checkout is where the saved redirect leads; the buyer checkout lives in the buyer area.
              { path: 'checkout', element: <RequireAccount roles="comprador" />, children: [{ index: true, element: <Navigate to={BUYER_CHECKOUT} replace /> }] },
              {
                path: 'emprendedor/complete-profile',
                element: <RequireAccount roles="emprendedor" kind="complete-profile" />,
                children: [{ index: true, element: page(EmprendedorCompleteProfile) }],
              },
              {
                path: 'comprador/complete-profile',
                element: <RequireAccount roles="comprador" kind="complete-profile" />,
                children: [{ index: true, element: page(CompradorCompleteProfile) }],
              },

              // Unknown paths: 404, except any path with a `checkout` segment, which is guarded (spec §2.3).
              { path: '*', element: <FallbackRoute /> },
            ],
          },
        ],
      },
      area('dashboard-emprendedor', 'emprendedor', <SellerLayout />, [
        { index: true, element: page(EmprendedorInicio) },
        { path: 'productos', element: page(lazy(() => import('./routes/emprendedor-productos'))) },
        // Create at cargar-producto, edit at cargar-producto/{productoId}.
        { path: 'cargar-producto/:productoId?', element: page(lazy(() => import('./routes/emprendedor-cargar-producto'))) },
        { path: 'perfil', element: page(EmprendedorPerfil) },
        { path: 'catalogo', element: page(lazy(() => import('./routes/emprendedor-catalogo'))) },
        { path: 'gestionar-tienda', element: page(lazy(() => import('./routes/emprendedor-gestionar-tienda'))) },
        { path: 'ventas', element: page(lazy(() => import('./routes/emprendedor-ventas'))) },
        { path: 'promociones-descuentos', element: page(lazy(() => import('./routes/emprendedor-promociones'))) },
        { path: 'resenas', element: page(lazy(() => import('./routes/emprendedor-resenas'))) },
        pending('configuracion', PENDING_PAGES.configuracion),
      ]),
      area('dashboard-comprador', 'comprador', <BuyerLayout />, [
        { index: true, element: page(CompradorInicio) },
        { path: 'tienda/:emprendimientoId', element: page(Tienda) },
        { path: 'mi-perfil', element: page(CompradorMiPerfil) },
        { path: 'mis-pedidos', element: page(lazy(() => import('./routes/comprador-mis-pedidos'))) },
        { path: 'mis-pedidos/:id', element: page(lazy(() => import('./routes/comprador-pedido'))) },
        { path: 'pedido-confirmado/:id', element: page(lazy(() => import('./routes/comprador-pedido-confirmado'))) },
        { path: 'checkout', element: page(lazy(() => import('./routes/comprador-checkout'))) },
        { path: 'consultar-emprendimientos', element: page(lazy(() => import('./routes/comprador-consultar-emprendimientos'))) },
      ]),
      area('dashboard-administracion-identidades', 'admin', <AdminLayout />, [
        { index: true, element: page(AdminInicio) },
        { path: 'gestionar-emprendimientos', element: page(AdminSolicitudes) },
        { path: 'usuarios', element: page(AdminUsuarios) },
        { path: 'correos', element: page(lazy(() => import('./routes/admin-correos'))) },
        { path: 'resenas', element: page(lazy(() => import('./routes/admin-resenas'))) },
      ]),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

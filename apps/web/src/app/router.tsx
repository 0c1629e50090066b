import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { AuthLoadingScreen } from '../features/auth';
import { AuthRoot } from './layouts/auth-root';
import { PublicLayout } from './layouts/public-layout';
import { RequireAccount } from './layouts/require-account';
import { RouteError } from './route-error';
import { FallbackRoute, BUYER_CHECKOUT } from './fallback-route';
import { SELLER_PERFIL } from '../features/auth';
import { cargaUnica } from '../lib/carga-unica';
import type { FocoDeRuta } from './layouts/foco-de-ruta';
import { CON_DATOS_INICIALES, type DatosIniciales } from './datos-iniciales';

/** A page's route module: its component and, for a public page painted with data, its first reads (decision 075). */
interface ModuloDePagina {
  default: ComponentType;
  datosIniciales?: DatosIniciales;
}

/** A page component loaded on demand that can also be loaded ahead (`precargarRuta`). */
type Pagina = ComponentType & { precargar: () => Promise<ModuloDePagina> };

/**
 * A page in its own chunk, like React.lazy, plus `precargar`: once its module is loaded the page
 * renders at once, without suspending. The first render of a page (in the browser and on the
 * server, decision 049) loads the page's module first, so it never shows the Suspense fallback
 * in place of the server's markup.
 */
function pagina(cargar: () => Promise<ModuloDePagina>): Pagina {
  // A failed chunk download is retried by the next navigation.
  const modulo = cargaUnica(cargar);
  const Diferida = lazy(async () => ({ default: (await modulo.cargar()).default }));
  // Chosen once per mounted page: switching from Diferida to the loaded component later would remount it.
  const Componente = () => {
    const [tipo] = useState<ComponentType>(() => modulo.valor()?.default ?? Diferida);
    return createElement(tipo);
  };
  return Object.assign(Componente, { precargar: modulo.cargar });
}

// Every page is its own chunk (initial JS stays small); layouts wrap their outlet in Suspense.
const Home = pagina(() => import('./routes/home'));
const Search = pagina(() => import('./routes/search'));
const Producto = pagina(() => import('./routes/producto'));
const Tienda = pagina(() => import('./routes/tienda'));
const TiendaResenas = pagina(() => import('./routes/tienda-resenas'));
const InfoEmprendedores = pagina(() => import('./routes/info-emprendedores'));
const Terminos = pagina(() => import('./routes/legal-terminos'));
const Privacidad = pagina(() => import('./routes/legal-privacidad'));
const Ayuda = pagina(() => import('./routes/legal-ayuda'));
const Arrepentimiento = pagina(() => import('./routes/legal-arrepentimiento'));
const ArrepentimientoConfirmar = pagina(() => import('./routes/legal-arrepentimiento-confirmar'));
const AccesoDenegado = pagina(() => import('./routes/error'));
const CuentaDesactivada = pagina(() => import('./routes/cuenta-desactivada'));
const CuentaInactiva = pagina(() => import('./routes/cuenta-inactiva'));
const PagoResultado = pagina(() => import('./routes/pago-resultado'));
const MercadoPagoCallback = pagina(() => import('./routes/mercadopago-callback'));
const PostLogin = pagina(() => import('./routes/post-login'));
const EmprendedorCompleteProfile = pagina(() => import('./routes/emprendedor-complete-profile'));
const CompradorCompleteProfile = pagina(() => import('./routes/comprador-complete-profile'));
const EmprendedorInicio = pagina(() => import('./routes/emprendedor-inicio'));
const EmprendedorPerfil = pagina(() => import('./routes/emprendedor-perfil'));
const CompradorInicio = pagina(() => import('./routes/comprador-inicio'));
const CompradorMiPerfil = pagina(() => import('./routes/comprador-mi-perfil'));
const AdminInicio = pagina(() => import('./routes/admin-inicio'));
const AdminSolicitudes = pagina(() => import('./routes/admin-solicitudes'));
const AdminUsuarios = pagina(() => import('./routes/admin-usuarios'));
// The three signed-in layouts (side menu, drawer) load only when an area is entered.
const SellerLayout = lazy(() => import('./layouts/dashboard-layout').then((m) => ({ default: m.SellerLayout })));
const BuyerLayout = lazy(() => import('./layouts/dashboard-layout').then((m) => ({ default: m.BuyerLayout })));
const AdminLayout = lazy(() => import('./layouts/dashboard-layout').then((m) => ({ default: m.AdminLayout })));

const page = (Page: Pagina) => <Page />;
const loadingLayout = (layout: ReactNode) => (
  <Suspense fallback={<AuthLoadingScreen message="Cargando..." />}>{layout}</Suspense>
);

/**
 * A signed-in area of docs/producto/rutas.md#tabla-de-rutas: the guard (docs/producto/identidad.md#guardia-y-post-login) decides, then the area's layout (docs/producto/rutas.md#menus)
 * shows its pages. Errors inside a page keep the layout around the message.
 */
function area(
  path: string,
  roles: 'emprendedor' | 'comprador' | 'admin',
  layout: ReactNode,
  children: RouteObject[],
): RouteObject {
  return {
    path,
    element: <RequireAccount roles={roles} />,
    children: [{ element: loadingLayout(layout), children: [{ errorElement: <RouteError />, children }] }],
  };
}

/** After a search, focus lands on the first product found (docs/producto/accesibilidad.md#foco-que-sigue). */
const FOCO_BUSQUEDA: FocoDeRuta = { foco: 'section[aria-labelledby="resultados-productos"] a[href^="/productos/"]' };
/**
 * The public pages the server paints with their first reads (decisions 045, 075): their route
 * modules export `datosIniciales`. The buyer area's shop page is not one (it is not painted).
 */
const PINTADA = CON_DATOS_INICIALES;
/** Coming back from Mercado Pago is the answer to paying there: its heading takes focus on that first load. */
const FOCO_PAGO: FocoDeRuta = { enfocarAlCargar: true };

/** docs/producto/rutas.md#tabla-de-rutas route table. */
export const appRoutes: RouteObject[] = [
  {
    // The keycloak-js session wraps every page (docs/producto/rutas.md#comportamientos-de-ruta 'Inicializando autenticación...').
    element: <AuthRoot />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            // Pathless so an error keeps the top bar and footer around the error message.
            errorElement: <RouteError />,
            children: [
              { index: true, element: page(Home), handle: PINTADA },
              { path: 'search', element: page(Search), handle: { ...FOCO_BUSQUEDA, ...PINTADA } },
              { path: 'productos/:id', element: page(Producto), handle: PINTADA },
              { path: 'tienda/:emprendimientoId', element: page(Tienda), handle: PINTADA },
              { path: 'tienda/:emprendimientoId/resenas', element: page(TiendaResenas) },
              {
                path: 'emprendimientos',
                element: page(pagina(() => import('./routes/emprendimientos'))),
                handle: PINTADA,
              },
              { path: 'infoEmprendedores', element: page(InfoEmprendedores) },
              { path: 'terminos', element: page(Terminos) },
              { path: 'privacidad', element: page(Privacidad) },
              { path: 'ayuda', element: page(Ayuda) },
              { path: 'arrepentimiento', element: page(Arrepentimiento) },
              // The Botón de arrepentimiento mail's link (contracts PAGINA_CONFIRMAR_ARREPENTIMIENTO).
              { path: 'arrepentimiento/confirmar', element: page(ArrepentimientoConfirmar) },
              { path: 'error', element: page(AccesoDenegado) },
              { path: 'cuenta-desactivada', element: page(CuentaDesactivada) },
              { path: 'cuenta-inactiva', element: page(CuentaInactiva) },
              { path: 'pago/exito', element: page(PagoResultado), handle: FOCO_PAGO },
              { path: 'pago/error', element: page(PagoResultado), handle: FOCO_PAGO },
              { path: 'pago/pendiente', element: page(PagoResultado), handle: FOCO_PAGO },
              { path: 'mercadopago/callback', element: page(MercadoPagoCallback) },

              {
                path: 'post-login',
                element: <RequireAccount roles={[]} />,
                children: [{ index: true, element: page(PostLogin) }],
              },
              // docs/producto/rutas.md#comportamientos-de-ruta: /checkout is where the saved redirect leads; the buyer checkout lives in the buyer area.
              {
                path: 'checkout',
                element: <RequireAccount roles="comprador" />,
                children: [{ index: true, element: <Navigate to={BUYER_CHECKOUT} replace /> }],
              },
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

              // Unknown paths: 404, except any path with a `checkout` segment, which is guarded (docs/producto/rutas.md#comportamientos-de-ruta).
              { path: '*', element: <FallbackRoute /> },
            ],
          },
        ],
      },
      area('dashboard-emprendedor', 'emprendedor', <SellerLayout />, [
        { index: true, element: page(EmprendedorInicio) },
        { path: 'productos', element: page(pagina(() => import('./routes/emprendedor-productos'))) },
        { path: 'productos/planilla', element: page(pagina(() => import('./routes/emprendedor-planilla'))) },
        // Create at cargar-producto, edit at cargar-producto/{productoId}.
        {
          path: 'cargar-producto/:productoId?',
          element: page(pagina(() => import('./routes/emprendedor-cargar-producto'))),
        },
        { path: 'perfil', element: page(EmprendedorPerfil) },
        { path: 'catalogo', element: page(pagina(() => import('./routes/emprendedor-catalogo'))) },
        { path: 'gestionar-tienda', element: page(pagina(() => import('./routes/emprendedor-gestionar-tienda'))) },
        { path: 'ventas', element: page(pagina(() => import('./routes/emprendedor-ventas'))) },
        { path: 'ventas/:id/armado', element: page(pagina(() => import('./routes/emprendedor-venta-armado'))) },
        { path: 'cobros', element: page(pagina(() => import('./routes/emprendedor-cobros'))) },
        { path: 'envios', element: page(pagina(() => import('./routes/emprendedor-envios'))) },
        { path: 'liquidaciones', element: page(pagina(() => import('./routes/emprendedor-liquidaciones'))) },
        { path: 'promociones-descuentos', element: page(pagina(() => import('./routes/emprendedor-promociones'))) },
        { path: 'resenas', element: page(pagina(() => import('./routes/emprendedor-resenas'))) },
        // Questions on the seller's products (docs/producto/preguntas-pantallas.md#panel).
        { path: 'preguntas', element: page(pagina(() => import('./routes/emprendedor-preguntas'))) },
        // 'Configuración' of the account menu: what a seller configures today (contact, bank data) is the shop's profile.
        { path: 'configuracion', element: <Navigate to={SELLER_PERFIL} replace /> },
      ]),
      area('dashboard-comprador', 'comprador', <BuyerLayout />, [
        { index: true, element: page(CompradorInicio) },
        { path: 'tienda/:emprendimientoId', element: page(Tienda) },
        { path: 'mi-perfil', element: page(CompradorMiPerfil) },
        { path: 'mis-pedidos', element: page(pagina(() => import('./routes/comprador-mis-pedidos'))) },
        { path: 'mis-pedidos/:id', element: page(pagina(() => import('./routes/comprador-pedido'))) },
        // The buyer's saved products and their alerts (docs/producto/favoritos-pantallas.md#lista).
        { path: 'favoritos', element: page(pagina(() => import('./routes/comprador-favoritos'))) },
        { path: 'pedido-confirmado/:id', element: page(pagina(() => import('./routes/comprador-pedido-confirmado'))) },
        { path: 'checkout', element: page(pagina(() => import('./routes/comprador-checkout'))) },
        {
          path: 'consultar-emprendimientos',
          element: page(pagina(() => import('./routes/comprador-consultar-emprendimientos'))),
        },
      ]),
      area('dashboard-administracion-identidades', 'admin', <AdminLayout />, [
        { index: true, element: page(AdminInicio) },
        { path: 'gestionar-emprendimientos', element: page(AdminSolicitudes) },
        { path: 'usuarios', element: page(AdminUsuarios) },
        { path: 'correos', element: page(pagina(() => import('./routes/admin-correos'))) },
        { path: 'resenas', element: page(pagina(() => import('./routes/admin-resenas'))) },
        { path: 'auditoria', element: page(pagina(() => import('./routes/admin-auditoria'))) },
        { path: 'finanzas', element: page(pagina(() => import('./routes/admin-finanzas'))) },
      ]),
    ],
  },
];

/**
 * Loads the modules of the pages `pathname` leads to, so the first render shows them at once
 * (decision 049). Never fails: a page that could not load is left to its Suspense boundary.
 */
export async function precargarRuta(pathname: string): Promise<void> {
  await precargarPaginas(matchRoutes(appRoutes, pathname) ?? []);
}

/** The route module of a matched route's page (loading it if needed); undefined for a route without one. */
export async function moduloDePagina(route: { element?: ReactNode }): Promise<ModuloDePagina | undefined> {
  return (route.element as { type?: Partial<Pagina> } | undefined)?.type?.precargar?.();
}

/** The same for routes already matched (the browser's router has matched the address on creation: no second ranking of the routes). */
export async function precargarPaginas(matches: readonly { route: { element?: ReactNode } }[]): Promise<void> {
  const pages = matches.map((m) => (m.route.element as { type?: Partial<Pagina> } | undefined)?.type?.precargar);
  await Promise.all(pages.map((precargar) => precargar?.().catch(() => undefined)));
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { NotificacionesProvider } from '../../components/ui/notificaciones';
import { LoadingState } from '../../components/ui/page-states';
import { accountLinks, displayName, useAuth, VerificarCorreoAviso } from '../../features/auth';
import { ColorModeToggle } from '../../features/color-mode';
import { DashboardShell, type DashboardArea } from '../../features/dashboard-shell';
import { Logo, SearchBox } from '../../features/layout';
import { CartWidget } from '../../features/cart';
import { EnVivo } from '../../features/envivo';
import { useNoLeidos } from '../../features/chat';
import { useInsigniaPreguntas } from '../../features/preguntas';
import { VozFab } from '../../features/productos-vendedor';
import { useEmprendimiento } from '../../features/profile-status';
import { SkipLink } from './skip-link';
import { useIniciarCheckout } from './use-iniciar-checkout';
import { AccionCarrito } from './accion-carrito';
import { AvisoPagoPendiente } from './aviso-pago-pendiente';

/** docs/producto/rutas.md#tabla-de-rutas: the buyer's search bar is hidden on shop pages. */
const BUYER_SHOP_PAGE = /^\/dashboard-comprador\/tienda\//;

function DashboardLayout({ area }: { area: DashboardArea }) {
  const auth = useAuth();
  const { pathname } = useLocation();
  const showSearch = area === 'comprador' && !BUYER_SHOP_PAGE.test(pathname);
  const iniciarCheckout = useIniciarCheckout();
  const insigniasChat = useInsigniasChat(area);
  // docs/producto/preguntas-pantallas.md#panel: unanswered questions next to 'Preguntas'.
  const insigniaPreguntas = useInsigniaPreguntas(area === 'emprendedor');
  const insignias = insigniaPreguntas ? { ...insigniasChat, ...insigniaPreguntas } : insigniasChat;
  return (
    <NotificacionesProvider>
      {area !== 'admin' && <EnVivo rol={area === 'comprador' ? 'comprador' : 'vendedor'} />}
      <DashboardShell
        area={area}
        user={{ name: displayName(auth.profile), email: auth.profile?.email ?? '' }}
        miPerfilPath={accountLinks(auth.roles).miPerfil}
        onLogout={() => void auth.logout()}
        brand={<Logo />}
        colorModeToggle={<ColorModeToggle />}
        cart={
          area === 'comprador' ? <CartWidget onCheckout={iniciarCheckout} aviso={<AvisoPagoPendiente />} /> : undefined
        }
        skipLink={<SkipLink targetId="contenido" />}
        topBar={showSearch ? <SearchBox /> : undefined}
        // docs/producto/rutas.md#herramienta-de-voz: the seller's floating voice button must not cover the content.
        floatingRoom={area === 'emprendedor'}
        insignias={insignias}
      >
        <VerificarCorreoAviso />
        <Suspense fallback={<LoadingState />}>
          {area === 'comprador' ? (
            <AccionCarrito>
              <Outlet />
            </AccionCarrito>
          ) : (
            <Outlet />
          )}
        </Suspense>
        <ScrollRestoration />
        {area === 'emprendedor' && <VozVendedor userId={auth.userId} />}
      </DashboardShell>
    </NotificacionesProvider>
  );
}

/** Unread chat messages next to 'Ventas' (seller) or 'Mis Pedidos' (buyer). */
function useInsigniasChat(area: DashboardArea) {
  const rol = area === 'comprador' ? 'comprador' : 'vendedor';
  const total = useNoLeidos(rol, area !== 'admin').data?.total ?? 0;
  if (area === 'admin' || total === 0) return undefined;
  const ruta = area === 'comprador' ? '/dashboard-comprador/mis-pedidos' : '/dashboard-emprendedor/ventas';
  return { [ruta]: { cantidad: total, etiqueta: total === 1 ? '1 mensaje sin leer' : `${total} mensajes sin leer` } };
}

/** docs/producto/rutas.md#herramienta-de-voz: the seller's voice tool, for the seller's own emprendimiento. */
function VozVendedor({ userId }: { userId: string | undefined }) {
  const emprendimiento = useEmprendimiento(userId);
  return <VozFab idEmprendimiento={emprendimiento.data?.id} />;
}

export const SellerLayout = () => <DashboardLayout area="emprendedor" />;
export const BuyerLayout = () => <DashboardLayout area="comprador" />;
export const AdminLayout = () => <DashboardLayout area="admin" />;

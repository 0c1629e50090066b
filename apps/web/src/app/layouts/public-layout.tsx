import { Suspense } from 'react';
import { Box, Container } from '@mui/material';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingState } from '../../components/ui/page-states';
import { CartWidget } from '../../features/cart';
import { ColorModeToggle } from '../../features/color-mode';
import { SiteFooter, TopBar, useHashScroll, useSitio } from '../../features/layout';
import { SkipLink } from './skip-link';
import { useTopBarAccount } from './use-top-bar-account';
import { useIniciarCheckout } from './use-iniciar-checkout';
import { AccionCarrito } from './accion-carrito';
import { AvisoPagoPendiente } from './aviso-pago-pendiente';
import { AppLista } from '../app-lista';

/**
 * Public layout (docs/producto/rutas.md#barra-publica): top bar, page content, footer. Route files render only their content.
 * The content reserves the viewport (min-height), so the footer starts below the fold and a page
 * filling in never pushes it down in sight (no layout shift, docs/arquitectura.md#rendimiento).
 */
export function PublicLayout() {
  useHashScroll();
  // The footer labels the catalogue as demo data while the seeded fictitious shops exist.
  const demo = useSitio().data?.demo ?? false;
  const { account, onLogin, onRegister, onLogout } = useTopBarAccount();
  const iniciarCheckout = useIniciarCheckout();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink targetId="contenido" />
      <TopBar
        account={account}
        onLogin={onLogin}
        onRegister={onRegister}
        onLogout={onLogout}
        cart={<CartWidget onCheckout={iniciarCheckout} aviso={<AvisoPagoPendiente />} />}
        colorModeToggle={<ColorModeToggle />}
      />
      <Container
        component="main"
        id="contenido"
        tabIndex={-1}
        maxWidth="xl"
        sx={{ flex: 1, minHeight: '100dvh', py: { xs: 2, md: 4 }, px: { xs: 2, md: 3 }, outline: 'none' }}
      >
        <Suspense fallback={<LoadingState />}>
          <AccionCarrito>
            <Outlet />
          </AccionCarrito>
          <AppLista />
        </Suspense>
      </Container>
      <SiteFooter demo={demo} />
      <ScrollRestoration />
    </Box>
  );
}

import { useState, type ReactNode } from 'react';
import { AppBar, Box, Button, Container, IconButton, Stack, Toolbar, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Link as RouterLink } from 'react-router';
import { AccountMenu, type AccountMenuLink } from '../../../components/ui/account-menu';
import { ACCOUNT_ICONS } from './account-icons';
import { LiteTooltip } from '../../../components/ui/lite-tooltip';
import { deferredOverlay } from '../../../lib/deferred-overlay';
import { accountMenuLinks, type TopBarAccount, type TopBarAuthActions } from '../account-nav';
import { SELLER_CTA } from '../sections';
import { Logo } from './logo';
import { SearchBox } from './search-box';
import { SectionNav } from './section-nav';

// The drawer's code (MUI Drawer, Modal, List) loads after first paint.
const MobileMenu = deferredOverlay(() => import('./mobile-menu').then((m) => m.MobileMenu));

interface TopBarProps extends TopBarAuthActions {
  /** Signed-in user, or null for visitors (docs/producto/rutas.md#barra-publica logged-in and logged-out variants). */
  account: TopBarAccount | null;
  /** Cart button + drawer (cart feature), always shown (docs/producto/rutas.md#barra-publica). */
  cart: ReactNode;
  /** Colour mode button (color-mode feature). */
  colorModeToggle: ReactNode;
}

function menuLinks(account: TopBarAccount): AccountMenuLink[] {
  return accountMenuLinks(account).map(({ label, to, icon }) => {
    const Icon = ACCOUNT_ICONS[icon];
    return { label, to, icon: <Icon fontSize="small" /> };
  });
}

/**
 * docs/producto/rutas.md#barra-publica public top bar: logo, search, seller call to action (visitors), sign-in icon (visitors)
 * or 'Mis Pedidos' (buyers) and the profile menu, cart; drawer menu on small screens.
 */
export function TopBar({ account, cart, colorModeToggle, onLogin, onRegister, onLogout }: TopBarProps) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <AppBar
      position="sticky"
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="xl" disableGutters sx={{ px: { xs: 1, sm: 2, md: 3 } }}>
        <Toolbar disableGutters sx={{ gap: { xs: 0.5, md: 2 }, minHeight: { xs: 60, md: 72 } }}>
          {!wide && (
            <IconButton
              color="inherit"
              aria-label="Abrir menú"
              onClick={() => setMenuOpen(true)}
              edge="start"
              sx={{ ml: { xs: 0, md: -1 } }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Logo />
          {wide && <SectionNav />}
          {desktop ? (
            <Box sx={{ flex: 1, maxWidth: 560, mx: 'auto' }}>
              <SearchBox />
            </Box>
          ) : (
            <Box sx={{ flex: 1 }} />
          )}
          {desktop && !account && (
            <Button
              component={RouterLink}
              to={SELLER_CTA.to}
              variant="contained"
              color="secondary"
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {SELLER_CTA.label}
            </Button>
          )}
          {desktop && account?.misPedidos && (
            <Button
              component={RouterLink}
              to={account.misPedidos}
              color="inherit"
              startIcon={<ReceiptLongOutlinedIcon />}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              Mis Pedidos
            </Button>
          )}
          <Stack direction="row" spacing={{ xs: 0, sm: 0.5 }} sx={{ alignItems: 'center', flexShrink: 0 }}>
            {colorModeToggle}
            {account ? (
              <AccountMenu name={account.name} email={account.email} links={menuLinks(account)} onLogout={onLogout} />
            ) : (
              <LiteTooltip title="Iniciar Sesión">
                <IconButton color="inherit" aria-label="Iniciar Sesión" onClick={onLogin}>
                  <PersonOutlineIcon />
                </IconButton>
              </LiteTooltip>
            )}
            {cart}
          </Stack>
        </Toolbar>
        {!desktop && (
          <Box sx={{ pb: 1.5, px: 0.5 }}>
            <SearchBox />
          </Box>
        )}
      </Container>
      <MobileMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        account={account}
        onLogin={onLogin}
        onRegister={onRegister}
        onLogout={onLogout}
      />
    </AppBar>
  );
}

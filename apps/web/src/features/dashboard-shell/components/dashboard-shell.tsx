import { useState, type ReactNode } from 'react';
import { AppBar, Box, Drawer, IconButton, Stack, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { AccountMenu } from '../../../components/ui/account-menu';
import { areaTheme } from '../area-theme';
import { AREA_SHORT_TITLE, AREA_TITLE, type DashboardArea } from '../menus';
import { DashboardNav } from './dashboard-nav';

export const NAV_WIDTH = 264;

interface DashboardShellProps {
  area: DashboardArea;
  /** Signed-in user for the profile menu (docs/producto/rutas.md#menus). */
  user: { name: string; email: string };
  /** docs/producto/rutas.md#menus 'Mi Perfil': buyer mi-perfil, seller perfil, otherwise /. */
  miPerfilPath: string;
  onLogout: () => void;
  /** Product logo (layout feature), colour mode button (color-mode feature), skip link (app). */
  brand: ReactNode;
  colorModeToggle: ReactNode;
  /** Buyer area: the cart button and drawer (cart feature). */
  cart?: ReactNode;
  skipLink?: ReactNode;
  /** Buyer area: search bar above the page (docs/producto/rutas.md#tabla-de-rutas), left out on shop pages. */
  topBar?: ReactNode;
  /** Extra bottom room for a floating button (seller voice tool, docs/producto/rutas.md#herramienta-de-voz). */
  floatingRoom?: boolean;
  /** Counts next to menu entries, by path (app composes them from the chat feature). */
  insignias?: Readonly<Record<string, { cantidad: number; etiqueta: string }>> | undefined;
  children: ReactNode;
}

/**
 * Layout of a signed-in area (docs/producto/rutas.md#menus): its own menu and accent colour, a toolbar with the area
 * title, light/dark toggle and profile menu; permanent side navigation from md up, a drawer below.
 */
export function DashboardShell({
  area,
  user,
  miPerfilPath,
  onLogout,
  brand,
  colorModeToggle,
  cart,
  skipLink,
  topBar,
  floatingRoom,
  insignias,
  children,
}: DashboardShellProps) {
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [navOpen, setNavOpen] = useState(false);
  const close = () => setNavOpen(false);
  return (
    <ThemeProvider theme={areaTheme(area)}>
      <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
        {skipLink}
        {desktop ? (
          <Drawer
            variant="permanent"
            sx={{
              width: NAV_WIDTH,
              flexShrink: 0,
              '& .MuiDrawer-paper': {
                width: NAV_WIDTH,
                boxSizing: 'border-box',
                borderRight: 1,
                borderColor: 'divider',
              },
            }}
          >
            <DashboardNav area={area} brand={brand} insignias={insignias} />
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={navOpen}
            onClose={close}
            slotProps={{
              paper: { role: 'dialog', 'aria-label': 'Menú del panel', sx: { width: NAV_WIDTH, maxWidth: '85vw' } },
            }}
          >
            <DashboardNav area={area} brand={brand} onNavigate={close} insignias={insignias} />
          </Drawer>
        )}

        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <AppBar
            position="sticky"
            sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
          >
            <Toolbar sx={{ gap: 1, minHeight: { xs: 60, md: 64 }, px: { xs: 1, sm: 2, md: 3 } }}>
              {!desktop && (
                <IconButton
                  color="inherit"
                  edge="start"
                  aria-label="Abrir menú del panel"
                  onClick={() => setNavOpen(true)}
                >
                  <MenuIcon />
                </IconButton>
              )}
              <Typography
                component="p"
                noWrap
                sx={{
                  flex: 1,
                  minWidth: 0,
                  fontFamily: (t) => t.typography.h6.fontFamily,
                  fontWeight: 700,
                  fontSize: { xs: '1rem', sm: '1.125rem' },
                }}
              >
                {/* One of the two shows (CSS only): the phone's title fits whole instead of ending in '…'. */}
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  {AREA_TITLE[area]}
                </Box>
                <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                  {AREA_SHORT_TITLE[area]}
                </Box>
              </Typography>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
                {cart}
                {colorModeToggle}
                <AccountMenu
                  name={user.name}
                  email={user.email}
                  links={[{ label: 'Mi Perfil', to: miPerfilPath, icon: <PersonOutlineIcon fontSize="small" /> }]}
                  onLogout={onLogout}
                />
              </Stack>
            </Toolbar>
            {topBar && <Box sx={{ px: { xs: 1.5, sm: 2, md: 3 }, pb: 1.5, maxWidth: 720 }}>{topBar}</Box>}
          </AppBar>
          <Box
            component="main"
            id="contenido"
            tabIndex={-1}
            sx={{
              flex: 1,
              outline: 'none',
              px: { xs: 2, md: 4 },
              pt: { xs: 2, md: 4 },
              pb: floatingRoom ? 12 : { xs: 3, md: 5 },
            }}
          >
            {children}
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}

import type { ReactNode } from 'react';
import {
  Box,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import { Link as RouterLink, useLocation } from 'react-router';
import { DASHBOARD_MENUS, isActive, type DashboardArea } from '../menus';
import { MENU_ICONS } from './menu-icons';

const AREA_LABEL: Record<DashboardArea, string> = {
  emprendedor: 'Emprendedor',
  comprador: 'Comprador',
  admin: 'Administración',
};

interface DashboardNavProps {
  area: DashboardArea;
  /** Product logo linking home (layout feature). */
  brand: ReactNode;
  onNavigate?: () => void;
  /** Counts shown next to menu entries, by path (unread chat messages on 'Ventas' / 'Mis Pedidos'). */
  insignias?: Readonly<Record<string, { cantidad: number; etiqueta: string }>> | undefined;
}

/** Side navigation of an area (docs/producto/rutas.md#menus): its menu with section headers, and a way back to the shop. */
export function DashboardNav({ area, brand, onNavigate, insignias }: DashboardNavProps) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2.5, py: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {brand}
        <Typography
          variant="caption"
          sx={{
            alignSelf: 'flex-start',
            px: 1,
            py: 0.25,
            borderRadius: 1,
            fontWeight: 700,
            letterSpacing: '0.04em',
            textTransform: 'uppercase',
            bgcolor: (t) => alpha(t.palette.primary.main, 0.12),
            color: (t) => (t.palette.mode === 'light' ? 'primary.dark' : 'primary.main'),
          }}
        >
          {AREA_LABEL[area]}
        </Typography>
      </Box>
      <Divider />
      <Box component="nav" aria-label={`Menú de ${AREA_LABEL[area]}`} sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        <List disablePadding>
          {DASHBOARD_MENUS[area].map((entry) => {
            if (entry.type === 'header') {
              return (
                <ListSubheader
                  key={entry.label}
                  disableSticky
                  sx={{
                    bgcolor: 'transparent',
                    lineHeight: '36px',
                    mt: 1,
                    fontSize: '0.75rem',
                    fontWeight: 700,
                    letterSpacing: '0.06em',
                    textTransform: 'uppercase',
                    color: 'text.secondary',
                  }}
                >
                  {entry.label}
                </ListSubheader>
              );
            }
            const Icon = MENU_ICONS[entry.icon];
            const active = isActive(entry.to, pathname);
            return (
              <ListItem key={entry.to} disablePadding sx={{ px: 1 }}>
                <ListItemButton
                  component={RouterLink}
                  to={entry.to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  selected={active}
                  sx={{
                    borderRadius: 2,
                    '&.Mui-selected, &.Mui-selected:hover': {
                      bgcolor: (t) => alpha(t.palette.primary.main, t.palette.mode === 'light' ? 0.1 : 0.16),
                      color: (t) => (t.palette.mode === 'light' ? 'primary.dark' : 'primary.main'),
                      '& .MuiListItemIcon-root': { color: 'inherit' },
                    },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText
                    primary={entry.label}
                    slotProps={{ primary: { sx: { fontWeight: active ? 600 : 500 } } }}
                  />
                  {(insignias?.[entry.to]?.cantidad ?? 0) > 0 && (
                    <Box
                      component="span"
                      aria-label={insignias![entry.to]!.etiqueta}
                      role="status"
                      sx={{
                        minWidth: 22,
                        height: 22,
                        px: 0.75,
                        borderRadius: 11,
                        display: 'inline-grid',
                        placeItems: 'center',
                        fontSize: '0.75rem',
                        fontWeight: 700,
                        bgcolor: 'error.main',
                        color: 'error.contrastText',
                      }}
                    >
                      {Math.min(insignias![entry.to]!.cantidad, 99)}
                    </Box>
                  )}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Divider />
      <List sx={{ px: 1 }}>
        <ListItem disablePadding>
          <ListItemButton component={RouterLink} to="/" onClick={onNavigate} sx={{ borderRadius: 2 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <HomeOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Ir a Feria" />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}

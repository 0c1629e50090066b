import type { ReactNode } from 'react';
import { Box, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router';

export interface AccountMenuLink {
  label: string;
  to: string;
  icon?: ReactNode;
}

interface AccountMenuListProps {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  name: string;
  email: string;
  links: readonly AccountMenuLink[];
  onLogout: () => void;
}

/** docs/producto/rutas.md#menus profile menu: first name or username, e-mail, links ('Mi Perfil', …) and 'Cerrar Sesión'. */
export function AccountMenuList({ id, anchorEl, open, onClose, name, email, links, onLogout }: AccountMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        {email && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {email}
          </Typography>
        )}
      </Box>
      <Divider />
      {links.map((link) => (
        <MenuItem key={link.to + link.label} component={RouterLink} to={link.to} onClick={onClose}>
          {link.icon && <ListItemIcon>{link.icon}</ListItemIcon>}
          <ListItemText>{link.label}</ListItemText>
        </MenuItem>
      ))}
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Cerrar Sesión</ListItemText>
      </MenuItem>
    </Menu>
  );
}

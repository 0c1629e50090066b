import type { ReactNode } from 'react';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import TagIcon from '@mui/icons-material/Tag';
import { Link as RouterLink } from 'react-router';
import { drawerAccountLinks, type AccountLink, type TopBarAccount, type TopBarAuthActions } from '../account-nav';
import { ACCOUNT_ICONS } from './account-icons';
import { HOME_SECTIONS, SELLER_CTA } from '../sections';
import { Logo } from './logo';
import { COPYRIGHT } from './site-footer';

function Item({
  to,
  icon,
  label,
  onClick,
}: {
  to: string | { pathname: string; hash: string };
  icon: ReactNode;
  label: string;
  onClick: () => void;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={to} onClick={onClick} sx={{ borderRadius: 2, mx: 1 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

function AccountItem({ link, onClick }: { link: AccountLink; onClick: () => void }) {
  const Icon = ACCOUNT_ICONS[link.icon];
  return <Item to={link.to} icon={<Icon />} label={link.label} onClick={onClick} />;
}

/** Starts a flow (sign-in, sign-out): a button, not a link. */
function ActionItem({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={onClick} sx={{ borderRadius: 2, mx: 1 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

interface MobileMenuProps extends TopBarAuthActions {
  open: boolean;
  onClose: () => void;
  account: TopBarAccount | null;
}

/**
 * docs/producto/rutas.md#barra-publica mobile drawer: Inicio; buyers 'Mis Pedidos' and 'Mi Perfil', sellers 'Mi Dashboard' and
 * 'Mi Perfil', visitors the seller call to action; sections; then 'Configuración' and 'Cerrar Sesión'
 * when signed in, 'Iniciar Sesión' and 'Registrarse' when not; the copyright line at the foot.
 */
export function MobileMenu({ open, onClose, account, onLogin, onRegister, onLogout }: MobileMenuProps) {
  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-label': 'Menú', sx: { width: 300, maxWidth: '85vw' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Box onClick={onClose}>
          <Logo />
        </Box>
        <IconButton onClick={onClose} aria-label="Cerrar menú">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Menú principal">
        <List>
          <Item to="/" icon={<HomeOutlinedIcon />} label="Inicio" onClick={onClose} />
          {account ? (
            drawerAccountLinks(account).map((l) => <AccountItem key={l.label} link={l} onClick={onClose} />)
          ) : (
            <Item to={SELLER_CTA.to} icon={<StorefrontOutlinedIcon />} label={SELLER_CTA.label} onClick={onClose} />
          )}
        </List>
        <List subheader={<ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '32px' }}>Explorar</ListSubheader>}>
          {HOME_SECTIONS.map((s) => (
            <Item
              key={s.id}
              to={{ pathname: '/', hash: `#${s.id}` }}
              icon={<TagIcon />}
              label={s.label}
              onClick={onClose}
            />
          ))}
        </List>
        <Divider />
        <List>
          {account ? (
            <>
              <Item
                to={account.configuracion}
                icon={<SettingsOutlinedIcon />}
                label="Configuración"
                onClick={onClose}
              />
              <ActionItem icon={<LogoutIcon />} label="Cerrar Sesión" onClick={run(onLogout)} />
            </>
          ) : (
            <>
              <ActionItem icon={<LoginIcon />} label="Iniciar Sesión" onClick={run(onLogin)} />
              <ActionItem icon={<PersonAddAltOutlinedIcon />} label="Registrarse" onClick={run(onRegister)} />
            </>
          )}
        </List>
      </Box>
      <Box component="footer" sx={{ mt: 'auto', px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="caption" color="text.secondary">
          {COPYRIGHT}
        </Typography>
      </Box>
    </Drawer>
  );
}

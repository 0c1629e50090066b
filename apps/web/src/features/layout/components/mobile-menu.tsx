import type { ReactNode } from 'react';
import { Box, Divider, Drawer, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import TagIcon from '@mui/icons-material/Tag';
import { Link as RouterLink } from 'react-router';
import { HOME_SECTIONS, SELLER_CTA } from '../sections';
import { Logo } from './logo';

function Item({ to, icon, label, onClick }: { to: string | { pathname: string; hash: string }; icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={to} onClick={onClick} sx={{ borderRadius: 2, mx: 1 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

/** spec §2.4 mobile drawer for anonymous visitors: Inicio, seller call to action, sections, sign-in. */
export function MobileMenu({ open, onClose, loginPath }: { open: boolean; onClose: () => void; loginPath: string }) {
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { role: 'dialog', 'aria-label': 'Menú', sx: { width: 300, maxWidth: '85vw' } } }}>
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
          <Item to={SELLER_CTA.to} icon={<StorefrontOutlinedIcon />} label={SELLER_CTA.label} onClick={onClose} />
        </List>
        <List subheader={<ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '32px' }}>Explorar</ListSubheader>}>
          {HOME_SECTIONS.map((s) => (
            <Item key={s.id} to={{ pathname: '/', hash: `#${s.id}` }} icon={<TagIcon />} label={s.label} onClick={onClose} />
          ))}
        </List>
        <Divider />
        <List>
          <Item to={loginPath} icon={<LoginIcon />} label="Iniciar Sesión" onClick={onClose} />
          <Item to={loginPath} icon={<PersonAddAltOutlinedIcon />} label="Registrarse" onClick={onClose} />
        </List>
      </Box>
    </Drawer>
  );
}

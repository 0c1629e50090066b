import { useId, useState } from 'react';
import { Avatar, IconButton } from '@mui/material';
import { deferredOverlay } from '../../lib/deferred-overlay';
import { LiteTooltip } from './lite-tooltip';
import type { AccountMenuLink } from './account-menu-list';

// The menu's code (MUI Menu, Popover, Modal) loads after first paint, like the other top bar menus.
const AccountMenuList = deferredOverlay(() => import('./account-menu-list').then((m) => m.AccountMenuList));

export type { AccountMenuLink };

interface AccountMenuProps {
  name: string;
  email: string;
  links: readonly AccountMenuLink[];
  onLogout: () => void;
}

/** Avatar button with the signed-in user's initial; opens the profile menu (docs/producto/rutas.md#menus, docs/producto/rutas.md#barra-publica). */
export function AccountMenu({ name, email, links, onLogout }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <>
      <LiteTooltip title="Mi cuenta">
        <IconButton
          aria-label={`Mi cuenta: ${name}`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Avatar
            aria-hidden
            sx={{
              width: 34,
              height: 34,
              fontSize: '1rem',
              fontWeight: 700,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {initial}
          </Avatar>
        </IconButton>
      </LiteTooltip>
      <AccountMenuList
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        name={name}
        email={email}
        links={links}
        onLogout={onLogout}
      />
    </>
  );
}

import { useId, useState, type MouseEvent } from 'react';
import { IconButton } from '@mui/material';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import { LiteTooltip } from '../../../components/ui/lite-tooltip';
import { deferredOverlay } from '../../../lib/deferred-overlay';
import { useColorMode } from '../use-color-mode';
import type { ColorMode } from '../color-mode-storage';

// The menu's code (MUI Menu, Popover, Modal) loads after first paint.
const ColorModeMenu = deferredOverlay(() => import('./color-mode-menu').then((m) => m.ColorModeMenu));

/** Top bar button: pick light, dark or the system setting (docs/producto/rutas.md#menus). */
export function ColorModeToggle() {
  const { mode, resolvedMode, setMode } = useColorMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const ButtonIcon = resolvedMode === 'dark' ? DarkModeOutlinedIcon : LightModeOutlinedIcon;
  const choose = (next: ColorMode) => {
    setMode(next);
    setAnchor(null);
  };
  return (
    <>
      <LiteTooltip title="Modo de color">
        <IconButton
          color="inherit"
          aria-label="Modo de color"
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        >
          <ButtonIcon />
        </IconButton>
      </LiteTooltip>
      <ColorModeMenu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        mode={mode}
        onChoose={choose}
        onClose={() => setAnchor(null)}
      />
    </>
  );
}

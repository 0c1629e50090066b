import { useId, useState, type MouseEvent } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import SettingsBrightnessOutlinedIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import CheckIcon from '@mui/icons-material/Check';
import { useColorMode } from '../color-mode-context';
import type { ColorMode } from '../color-mode-storage';

const OPTIONS: { mode: ColorMode; label: string; Icon: typeof LightModeOutlinedIcon }[] = [
  { mode: 'light', label: 'Claro', Icon: LightModeOutlinedIcon },
  { mode: 'dark', label: 'Oscuro', Icon: DarkModeOutlinedIcon },
  { mode: 'system', label: 'Según el sistema', Icon: SettingsBrightnessOutlinedIcon },
];

/** Top bar button: pick light, dark or the system setting (spec §2.2). */
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
      <Tooltip title="Modo de color">
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
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {OPTIONS.map(({ mode: option, label, Icon }) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === mode}
            selected={option === mode}
            onClick={() => choose(option)}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
            {option === mode && <CheckIcon fontSize="small" sx={{ ml: 2 }} aria-hidden />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import SettingsBrightnessOutlinedIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import CheckIcon from '@mui/icons-material/Check';
import type { ColorMode } from '../color-mode-storage';

const OPTIONS: { mode: ColorMode; label: string; Icon: typeof LightModeOutlinedIcon }[] = [
  { mode: 'light', label: 'Claro', Icon: LightModeOutlinedIcon },
  { mode: 'dark', label: 'Oscuro', Icon: DarkModeOutlinedIcon },
  { mode: 'system', label: 'Según el sistema', Icon: SettingsBrightnessOutlinedIcon },
];

interface ColorModeMenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  mode: ColorMode;
  onChoose: (mode: ColorMode) => void;
  onClose: () => void;
}

/** The light / dark / system choices of the colour mode button (docs/producto/rutas.md#menus). */
export function ColorModeMenu({ id, anchorEl, open, mode, onChoose, onClose }: ColorModeMenuProps) {
  return (
    <Menu id={id} anchorEl={anchorEl} open={open} onClose={onClose}>
      {OPTIONS.map(({ mode: option, label, Icon }) => (
        <MenuItem
          key={option}
          role="menuitemradio"
          aria-checked={option === mode}
          selected={option === mode}
          onClick={() => onChoose(option)}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{label}</ListItemText>
          {option === mode && <CheckIcon fontSize="small" sx={{ ml: 2 }} aria-hidden />}
        </MenuItem>
      ))}
    </Menu>
  );
}

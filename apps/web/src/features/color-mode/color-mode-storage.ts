import type { StorageManager } from '@mui/material/styles';
import { STORAGE_KEYS } from '@feria/contracts';

/** docs/producto/rutas.md#menus: colour mode is light, dark or system, kept in browser local storage. */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export type ResolvedColorMode = Exclude<ColorMode, 'system'>;

const isColorMode = (value: unknown): value is ColorMode => COLOR_MODES.some((m) => m === value);

export function readColorMode(): ColorMode {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.colorMode);
    return isColorMode(stored) ? stored : 'system';
  } catch {
    return 'system'; // storage blocked (private mode, policy): fall back to the system preference
  }
}

function writeColorMode(mode: ColorMode): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.colorMode, mode);
  } catch {
    /* not persisted; the choice still applies for this visit */
  }
}

const noStorage = { get: (fallback: unknown) => fallback, set: () => undefined, subscribe: () => () => undefined };

/**
 * MUI's ThemeProvider keeps the mode through this: only `feria_color_mode` is stored, an unknown
 * stored value reads as 'system', and another tab's change applies here too (`storage` event).
 * MUI's per-scheme keys (which light and which dark scheme) are not stored: there is one of each.
 */
export const colorModeStorage: StorageManager = ({ key }) => {
  if (key !== STORAGE_KEYS.colorMode) return noStorage;
  return {
    get: () => readColorMode(),
    set: (value: unknown) => {
      if (isColorMode(value)) writeColorMode(value);
    },
    subscribe: (handler: (value: unknown) => void) => {
      const listener = (event: StorageEvent) => {
        if (event.key === key) handler(isColorMode(event.newValue) ? event.newValue : 'system');
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
};

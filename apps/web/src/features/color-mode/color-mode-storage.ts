import { STORAGE_KEYS } from '@feria/contracts';

/** spec §2.2: colour mode is light, dark or system, kept in browser local storage. */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export type ResolvedColorMode = Exclude<ColorMode, 'system'>;

export function readColorMode(): ColorMode {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.colorMode);
    return COLOR_MODES.find((m) => m === stored) ?? 'system';
  } catch {
    return 'system'; // storage blocked (private mode, policy): fall back to the system preference
  }
}

export function writeColorMode(mode: ColorMode): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.colorMode, mode);
  } catch {
    /* not persisted; the choice still applies for this visit */
  }
}

export function resolveColorMode(mode: ColorMode, systemPrefersDark: boolean): ResolvedColorMode {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

import { useColorScheme } from '@mui/material/styles';
import type { ColorMode, ResolvedColorMode } from './color-mode-storage';

export interface ColorModeValue {
  /** What the person chose (or 'system' by default). */
  mode: ColorMode;
  /** What is shown now: 'system' resolved through prefers-color-scheme. */
  resolvedMode: ResolvedColorMode;
  setMode: (mode: ColorMode) => void;
}

/** The colour mode held by MUI's ThemeProvider (`colorSchemes`), named as the product speaks of it. */
export function useColorMode(): ColorModeValue {
  const { mode, systemMode, setMode } = useColorScheme();
  const chosen = mode ?? 'system';
  const resolvedMode = (chosen === 'system' ? systemMode : chosen) ?? 'light';
  return { mode: chosen, resolvedMode, setMode };
}

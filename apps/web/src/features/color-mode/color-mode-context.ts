import { createContext, useContext } from 'react';
import type { ColorMode, ResolvedColorMode } from './color-mode-storage';

export interface ColorModeValue {
  /** What the person chose (or 'system' by default). */
  mode: ColorMode;
  /** What is shown now: 'system' resolved through prefers-color-scheme. */
  resolvedMode: ResolvedColorMode;
  setMode: (mode: ColorMode) => void;
}

export const ColorModeContext = createContext<ColorModeValue | null>(null);

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used inside <ColorModeProvider>');
  return value;
}

import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ColorModeContext } from './color-mode-context';
import { readColorMode, resolveColorMode, writeColorMode, type ColorMode } from './color-mode-storage';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystem(onChange: () => void): () => void {
  const mql = window.matchMedia(DARK_QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}
const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

/** Holds the colour mode and follows the operating system while the choice is 'system'. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ColorMode>(readColorMode);
  const prefersDark = useSyncExternalStore(subscribeToSystem, systemPrefersDark, () => false);
  const setMode = useCallback((next: ColorMode) => {
    writeColorMode(next);
    setModeState(next);
  }, []);
  const value = useMemo(
    () => ({ mode, resolvedMode: resolveColorMode(mode, prefersDark), setMode }),
    [mode, prefersDark, setMode],
  );
  return <ColorModeContext value={value}>{children}</ColorModeContext>;
}

export { ColorModeProvider } from './color-mode-provider';
export { useColorMode } from './color-mode-context';
export { ColorModeToggle } from './components/color-mode-toggle';
export type { ColorMode, ResolvedColorMode } from './color-mode-storage';

export { useColorMode } from './use-color-mode';
export { colorModeStorage } from './color-mode-storage';
export { ColorModeToggle } from './components/color-mode-toggle';
export type { ColorMode, ResolvedColorMode } from './color-mode-storage';

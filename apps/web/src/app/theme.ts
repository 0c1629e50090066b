import { createTheme, type PaletteMode, type Theme } from '@mui/material/styles';
import { THEME } from '@feria/contracts';
import { BODY_FONT, HEADING_FONT } from './fonts';
import { ssrMatchMedia } from './ancho-inicial';

/**
 * docs/producto/precios.md theme: brand green #22C55E, accent #F59E0B, Inter / DM Sans, radius 8, spacing 8, light and dark.
 * Contrast (WCAG AA): #22C55E on white is 2.3:1, so in light mode `primary.main` is the darker
 * green-700 (#15803D, 5.0:1 on white, white text on it 5.0:1) and the brand green is `primary.light`
 * (decorative fills, focus rings). In dark mode the brand green itself is `primary.main` (7.6:1 on paper)
 * with dark text on it. `primary.dark` stays readable as text on the page background in both modes.
 */
const headingFont = HEADING_FONT;
const bodyFont = BODY_FONT;

function palette(mode: PaletteMode) {
  if (mode === 'light') {
    return {
      mode,
      primary: { main: '#15803D', light: THEME.primary, dark: '#166534', contrastText: '#FFFFFF' },
      secondary: { main: THEME.accent, light: '#FCD34D', dark: '#B45309', contrastText: '#1F2937' },
      // Live notices are filled info alerts: MUI's #0288D1 gives white text 3.9:1; sky-700 gives 5.9:1.
      info: { main: '#0369A1', contrastText: '#FFFFFF' },
      background: { default: '#F7F8F7', paper: '#FFFFFF' },
      text: { primary: '#111827', secondary: '#4B5563' },
      divider: 'rgba(17, 24, 39, 0.10)',
    } as const;
  }
  return {
    mode,
    primary: { main: THEME.primary, light: '#4ADE80', dark: '#16A34A', contrastText: '#052E16' },
    secondary: { main: THEME.accent, light: '#FCD34D', dark: '#FBBF24', contrastText: '#1F2937' },
    background: { default: '#0E1411', paper: '#151C18' },
    text: { primary: '#F3F4F6', secondary: '#B6BDC6' },
    divider: 'rgba(243, 244, 246, 0.12)',
  } as const;
}

/**
 * The app theme with both colour schemes: MUI's ThemeProvider picks light or dark from the stored
 * choice or the system (`useColorScheme`), so `theme.palette.mode` is the scheme shown. No CSS
 * variables: the palette switches in JS, which keeps `palette.mode`-based styles and the area accents
 * (dashboard-shell/area-theme.ts) working as they are.
 */
export function createAppTheme(): Theme {
  const heading = { fontFamily: headingFont, fontWeight: 700, letterSpacing: '-0.01em' } as const;
  return createTheme({
    cssVariables: false,
    colorSchemes: { light: { palette: palette('light') }, dark: { palette: palette('dark') } },
    shape: { borderRadius: THEME.radius },
    spacing: THEME.spacing,
    typography: {
      fontFamily: bodyFont,
      h1: { ...heading, fontSize: '2.25rem', lineHeight: 1.15 },
      h2: { ...heading, fontSize: '1.875rem', lineHeight: 1.2 },
      h3: { ...heading, fontSize: '1.5rem', lineHeight: 1.25 },
      h4: { ...heading, fontSize: '1.375rem', lineHeight: 1.3 },
      h5: { ...heading, fontWeight: 600, fontSize: '1.125rem' },
      h6: { ...heading, fontWeight: 600, fontSize: '1rem' },
      subtitle1: { fontWeight: 500 },
      button: { fontWeight: 600, textTransform: 'none' },
    },
    components: {
      // Decision 049: while hydrating a painted page, media queries answer for the width it was painted for.
      MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: THEME.radius, paddingInline: 16 } },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: THEME.radius * 1.5 } },
      },
      MuiTooltip: { defaultProps: { arrow: true } },
      // Spanish name for every dismissible alert's close button (MUI's default is 'Close').
      MuiAlert: { defaultProps: { closeText: 'Cerrar aviso' } },
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollBehavior: 'smooth' },
          '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
          // Visible keyboard focus everywhere (a11y), in the brand green.
          ':focus-visible': { outline: `3px solid ${THEME.primary}`, outlineOffset: 2 },
          // Keeps anchored home sections clear of the sticky top bar (docs/producto/rutas.md#barra-publica anchors).
          '[id]': { scrollMarginTop: 120 },
        },
      },
    },
  });
}

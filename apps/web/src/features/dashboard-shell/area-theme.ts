import type { Theme } from '@mui/material/styles';
import type { DashboardArea } from './menus';

/**
 * Each area has its own accent (docs/producto/rutas.md#menus), all WCAG AA: seller keeps the brand green; buyer amber
 * (#B45309: 5.0:1 with white; #FBBF24 on the dark paper 10.4:1); admin indigo (#4338CA: 7.9:1 with
 * white; #A5B4FC on the dark paper 8.7:1).
 */
const ACCENTS: Record<
  Exclude<DashboardArea, 'emprendedor'>,
  Record<'light' | 'dark', { main: string; light: string; dark: string; contrastText: string }>
> = {
  comprador: {
    light: { main: '#B45309', light: '#F59E0B', dark: '#92400E', contrastText: '#FFFFFF' },
    dark: { main: '#FBBF24', light: '#FCD34D', dark: '#F59E0B', contrastText: '#1F2937' },
  },
  admin: {
    light: { main: '#4338CA', light: '#818CF8', dark: '#3730A3', contrastText: '#FFFFFF' },
    dark: { main: '#A5B4FC', light: '#C7D2FE', dark: '#818CF8', contrastText: '#1E1B4B' },
  },
};

/** Theme of an area, derived from the app theme (light/dark kept). */
export function areaTheme(area: DashboardArea) {
  return (outer: Theme): Theme => {
    if (area === 'emprendedor') return outer;
    const accent = ACCENTS[area][outer.palette.mode];
    return { ...outer, palette: { ...outer.palette, primary: { ...outer.palette.primary, ...accent } } };
  };
}

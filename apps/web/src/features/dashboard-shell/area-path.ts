import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { AREA_BASE, areaOf } from './menus';

/**
 * docs/producto/rutas.md#tabla-de-rutas: relative navigation inside a dashboard area gets the area prefix, unless the path
 * already starts with /dashboard-. Rooted paths ('/search?q=…', '/') and paths outside an area
 * stay as they are.
 */
export function withAreaPrefix(pathname: string, to: string): string {
  if (to.startsWith('/')) return to;
  const area = areaOf(pathname);
  if (!area) return to;
  if (to.startsWith('dashboard-')) return `/${to}`;
  return to === '' ? AREA_BASE[area] : `${AREA_BASE[area]}/${to}`;
}

/** `navigate` that applies the area prefix to relative paths. */
export function useAreaNavigate() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => navigate(withAreaPrefix(pathname, to), options),
    [navigate, pathname],
  );
}

export { DashboardShell } from './components/dashboard-shell';
export { DASHBOARD_MENUS, AREA_BASE, AREA_TITLE, areaOf, isActive, type DashboardArea, type MenuEntry } from './menus';
export { withAreaPrefix, useAreaNavigate } from './area-path';
export { areaTheme } from './area-theme';

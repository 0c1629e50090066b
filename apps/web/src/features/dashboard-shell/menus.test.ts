import { describe, expect, it } from 'vitest';
import { areaOf, DASHBOARD_MENUS, isActive } from './menus';
import { withAreaPrefix } from './area-path';

const links = (area: keyof typeof DASHBOARD_MENUS) =>
  DASHBOARD_MENUS[area].map((e) => (e.type === 'link' ? `${e.label} → ${e.to}` : `# ${e.label}`));

describe('dashboard menus (docs/producto/rutas.md#menus)', () => {
  it('seller menu', () => {
    expect(links('emprendedor')).toEqual([
      'Dashboard → /dashboard-emprendedor',
      '# Gestión',
      'Consultar Productos → /dashboard-emprendedor/productos',
      'Cargar Producto → /dashboard-emprendedor/cargar-producto',
      'Catalogo → /dashboard-emprendedor/catalogo',
      'Gestionar Tienda → /dashboard-emprendedor/gestionar-tienda',
      'Ventas → /dashboard-emprendedor/ventas',
      'Envíos → /dashboard-emprendedor/envios',
      'Cobros → /dashboard-emprendedor/cobros',
      'Liquidaciones → /dashboard-emprendedor/liquidaciones',
      'Promociones y Descuentos → /dashboard-emprendedor/promociones-descuentos',
      'Reseñas → /dashboard-emprendedor/resenas',
      'Preguntas → /dashboard-emprendedor/preguntas',
    ]);
  });
  it('buyer menu', () => {
    expect(links('comprador')).toEqual([
      'Dashboard → /dashboard-comprador',
      'Consultar Emprendimientos → /dashboard-comprador/consultar-emprendimientos',
      '# Mi Cuenta',
      'Mi Perfil → /dashboard-comprador/mi-perfil',
      'Mis Pedidos → /dashboard-comprador/mis-pedidos',
      'Favoritos → /dashboard-comprador/favoritos',
    ]);
  });
  it('identity administration menu', () => {
    expect(links('admin')).toEqual([
      'Dashboard → /dashboard-administracion-identidades',
      '# Gestión',
      'Gestionar Solicitudes → /dashboard-administracion-identidades/gestionar-emprendimientos',
      'Gestionar Usuarios → /dashboard-administracion-identidades/usuarios',
      'Finanzas → /dashboard-administracion-identidades/finanzas',
      'Correos enviados → /dashboard-administracion-identidades/correos',
      'Reseñas reportadas → /dashboard-administracion-identidades/resenas',
      'Auditoría → /dashboard-administracion-identidades/auditoria',
    ]);
  });
});

describe('areaOf / isActive', () => {
  it('finds the area of a path', () => {
    expect(areaOf('/dashboard-emprendedor/ventas')).toBe('emprendedor');
    expect(areaOf('/dashboard-comprador')).toBe('comprador');
    expect(areaOf('/dashboard-administracion-identidades/usuarios')).toBe('admin');
    expect(areaOf('/dashboard-compradores')).toBeUndefined();
    expect(areaOf('/search')).toBeUndefined();
  });
  it('marks the index only on itself and sections on their sub-pages', () => {
    expect(isActive('/dashboard-emprendedor', '/dashboard-emprendedor')).toBe(true);
    expect(isActive('/dashboard-emprendedor', '/dashboard-emprendedor/ventas')).toBe(false);
    expect(isActive('/dashboard-emprendedor/ventas', '/dashboard-emprendedor/ventas/12')).toBe(true);
    expect(isActive('/dashboard-emprendedor/productos', '/dashboard-emprendedor/productos-x')).toBe(false);
  });
});

describe('withAreaPrefix (docs/producto/rutas.md#tabla-de-rutas)', () => {
  it.each([
    ['/dashboard-emprendedor/productos', 'cargar-producto', '/dashboard-emprendedor/cargar-producto'],
    ['/dashboard-emprendedor', 'perfil', '/dashboard-emprendedor/perfil'],
    ['/dashboard-comprador/mi-perfil', 'mis-pedidos?page=2', '/dashboard-comprador/mis-pedidos?page=2'],
    ['/dashboard-comprador/mi-perfil', '', '/dashboard-comprador'],
    ['/dashboard-comprador/tienda/4', 'dashboard-emprendedor/ventas', '/dashboard-emprendedor/ventas'],
    ['/dashboard-comprador', '/dashboard-comprador/checkout', '/dashboard-comprador/checkout'],
    ['/dashboard-comprador', '/search?q=mate', '/search?q=mate'],
    ['/search', 'productos/1', 'productos/1'],
  ])('from %s, %s → %s', (from, to, expected) => {
    expect(withAreaPrefix(from, to)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { accountLinks } from './account-links';

describe('accountLinks (docs/producto/rutas.md#menus, docs/producto/rutas.md#barra-publica)', () => {
  it('buyer: mi-perfil, Mis Pedidos, buyer dashboard', () => {
    expect(accountLinks(['comprador'])).toEqual({
      kind: 'comprador',
      miPerfil: '/dashboard-comprador/mi-perfil',
      dashboard: '/dashboard-comprador',
      misPedidos: '/dashboard-comprador/mis-pedidos',
      configuracion: '/dashboard-comprador/mi-perfil',
    });
  });
  it('seller: perfil, seller dashboard, Configuración on the shop profile, no Mis Pedidos', () => {
    expect(accountLinks(['emprendedor'])).toEqual({
      kind: 'emprendedor',
      miPerfil: '/dashboard-emprendedor/perfil',
      dashboard: '/dashboard-emprendedor',
      misPedidos: undefined,
      configuracion: '/dashboard-emprendedor/perfil',
    });
  });
  it('admin: Mi Perfil goes home, dashboard is the identities area', () => {
    expect(accountLinks(['admin'])).toMatchObject({
      kind: 'admin',
      miPerfil: '/',
      dashboard: '/dashboard-administracion-identidades',
    });
  });
  it('admin who also sells: profile of the seller, dashboard of the admin', () => {
    expect(accountLinks(['admin', 'emprendedor'])).toMatchObject({
      kind: 'emprendedor',
      miPerfil: '/dashboard-emprendedor/perfil',
      dashboard: '/dashboard-administracion-identidades',
    });
  });
  it('no recognised role: everything leads home', () => {
    expect(accountLinks(['offline_access'])).toEqual({
      kind: 'ninguno',
      miPerfil: '/',
      dashboard: undefined,
      misPedidos: undefined,
      configuracion: '/',
    });
  });
});

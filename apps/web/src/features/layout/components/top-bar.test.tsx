import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TopBarAccount } from '../account-nav';
import { TopBar } from './top-bar';

const buyer: TopBarAccount = {
  name: 'Lucía',
  email: 'lucia@example.com',
  kind: 'comprador',
  miPerfil: '/dashboard-comprador/mi-perfil',
  dashboard: '/dashboard-comprador',
  misPedidos: '/dashboard-comprador/mis-pedidos',
  configuracion: '/dashboard-comprador/mi-perfil',
};
const seller: TopBarAccount = {
  name: 'Martín',
  email: 'martin@example.com',
  kind: 'emprendedor',
  miPerfil: '/dashboard-emprendedor/perfil',
  dashboard: '/dashboard-emprendedor',
  misPedidos: undefined,
  configuracion: '/dashboard-emprendedor/perfil',
};

// jsdom's matchMedia never matches, so this is the small-screen (< md) layout.
function renderBar(account: TopBarAccount | null = null) {
  const actions = { onLogin: vi.fn(), onRegister: vi.fn(), onLogout: vi.fn() };
  const element = (
    <TopBar account={account} {...actions} cart={<button type="button">carrito</button>} colorModeToggle={null} />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
  return actions;
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
  return within(await screen.findByRole('navigation', { name: 'Menú principal' }));
}

describe('TopBar for visitors (docs/producto/rutas.md#barra-publica)', () => {
  it('has the logo, the login icon and the search box', async () => {
    const actions = renderBar();
    expect(screen.getByRole('link', { name: 'Feria, ir al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Buscar productos y emprendimientos...');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(actions.onLogin).toHaveBeenCalledOnce();
  });

  it('opens the mobile menu with Inicio, the seller call to action, sections, sign-in and register', async () => {
    const actions = renderBar();
    const menu = await openMenu();
    expect(menu.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(menu.getByRole('link', { name: '¡Emprendé con nosotros!' })).toHaveAttribute('href', '/infoEmprendedores');
    expect(menu.getByRole('link', { name: 'Categorías' })).toHaveAttribute('href', '/#categorias');
    expect(menu.queryByRole('button', { name: 'Cerrar Sesión' })).toBeNull();
    expect(
      within(screen.getByRole('dialog', { name: 'Menú' })).getByText(
        '© 2026 Feria — Marketplace de emprendimientos argentinos',
      ),
    ).toBeInTheDocument();
    await userEvent.click(menu.getByRole('button', { name: 'Registrarse' }));
    expect(actions.onRegister).toHaveBeenCalledOnce();
  });
});

describe('TopBar when signed in (docs/producto/rutas.md#barra-publica)', () => {
  it('has no login icon but the profile menu with Mis Pedidos, Mi Perfil and Cerrar Sesión for a buyer', async () => {
    const actions = renderBar(buyer);
    expect(screen.queryByRole('button', { name: 'Iniciar Sesión' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mi cuenta: Lucía' }));
    const menu = within(await screen.findByRole('menu'));
    expect(screen.getByText('lucia@example.com')).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Mis Pedidos' })).toHaveAttribute(
      'href',
      '/dashboard-comprador/mis-pedidos',
    );
    expect(menu.getByRole('menuitem', { name: 'Mi Perfil' })).toHaveAttribute('href', '/dashboard-comprador/mi-perfil');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Cerrar Sesión' }));
    expect(actions.onLogout).toHaveBeenCalledOnce();
  });

  it('gives buyers Mis Pedidos and Mi Perfil in the drawer, then Configuración and Cerrar Sesión', async () => {
    const actions = renderBar(buyer);
    const menu = await openMenu();
    expect(menu.getByRole('link', { name: 'Mis Pedidos' })).toHaveAttribute('href', '/dashboard-comprador/mis-pedidos');
    expect(menu.getByRole('link', { name: 'Mi Perfil' })).toHaveAttribute('href', '/dashboard-comprador/mi-perfil');
    expect(menu.queryByRole('link', { name: '¡Emprendé con nosotros!' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Mi Dashboard' })).toBeNull();
    expect(menu.getByRole('link', { name: 'Configuración' })).toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Iniciar Sesión' })).toBeNull();
    await userEvent.click(menu.getByRole('button', { name: 'Cerrar Sesión' }));
    expect(actions.onLogout).toHaveBeenCalledOnce();
  });

  it('gives sellers Mi Dashboard and Mi Perfil in the drawer', async () => {
    renderBar(seller);
    const menu = await openMenu();
    expect(menu.getByRole('link', { name: 'Mi Dashboard' })).toHaveAttribute('href', '/dashboard-emprendedor');
    expect(menu.getByRole('link', { name: 'Mi Perfil' })).toHaveAttribute('href', '/dashboard-emprendedor/perfil');
    // No 'Próximamente' page: the shop's contact and bank data are what a seller configures today.
    expect(menu.getByRole('link', { name: 'Configuración' })).toHaveAttribute('href', '/dashboard-emprendedor/perfil');
    expect(menu.queryByRole('link', { name: 'Mis Pedidos' })).toBeNull();
  });
});

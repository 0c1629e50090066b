import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTheme } from '@mui/material';
import type { DashboardArea } from '../menus';
import { DashboardShell } from './dashboard-shell';

function renderShell(area: DashboardArea, path: string, extra: Partial<Parameters<typeof DashboardShell>[0]> = {}) {
  const onLogout = vi.fn();
  const element = (
    <DashboardShell
      area={area}
      user={{ name: 'Ana', email: 'ana@example.com' }}
      miPerfilPath="/perfil-de-prueba"
      onLogout={onLogout}
      brand={<span>Feria</span>}
      colorModeToggle={null}
      {...extra}
    >
      <h1>Contenido</h1>
    </DashboardShell>
  );
  render(
    <ThemeProvider theme={createTheme()}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })} />
    </ThemeProvider>,
  );
  return onLogout;
}

// jsdom's matchMedia never matches: the small-screen layout, where the menu is a drawer.
async function nav(label: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Abrir menú del panel' }));
  const drawer = within(await screen.findByRole('dialog', { name: 'Menú del panel' }));
  return within(drawer.getByRole('navigation', { name: label }));
}

describe('DashboardShell (docs/producto/rutas.md#menus)', () => {
  it('seller: area title, its menu with the Gestión header and the current page marked', async () => {
    renderShell('emprendedor', '/dashboard-emprendedor/ventas');
    expect(screen.getByText('Panel del Emprendedor')).toBeInTheDocument();
    const menu = await nav('Menú de Emprendedor');
    expect(menu.getByText('Gestión')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Ventas' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(menu.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Consultar Productos',
      'Cargar Producto',
      'Catalogo',
      'Gestionar Tienda',
      'Ventas',
      'Envíos',
      'Cobros',
      'Liquidaciones',
      'Promociones y Descuentos',
      'Reseñas',
      'Preguntas',
    ]);
    expect(screen.getByRole('main', { hidden: true })).toHaveTextContent('Contenido');
  });

  it('buyer: Mi Cuenta header and the search bar slot', async () => {
    renderShell('comprador', '/dashboard-comprador', { topBar: <input aria-label="buscar" /> });
    expect(screen.getByRole('textbox', { name: 'buscar' })).toBeInTheDocument();
    const menu = await nav('Menú de Comprador');
    expect(menu.getByText('Mi Cuenta')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Mis Pedidos' })).toHaveAttribute('href', '/dashboard-comprador/mis-pedidos');
  });

  it('admin: Gestionar Solicitudes and Gestionar Usuarios', async () => {
    renderShell('admin', '/dashboard-administracion-identidades/usuarios');
    const menu = await nav('Menú de Administración');
    expect(menu.getByRole('link', { name: 'Gestionar Solicitudes' })).toHaveAttribute(
      'href',
      '/dashboard-administracion-identidades/gestionar-emprendimientos',
    );
    expect(menu.getByRole('link', { name: 'Gestionar Usuarios' })).toHaveAttribute('aria-current', 'page');
  });

  it('profile menu: name, e-mail, Mi Perfil and Cerrar Sesión', async () => {
    const onLogout = renderShell('comprador', '/dashboard-comprador');
    await userEvent.click(screen.getByRole('button', { name: 'Mi cuenta: Ana' }));
    const menu = within(await screen.findByRole('menu'));
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Mi Perfil' })).toHaveAttribute('href', '/perfil-de-prueba');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Cerrar Sesión' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('closes the drawer after choosing a page', async () => {
    renderShell('emprendedor', '/dashboard-emprendedor');
    const menu = await nav('Menú de Emprendedor');
    await userEvent.click(menu.getByRole('link', { name: 'Ventas' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú del panel' })).toBeNull());
  });
});

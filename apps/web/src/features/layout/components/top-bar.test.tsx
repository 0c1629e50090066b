import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TopBar } from './top-bar';

// jsdom's matchMedia never matches, so this is the small-screen (< md) layout.
function renderBar() {
  const element = <TopBar loginPath="/post-login" cart={<button type="button">carrito</button>} colorModeToggle={null} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
}

describe('TopBar (spec §2.4)', () => {
  it('has the logo, the login icon and the search box', () => {
    renderBar();
    expect(screen.getByRole('link', { name: 'Feria, ir al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/post-login');
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Buscar productos y emprendimientos...');
  });

  it('opens the mobile menu with Inicio, the seller call to action, sections and sign-in', async () => {
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Menú principal' }));
    expect(menu.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(menu.getByRole('link', { name: '¡Emprendé con nosotros!' })).toHaveAttribute('href', '/infoEmprendedores');
    expect(menu.getByRole('link', { name: 'Categorías' })).toHaveAttribute('href', '/#categorias');
    expect(menu.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/post-login');
    expect(menu.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/post-login');
  });
});

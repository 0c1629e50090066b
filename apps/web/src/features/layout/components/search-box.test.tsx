import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SearchBox } from './search-box';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="ubicación">{pathname + search}</output>;
}

function renderAt(path: string) {
  const element = (
    <>
      <SearchBox />
      <Where />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const location = () => screen.getByRole('status', { name: 'ubicación' }).textContent;

describe('SearchBox', () => {
  it('goes to /search?q= with the trimmed text on Enter', async () => {
    renderAt('/');
    await userEvent.type(screen.getByRole('searchbox'), '  mate de calabaza  {Enter}');
    expect(location()).toBe('/search?q=mate%20de%20calabaza');
  });

  it('submits with the search button too', async () => {
    renderAt('/');
    await userEvent.type(screen.getByRole('searchbox'), 'yerba');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe('/search?q=yerba');
  });

  it('does nothing when the text is empty or blank', async () => {
    renderAt('/tienda/3');
    await userEvent.type(screen.getByRole('searchbox'), '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe('/tienda/3');
  });

  it('shows q while on /search and follows it when it changes', async () => {
    const router = renderAt('/search?q=alfajores');
    expect(screen.getByRole('searchbox')).toHaveValue('alfajores');
    await router.navigate('/search?q=mermelada');
    expect(await screen.findByDisplayValue('mermelada')).toBeInTheDocument();
    await router.navigate('/');
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue(''));
  });

  it('uses the product placeholder on product pages', () => {
    renderAt('/productos/7');
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Buscar productos similares...');
  });
});

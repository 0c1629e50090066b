import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Rubro } from '@feria/contracts';
import { CategoriasSection } from './categorias-section';

const query = (data: Rubro[]) => ({ data, isPending: false, isError: false, error: null, refetch: () => undefined });

const renderSection = (data: Rubro[]) =>
  render(
    <MemoryRouter>
      <CategoriasSection query={query(data)} />
    </MemoryRouter>,
  );

describe('CategoriasSection', () => {
  it('shows a tile only for rubros with public products', () => {
    renderSection([
      { idRubro: 1, nombre: 'Mascotas', conProductos: true },
      { idRubro: 2, nombre: 'Juguetes', conProductos: false },
      { idRubro: 3, nombre: 'Calzado', conProductos: true },
    ]);
    const categorias = screen.getByRole('region', { name: 'Categorías' });
    expect(
      within(categorias)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Mascotas', 'Calzado']);
    expect(within(categorias).getByRole('link', { name: 'Calzado' })).toHaveAttribute('href', '/search?rubro=3');
  });

  it('keeps rubros that do not say (an older API) and says so when none has products', () => {
    const { unmount } = renderSection([{ idRubro: 1, nombre: 'Mascotas' }]);
    expect(screen.getByRole('link', { name: 'Mascotas' })).toBeInTheDocument();
    unmount();
    renderSection([{ idRubro: 2, nombre: 'Juguetes', conProductos: false }]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Todavía no hay categorías cargadas.')).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  emprendimientoFixture,
  jsonResponse,
  productoFixture,
  rubrosFixture,
} from '../../features/catalogo-publico/test-fixtures';
import HomeRoute from './home';
import { callsTo, mockApi, renderRoute } from './test-render';

const estadisticas = { productos: 1520, emprendimientos: 48, provincias: 12, rubros: 9 };

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'productos/mas-vendidos': () => jsonResponse([productoFixture({ nombre: 'Alfajores de maicena' })]),
    'emprendimientos/destacados': () => jsonResponse([emprendimientoFixture({ nombre: 'Dulces de la Abuela' })]),
    rubros: () => jsonResponse(rubrosFixture),
    estadisticas: () => jsonResponse(estadisticas),
    ...overrides,
  });
}

const renderHome = () => renderRoute(<HomeRoute />, { path: '/', url: '/' });

afterEach(() => vi.unstubAllGlobals());

describe('HomeRoute', () => {
  it('renders the hero at once with the seller call to action', () => {
    api();
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¡Emprendé con nosotros!' })).toHaveAttribute('href', '/infoEmprendedores');
  });

  it('has the four anchored sections with their data', async () => {
    api();
    renderHome();
    for (const id of ['productos', 'emprendimientos', 'categorias', 'estadisticas'])
      expect(document.getElementById(id)).not.toBeNull();
    expect(await screen.findByRole('link', { name: 'Alfajores de maicena' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Dulces de la Abuela' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Alimentos' })).toHaveAttribute('href', '/search?rubro=2');
    const stats = screen.getByRole('region', { name: 'La feria en números' });
    expect(await within(stats).findByText('1.520')).toBeInTheDocument();
    expect(within(stats).getByText('Provincias')).toBeInTheDocument();
  });

  it("says exactly 'No se pudieron cargar las categorías.' and retries", async () => {
    let fail = true;
    const fetchMock = api({
      rubros: () =>
        fail ? jsonResponse({ mensaje: 'Error interno', codigo: 'ERROR_INTERNO' }, 500) : jsonResponse(rubrosFixture),
    });
    renderHome();
    const categorias = screen.getByRole('region', { name: 'Categorías' });
    expect(await within(categorias).findByText('No se pudieron cargar las categorías.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(categorias).getByRole('button', { name: 'Reintentar' }));
    expect(await within(categorias).findByRole('link', { name: 'Artesanías' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'rubros')).toHaveLength(2);
  });

  it('shows empty states, and an error with Reintentar for a failed section', async () => {
    api({
      'productos/mas-vendidos': () => jsonResponse([]),
      'emprendimientos/destacados': () =>
        jsonResponse({ mensaje: 'El servicio no está disponible en este momento', codigo: 'NO_DISPONIBLE' }, 503),
    });
    renderHome();
    expect(await screen.findByText('Todavía no hay productos para mostrar.')).toBeInTheDocument();
    const destacados = screen.getByRole('region', { name: 'Emprendimientos destacados' });
    expect(await within(destacados).findByText('El servicio no está disponible en este momento')).toBeInTheDocument();
    expect(within(destacados).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("shows an anonymous visitor's last visited shops from this browser, and 'Ver todos los emprendimientos'", async () => {
    const tienda = emprendimientoFixture({ nombre: 'Cerámica Bosque' });
    window.localStorage.setItem('feria_tiendas_visitadas', JSON.stringify([tienda.id]));
    api({ [`emprendimientos/${tienda.id}`]: () => jsonResponse(tienda) });
    renderHome();
    const visitados = await screen.findByRole('region', { name: 'Visitados recientemente' });
    expect(within(visitados).getByRole('link', { name: 'Cerámica Bosque' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los emprendimientos' })).toHaveAttribute(
      'href',
      '/emprendimientos',
    );
    window.localStorage.clear();
  });
});

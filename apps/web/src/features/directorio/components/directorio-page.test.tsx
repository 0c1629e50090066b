import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmprendimientoPublico } from '@feria/contracts';
import { mockFetch, ok, fail, pantallaDeEscritorio, renderPage } from '../../../components/ui/test-support';
import { paginaFixture, tiendaFixture } from '../test-fixtures';
import { DirectorioPage } from './directorio-page';

const LISTA = '/api/v1/public/core/emprendimientos';
const rubros = [
  { idRubro: 1, nombre: 'Artesanías' },
  { idRubro: 2, nombre: 'Alimentos' },
];
const provincias = [
  { idProvincia: 5, nombre: 'Córdoba' },
  { idProvincia: 7, nombre: 'Mendoza' },
];
const href = (e: EmprendimientoPublico) => `/dashboard-comprador/tienda/${e.id}`;

function api(lista: () => ReturnType<typeof ok>) {
  return mockFetch({
    [`GET ${LISTA}`]: lista,
    'GET /api/v1/public/core/rubros': () => ok(rubros),
    'GET /api/v1/public/core/provincias': () => ok(provincias),
    [`GET ${LISTA}/ciudades`]: () => ok(['Córdoba', 'Villa María']),
  });
}
const render = (url: string) =>
  renderPage(<DirectorioPage hrefTienda={href} />, { url, path: '/dashboard-comprador/consultar-emprendimientos' });
const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('DirectorioPage', () => {
  // The filters beside the results (on a phone they open from their button: panel-filtros).
  pantallaDeEscritorio();
  it('restores every filter from the URL and asks the API for them', async () => {
    const tienda = tiendaFixture();
    const calls = api(() => ok(paginaFixture([tienda], { totalElements: 13, totalPages: 2, number: 1 })));
    render(
      '/dashboard-comprador/consultar-emprendimientos?q=mates&rubro=2&provincia=5&ciudad=Villa+Mar%C3%ADa&calificacion=4&verificados=1&orden=productos&page=2',
    );

    expect(await screen.findByRole('link', { name: 'Mates del Sur' })).toHaveAttribute(
      'href',
      `/dashboard-comprador/tienda/${tienda.id}`,
    );
    expect(screen.getByText('13 emprendimientos')).toBeInTheDocument();
    expect(screen.getByText('Mates y bombillas hechos a mano')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Categoría')).toHaveValue('2'));
    expect(screen.getByLabelText('Provincia')).toHaveValue('5');
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Villa María');
    expect(screen.getByLabelText('Calificación mínima')).toHaveValue('4');
    expect(screen.getByRole('switch', { name: 'Solo verificados' })).toBeChecked();
    expect(screen.getByLabelText('Ordenar por')).toHaveValue('productos');
    expect(screen.getByRole('searchbox', { name: 'Buscar por nombre' })).toHaveValue('mates');
    const [pedido] = calls.to('GET', LISTA);
    expect(Object.fromEntries(pedido!.url.searchParams)).toEqual({
      nombre: 'mates',
      idRubro: '2',
      idProvincia: '5',
      ciudad: 'Villa María',
      calificacionMinima: '4',
      verificado: 'true',
      orden: 'productos',
      page: '1',
      size: '12',
    });
    expect(screen.getByRole('button', { name: 'Página actual, 2' })).toBeInTheDocument();
  });

  it('puts a chosen filter and the order in the URL, back on page 1; a new province clears the city', async () => {
    api(() => ok(paginaFixture([tiendaFixture()])));
    render('/dashboard-comprador/consultar-emprendimientos?provincia=5&ciudad=C%C3%B3rdoba&page=3');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Mates del Sur' });
    await waitFor(() => expect(within(screen.getByLabelText('Categoría')).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Artesanías');
    expect(location()).toBe('/dashboard-comprador/consultar-emprendimientos?rubro=1&provincia=5&ciudad=C%C3%B3rdoba');
    await user.selectOptions(screen.getByLabelText('Provincia'), 'Mendoza');
    expect(location()).toBe('/dashboard-comprador/consultar-emprendimientos?rubro=1&provincia=7');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Mejor calificados');
    expect(location()).toBe('/dashboard-comprador/consultar-emprendimientos?rubro=1&provincia=7&orden=calificacion');
    await user.click(screen.getByRole('switch', { name: 'Solo verificados' }));
    expect(location()).toContain('verificados=1');
  });

  it("shows the empty state and 'Limpiar filtros' clears the filters but keeps the order", async () => {
    api(() => ok(paginaFixture([])));
    render('/dashboard-comprador/consultar-emprendimientos?rubro=2&calificacion=4&orden=recientes');
    expect(await screen.findByText('No encontramos emprendimientos con esos filtros')).toBeInTheDocument();
    expect(screen.getByText('0 emprendimientos')).toBeInTheDocument();
    const user = userEvent.setup();
    // The empty state's button (the filters panel has one too).
    await user.click(screen.getAllByRole('button', { name: 'Limpiar filtros' }).at(-1)!);
    expect(location()).toBe('/dashboard-comprador/consultar-emprendimientos?orden=recientes');
  });

  it('shows the error with a retry', async () => {
    let veces = 0;
    api(() =>
      ++veces === 1
        ? fail(500, 'Ha ocurrido un error inesperado')
        : ok(paginaFixture([tiendaFixture({ nombre: 'Cerámica Bosque' })])),
    );
    render('/dashboard-comprador/consultar-emprendimientos');
    expect(await screen.findByText('Ha ocurrido un error inesperado')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Cerámica Bosque' })).toBeInTheDocument();
  });

  it('searches by name on submit', async () => {
    api(() => ok(paginaFixture([tiendaFixture()])));
    render('/dashboard-comprador/consultar-emprendimientos?page=2');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'cerámica');
    expect(location()).toBe('/dashboard-comprador/consultar-emprendimientos?page=2');
    await user.click(screen.getByRole('button', { name: 'Buscar emprendimientos' }));
    expect(location()).toBe('/dashboard-comprador/consultar-emprendimientos?q=cer%C3%A1mica');
  });
});

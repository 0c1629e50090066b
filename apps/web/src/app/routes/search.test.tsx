import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { MENSAJES } from '@feria/contracts';
import {
  emprendimientoFixture,
  jsonResponse,
  pageFixture,
  productoFixture,
  rubrosFixture,
} from '../../features/catalogo-publico/test-fixtures';
import SearchRoute from './search';
import { callsTo, mockApi, renderRoute } from './test-render';
import { pantallaDeEscritorio } from '../../components/ui/test-support';

const tipos = [
  { id: 3, nombre: 'Mates', descripcion: null },
  { id: 4, nombre: 'Cerámica', descripcion: null },
];

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'productos/buscar': () => jsonResponse(pageFixture([productoFixture()])),
    'emprendimientos/buscar': () => jsonResponse([]),
    'productos/tipos': () => jsonResponse(tipos),
    rubros: () => jsonResponse(rubrosFixture),
    ...overrides,
  });
}

const renderSearch = (url: string) => renderRoute(<SearchRoute />, { path: '/search', url });
const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('SearchRoute', () => {
  // The filters beside the results (on a phone they open from their button: panel-filtros).
  pantallaDeEscritorio();
  it('builds the product and shop queries from the URL (page 1-based in the URL, 0-based on the API)', async () => {
    const fetchMock = api();
    renderSearch('/search?q=mate&tipo=3&min=1000&max=5000&page=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados para “mate”' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'productos/buscar')).toHaveLength(1));
    const [productos] = callsTo(fetchMock, 'productos/buscar');
    expect(Object.fromEntries(productos!.searchParams)).toEqual({
      nombre: 'mate',
      page: '2',
      size: '20',
      precioMin: '1000',
      precioMax: '5000',
      idTipoProducto: '3',
    });
    const [shops] = callsTo(fetchMock, 'emprendimientos/buscar');
    expect(Object.fromEntries(shops!.searchParams)).toEqual({ nombre: 'mate' });
  });

  it("shows the total and the products; without q it is 'Todos los productos' and no shop search", async () => {
    const fetchMock = api({
      'productos/buscar': () =>
        jsonResponse(pageFixture([productoFixture({ nombre: 'Taza' })], { totalElements: 41, totalPages: 3 })),
    });
    renderSearch('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Todos los productos' })).toBeInTheDocument();
    expect(await screen.findByText('41 productos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Taza' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'emprendimientos/buscar')).toHaveLength(0);
  });

  it('shows the empty state with suggestions and a way to explore everything', async () => {
    api({ 'productos/buscar': () => jsonResponse(pageFixture([])) });
    renderSearch('/search?q=zzzz');
    expect(await screen.findByText('No encontramos productos para «zzzz»')).toBeInTheDocument();
    expect(screen.queryByText(/Quisiste decir/)).not.toBeInTheDocument();
    expect(screen.getByText(/Revisá la ortografía/)).toBeInTheDocument();
    expect(screen.getByText(/menos palabras/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los productos' })).toHaveAttribute('href', '/search');
  });

  it('offers the close word the API suggests, keeping the filters, and the rubros as a way on', async () => {
    api({ 'productos/buscar': () => jsonResponse({ ...pageFixture([]), sugerencia: 'lavanda' }) });
    renderSearch('/search?q=lavandina&tipo=3');
    expect(await screen.findByText('No encontramos productos para «lavandina»')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '«lavanda»' })).toHaveAttribute('href', '/search?q=lavanda&tipo=3');
    const rubros = await screen.findByRole('navigation', { name: 'Explorá por rubro' });
    expect(within(rubros).getByRole('link', { name: 'Artesanías' })).toHaveAttribute('href', '/search?rubro=1');
    expect(within(rubros).getByRole('link', { name: 'Alimentos' })).toHaveAttribute('href', '/search?rubro=2');
  });

  it("shows the server's Spanish message and retries", async () => {
    let calls = 0;
    api({
      'productos/buscar': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ mensaje: MENSAJES.rangoPrecioInvalido, codigo: 'VALIDACION' }, 400)
          : jsonResponse(pageFixture([productoFixture({ nombre: 'Bombilla' })]));
      },
    });
    renderSearch('/search?min=9000&max=100');
    expect(await screen.findByText(MENSAJES.rangoPrecioInvalido)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Bombilla' })).toBeInTheDocument();
  });

  it('lists matching shops above the products', async () => {
    api({ 'emprendimientos/buscar': () => jsonResponse([emprendimientoFixture({ nombre: 'Mates del Sur' })]) });
    renderSearch('/search?q=mate');
    const section = await screen.findByRole('region', { name: /Emprendimientos/ });
    expect(await within(section).findByRole('link', { name: 'Mates del Sur' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/tienda\//),
    );
  });

  it('browses a rubro: shops of that rubro by idRubro', async () => {
    const fetchMock = api({ 'emprendimientos/buscar': () => jsonResponse([]) });
    renderSearch('/search?rubro=2');
    expect(await screen.findByText('Todavía no hay emprendimientos de Alimentos.')).toBeInTheDocument();
    const [shops] = callsTo(fetchMock, 'emprendimientos/buscar');
    expect(Object.fromEntries(shops!.searchParams)).toEqual({ idRubro: '2' });
  });

  it('applies the price range on submit, validates min ≤ max and never per keystroke', async () => {
    const user = userEvent.setup();
    api();
    renderSearch('/search?q=mate&page=2');
    const min = screen.getByLabelText('Mínimo');
    const max = screen.getByLabelText('Máximo');
    await user.type(min, '5.000');
    await user.type(max, '1000');
    expect(location()).toBe('/search?q=mate&page=2');
    await user.click(screen.getByRole('button', { name: 'Aplicar precio' }));
    expect(screen.getByText(MENSAJES.rangoPrecioInvalido)).toBeInTheDocument();
    expect(location()).toBe('/search?q=mate&page=2');
    await user.clear(max);
    await user.type(max, '20.000');
    await user.click(screen.getByRole('button', { name: 'Aplicar precio' }));
    await waitFor(() => expect(location()).toBe('/search?q=mate&min=5000&max=20000'));
  });

  it('changes the product type from the select and clears all filters', async () => {
    const user = userEvent.setup();
    api();
    renderSearch('/search?q=mate&min=10');
    const select = screen.getByLabelText('Tipo de producto');
    await screen.findByRole('option', { name: 'Cerámica' });
    await user.selectOptions(select, '4');
    await waitFor(() => expect(location()).toBe('/search?q=mate&tipo=4&min=10'));
    await user.click(screen.getAllByRole('button', { name: 'Limpiar filtros' })[0]!);
    await waitFor(() => expect(location()).toBe('/search?q=mate'));
  });

  it('keeps the page in the URL when paginating', async () => {
    const user = userEvent.setup();
    api({
      'productos/buscar': () => jsonResponse(pageFixture([productoFixture()], { totalElements: 45, totalPages: 3 })),
    });
    renderSearch('/search?q=mate');
    await user.click(await screen.findByRole('button', { name: 'Ir a la página 2' }));
    await waitFor(() => expect(location()).toBe('/search?q=mate&page=2'));
  });
});

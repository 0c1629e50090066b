import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { EMP_ID, PRODUCTO_ID, imagen, productoFixture } from '../test-fixtures';
import { ProductoPage } from './producto-page';

type Answer = { status: number; body: unknown };
const json = (status: number, body: unknown): Answer => ({ status, body });
const otro = (n: number, over = {}) =>
  productoFixture({ id: `33333333-3333-4333-8333-33333333333${n}`, nombre: `Bombilla ${n}`, precio: 5000, ...over });

function mockApi(overrides: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    [`productos/${PRODUCTO_ID}`]: json(200, productoFixture()),
    [`productos/${PRODUCTO_ID}/imagenes`]: json(200, [imagen(1, 1), imagen(2, 0, true)]),
    [`productos/misProductos/${EMP_ID}`]: json(200, [
      productoFixture(),
      otro(1),
      otro(2, { habilitado: false }),
      otro(3),
    ]),
    ...overrides,
  };
  const fetchMock = vi.fn(async (url: string) => {
    const a =
      answers[url.replace('/api/v1/public/core/', '')] ??
      json(404, { mensaje: 'Ruta de API no encontrada', codigo: 'RUTA_NO_ENCONTRADA' });
    return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(id = PRODUCTO_ID) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProductoPage id={id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ProductoPage', () => {
  it('loads product and images in parallel and shows more products of the shop', async () => {
    const fetchMock = mockApi();
    renderPage();
    expect(screen.getByText('Cargando producto...')).toBeInTheDocument();
    // Both requests leave together, before the shop's other products (which need the product).
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.slice(0, 2).map(([u]) => u)).toEqual([
        `/api/v1/public/core/productos/${PRODUCTO_ID}`,
        `/api/v1/public/core/productos/${PRODUCTO_ID}/imagenes`,
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mate imperial de calabaza' })).toBeInTheDocument();
    expect(document.title).toBe('Mate imperial de calabaza | Feria');
    expect(await screen.findByRole('img', { name: /imagen 1 de 2/ })).toHaveAttribute(
      'src',
      '/uploads/productos/2.webp',
    );

    const mas = await screen.findByRole('region', { name: 'Más productos de Mates del Sur' });
    const links = await within(mas).findAllByRole('link', { name: /^Bombilla/ });
    // The current product and disabled ones are left out.
    expect(links.map((l) => l.textContent)).toEqual(['Bombilla 1', 'Bombilla 3']);
    expect(links[0]).toHaveAttribute('href', '/productos/33333333-3333-4333-8333-333333333331');
  });

  it('falls back to the product image when the image list fails', async () => {
    mockApi({
      [`productos/${PRODUCTO_ID}`]: json(200, productoFixture({ rutaImagen: '/uploads/productos/principal.webp' })),
      [`productos/${PRODUCTO_ID}/imagenes`]: json(500, { mensaje: 'Error', codigo: 'ERROR_INTERNO' }),
    });
    renderPage();
    expect(await screen.findByRole('img', { name: 'Mate imperial de calabaza' })).toHaveAttribute(
      'src',
      '/uploads/productos/principal.webp',
    );
  });

  it("shows 'Producto no encontrado' for an unknown product", async () => {
    mockApi({
      [`productos/${PRODUCTO_ID}`]: json(404, { mensaje: 'Producto no encontrado', codigo: 'PRODUCTO_NO_ENCONTRADO' }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Producto no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Producto no encontrado | Feria');
  });

  it('shows the same page for a malformed id without calling the API', () => {
    const fetchMock = mockApi();
    renderPage('123');
    expect(screen.getByRole('heading', { level: 1, name: 'Producto no encontrado' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers Reintentar when the API fails and recovers', async () => {
    mockApi({
      [`productos/${PRODUCTO_ID}`]: json(503, {
        mensaje: 'El servicio no está disponible en este momento',
        codigo: 'NO_DISPONIBLE',
      }),
    });
    renderPage();
    expect(await screen.findByText('El servicio no está disponible en este momento')).toBeInTheDocument();
    mockApi();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mate imperial de calabaza' })).toBeInTheDocument();
  });

  it('hides the more-products block when the shop has nothing else', async () => {
    mockApi({ [`productos/misProductos/${EMP_ID}`]: json(200, [productoFixture()]) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Mate imperial de calabaza' });
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /Más productos/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('status', { name: 'Cargando más productos' })).not.toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { EMP_ID, PRODUCTO_ID, imagen, productoFixture } from '../test-fixtures';
import { ProductoPage } from './producto-page';
import { tiendaPublicaDePrueba } from '../../../components/ui/test-support';

type Answer = { status: number; body: unknown };
const json = (status: number, body: unknown): Answer => ({ status, body });
const otro = (n: number, over = {}) =>
  productoFixture({ id: `33333333-3333-4333-8333-33333333333${n}`, nombre: `Bombilla ${n}`, precio: 5000, ...over });

const tienda = (contacto: { whatsapp: string | null; instagram: string | null; email: string | null }) =>
  tiendaPublicaDePrueba({
    id: EMP_ID,
    direccion: { calle: 'San Martín', numero: '123', ciudad: 'Villa Carlos Paz', provincia: 'Córdoba' },
    provincia: { idProvincia: 6, nombre: 'Córdoba' },
    slug: 'mates-del-sur',
    contacto,
    fechaAlta: '2025-01-10T12:00:00.000Z',
  });

const MAS_PRODUCTOS = `tienda/${EMP_ID}/productos?page=0&size=4&excluir=${PRODUCTO_ID}`;
const pagina = (content: object[]) => ({
  content: content.map((p) => ({ ...p, idCatalogos: [] })),
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 4,
});

function mockApi(overrides: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    [`tienda/${EMP_ID}`]: json(200, tienda({ whatsapp: null, instagram: null, email: null })),
    [`productos/${PRODUCTO_ID}`]: json(200, productoFixture()),
    [`productos/${PRODUCTO_ID}/imagenes`]: json(200, [imagen(1, 1), imagen(2, 0, true)]),
    // One small page of the shop's others (docs/arquitectura.md#rendimiento), not the whole shop.
    [MAS_PRODUCTOS]: json(200, pagina([otro(1), otro(3)])),
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
    expect(links.map((l) => l.textContent)).toEqual(['Bombilla 1', 'Bombilla 3']);
    expect(links[0]).toHaveAttribute('href', '/productos/33333333-3333-4333-8333-333333333331-bombilla-1');
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

  it('says what the shop takes from the product payload (docs/producto/pagos.md#medios-de-pago)', async () => {
    mockApi({ [`productos/${PRODUCTO_ID}`]: json(200, productoFixture({ mediosDePago: ['TRANSFERENCIA'] })) });
    renderPage();
    expect(await screen.findByText('Este emprendimiento cobra solo por transferencia')).toBeInTheDocument();
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
    mockApi({ [MAS_PRODUCTOS]: json(200, pagina([])) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Mate imperial de calabaza' });
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /Más productos/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('status', { name: 'Cargando más productos' })).not.toBeInTheDocument();
  });

  it("'Consultá por este producto' opens WhatsApp with the product's name and link when the shop has WhatsApp (decision 040)", async () => {
    mockApi({ [`tienda/${EMP_ID}`]: json(200, tienda({ whatsapp: '5491123456789', instagram: null, email: null })) });
    renderPage();
    const boton = await screen.findByRole('link', { name: /Consultá por este producto por WhatsApp/ });
    const href = new URL(boton.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/5491123456789');
    const texto = href.searchParams.get('text')!;
    expect(texto).toContain('Mate imperial de calabaza');
    expect(texto).toContain(`${window.location.origin}/productos/${PRODUCTO_ID}-mate-imperial-de-calabaza`);
    expect(boton).toHaveAttribute('target', '_blank');
    for (const l of screen.getAllByRole('link', { name: 'Ver la tienda' }))
      expect(l).toHaveAttribute('href', '/tienda/mates-del-sur');
  });

  it("leads to the shop's contact block without WhatsApp, and says so when the shop has no contact", async () => {
    mockApi({ [`tienda/${EMP_ID}`]: json(200, tienda({ whatsapp: null, instagram: 'mates.sur', email: null })) });
    const { unmount } = renderPage();
    expect(await screen.findByRole('link', { name: 'Consultá por este producto' })).toHaveAttribute(
      'href',
      '/tienda/mates-del-sur#contacto',
    );
    unmount();

    mockApi();
    renderPage();
    expect(await screen.findByRole('note')).toHaveTextContent('Este emprendimiento todavía no cargó datos de contacto');
    expect(screen.queryByRole('link', { name: /Consultá por este producto/ })).toBeNull();
  });
});

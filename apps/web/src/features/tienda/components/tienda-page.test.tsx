import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { EMP_ID, aparienciaFixture, catalogoFixture, emprendimientoFixture, productoFixture } from '../test-fixtures';
import { TiendaPage } from './tienda-page';

type Answer = { status: number; body: unknown };
const json = (status: number, body: unknown): Answer => ({ status, body });
const producto = productoFixture({ nombre: 'Mate camionero' });

function mockApi(overrides: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    [`tienda/${EMP_ID}`]: json(200, emprendimientoFixture()),
    [`tienda/${EMP_ID}/apariencia`]: json(200, aparienciaFixture({ nombreTienda: 'La Matera' })),
    [`tienda/productos/obtenerProductos/${EMP_ID}`]: json(200, [producto]),
    [`tienda/catalogos/${EMP_ID}`]: json(200, [
      catalogoFixture({ idCatalogo: 1, nombre: 'Clásicos', productosIds: [producto.id] }),
    ]),
    [`tienda/${EMP_ID}/cupones`]: json(200, [
      {
        codigoCupon: 'PRIMERA10',
        tipo: 'PORCENTAJE',
        valor: 10,
        descripcion: null,
        montoMinimo: null,
        cantidadMinima: null,
        fechaFin: null,
      },
    ]),
    ...overrides,
  };
  const fetchMock = vi.fn(async (url: string) => {
    const path = url.replace('/api/v1/public/core/', '');
    const a = answers[path] ?? json(404, { mensaje: 'Ruta de API no encontrada', codigo: 'RUTA_NO_ENCONTRADA' });
    return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Ubicacion() {
  const l = useLocation();
  return <output aria-label="ubicación">{`${l.pathname}${l.search}${l.hash}`}</output>;
}

function renderPage(id = EMP_ID, url = `/tienda/${id}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <TiendaPage emprendimientoId={id} />
        <Ubicacion />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('TiendaPage (docs/producto/api.md#publicas-del-comprador full shop load)', () => {
  it('loads the four shop pieces and paints the storefront, then announces its coupons', async () => {
    const fetchMock = mockApi();
    renderPage();
    expect(screen.getByText('Cargando tienda...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'La Matera' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Clásicos' })).toBeInTheDocument();
    const cupones = await screen.findByRole('region', { name: 'Cupones de la tienda' });
    expect(cupones).toHaveTextContent('Usá el cupón PRIMERA10: 10 % de descuento');
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(document.title).toBe('La Matera | Feria');
  });

  it("shows 'No se encontraron datos de la tienda' when the shop is not public", async () => {
    mockApi({
      [`tienda/${EMP_ID}`]: json(404, {
        mensaje: 'No se encontraron datos de la tienda',
        codigo: 'TIENDA_NO_ENCONTRADA',
      }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No se encontraron datos de la tienda' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('never calls the API for a segment that is neither an id nor a slug', () => {
    const fetchMock = mockApi();
    renderPage('No es un id!');
    expect(screen.getByRole('heading', { level: 1, name: 'No se encontraron datos de la tienda' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Datos de tienda incompletos' when a piece is missing", async () => {
    mockApi({ [`tienda/${EMP_ID}/apariencia`]: json(404, { mensaje: 'No encontrado', codigo: 'NO_ENCONTRADO' }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Datos de tienda incompletos' })).toBeInTheDocument();
  });

  it("shows 'Datos de tienda incompletos' when a piece does not match the contract", async () => {
    mockApi({ [`tienda/catalogos/${EMP_ID}`]: json(200, [{ idCatalogo: 'x' }]) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Datos de tienda incompletos' })).toBeInTheDocument();
  });

  it('offers Reintentar on a server failure and recovers', async () => {
    const fetchMock = mockApi({
      [`tienda/productos/obtenerProductos/${EMP_ID}`]: json(500, {
        mensaje: 'Ha ocurrido un error inesperado',
        codigo: 'ERROR_INTERNO',
      }),
    });
    renderPage();
    expect(await screen.findByText('Ha ocurrido un error inesperado')).toBeInTheDocument();
    fetchMock.mockClear();
    mockApi();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'La Matera' })).toBeInTheDocument();
  });

  it('opens a shop by an old slug and shows its current /tienda/{slug} URL, keeping the fragment (decision 040)', async () => {
    const fetchMock = mockApi({
      'tienda/slug/mates-viejos': json(200, { id: EMP_ID, slug: 'tienda-de-prueba', actual: false }),
    });
    renderPage('mates-viejos', '/tienda/mates-viejos?x=1#contacto');
    expect(await screen.findByRole('heading', { level: 1, name: 'La Matera' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'ubicación' })).toHaveTextContent(
        '/tienda/tienda-de-prueba?x=1#contacto',
      ),
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/public/core/tienda/slug/mates-viejos');
  });

  it('replaces the UUID URL by the slug one, also inside the buyer area', async () => {
    mockApi();
    renderPage(EMP_ID, `/dashboard-comprador/tienda/${EMP_ID}`);
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'ubicación' })).toHaveTextContent(
        '/dashboard-comprador/tienda/tienda-de-prueba',
      ),
    );
  });

  it('an unknown slug is a shop not found', async () => {
    mockApi({
      'tienda/slug/no-existe': json(404, {
        mensaje: 'No se encontraron datos de la tienda',
        codigo: 'TIENDA_NO_ENCONTRADA',
      }),
    });
    renderPage('no-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No se encontraron datos de la tienda' }),
    ).toBeInTheDocument();
  });

  it("shows the shop's contact block: WhatsApp in a new tab, Instagram, e-mail; or says honestly there is none", async () => {
    mockApi({
      [`tienda/${EMP_ID}`]: json(
        200,
        emprendimientoFixture({
          contacto: { whatsapp: '5491123456789', instagram: 'mates.sur', email: 'hola@mates.com.ar' },
        }),
      ),
    });
    const { unmount } = renderPage();
    const bloque = await screen.findByRole('region', { name: 'Contacto' });
    expect(bloque).toHaveAttribute('id', 'contacto');
    const wa = screen.getByRole('link', { name: /WhatsApp \+54 9 11 2345-6789/ });
    expect(wa.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5491123456789\?text=/);
    expect(wa).toHaveAttribute('target', '_blank');
    expect(wa.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /Instagram @mates\.sur/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/mates.sur/',
    );
    expect(screen.getByRole('link', { name: 'hola@mates.com.ar' })).toHaveAttribute('href', 'mailto:hola@mates.com.ar');
    unmount();

    mockApi();
    renderPage();
    const vacio = await screen.findByRole('region', { name: 'Contacto' });
    expect(vacio).toHaveTextContent('Este emprendimiento todavía no cargó datos de contacto.');
  });

  it('says which payment methods the shop takes, under its name (docs/producto/pagos.md#medios-de-pago)', async () => {
    mockApi({ [`tienda/${EMP_ID}`]: json(200, emprendimientoFixture({ mediosDePago: ['TRANSFERENCIA'] })) });
    renderPage();
    expect(await screen.findByText('Este emprendimiento cobra solo por transferencia')).toBeInTheDocument();
  });

  it('says a connected shop takes Mercado Pago and transfer', async () => {
    mockApi({
      [`tienda/${EMP_ID}`]: json(200, emprendimientoFixture({ mediosDePago: ['MERCADO_PAGO', 'TRANSFERENCIA'] })),
    });
    renderPage();
    expect(await screen.findByText('Medios de pago: Mercado Pago y transferencia')).toBeInTheDocument();
  });
});

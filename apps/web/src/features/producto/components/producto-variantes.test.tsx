import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { EMP_ID, PRODUCTO_ID, imagen, productoFixture } from '../test-fixtures';
import { ProductoPage } from './producto-page';
import { tiendaPublicaDePrueba } from '../../../components/ui/test-support';

// docs/producto/variantes.md: the product page's option pickers.

const variante = (
  id: string,
  talle: string,
  color: string,
  stock: number,
  precio: number | null,
  img: number | null,
) => ({
  id: `00000000-0000-4000-8000-0000000000${id.slice(1).padStart(2, '0')}`,
  sku: null,
  valores: { Talle: talle, Color: color },
  texto: `Talle ${talle} · ${color}`,
  stock,
  precio,
  precioEfectivo: precio ?? 48000,
  idImagen: img,
  habilitada: true,
});
const zapatilla = productoFixture({
  nombre: 'Zapatilla urbana',
  precio: 48000,
  stock: 3,
  precioDesde: 48000,
  ...({
    opciones: [
      { nombre: 'Talle', valores: ['38', '39', '40'] },
      { nombre: 'Color', valores: ['Negro', 'Suela'] },
    ],
    variantes: [
      variante('v1', '38', 'Negro', 2, null, 1),
      variante('v2', '38', 'Suela', 0, null, 2),
      variante('v3', '39', 'Suela', 1, 52000, 2),
      variante('v4', '40', 'Negro', 0, null, null),
    ],
  } as object),
});

function mockApi() {
  const answers: Record<string, unknown> = {
    [`tienda/${EMP_ID}`]: tiendaPublicaDePrueba({
      id: EMP_ID,
      direccion: { calle: 'San Martín', numero: '123', ciudad: 'Villa Carlos Paz', provincia: 'Córdoba' },
      provincia: { idProvincia: 6, nombre: 'Córdoba' },
      slug: 'pisada-andina',
      contacto: { whatsapp: null, instagram: null, email: null },
      fechaAlta: '2025-01-10T12:00:00.000Z',
    }),
    [`productos/${PRODUCTO_ID}`]: zapatilla,
    [`productos/${PRODUCTO_ID}/imagenes`]: [imagen(1, 0, true), imagen(2, 1)],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = answers[url.replace('/api/v1/public/core/', '')];
      return new Response(JSON.stringify(body ?? { mensaje: 'No', codigo: 'RUTA_NO_ENCONTRADA' }), {
        status: body ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProductoPage
          id={PRODUCTO_ID}
          compra={(_p, e) => <output aria-label="Compra">{e.faltante ?? `${e.variante?.id} ${e.imagen}`}</output>}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('product page with variants', () => {
  it('starts with nothing chosen: the lowest price as Desde, sold-out sizes disabled, the buy box asks for a size', async () => {
    mockApi();
    renderPage();
    const talles = await screen.findByRole('group', { name: 'Talle' });
    expect(screen.getByText('Desde')).toBeInTheDocument();
    expect(screen.getByTestId('precio-final')).toHaveTextContent('48.000');
    const radios = within(talles).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['38', '39', '40']);
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(within(talles).getByRole('radio', { name: '40 Sin stock' })).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Compra' })).toHaveTextContent('Elegí un talle');
  });

  it('follows a full choice: price, stock and picture, and a colour without stock of that size cannot be chosen', async () => {
    mockApi();
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: '38' }));
    expect(screen.getByRole('status', { name: 'Compra' })).toHaveTextContent('Elegí un color');
    const colores = screen.getByRole('group', { name: 'Color' });
    expect(within(colores).getByRole('radio', { name: 'Suela Sin stock' })).toBeDisabled();
    await userEvent.click(within(colores).getByRole('radio', { name: 'Negro' }));
    expect(screen.getByRole('status', { name: 'Compra' })).toHaveTextContent(
      '00000000-0000-4000-8000-000000000001 /uploads/productos/1.webp',
    );
    expect(screen.queryByText('Desde')).not.toBeInTheDocument();

    // Another size drops the colour it does not come in, and its own price and picture show.
    await userEvent.click(screen.getByRole('radio', { name: '39' }));
    expect(screen.getByRole('status', { name: 'Compra' })).toHaveTextContent('Elegí un color');
    await userEvent.click(screen.getByRole('radio', { name: 'Suela' }));
    expect(screen.getByTestId('precio-final')).toHaveTextContent('52.000');
    expect(screen.getByText('Talle 39 · Suela: $ 52.000, Última unidad disponible')).toBeInTheDocument();
    expect(screen.getByText('Última unidad disponible')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Zapatilla urbana, imagen 2 de 2/ })).toHaveAttribute(
      'src',
      '/uploads/productos/2.webp',
    );
  });
});

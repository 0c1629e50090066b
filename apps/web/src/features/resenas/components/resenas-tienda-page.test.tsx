import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { EMP_ID, paginaFixture, PUB, resenaFixture } from '../test-fixtures';
import { ResenasTiendaPage } from './resenas-tienda-page';

afterEach(() => vi.unstubAllGlobals());

const LISTA = `GET ${PUB}/tienda/${EMP_ID}/resenas`;
const render = (puedeReportar = false, url = '/tienda/x/resenas') =>
  renderPage(
    <ResenasTiendaPage
      emprendimiento={{ id: EMP_ID, nombre: 'Mates del Sur' }}
      tiendaHref="/tienda/x"
      puedeReportar={puedeReportar}
    />,
    { url },
  );

describe('EntrepreneurshipReviews', () => {
  it('shows the average, the count, the distribution bars and each review as a verified purchase with the answer', async () => {
    mockFetch({
      [LISTA]: () =>
        ok(
          paginaFixture([
            resenaFixture({ respuesta: '¡Gracias, Lucía!', respondidaEn: '2026-11-03T10:00:00.000Z' }),
            resenaFixture({
              id: '00000000-0000-4000-8000-0000000000c2',
              autor: 'Tomás H.',
              calificacion: 4,
              comentario: null,
            }),
          ]),
        ),
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reseñas de Mates del Sur' })).toBeInTheDocument();
    expect(await screen.findByText('4,3')).toBeInTheDocument();
    expect(screen.getByText(/3 reseñas/)).toBeInTheDocument();
    const barras = within(screen.getByRole('list', { name: 'Distribución de las calificaciones' })).getAllByRole(
      'progressbar',
    );
    expect(barras.map((b) => b.getAttribute('aria-label'))).toEqual([
      '5 estrellas: 1 reseña (33 %)',
      '4 estrellas: 2 reseñas (67 %)',
      '3 estrellas: 0 reseñas (0 %)',
      '2 estrellas: 0 reseñas (0 %)',
      '1 estrella: 0 reseñas (0 %)',
    ]);
    const lista = within(screen.getByRole('list', { name: 'Reseñas' }));
    expect(lista.getAllByText('Compra verificada')).toHaveLength(2);
    expect(lista.getByText('Respuesta de Mates del Sur')).toBeInTheDocument();
    expect(lista.getByText('¡Gracias, Lucía!')).toBeInTheDocument();
    expect(lista.getByRole('img', { name: '4 de 5 estrellas' })).toBeInTheDocument();
    // Anonymous visitors read; only signed-in people report.
    expect(screen.queryByRole('button', { name: /Reportar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute('href', '/tienda/x');
  });

  it('filters by stars and "Con comentario" through the URL and the API query', async () => {
    const api = mockFetch({
      [LISTA]: (req) =>
        ok(
          paginaFixture(
            req.url.searchParams.get('estrellas') === '4' ? [resenaFixture({ calificacion: 4 })] : [resenaFixture()],
          ),
        ),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: '4 estrellas' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/tienda/x/resenas?estrellas=4');
    expect(screen.getByRole('button', { name: '4 estrellas' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('switch', { name: 'Con comentario' }));
    expect(screen.getByTestId('location')).toHaveTextContent('estrellas=4&conComentario=true');
    const ultima = api.to('GET', `${PUB}/tienda/${EMP_ID}/resenas`).at(-1)!;
    expect(Object.fromEntries(ultima.url.searchParams)).toMatchObject({
      estrellas: '4',
      conComentario: 'true',
      page: '0',
    });
  });

  it('says "Sin reseñas todavía" for a shop without reviews, and asks for a reason to report', async () => {
    mockFetch({
      [LISTA]: () =>
        ok(
          paginaFixture([], {
            resumen: { calificacion: null, numReseñas: 0, distribucion: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
          }),
        ),
    });
    const { unmount } = render();
    expect(await screen.findByText('Sin reseñas todavía')).toBeInTheDocument();
    expect(screen.getByText('Esta tienda todavía no tiene reseñas')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filtrar por estrellas' })).not.toBeInTheDocument();
    unmount();

    const api = mockFetch({
      [LISTA]: () => ok(paginaFixture([resenaFixture()])),
      [`POST /api/v1/resenas/${resenaFixture().id}/reportes`]: () => ({ status: 201, body: { reportada: true } }),
    });
    render(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Reportar la reseña de Lucía F.' }));
    const dialogo = within(screen.getByRole('dialog', { name: 'Reportar reseña' }));
    await userEvent.type(dialogo.getByLabelText(/¿Por qué la reportás\?/), 'Tiene datos personales');
    await userEvent.click(dialogo.getByRole('button', { name: 'Enviar reporte' }));
    expect(await screen.findByText('Gracias: un administrador va a revisar el reporte.')).toBeInTheDocument();
    expect(api.to('POST', `/api/v1/resenas/${resenaFixture().id}/reportes`)[0]!.body).toEqual({
      motivo: 'Tiene datos personales',
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_RESENA } from '@feria/contracts';
import { failCon, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { deVentaFixture, propiaFixture, VENTA_ID } from '../test-fixtures';
import { CalificarPedido } from './calificar-pedido';

afterEach(() => vi.unstubAllGlobals());

const DE_VENTA = `GET /api/comprador/v1/ventas/${VENTA_ID}/resenas`;
const seccion = (name: string) => screen.getByRole('region', { name });

describe('Calificá tu compra', () => {
  it('rates the shop with stars (a labelled radio group) and a comment, then shows it with Editar', async () => {
    let guardada = false;
    const api = mockFetch({
      [DE_VENTA]: () =>
        ok(
          deVentaFixture(guardada ? { tienda: propiaFixture({ calificacion: 4, comentario: 'Muy lindo todo' }) } : {}),
        ),
      'POST /api/comprador/v1/resenas': () => {
        guardada = true;
        return { status: 201, body: propiaFixture({ calificacion: 4, comentario: 'Muy lindo todo' }) };
      },
    });
    renderPage(<CalificarPedido idVenta={VENTA_ID} />);
    const tienda = within(await screen.findByRole('group', { name: 'La tienda: Mates del Sur' }));
    for (const nombre of ['1 estrella', '2 estrellas', '3 estrellas', '4 estrellas', '5 estrellas'])
      expect(tienda.getByRole('radio', { name: nombre })).toBeInTheDocument();
    const region = seccion('La tienda: Mates del Sur');
    // Saving without stars says what is missing and sends nothing.
    await userEvent.click(within(region).getByRole('button', { name: 'Guardar reseña de La tienda: Mates del Sur' }));
    expect(within(region).getByRole('alert')).toHaveTextContent(MENSAJES_RESENA.calificacion);
    expect(api.to('POST', '/api/comprador/v1/resenas')).toHaveLength(0);

    // fireEvent: user-event's synthetic click position makes MUI's Rating read it as 'clear'.
    fireEvent.click(tienda.getByRole('radio', { name: '4 estrellas' }));
    await userEvent.type(within(region).getByLabelText('Comentario (opcional)'), '  Muy lindo todo ');
    await userEvent.click(within(region).getByRole('button', { name: 'Guardar reseña de La tienda: Mates del Sur' }));
    expect(await screen.findByText('¡Gracias! Guardamos tu reseña.')).toBeInTheDocument();
    expect(api.to('POST', '/api/comprador/v1/resenas')[0]!.body).toEqual({
      idVenta: VENTA_ID,
      idItem: null,
      calificacion: 4,
      comentario: 'Muy lindo todo',
    });
    expect(screen.getByRole('img', { name: '4 de 5 estrellas' })).toBeInTheDocument();
    expect(screen.getByText('Compra verificada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar la reseña de La tienda: Mates del Sur' })).toBeInTheDocument();
    // The product line still waits for its own rating.
    expect(screen.getByRole('group', { name: 'Mate de calabaza' })).toBeInTheDocument();
  });

  it('edits within the window with PUT and shows the server message when refused', async () => {
    const api = mockFetch({
      [DE_VENTA]: () => ok(deVentaFixture({ tienda: propiaFixture({ calificacion: 2, comentario: 'Tardó' }) })),
      [`PUT /api/comprador/v1/resenas/${propiaFixture().id}`]: () => failCon('RESENA_PLAZO_EDICION'),
    });
    renderPage(<CalificarPedido idVenta={VENTA_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar la reseña de La tienda: Mates del Sur' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'La tienda: Mates del Sur' })).getByRole('radio', {
        name: '5 estrellas',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios de La tienda: Mates del Sur' }));
    expect(await screen.findByText(MENSAJES_RESENA.plazoEdicion)).toBeInTheDocument();
    expect(api.to('PUT', `/api/comprador/v1/resenas/${propiaFixture().id}`)[0]!.body).toEqual({
      calificacion: 5,
      comentario: 'Tardó',
    });
  });

  it('offers no Editar after 30 days, and nothing to rate before the order is completed', async () => {
    mockFetch({ [DE_VENTA]: () => ok(deVentaFixture({ tienda: propiaFixture({ editable: false }) })) });
    const { unmount } = renderPage(<CalificarPedido idVenta={VENTA_ID} />);
    expect(await screen.findByText('Ya pasaron los 30 días para editarla.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    unmount();
    mockFetch({ [DE_VENTA]: () => ok(deVentaFixture({ puedeCalificar: false })) });
    renderPage(<CalificarPedido idVenta={VENTA_ID} />);
    expect(
      await screen.findByText('Vas a poder calificar tu compra cuando el pedido esté completado.'),
    ).toBeInTheDocument();
  });
});

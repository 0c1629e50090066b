import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_PREGUNTAS } from '@feria/contracts';
import { fail, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { guardarBorrador } from '../borrador';
import { paginaFixture, preguntaFixture, PRODUCTO_ID, PUB } from '../test-fixtures';
import { PreguntasProducto } from './preguntas-producto';
import type { AccesoPregunta } from './preguntar-form';

const LISTA = `GET ${PUB}/productos/${PRODUCTO_ID}/preguntas`;
const PREGUNTAR = `POST /api/comprador/v1/productos/${PRODUCTO_ID}/preguntas`;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** Types by pasting (a person's typing, key by key, is too slow for a shared test machine). */
async function escribir(campo: HTMLElement, texto: string) {
  await userEvent.click(campo);
  await userEvent.paste(texto);
}

const render = (acceso: AccesoPregunta, resumen = { recientes: [preguntaFixture()], total: 1 }) =>
  renderPage(
    <PreguntasProducto idProducto={PRODUCTO_ID} nombreTienda="Mates del Sur" resumen={resumen} acceso={acceso} />,
  );

describe("the product page's questions", { timeout: 40_000 }, () => {
  it('shows the latest answered questions from the payload without asking the API, then all of them a page at a time', async () => {
    const api = mockFetch({
      [LISTA]: (req) =>
        ok(
          req.url.searchParams.get('page') === '1'
            ? paginaFixture(
                [preguntaFixture({ id: '00000000-0000-4000-8000-0000000000c9', texto: '¿Hacen envíos a Salta?' })],
                {
                  number: 1,
                  totalPages: 2,
                  totalElements: 11,
                },
              )
            : paginaFixture(
                [
                  preguntaFixture(),
                  preguntaFixture({
                    id: '00000000-0000-4000-8000-0000000000c2',
                    texto: '¿Lo tenés en negro? Escribime al [dato de contacto oculto]',
                    textoEnmascarado: true,
                    respuesta: null,
                    respondidaEn: null,
                  }),
                ],
                { totalPages: 2, totalElements: 11 },
              ),
        ),
    });
    render({ tipo: 'comprador' }, { recientes: [preguntaFixture()], total: 11 });
    const seccion = screen.getByRole('region', { name: 'Preguntas y respuestas' });
    const ultimas = within(seccion).getByRole('list', { name: 'Últimas preguntas respondidas' });
    expect(within(ultimas).getByText('¿Viene con bombilla?')).toBeInTheDocument();
    expect(within(ultimas).getByText('Respuesta de Mates del Sur')).toBeInTheDocument();
    expect(within(ultimas).getByText('Sí, de alpaca.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Ver todas las preguntas (11)' }));
    const todas = await screen.findByRole('list', { name: 'Todas las preguntas' });
    expect(screen.getByRole('heading', { name: 'Todas las preguntas (11)' })).toHaveFocus();
    expect(within(todas).getByText('Todavía sin respuesta.')).toBeInTheDocument();
    // docs/producto/preguntas.md#enmascarado: a masked text carries the note.
    expect(within(todas).getByText(MENSAJES_PREGUNTAS.notaEnmascarado)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página 2' }));
    expect(await screen.findByText('¿Hacen envíos a Salta?')).toBeInTheDocument();
    expect(
      api.to('GET', `${PUB}/productos/${PRODUCTO_ID}/preguntas`).map((r) => r.url.searchParams.get('page')),
    ).toEqual(['0', '1']);
  });

  it('says nobody asked yet and offers no list', () => {
    mockFetch({});
    render({ tipo: 'comprador' }, { recientes: [], total: 0 });
    expect(screen.getByText(MENSAJES_PREGUNTAS.sinPreguntas)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ver todas/ })).not.toBeInTheDocument();
  });

  it('a buyer asks: the counter follows the text, a short one is refused, the sent one is confirmed', async () => {
    const api = mockFetch({
      [PREGUNTAR]: (req) => ok(preguntaFixture({ texto: (req.body as { texto: string }).texto, respuesta: null })),
    });
    render({ tipo: 'comprador' });
    const campo = screen.getByRole('textbox', { name: 'Tu pregunta' });
    await escribir(campo, 'Ok');
    expect(screen.getByText('2/500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preguntar' }));
    expect(screen.getByText(MENSAJES_PREGUNTAS.textoPregunta)).toBeInTheDocument();
    expect(campo).toHaveFocus();
    expect(api.requests).toHaveLength(0);
    await escribir(campo, ', ¿tiene garantía?');
    await userEvent.click(screen.getByRole('button', { name: 'Preguntar' }));
    expect(
      await screen.findByText('Publicamos tu pregunta. Te avisamos cuando el vendedor responda.'),
    ).toBeInTheDocument();
    expect(api.to('POST', `/api/comprador/v1/productos/${PRODUCTO_ID}/preguntas`)[0]!.body).toEqual({
      texto: 'Ok, ¿tiene garantía?',
    });
    expect(campo).toHaveValue('');
  });

  it("shows the server's refusal (too many questions in the hour)", async () => {
    mockFetch({ [PREGUNTAR]: () => fail(429, MENSAJES_PREGUNTAS.demasiadasPreguntas, 'PREGUNTAS_DEMASIADAS') });
    render({ tipo: 'comprador' });
    await escribir(screen.getByRole('textbox', { name: 'Tu pregunta' }), '¿Tiene garantía?');
    await userEvent.click(screen.getByRole('button', { name: 'Preguntar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_PREGUNTAS.demasiadasPreguntas);
    expect(screen.getByRole('textbox', { name: 'Tu pregunta' })).toHaveValue('¿Tiene garantía?');
  });

  it('a visitor signs in first and finds the text again when back', async () => {
    mockFetch({});
    const onIngresar = vi.fn();
    const vista = render({ tipo: 'visitante', onIngresar });
    await escribir(screen.getByRole('textbox', { name: 'Tu pregunta' }), '¿Viene en caja?');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresá para preguntar' }));
    expect(onIngresar).toHaveBeenCalledOnce();
    vista.unmount();

    render({ tipo: 'comprador' });
    const campo = screen.getByRole('textbox', { name: 'Tu pregunta' });
    await waitFor(() => expect(campo).toHaveValue('¿Viene en caja?'));
    expect(campo).toHaveFocus();
    expect(screen.getByText('Recuperamos la pregunta que escribiste: revisala y enviala.')).toBeInTheDocument();
  });

  it('a draft of another product is not offered', () => {
    mockFetch({});
    guardarBorrador('00000000-0000-4000-8000-0000000000ff', '¿Otra cosa?');
    render({ tipo: 'comprador' });
    expect(screen.getByRole('textbox', { name: 'Tu pregunta' })).toHaveValue('');
  });

  it("the shop's own seller gets no form, a way to the panel", () => {
    mockFetch({});
    render({ tipo: 'propia', panelHref: '/dashboard-emprendedor/preguntas' });
    expect(screen.queryByRole('textbox', { name: 'Tu pregunta' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preguntas, en tu panel' })).toHaveAttribute(
      'href',
      '/dashboard-emprendedor/preguntas',
    );
  });
});

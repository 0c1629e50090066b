import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_PREGUNTAS } from '@feria/contracts';
import { mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { paginaVendedorFixture, preguntaVendedorFixture, VENDEDOR } from '../test-fixtures';
import { PreguntasVendedorPage } from './preguntas-vendedor-page';

afterEach(() => vi.unstubAllGlobals());

/** Types by pasting (a person's typing, key by key, is too slow for a shared test machine). */
async function escribir(campo: HTMLElement, texto: string) {
  await userEvent.click(campo);
  await userEvent.paste(texto);
}

const ID = '00000000-0000-4000-8000-0000000000c1';
const sinResponder = preguntaVendedorFixture();
const respondida = preguntaVendedorFixture({
  id: '00000000-0000-4000-8000-0000000000c2',
  autor: 'Tomás H.',
  respuesta: 'Sí, de alpaca.',
  respondidaEn: '2026-11-02T17:00:00.000Z',
});

function api(pendientes = [sinResponder]) {
  // Answered or hidden, the question leaves 'Sin responder' on the next read.
  let cambiada = false;
  return mockFetch({
    [`GET ${VENDEDOR}`]: (req) => {
      const estado = req.url.searchParams.get('estado');
      if (estado === 'respondidas') return ok(paginaVendedorFixture([respondida], pendientes.length));
      if (estado === 'ocultas')
        return ok(
          paginaVendedorFixture(
            [
              preguntaVendedorFixture({
                id: '00000000-0000-4000-8000-0000000000c3',
                oculta: true,
                motivoOculta: 'Insultos',
              }),
            ],
            pendientes.length,
          ),
        );
      const quedan = cambiada ? [] : pendientes;
      return ok(paginaVendedorFixture(quedan, quedan.length));
    },
    [`PUT ${VENDEDOR}/${ID}/respuesta`]: (req) => {
      cambiada = true;
      return ok({
        ...sinResponder,
        respuesta: (req.body as { texto: string }).texto,
        respondidaEn: '2026-11-03T10:00:00.000Z',
      });
    },
    [`PUT ${VENDEDOR}/${ID}/oculta`]: (req) => {
      cambiada = true;
      return ok({ ...sinResponder, oculta: true, motivoOculta: (req.body as { motivo: string }).motivo });
    },
  });
}

describe("the seller's questions", { timeout: 40_000 }, () => {
  it('lists the unanswered ones first with their product, and answers right under the question', async () => {
    const llamadas = api();
    renderPage(<PreguntasVendedorPage />, { url: '/dashboard-emprendedor/preguntas' });
    expect(await screen.findByRole('tab', { name: 'Sin responder (1)', selected: true })).toBeInTheDocument();
    const pregunta = screen.getByRole('article', { name: 'Pregunta de Lucía F.' });
    expect(within(pregunta).getByRole('link', { name: 'Mate imperial' })).toHaveAttribute(
      'href',
      `/productos/${sinResponder.producto.id}-mate-imperial`,
    );
    const campo = within(pregunta).getByRole('textbox', { name: 'Tu respuesta' });
    await userEvent.click(within(pregunta).getByRole('button', { name: 'Responder' }));
    expect(within(pregunta).getByText(MENSAJES_PREGUNTAS.textoRespuesta)).toBeInTheDocument();
    expect(llamadas.to('PUT', `${VENDEDOR}/${ID}/respuesta`)).toHaveLength(0);
    await escribir(campo, 'Sí, viene con bombilla de alpaca.');
    expect(within(pregunta).getByText('33/1000')).toBeInTheDocument();
    await userEvent.click(within(pregunta).getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Publicamos tu respuesta.')).toBeInTheDocument();
    expect(llamadas.to('PUT', `${VENDEDOR}/${ID}/respuesta`)[0]!.body).toEqual({
      texto: 'Sí, viene con bombilla de alpaca.',
    });
    // It leaves the list (and the count) once answered.
    expect(await screen.findByText('No tenés preguntas sin responder')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sin responder (0)' })).toBeInTheDocument();
  });

  it('hides a question with a reason, asked for in a dialog', async () => {
    const llamadas = api();
    renderPage(<PreguntasVendedorPage />, { url: '/dashboard-emprendedor/preguntas' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ocultar la pregunta de Lucía F.' }));
    const dialogo = screen.getByRole('dialog', { name: 'Ocultar pregunta' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Ocultar' }));
    expect(within(dialogo).getByText(MENSAJES_PREGUNTAS.motivoOcultarPregunta)).toBeInTheDocument();
    await escribir(within(dialogo).getByRole('textbox', { name: /Motivo/ }), 'Ofrece vender por fuera');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Ocultar' }));
    expect(await screen.findByText('Ocultaste la pregunta: ya no se ve en el producto.')).toBeInTheDocument();
    expect(llamadas.to('PUT', `${VENDEDOR}/${ID}/oculta`)[0]!.body).toEqual({ motivo: 'Ofrece vender por fuera' });
  });

  it('filters answered and hidden ones (kept in the address); an answer can be corrected', async () => {
    const llamadas = api();
    const { router } = renderPage(<PreguntasVendedorPage />, { url: '/dashboard-emprendedor/preguntas' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Respondidas' }));
    const pregunta = await screen.findByRole('article', { name: 'Pregunta de Tomás H.' });
    expect(router.state.location.search).toBe('?estado=respondidas');
    expect(within(pregunta).getByText('Sí, de alpaca.')).toBeInTheDocument();
    expect(within(pregunta).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(pregunta).getByRole('button', { name: 'Editar respuesta' }));
    expect(within(pregunta).getByRole('textbox', { name: 'Tu respuesta' })).toHaveValue('Sí, de alpaca.');
    await userEvent.click(within(pregunta).getByRole('button', { name: 'Cancelar' }));
    expect(within(pregunta).queryByRole('textbox')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Ocultas' }));
    expect(await screen.findByText('Motivo: Insultos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar de nuevo' })).toBeInTheDocument();
    expect(llamadas.to('GET', VENDEDOR).map((r) => r.url.searchParams.get('estado'))).toEqual([
      'sin_responder',
      'respondidas',
      'ocultas',
    ]);
  });

  it('says when nothing is waiting for an answer', async () => {
    api([]);
    renderPage(<PreguntasVendedorPage />, { url: '/dashboard-emprendedor/preguntas' });
    expect(await screen.findByText('No tenés preguntas sin responder')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sin responder (0)' })).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_CORREO, type BandejaDeSalida, type CorreoCompleto } from '@feria/contracts';
import { mockFetch, ok, renderPage, respuestaDeError } from '../../../components/ui/test-support';
import { CorreosPage } from './correos-page';

afterEach(() => vi.unstubAllGlobals());

const LISTA = '/api/admin/v1/correos';
const NOMBRE = '2026-03-10T14-05-09-123Z-pedido-creado-vendedor-0a1b2c3d.eml';
const OTRO = '2026-03-10T14-05-09-120Z-pedido-creado-comprador-99aa88bb.eml';

const bandeja: BandejaDeSalida = {
  total: 2,
  limite: 200,
  correos: [
    {
      nombre: NOMBRE,
      fecha: '2026-03-10T14:05:09.123Z',
      tipo: 'pedido-creado-vendedor',
      para: 'lucia@prueba.feria.ar',
      asunto: 'Nuevo pedido #1042 de Rocío Benítez',
    },
    {
      nombre: OTRO,
      fecha: '2026-03-10T14:05:09.120Z',
      tipo: 'pedido-creado-comprador',
      para: 'rocio@prueba.feria.ar',
      asunto: 'Recibimos tu pedido #1042 en Taller de Lucía',
    },
  ],
};
const correo: CorreoCompleto = {
  ...bandeja.correos[0]!,
  cabeceras: [
    { nombre: 'From', valor: 'Feria <no-responder@feria.local>' },
    { nombre: 'To', valor: 'lucia@prueba.feria.ar' },
    { nombre: 'Subject', valor: 'Nuevo pedido #1042 de Rocío Benítez' },
  ],
  texto: 'Feria\n\nTenés un pedido nuevo: #1042\n\nIr a Ventas: https://feria.example/dashboard-emprendedor/ventas\n',
  html: '<!DOCTYPE html><html lang="es-AR"><body><h1>Tenés un pedido nuevo: #1042</h1><script>parent.alert(1)</script></body></html>',
};

describe('Correos enviados', () => {
  it('lists the mails newest first and opens one: headers, the HTML in a sandboxed frame, the text version', async () => {
    const calls = mockFetch({ [`GET ${LISTA}`]: () => ok(bandeja), [`GET ${LISTA}/${NOMBRE}`]: () => ok(correo) });
    const { router } = renderPage(<CorreosPage />, { url: '/dashboard-administracion-identidades/correos' });
    const lista = await screen.findByRole('list', { name: 'Correos enviados' });
    const items = within(lista).getAllByRole('button');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Nuevo pedido #1042 de Rocío Benítez'),
      expect.stringContaining('Recibimos tu pedido #1042 en Taller de Lucía'),
    ]);
    expect(screen.getByText('2 correos')).toBeInTheDocument();
    expect(screen.getByText('Elegí un correo de la lista para verlo.')).toBeInTheDocument();

    await userEvent.click(items[0]!);
    expect(await screen.findByRole('heading', { name: 'Nuevo pedido #1042 de Rocío Benítez' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?correo=${NOMBRE}`);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Feria <no-responder@feria.local>')).toBeInTheDocument();
    expect(screen.getByText('lucia@prueba.feria.ar', { selector: 'dd' })).toBeInTheDocument();
    const marco = screen.getByTitle('Vista del correo: Nuevo pedido #1042 de Rocío Benítez');
    expect(marco.tagName).toBe('IFRAME');
    // No permission at all: the mail's HTML cannot run scripts or reach this page.
    expect(marco).toHaveAttribute('sandbox', '');
    expect(marco.getAttribute('srcdoc')).toBe(correo.html);
    expect(screen.getByLabelText('Texto del correo')).toHaveTextContent(
      'Ir a Ventas: https://feria.example/dashboard-emprendedor/ventas',
    );
    expect(calls.to('GET', `${LISTA}/${NOMBRE}`)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Volver a la lista' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens the mail named in the URL', async () => {
    mockFetch({ [`GET ${LISTA}`]: () => ok(bandeja), [`GET ${LISTA}/${NOMBRE}`]: () => ok(correo) });
    renderPage(<CorreosPage />, { url: `/dashboard-administracion-identidades/correos?correo=${NOMBRE}` });
    expect(await screen.findByRole('heading', { name: 'Nuevo pedido #1042 de Rocío Benítez' })).toBeInTheDocument();
  });

  it('says when nothing was sent yet', async () => {
    mockFetch({ [`GET ${LISTA}`]: () => ok({ correos: [], total: 0, limite: 200 }) });
    renderPage(<CorreosPage />);
    expect(await screen.findByText('Todavía no se envió ningún correo.')).toBeInTheDocument();
  });

  it('shows the server message when the outbox does not exist (SMTP) or fails, with a retry', async () => {
    const mensaje = MENSAJES_CORREO.conSmtp;
    mockFetch({ [`GET ${LISTA}`]: () => respuestaDeError('CORREOS_CON_SMTP') });
    renderPage(<CorreosPage />);
    expect(await screen.findByText(mensaje)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('a mail that cannot be opened says so and keeps the list', async () => {
    mockFetch({
      [`GET ${LISTA}`]: () => ok(bandeja),
      [`GET ${LISTA}/${NOMBRE}`]: () => respuestaDeError('CORREO_NO_ENCONTRADO'),
    });
    renderPage(<CorreosPage />, { url: `/x?correo=${NOMBRE}` });
    expect(await screen.findByText('Ese correo no está en la bandeja de salida')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Correos enviados' })).toBeInTheDocument();
  });
});

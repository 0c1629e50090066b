import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_RESENA, type ResenaReportada, type ResenasVendedorPage as PaginaVendedor } from '@feria/contracts';
import { failCon, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { EMP_ID, resenaFixture } from '../test-fixtures';
import { ResenasVendedorPage } from './resenas-vendedor-page';
import { ResenasReportadasPage } from './resenas-reportadas-page';

afterEach(() => vi.unstubAllGlobals());

const ID = resenaFixture().id;
const vendedorPage = (over: Partial<PaginaVendedor> = {}): PaginaVendedor => ({
  content: [{ ...resenaFixture(), numeroPedido: 1042, oculta: false, reportes: 2 }],
  totalElements: 1,
  totalPages: 1,
  number: 0,
  size: 20,
  sinResponder: 1,
  resumen: { calificacion: 5, numReseñas: 1, distribucion: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } },
  ...over,
});
const reportada = (over: Partial<ResenaReportada> = {}): ResenaReportada => ({
  ...resenaFixture(),
  emprendimiento: { id: EMP_ID, nombre: 'Mates del Sur' },
  oculta: false,
  motivoOculta: null,
  reportes: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      motivo: 'Tiene un teléfono',
      fecha: '2026-11-03T10:00:00.000Z',
      resuelto: false,
    },
  ],
  ...over,
});

describe('seller Reseñas', () => {
  it('lists the reviews with their order and reports, filters the unanswered and answers once in a dialog', async () => {
    const api = mockFetch({
      'GET /api/emprendedor/v1/resenas': () => ok(vendedorPage()),
      [`POST /api/emprendedor/v1/resenas/${ID}/respuesta`]: () => failCon('RESENA_YA_RESPONDIDA'),
    });
    renderPage(<ResenasVendedorPage />);
    const lista = within(await screen.findByRole('list', { name: 'Reseñas de tu tienda' }));
    expect(lista.getByText('Pedido #1042')).toBeInTheDocument();
    expect(lista.getByText('2 reportes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Sin responder (1)' }));
    expect(api.to('GET', '/api/emprendedor/v1/resenas').at(-1)!.url.searchParams.get('sinResponder')).toBe('true');

    await userEvent.click(lista.getByRole('button', { name: 'Responder la reseña de Lucía F.' }));
    const dialogo = within(screen.getByRole('dialog', { name: 'Responder a Lucía F.' }));
    await userEvent.click(dialogo.getByRole('button', { name: 'Publicar respuesta' }));
    expect(dialogo.getByText(MENSAJES_RESENA.respuestaVacia)).toBeInTheDocument();
    expect(api.to('POST', `/api/emprendedor/v1/resenas/${ID}/respuesta`)).toHaveLength(0);
    await userEvent.type(dialogo.getByRole('textbox', { name: /Tu respuesta/ }), '¡Gracias!');
    await userEvent.click(dialogo.getByRole('button', { name: 'Publicar respuesta' }));
    expect(await dialogo.findByText(MENSAJES_RESENA.yaRespondida)).toBeInTheDocument();
    expect(api.to('POST', `/api/emprendedor/v1/resenas/${ID}/respuesta`)[0]!.body).toEqual({ respuesta: '¡Gracias!' });
  });
});

describe('admin Reseñas reportadas', () => {
  it('shows the reports and hides a review only with a motivo', async () => {
    const api = mockFetch({
      'GET /api/admin/v1/resenas/reportadas': () =>
        ok({ content: [reportada()], totalElements: 1, totalPages: 1, number: 0, size: 20 }),
      [`POST /api/admin/v1/resenas/${ID}/ocultar`]: () =>
        ok(reportada({ oculta: true, motivoOculta: 'Datos personales' })),
    });
    renderPage(<ResenasReportadasPage />);
    expect(await screen.findByText('Tiene un teléfono')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar' }));
    const dialogo = within(screen.getByRole('dialog', { name: 'Ocultar reseña' }));
    await userEvent.click(dialogo.getByRole('button', { name: 'Ocultar' }));
    expect(dialogo.getByText(MENSAJES_RESENA.motivoOcultar)).toBeInTheDocument();
    expect(api.to('POST', `/api/admin/v1/resenas/${ID}/ocultar`)).toHaveLength(0);
    await userEvent.type(dialogo.getByRole('textbox', { name: /Motivo/ }), 'Datos personales');
    await userEvent.click(dialogo.getByRole('button', { name: 'Ocultar' }));
    await vi.waitFor(() =>
      expect(api.to('POST', `/api/admin/v1/resenas/${ID}/ocultar`)[0]!.body).toEqual({ motivo: 'Datos personales' }),
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Ocultas' }));
    expect(api.to('GET', '/api/admin/v1/resenas/reportadas').at(-1)!.url.searchParams.get('ocultas')).toBe('true');
  });
});

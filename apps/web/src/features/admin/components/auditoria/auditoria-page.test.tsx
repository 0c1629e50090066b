import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistroAuditoria } from '@feria/contracts';
import { fail, mockFetch, ok, renderPage } from '../../../../components/ui/test-support';
import { pageOfFixture } from '../../test-fixtures';
import { AuditoriaPage } from './auditoria-page';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/admin/v1/auditoria';
const aprobacion: RegistroAuditoria = {
  id: 7,
  fecha: '2026-03-05T17:30:00.000Z',
  actor: { id: 'a1', email: 'admin@demo.feria.ar' },
  accion: 'solicitud.aprobar',
  objetivo: { tipo: 'emprendimiento', id: '3f1c2b4a-0000-4000-8000-000000000001' },
  antes: { estado: 'Pendiente', motivoRechazo: null },
  despues: { estado: 'Activo', motivoRechazo: null },
};

const renderAt = (url = '/admin') => renderPage(<AuditoriaPage />, { url, path: '/admin' });

describe('AuditoriaPage', () => {
  it('lists each action with who, when, the target and what changed', async () => {
    mockFetch({ [`GET ${LIST}`]: () => ok(pageOfFixture([aprobacion])) });
    renderAt();
    const item = (await screen.findByRole('heading', { name: 'Aprobó una solicitud' })).closest('li')!;
    expect(within(item).getByText(/admin@demo\.feria\.ar/)).toBeInTheDocument();
    expect(within(item).getByText(aprobacion.objetivo.id)).toBeInTheDocument();
    expect(within(item).getByText('Estado').nextElementSibling).toHaveTextContent(/^Pendiente →\s?pasó a Activo$/);
    expect(within(item).queryByText('Motivo del rechazo')).not.toBeInTheDocument();
  });

  it('asks the API for the page of the URL and moves through pages by the URL', async () => {
    const api = mockFetch({
      [`GET ${LIST}`]: ({ url }) => ok(pageOfFixture([aprobacion], Number(url.searchParams.get('page')), 3)),
    });
    renderAt('/admin?page=2');
    await screen.findByRole('heading', { name: 'Aprobó una solicitud' });
    expect(api.to('GET', LIST)[0]?.url.searchParams.get('page')).toBe('1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ir a la página 3' }));
    await vi.waitFor(() => expect(api.to('GET', LIST).at(-1)?.url.searchParams.get('page')).toBe('2'));
  });

  it('says when nothing was recorded yet', async () => {
    mockFetch({ [`GET ${LIST}`]: () => ok(pageOfFixture([])) });
    renderAt();
    expect(await screen.findByText('Todavía no hay acciones registradas')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    mockFetch({ [`GET ${LIST}`]: () => fail(500, 'No pudimos cargar la auditoría') });
    renderAt();
    expect(await screen.findByText('No pudimos cargar la auditoría')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

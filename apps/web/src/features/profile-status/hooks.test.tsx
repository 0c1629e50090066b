import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MENSAJES_PERFIL } from '@feria/contracts';
import { useAccountStatus, useEmprendimiento, useProfileStatus } from './hooks';
import { emprendimientoFixture, json, stubApi } from './test-support';

afterEach(() => vi.unstubAllGlobals());

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
}

describe('useProfileStatus (docs/producto/identidad.md#autenticacion–docs/producto/identidad.md#perfil-completo)', () => {
  it('asks the seller area for sellers and the buyer area for buyers; admins have nothing to check', async () => {
    const fetchMock = stubApi({
      'GET /api/comprador/v1/compradores/u-1/verificar': () => json({ completo: true }),
      'GET /api/emprendedor/v1/emprendimientos/verificar/u-2': () => json({ completo: false }),
    });
    const { wrapper: w } = wrapper();
    const { result, rerender } = renderHook(
      ({ userId, role }: { userId?: string; role?: string }) => useProfileStatus(userId, role),
      {
        wrapper: w,
        initialProps: { userId: 'u-1', role: 'comprador' } as { userId?: string; role?: string },
      },
    );
    expect(result.current).toMatchObject({ checkedUserId: null, isProfileCompleted: null, loading: true });
    await waitFor(() =>
      expect(result.current).toMatchObject({
        checkedUserId: 'u-1',
        checkedRole: 'comprador',
        isProfileCompleted: true,
        error: null,
      }),
    );
    rerender({ userId: 'u-2', role: 'emprendedor' });
    await waitFor(() =>
      expect(result.current).toMatchObject({
        checkedUserId: 'u-2',
        checkedRole: 'emprendedor',
        isProfileCompleted: false,
      }),
    );
    rerender({ userId: 'u-3', role: 'admin' });
    expect(result.current).toMatchObject({ checkedUserId: null, isProfileCompleted: null, loading: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the server message, or the default for an unexpected answer', async () => {
    stubApi({
      'GET /api/comprador/v1/compradores/u-1/verificar': () => json({ mensaje: 'Servicio no disponible' }, 503),
      'GET /api/comprador/v1/compradores/u-2/verificar': () => json({ otra: 'cosa' }),
    });
    const { wrapper: w } = wrapper();
    const { result, rerender } = renderHook(({ userId }) => useProfileStatus(userId, 'comprador'), {
      wrapper: w,
      initialProps: { userId: 'u-1' },
    });
    await waitFor(() =>
      expect(result.current).toMatchObject({
        checkedUserId: 'u-1',
        isProfileCompleted: null,
        error: 'Servicio no disponible',
      }),
    );
    rerender({ userId: 'u-2' });
    await waitFor(() =>
      expect(result.current).toMatchObject({ checkedUserId: 'u-2', error: MENSAJES_PERFIL.errorVerificarPerfil }),
    );
  });

  it('recheck() asks again, keeps the previous answer meanwhile and resolves to the new completion', async () => {
    let completo = false;
    stubApi({ 'GET /api/emprendedor/v1/emprendimientos/verificar/u-1': () => json({ completo }) });
    const { wrapper: w } = wrapper();
    const { result } = renderHook(() => useProfileStatus('u-1', 'emprendedor'), { wrapper: w });
    await waitFor(() => expect(result.current.isProfileCompleted).toBe(false));
    completo = true;
    let ahora: Promise<boolean> | undefined;
    act(() => {
      ahora = result.current.recheck();
    });
    expect(result.current).toMatchObject({ checkedUserId: 'u-1', isProfileCompleted: false });
    expect(await ahora).toBe(true);
    await waitFor(() => expect(result.current.isProfileCompleted).toBe(true));
  });
});

describe('useAccountStatus (docs/producto/entidades.md account status)', () => {
  it('seller: idle until checked → pending → ok, and keeps ok while the data is fetched again', async () => {
    const fetchMock = stubApi({ 'GET /api/emprendedor/v1/emprendimientos/u-1': () => json(emprendimientoFixture()) });
    const { wrapper: w } = wrapper();
    const { result } = renderHook(() => useAccountStatus('emprendedor', 'u-1'), { wrapper: w });
    expect(result.current.status).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => result.current.check());
    await waitFor(() => expect(result.current.status).toBe('pending'));
    await waitFor(() => expect(result.current.status).toBe('ok'));
    act(() => result.current.check());
    expect(result.current.status).toBe('ok');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('seller: Eliminado is deactivated; a failed fetch is failed with the message', async () => {
    stubApi({
      'GET /api/emprendedor/v1/emprendimientos/u-1': () =>
        json(emprendimientoFixture({ estado: 'Eliminado', activo: false })),
      'GET /api/emprendedor/v1/emprendimientos/u-2': () => json({ mensaje: 'Emprendimiento no encontrado' }, 404),
    });
    const { wrapper: w } = wrapper();
    const { result, rerender } = renderHook(({ uid }) => useAccountStatus('emprendedor', uid), {
      wrapper: w,
      initialProps: { uid: 'u-1' },
    });
    act(() => result.current.check());
    await waitFor(() => expect(result.current.status).toBe('deactivated'));
    rerender({ uid: 'u-2' });
    expect(result.current.status).toBe('idle');
    act(() => result.current.check());
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'failed', error: 'Emprendimiento no encontrado' }),
    );
  });

  it('buyer: eliminado is inactive; a failing check lets the buyer through (docs/producto/identidad.md#perfil-completo)', async () => {
    stubApi({
      'GET /api/comprador/v1/compradores/u-1/eliminado': () => json({ eliminado: true }),
      'GET /api/comprador/v1/compradores/u-2/eliminado': () => json({ mensaje: 'Error' }, 500),
    });
    const { wrapper: w } = wrapper();
    const { result, rerender } = renderHook(({ uid }) => useAccountStatus('comprador', uid), {
      wrapper: w,
      initialProps: { uid: 'u-1' },
    });
    act(() => result.current.check());
    await waitFor(() => expect(result.current.status).toBe('inactive'));
    rerender({ uid: 'u-2' });
    act(() => result.current.check());
    await waitFor(() => expect(result.current.status).toBe('ok'));
  });

  it('admins have no account status to check', () => {
    const { wrapper: w } = wrapper();
    const { result } = renderHook(() => useAccountStatus('admin', 'u-1'), { wrapper: w });
    expect(result.current.status).toBe('ok');
  });
});

describe('useEmprendimiento (docs/producto/identidad.md#baja-del-emprendimiento)', () => {
  it('loads the seller’s emprendimiento; deactivation turns activo false at once, then reads it again', async () => {
    let estado = 'Activo';
    let responder!: () => void;
    stubApi({
      'GET /api/emprendedor/v1/emprendimientos/u-1': () =>
        json(emprendimientoFixture({ estado, activo: estado === 'Activo' })),
      'PUT /api/emprendedor/v1/emprendimientos/desactivar/u-1': () =>
        new Promise<Response>((resolve) => {
          responder = () => {
            estado = 'Eliminado';
            resolve(json(emprendimientoFixture({ estado, activo: false })));
          };
        }),
    });
    const { wrapper: w } = wrapper();
    const { result } = renderHook(() => useEmprendimiento('u-1'), { wrapper: w });
    await waitFor(() =>
      expect(result.current).toMatchObject({ loading: 'succeeded', data: { estado: 'Activo', activo: true } }),
    );
    let ok: Promise<boolean> | undefined;
    act(() => {
      ok = result.current.desactivar();
    });
    await waitFor(() =>
      expect(result.current).toMatchObject({ desactivacionStatus: 'pending', data: { activo: false } }),
    );
    await act(async () => {
      await waitFor(() => expect(responder).toBeTypeOf('function'));
      responder();
      expect(await ok).toBe(true);
    });
    await waitFor(() =>
      expect(result.current).toMatchObject({
        desactivacionStatus: 'succeeded',
        data: { estado: 'Eliminado', activo: false },
      }),
    );
  });

  it('a failed deactivation keeps the server message and shows the real activo again', async () => {
    stubApi({
      'GET /api/emprendedor/v1/emprendimientos/u-1': () => json(emprendimientoFixture()),
      'PUT /api/emprendedor/v1/emprendimientos/desactivar/u-1': () =>
        json({ mensaje: 'No se pudo desactivar ahora' }, 503),
    });
    const { wrapper: w } = wrapper();
    const { result } = renderHook(() => useEmprendimiento('u-1'), { wrapper: w });
    await waitFor(() => expect(result.current.data?.activo).toBe(true));
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.desactivar();
    });
    expect(ok).toBe(false);
    await waitFor(() =>
      expect(result.current).toMatchObject({
        desactivacionStatus: 'failed',
        desactivacionError: 'No se pudo desactivar ahora',
        data: { activo: true },
      }),
    );
  });

  it('a malformed answer fails with the default message', async () => {
    stubApi({ 'GET /api/emprendedor/v1/emprendimientos/u-1': () => json({ id: 3 }) });
    const { wrapper: w } = wrapper();
    const { result } = renderHook(() => useEmprendimiento('u-1'), { wrapper: w });
    await waitFor(() => expect(result.current.loading).toBe('failed'));
  });
});

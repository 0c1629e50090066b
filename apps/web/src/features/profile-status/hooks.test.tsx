import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useAccountStatus, useEmprendimiento, useProfileStatus, useProfileStatusSync } from './hooks';
import { createTestStore, emprendimientoFixture, json, stubApi } from './test-store';

afterEach(() => vi.unstubAllGlobals());

function wrapperFor(store: ReturnType<typeof createTestStore>) {
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

describe('useProfileStatusSync (spec §4.1)', () => {
  it('checks the seller or buyer profile, skips admins, warns without a recognised role, resets without a user', async () => {
    const fetchMock = stubApi({ 'GET /api/comprador/v1/compradores/u-1/verificar': () => json({ completo: true }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createTestStore();
    const { rerender } = renderHook(({ userId, role }: { userId?: string; role?: string }) => useProfileStatusSync(userId, role), {
      wrapper: wrapperFor(store),
      initialProps: { userId: 'u-1', role: 'comprador' } as { userId?: string; role?: string },
    });
    await waitFor(() => expect(store.getState().profileStatus.isProfileCompleted).toBe(true));
    rerender({ userId: 'u-2', role: 'admin' });
    expect(store.getState().profileStatus).toMatchObject({ userId: 'u-2', isProfileCompleted: null });
    expect(fetchMock).toHaveBeenCalledOnce();
    rerender({ userId: 'u-3', role: 'offline_access' });
    expect(warn).toHaveBeenCalledWith('user without recognised role');
    rerender({ userId: undefined, role: undefined });
    expect(store.getState().profileStatus.userId).toBeNull();
  });
});

describe('useProfileStatus().recheck', () => {
  it('checks again for the same user and role and resolves to the new completion', async () => {
    let completo = false;
    stubApi({ 'GET /api/emprendedor/v1/emprendimientos/verificar/u-1': () => json({ completo }) });
    const store = createTestStore();
    const { result } = renderHook(() => {
      useProfileStatusSync('u-1', 'emprendedor');
      return useProfileStatus();
    }, { wrapper: wrapperFor(store) });
    await waitFor(() => expect(result.current.isProfileCompleted).toBe(false));
    completo = true;
    let now: boolean | undefined;
    await act(async () => {
      now = await result.current.recheck();
    });
    expect(now).toBe(true);
    expect(result.current.isProfileCompleted).toBe(true);
  });
});

describe('useAccountStatus (spec §3 account status)', () => {
  it('seller: idle → pending → ok, and keeps ok while the data is fetched again', async () => {
    stubApi({ 'GET /api/emprendedor/v1/emprendimientos/u-1': () => json(emprendimientoFixture()) });
    const store = createTestStore();
    const { result } = renderHook(() => useAccountStatus('emprendedor', 'u-1'), { wrapper: wrapperFor(store) });
    expect(result.current.status).toBe('idle');
    act(() => result.current.check());
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current.status).toBe('ok'));
    act(() => result.current.check());
    expect(result.current.status).toBe('ok');
  });

  it('seller: Eliminado is deactivated; a failed fetch is failed with the message', async () => {
    stubApi({
      'GET /api/emprendedor/v1/emprendimientos/u-1': () => json(emprendimientoFixture({ estado: 'Eliminado', activo: false })),
      'GET /api/emprendedor/v1/emprendimientos/u-2': () => json({ mensaje: 'Emprendimiento no encontrado' }, 404),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createTestStore();
    const { result, rerender } = renderHook(({ uid }) => useAccountStatus('emprendedor', uid), { wrapper: wrapperFor(store), initialProps: { uid: 'u-1' } });
    act(() => result.current.check());
    await waitFor(() => expect(result.current.status).toBe('deactivated'));
    rerender({ uid: 'u-2' });
    expect(result.current.status).toBe('idle');
    act(() => result.current.check());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', error: 'Emprendimiento no encontrado' }));
  });

  it('buyer: eliminado is inactive; a failing check lets the buyer through (spec §4.2)', async () => {
    stubApi({ 'GET /api/comprador/v1/compradores/u-1/eliminado': () => json({ eliminado: true }) });
    const store = createTestStore();
    const { result, rerender } = renderHook(({ uid }) => useAccountStatus('comprador', uid), { wrapper: wrapperFor(store), initialProps: { uid: 'u-1' } });
    act(() => result.current.check());
    await waitFor(() => expect(result.current.status).toBe('inactive'));
    rerender({ uid: 'u-2' });
    act(() => result.current.check());
    await waitFor(() => expect(result.current.status).toBe('ok'));
  });

  it('admins have no account status to check', () => {
    const { result } = renderHook(() => useAccountStatus('admin', 'u-1'), { wrapper: wrapperFor(createTestStore()) });
    expect(result.current.status).toBe('ok');
  });
});

describe('useEmprendimiento', () => {
  it('loads the signed-in seller’s emprendimiento and deactivates it', async () => {
    let estado = 'Activo';
    stubApi({
      'GET /api/emprendedor/v1/emprendimientos/u-1': () => json(emprendimientoFixture({ estado, activo: estado === 'Activo' })),
      'PUT /api/emprendedor/v1/emprendimientos/desactivar/u-1': () => {
        estado = 'Eliminado';
        return json(emprendimientoFixture({ estado, activo: false }));
      },
    });
    const store = createTestStore();
    store.dispatch({ type: 'profileStatus/setUserId', payload: 'u-1' });
    const { result } = renderHook(() => useEmprendimiento(), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(result.current.data?.estado).toBe('Activo'));
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.desactivar();
    });
    expect(ok).toBe(true);
    expect(result.current).toMatchObject({ desactivacionStatus: 'succeeded', data: { estado: 'Eliminado', activo: false } });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { desactivarEmprendimiento, fetchEmprendimientoByUserId } from './emprendimiento-slice';
import { createTestStore, emprendimientoFixture, json, stubApi } from './test-store';

afterEach(() => vi.unstubAllGlobals());

describe('emprendimiento state (spec §3, §4.4)', () => {
  it('fetch by user id needs a user id', async () => {
    const store = createTestStore();
    await store.dispatch(fetchEmprendimientoByUserId(''));
    expect(store.getState().emprendimiento).toMatchObject({ loading: 'failed', error: 'User ID is required to fetch emprendimiento data' });
  });

  it('fetches and validates the seller’s emprendimiento', async () => {
    stubApi({ 'GET /api/emprendedor/v1/emprendimientos/u-1': () => json(emprendimientoFixture()) });
    const store = createTestStore();
    const pending = store.dispatch(fetchEmprendimientoByUserId('u-1'));
    expect(store.getState().emprendimiento.loading).toBe('pending');
    await pending;
    expect(store.getState().emprendimiento).toMatchObject({ loading: 'succeeded', userId: 'u-1', data: { nombre: 'Mates del Sur', activo: true } });
  });

  it('a malformed answer fails with the default message', async () => {
    stubApi({ 'GET /api/emprendedor/v1/emprendimientos/u-1': () => json({ nombre: 'x' }) });
    const store = createTestStore();
    await store.dispatch(fetchEmprendimientoByUserId('u-1'));
    expect(store.getState().emprendimiento).toMatchObject({ loading: 'failed', error: 'Failed to fetch emprendimiento data', data: null });
  });

  it('deactivation: activo false at once, then the emprendimiento is fetched again', async () => {
    let estado = 'Activo';
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const fetchMock = stubApi({
      'GET /api/emprendedor/v1/emprendimientos/u-1': () => json(emprendimientoFixture({ estado, activo: estado !== 'Eliminado' })),
      'PUT /api/emprendedor/v1/emprendimientos/desactivar/u-1': async () => {
        await gate;
        estado = 'Eliminado';
        return json(emprendimientoFixture({ estado, activo: false }));
      },
    });
    const store = createTestStore();
    await store.dispatch(fetchEmprendimientoByUserId('u-1'));
    const running = store.dispatch(desactivarEmprendimiento('u-1'));
    expect(store.getState().emprendimiento).toMatchObject({ desactivacionStatus: 'pending', data: { activo: false } });
    release();
    await running;
    expect(store.getState().emprendimiento).toMatchObject({ desactivacionStatus: 'succeeded', data: { estado: 'Eliminado', activo: false } });
    expect(fetchMock.mock.calls.map(([u, i]) => `${i?.method ?? 'GET'} ${new URL(String(u), 'http://x').pathname}`)).toEqual([
      'GET /api/emprendedor/v1/emprendimientos/u-1',
      'PUT /api/emprendedor/v1/emprendimientos/desactivar/u-1',
      'GET /api/emprendedor/v1/emprendimientos/u-1',
    ]);
  });

  it('a failed deactivation stores the server message and shows the real activo again', async () => {
    stubApi({
      'GET /api/emprendedor/v1/emprendimientos/u-1': () => json(emprendimientoFixture()),
      'PUT /api/emprendedor/v1/emprendimientos/desactivar/u-1': () => json({ mensaje: 'No tenés permiso para realizar esta acción' }, 403),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createTestStore();
    await store.dispatch(fetchEmprendimientoByUserId('u-1'));
    await store.dispatch(desactivarEmprendimiento('u-1'));
    expect(store.getState().emprendimiento).toMatchObject({ desactivacionStatus: 'failed', desactivacionError: 'No tenés permiso para realizar esta acción', data: { activo: true } });
  });

  it('a failed deactivation without a server message uses the default', async () => {
    stubApi({ 'PUT /api/emprendedor/v1/emprendimientos/desactivar/u-1': () => new Response('', { status: 500 }) });
    const store = createTestStore();
    await store.dispatch(desactivarEmprendimiento('u-1'));
    expect(store.getState().emprendimiento.desactivacionError).toBe('Failed to deactivate emprendimiento');
  });
});

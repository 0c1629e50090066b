import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { resetAccountState } from './account-reset';
import { checkCompradorEliminado, checkProfileStatus, consultarEstadoEmprendimiento, initialProfileStatus, profileStatusReducer, setUserId } from './profile-status-slice';
import { createTestStore, json, stubApi } from './test-store';

afterEach(() => vi.unstubAllGlobals());

describe('profile-status reducer (spec §4.2)', () => {
  it('pending → loading, verification not complete; fulfilled → completion from the answer', () => {
    const arg = { userId: 'u-1', role: 'comprador' };
    let s = profileStatusReducer(initialProfileStatus, checkProfileStatus.pending('r1', arg));
    expect(s).toMatchObject({ userId: 'u-1', role: 'comprador', loading: true, isProfileVerificationComplete: false, error: null });
    s = profileStatusReducer(s, checkProfileStatus.fulfilled({ completo: true, userId: 'u-1', role: 'comprador' }, 'r1', arg));
    expect(s).toMatchObject({ loading: false, isProfileCompleted: true, isProfileVerificationComplete: true, checkedUserId: 'u-1', checkedRole: 'comprador' });
  });

  it('rejected → error kept, verification complete', () => {
    const arg = { userId: 'u-1', role: 'emprendedor' };
    let s = profileStatusReducer(initialProfileStatus, checkProfileStatus.pending('r1', arg));
    s = profileStatusReducer(s, checkProfileStatus.rejected(null, 'r1', arg, 'Error al verificar el estado del perfil'));
    expect(s).toMatchObject({ loading: false, error: 'Error al verificar el estado del perfil', isProfileVerificationComplete: true, checkedUserId: 'u-1' });
  });

  it('keeps the previous answer while a re-check runs', () => {
    const arg = { userId: 'u-1', role: 'comprador' };
    let s = profileStatusReducer(initialProfileStatus, checkProfileStatus.pending('r1', arg));
    s = profileStatusReducer(s, checkProfileStatus.fulfilled({ completo: false, userId: 'u-1', role: 'comprador' }, 'r1', arg));
    s = profileStatusReducer(s, checkProfileStatus.pending('r2', arg));
    expect(s).toMatchObject({ loading: true, isProfileVerificationComplete: false, isProfileCompleted: false, checkedUserId: 'u-1' });
  });

  it('ignores the answer of a superseded check', () => {
    const arg = { userId: 'u-1', role: 'comprador' };
    let s = profileStatusReducer(initialProfileStatus, checkProfileStatus.pending('old', arg));
    s = profileStatusReducer(s, checkProfileStatus.pending('new', arg));
    s = profileStatusReducer(s, checkProfileStatus.fulfilled({ completo: true, userId: 'u-1', role: 'comprador' }, 'old', arg));
    expect(s.isProfileCompleted).toBeNull();
    expect(s.loading).toBe(true);
  });

  it('changing the user id resets the completion state', () => {
    const arg = { userId: 'u-1', role: 'comprador' };
    let s = profileStatusReducer(initialProfileStatus, checkProfileStatus.pending('r1', arg));
    s = profileStatusReducer(s, checkProfileStatus.fulfilled({ completo: true, userId: 'u-1', role: 'comprador' }, 'r1', arg));
    expect(profileStatusReducer(s, setUserId('u-1'))).toBe(s);
    expect(profileStatusReducer(s, setUserId('u-2'))).toEqual({ ...initialProfileStatus, userId: 'u-2' });
    expect(profileStatusReducer(s, resetAccountState())).toEqual(initialProfileStatus);
  });

  it('a failing comprador-deleted check sets deleted to false and keeps the error', () => {
    let s = profileStatusReducer(initialProfileStatus, checkCompradorEliminado.pending('r', 'u-1'));
    expect(s.compradorEliminado).toEqual({ userId: 'u-1', eliminado: null, loading: true, error: null });
    s = profileStatusReducer(s, checkCompradorEliminado.rejected(null, 'r', 'u-1', 'Error al verificar si el comprador fue eliminado'));
    expect(s.compradorEliminado).toEqual({ userId: 'u-1', eliminado: false, loading: false, error: 'Error al verificar si el comprador fue eliminado' });
  });

  it('a comprador-deleted re-check keeps the last answer for the same buyer only', () => {
    let s = profileStatusReducer(initialProfileStatus, checkCompradorEliminado.fulfilled(false, 'r', 'u-1'));
    s = profileStatusReducer({ ...s, compradorEliminado: { ...s.compradorEliminado, userId: 'u-1' } }, checkCompradorEliminado.pending('r2', 'u-1'));
    expect(s.compradorEliminado).toMatchObject({ eliminado: false, loading: true });
    s = profileStatusReducer(s, checkCompradorEliminado.pending('r3', 'u-2'));
    expect(s.compradorEliminado).toMatchObject({ userId: 'u-2', eliminado: null, loading: true });
  });
});

describe('checkProfileStatus thunk (spec §5, §7.2, §7.3)', () => {
  it.each([
    [{ userId: '', role: 'comprador' }, 'User ID is required'],
    [{ userId: 'u-1', role: '' }, 'User role is required'],
    [{ userId: 'u-1', role: 'admin' }, 'Unsupported user role: admin'],
  ])('refuses %j with %s', async (arg, message) => {
    const store = createTestStore();
    await store.dispatch(checkProfileStatus(arg));
    expect(store.getState().profileStatus.error).toBe(message);
  });

  it('asks the seller area for sellers and the buyer area for buyers', async () => {
    const fetchMock = stubApi({
      'GET /api/emprendedor/v1/emprendimientos/verificar/u%201': () => json({ completo: false }),
      'GET /api/comprador/v1/compradores/u-2/verificar': () => json(true),
    });
    const store = createTestStore();
    await store.dispatch(checkProfileStatus({ userId: 'u 1', role: 'emprendedor' }));
    expect(store.getState().profileStatus).toMatchObject({ isProfileCompleted: false, checkedRole: 'emprendedor' });
    await store.dispatch(checkProfileStatus({ userId: 'u-2', role: 'comprador' }));
    expect(store.getState().profileStatus).toMatchObject({ userId: 'u-2', isProfileCompleted: true, checkedRole: 'comprador' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stores the server message, or the default for an unexpected answer', async () => {
    stubApi({
      'GET /api/comprador/v1/compradores/u-1/verificar': () => json({ mensaje: 'No tenés permiso para realizar esta acción', codigo: 'SIN_PERMISO' }, 403),
      'GET /api/comprador/v1/compradores/u-2/verificar': () => json({ otra: 'cosa' }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createTestStore();
    await store.dispatch(checkProfileStatus({ userId: 'u-1', role: 'comprador' }));
    expect(store.getState().profileStatus.error).toBe('No tenés permiso para realizar esta acción');
    await store.dispatch(checkProfileStatus({ userId: 'u-2', role: 'comprador' }));
    expect(store.getState().profileStatus.error).toBe('Error al verificar el estado del perfil');
  });

  it('does not start the same check twice while one runs', async () => {
    const fetchMock = stubApi({ 'GET /api/comprador/v1/compradores/u-1/verificar': () => json({ completo: true }) });
    const store = createTestStore();
    await Promise.all([store.dispatch(checkProfileStatus({ userId: 'u-1', role: 'comprador' })), store.dispatch(checkProfileStatus({ userId: 'u-1', role: 'comprador' }))]);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('other account queries', () => {
  it('comprador eliminado: needs an id, reads { eliminado }', async () => {
    stubApi({ 'GET /api/comprador/v1/compradores/u-1/eliminado': () => json({ eliminado: true }) });
    const store = createTestStore();
    await store.dispatch(checkCompradorEliminado(''));
    expect(store.getState().profileStatus.compradorEliminado.error).toBe('El ID del comprador es requerido');
    await store.dispatch(checkCompradorEliminado('u-1'));
    expect(store.getState().profileStatus.compradorEliminado).toMatchObject({ eliminado: true, loading: false });
  });

  it('consultarEstado: validates id and estado and stores each answer; a failure as { error, failed }', async () => {
    const fetchMock = stubApi({ 'GET /api/emprendedor/v1/emprendimientos/consultarEstado/e-1': () => json({ estado: 'Activo', coincide: true }) });
    const store = createTestStore();
    await store.dispatch(consultarEstadoEmprendimiento({ id: '', estado: 'Activo' }));
    expect(store.getState().profileStatus.estadoConsultas[':Activo']).toEqual({ error: 'El ID del emprendimiento es requerido', failed: true });
    await store.dispatch(consultarEstadoEmprendimiento({ id: 'e-1', estado: 5 }));
    expect(store.getState().profileStatus.estadoConsultas['e-1:5']).toEqual({ error: 'El estado a consultar es requerido y debe ser un string', failed: true });
    await store.dispatch(consultarEstadoEmprendimiento({ id: 'e-1', estado: 'Activo' }));
    expect(store.getState().profileStatus.estadoConsultas['e-1:Activo']).toEqual({ coincide: true });
    expect(String(fetchMock.mock.calls[0]![0])).toContain('?estado=Activo');
    stubApi({});
    await store.dispatch(consultarEstadoEmprendimiento({ id: 'e-1', estado: 'Pendiente' }));
    expect(store.getState().profileStatus.estadoConsultas['e-1:Pendiente']).toEqual({ error: 'Ruta de API no encontrada', failed: true });
  });
});

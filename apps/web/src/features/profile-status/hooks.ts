import { useCallback, useEffect } from 'react';
import { resetAccountState } from './account-reset';
import { desactivarEmprendimiento, fetchEmprendimientoByUserId } from './emprendimiento-slice';
import { checkCompradorEliminado, checkProfileStatus, setUserId } from './profile-status-slice';
import { useAccountDispatch, useAccountSelector } from './store-types';

/**
 * spec §4.1: after authentication store the user id and, with a seller or buyer role, dispatch the
 * profile-completion check; admins have no profile to complete; no user id resets everything.
 */
export function useProfileStatusSync(userId: string | undefined, role: string | undefined): void {
  const dispatch = useAccountDispatch();
  useEffect(() => {
    if (!userId) {
      dispatch(resetAccountState());
      return;
    }
    dispatch(setUserId(userId));
    if (role === 'emprendedor' || role === 'comprador') void dispatch(checkProfileStatus({ userId, role }));
    else if (role !== 'admin') console.warn('user without recognised role');
  }, [dispatch, userId, role]);
}

/** Profile-status state plus `recheck()` (the complete-profile pages call it after saving). */
export function useProfileStatus() {
  const state = useAccountSelector((s) => s.profileStatus);
  const dispatch = useAccountDispatch();
  const { userId, role } = state;
  /** Resolves to whether the profile is now complete (false when the check failed). */
  const recheck = useCallback(async (): Promise<boolean> => {
    const result = await dispatch(checkProfileStatus({ userId, role }));
    return checkProfileStatus.fulfilled.match(result) && result.payload.completo;
  }, [dispatch, userId, role]);
  return { ...state, recheck };
}

/** spec §3 "Account status" as the guard needs it. */
export type EstadoCuenta = 'idle' | 'pending' | 'ok' | 'deactivated' | 'inactive' | 'failed';

/**
 * Seller: deactivated when the emprendimiento is 'Eliminado'; buyer: inactive when the comprador is
 * eliminado. Once a result exists for this user, a later re-fetch keeps it (pages refresh without
 * the guard hiding them).
 */
export function useAccountStatus(role: string | undefined, userId: string | undefined): { status: EstadoCuenta; error: string | null; check: () => void } {
  const dispatch = useAccountDispatch();
  const emp = useAccountSelector((s) => s.emprendimiento);
  const comp = useAccountSelector((s) => s.profileStatus.compradorEliminado);
  const check = useCallback(() => {
    if (role === 'emprendedor') void dispatch(fetchEmprendimientoByUserId(userId));
    else if (role === 'comprador') void dispatch(checkCompradorEliminado(userId));
  }, [dispatch, role, userId]);

  if (role === 'emprendedor') {
    if (emp.userId !== userId) return { status: 'idle', error: null, check };
    if (emp.data) return { status: emp.data.estado === 'Eliminado' ? 'deactivated' : 'ok', error: null, check };
    const status = emp.loading === 'pending' ? 'pending' : emp.loading === 'failed' ? 'failed' : 'idle';
    return { status, error: emp.error, check };
  }
  if (role === 'comprador') {
    if (comp.userId !== userId) return { status: 'idle', error: null, check };
    if (comp.eliminado !== null) return { status: comp.eliminado ? 'inactive' : 'ok', error: null, check };
    return { status: comp.loading ? 'pending' : 'idle', error: comp.error, check };
  }
  return { status: 'ok', error: null, check };
}

/**
 * spec §3 / §4.4 emprendimiento state for the seller pages. `desactivar()` resolves true when the
 * server deactivated it; `refetch()` reloads it.
 */
export function useEmprendimiento() {
  const dispatch = useAccountDispatch();
  const userId = useAccountSelector((s) => s.profileStatus.userId);
  const emp = useAccountSelector((s) => s.emprendimiento);
  const mine = emp.userId === userId;
  const needsFetch = Boolean(userId) && (!mine || emp.loading === 'idle');
  useEffect(() => {
    if (needsFetch) void dispatch(fetchEmprendimientoByUserId(userId));
  }, [dispatch, needsFetch, userId]);

  const refetch = useCallback(async () => {
    await dispatch(fetchEmprendimientoByUserId(userId));
  }, [dispatch, userId]);
  const desactivar = useCallback(async (): Promise<boolean> => {
    const result = await dispatch(desactivarEmprendimiento(userId));
    return desactivarEmprendimiento.fulfilled.match(result);
  }, [dispatch, userId]);

  return {
    data: mine ? emp.data : null,
    loading: mine ? emp.loading : ('idle' as const),
    error: mine ? emp.error : null,
    desactivacionStatus: emp.desactivacionStatus,
    desactivacionError: emp.desactivacionError,
    desactivar,
    refetch,
  };
}

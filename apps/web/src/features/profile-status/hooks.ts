import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmprendimientoPrivado } from '@feria/contracts';
import {
  compradorEliminadoQuery,
  cuentaKeys,
  desactivarEmprendimientoPropio,
  emprendimientoPropioQuery,
  esPerfilRol,
  perfilCompletoQuery,
  type PerfilRol,
} from '../../lib/cuenta';

// The account checks of docs/producto/entidades.md/docs/producto/README.md as TanStack Query state (lib/cuenta.ts): the guards, post-login
// and the seller and buyer pages read the same cached queries.

/** docs/producto/entidades.md "Profile-status state", as the guard and post-login read it. */
export interface ProfileStatus {
  /** User and role the answer belongs to: null until there is one. */
  checkedUserId: string | null;
  checkedRole: PerfilRol | null;
  isProfileCompleted: boolean | null;
  error: string | null;
  loading: boolean;
  /** Checks again (the complete-profile pages, after saving); resolves to the new completion, false if it failed. */
  recheck: () => Promise<boolean>;
}

/**
 * docs/producto/identidad.md#autenticacion–docs/producto/identidad.md#perfil-completo: the profile-completion check of a seller or buyer, once per session; admins and
 * other roles have no profile to complete. While a re-check runs the previous answer stays.
 */
export function useProfileStatus(userId: string | undefined, role: string | undefined): ProfileStatus {
  const client = useQueryClient();
  const rol = esPerfilRol(role) ? role : null;
  const activo = Boolean(userId && rol);
  const query = useQuery({ ...perfilCompletoQuery(rol ?? 'comprador', userId ?? ''), enabled: activo });
  const recheck = useCallback(async () => {
    if (!userId || !rol) return false;
    try {
      return await client.fetchQuery({ ...perfilCompletoQuery(rol, userId), staleTime: 0 });
    } catch {
      return false;
    }
  }, [client, userId, rol]);
  const respondida = activo && (query.data !== undefined || query.isError);
  return {
    checkedUserId: respondida ? userId! : null,
    checkedRole: respondida ? rol : null,
    isProfileCompleted: activo ? (query.data ?? null) : null,
    error: activo && query.data === undefined && query.isError ? query.error.message : null,
    loading: activo && query.isFetching,
    recheck,
  };
}

/** docs/producto/entidades.md "Account status" as the guard needs it. */
export type EstadoCuenta = 'idle' | 'pending' | 'ok' | 'deactivated' | 'inactive' | 'failed';

/**
 * Seller: deactivated when the emprendimiento is 'Eliminado'; buyer: inactive when the comprador is
 * eliminado. Nothing is asked until the guard calls `check()` (a seller without a shop yet has no
 * emprendimiento to read); an answer already cached for this user counts at once, and stays while
 * it is fetched again.
 */
export function useAccountStatus(
  role: string | undefined,
  userId: string | undefined,
): { status: EstadoCuenta; error: string | null; check: () => void } {
  const [pedido, setPedido] = useState<string | null>(null);
  const pedidoAhora = pedido === `${role}:${userId}`;
  const vendedor = role === 'emprendedor' && Boolean(userId);
  const comprador = role === 'comprador' && Boolean(userId);
  const emp = useQuery({ ...emprendimientoPropioQuery(userId ?? ''), enabled: vendedor && pedidoAhora });
  const comp = useQuery({ ...compradorEliminadoQuery(userId ?? ''), enabled: comprador && pedidoAhora });
  const { refetch: refetchEmp } = emp;
  const { refetch: refetchComp } = comp;
  const check = useCallback(() => {
    if (!pedidoAhora) setPedido(`${role}:${userId}`);
    else if (role === 'emprendedor') void refetchEmp();
    else if (role === 'comprador') void refetchComp();
  }, [pedidoAhora, role, userId, refetchEmp, refetchComp]);

  if (vendedor) {
    if (emp.data) return { status: emp.data.estado === 'Eliminado' ? 'deactivated' : 'ok', error: null, check };
    if (emp.isError && !emp.isFetching) return { status: 'failed', error: emp.error.message, check };
    return { status: emp.isFetching ? 'pending' : 'idle', error: null, check };
  }
  if (comprador) {
    if (comp.data) return { status: comp.data.eliminado ? 'inactive' : 'ok', error: null, check };
    return { status: comp.isFetching ? 'pending' : 'idle', error: null, check };
  }
  return { status: role === 'emprendedor' || role === 'comprador' ? 'idle' : 'ok', error: null, check };
}

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/**
 * docs/producto/entidades.md / docs/producto/identidad.md#baja-del-emprendimiento the seller's own emprendimiento for the seller pages. `desactivar()` turns
 * `activo` false at once (optimistic), restores it if the server refuses, and resolves true when
 * the server deactivated it (the emprendimiento is then read again).
 */
export function useEmprendimiento(userId: string | undefined) {
  const client = useQueryClient();
  const query = useQuery({ ...emprendimientoPropioQuery(userId ?? ''), enabled: Boolean(userId) });
  const key = cuentaKeys.emprendimiento(userId ?? '');
  const desactivacion = useMutation({
    mutationFn: () => desactivarEmprendimientoPropio(userId ?? ''),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: key });
      const previo = client.getQueryData<EmprendimientoPrivado>(key);
      if (previo) client.setQueryData<EmprendimientoPrivado>(key, { ...previo, activo: false });
      return { previo };
    },
    onError: (_error, _vars, contexto) => {
      // Nothing changed on the server: show the real state again.
      if (contexto?.previo) client.setQueryData(key, contexto.previo);
    },
    onSuccess: async () => {
      await client.fetchQuery({ ...emprendimientoPropioQuery(userId ?? ''), staleTime: 0 }).catch(() => undefined);
    },
  });
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(async () => {
    await refetchQuery();
  }, [refetchQuery]);
  const { mutateAsync } = desactivacion;
  const desactivar = useCallback(async (): Promise<boolean> => {
    try {
      await mutateAsync();
      return true;
    } catch {
      return false;
    }
  }, [mutateAsync]);

  const loading: RequestStatus = query.data
    ? 'succeeded'
    : query.isError
      ? 'failed'
      : query.isFetching
        ? 'pending'
        : 'idle';
  return {
    data: query.data ?? null,
    loading,
    error: query.isError ? query.error.message : null,
    desactivacionStatus: (desactivacion.isPending
      ? 'pending'
      : desactivacion.isError
        ? 'failed'
        : desactivacion.isSuccess
          ? 'succeeded'
          : 'idle') as RequestStatus,
    desactivacionError: desactivacion.error?.message ?? null,
    desactivar,
    refetch,
  };
}

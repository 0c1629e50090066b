import { queryOptions } from '@tanstack/react-query';
import { MENSAJES_PERFIL, RUTAS_CUENTA, rutaCon, type EmprendimientoPrivado } from '@feria/contracts';
import { ApiError, apiRequest } from './api-client';

// Server state of the signed-in account (docs/producto/entidades.md, docs/producto/identidad.md#perfil-completo, docs/producto/identidad.md#baja-del-emprendimiento) that the guards and the seller and
// buyer pages all read: one query each, cached by TanStack Query, so nothing is fetched twice and
// a change made on one page shows on every other. This runs at start-up: bodies are checked by
// hand, and the emprendimiento's zod schema is loaded on demand.

/** Roles with a profile to complete (docs/producto/validacion.md: only emprendedor and comprador). */
export type PerfilRol = 'emprendedor' | 'comprador';

export const esPerfilRol = (role: string | null | undefined): role is PerfilRol =>
  role === 'emprendedor' || role === 'comprador';

// The paths come from contracts' schema-free RUTAS_CUENTA (the endpoint descriptors use the same ones).
export const cuentaPaths = {
  verificar: (rol: PerfilRol, userId: string) =>
    rol === 'emprendedor'
      ? rutaCon(RUTAS_CUENTA.verificarEmprendedor, { userId })
      : rutaCon(RUTAS_CUENTA.verificarComprador, { id: userId }),
  compradorEliminado: (userId: string) => rutaCon(RUTAS_CUENTA.compradorEliminado, { id: userId }),
  emprendimiento: (userId: string) => rutaCon(RUTAS_CUENTA.emprendimiento, { id: userId }),
  desactivar: (userId: string) => rutaCon(RUTAS_CUENTA.desactivarEmprendimiento, { userId }),
};

export const cuentaKeys = {
  all: ['cuenta'] as const,
  perfilCompleto: (rol: PerfilRol, userId: string) => ['cuenta', 'perfil-completo', rol, userId] as const,
  compradorEliminado: (userId: string) => ['cuenta', 'comprador-eliminado', userId] as const,
  emprendimiento: (userId: string) => ['cuenta', 'emprendimiento', userId] as const,
};

/**
 * docs/producto/api.md#convenciones: "Responses described as boolean-like may be a boolean or an object" — our API answers
 * an object with the flag named (e.g. `{ completo: true }`).
 */
export function booleanLike(body: unknown, key: string): boolean {
  if (typeof body === 'boolean') return body;
  if (body && typeof body === 'object') {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'boolean') return value;
  }
  throw new Error(`Respuesta inesperada del servidor: falta '${key}'`);
}

/** Server message for the user (ApiError carries docs/producto/errores.md pick), else the action default. */
export function mensajeDeError(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** docs/producto/identidad.md#perfil-completo / docs/producto/api.md#emprendimiento / docs/producto/api.md#comprador GET verificar: has the seller or buyer completed the profile? */
export function perfilCompletoQuery(rol: PerfilRol, userId: string) {
  return queryOptions({
    queryKey: cuentaKeys.perfilCompleto(rol, userId),
    queryFn: async ({ signal }) => {
      try {
        return booleanLike(
          await apiRequest<unknown>(cuentaPaths.verificar(rol, userId), {
            errorMessage: MENSAJES_PERFIL.errorVerificarPerfil,
            signal,
          }),
          'completo',
        );
      } catch (error) {
        throw new Error(mensajeDeError(error, MENSAJES_PERFIL.errorVerificarPerfil), { cause: error });
      }
    },
    // Checked once per session (docs/producto/identidad.md#autenticacion) and again when a complete-profile page asks (recheck).
    staleTime: Infinity,
    retry: false,
  });
}

/** docs/producto/api.md#comprador GET /{id}/eliminado. docs/producto/identidad.md#perfil-completo: a failing check counts as not deleted (its error is kept). */
export function compradorEliminadoQuery(userId: string) {
  return queryOptions({
    queryKey: cuentaKeys.compradorEliminado(userId),
    queryFn: async ({ signal }): Promise<{ eliminado: boolean; error: string | null }> => {
      try {
        const body = await apiRequest<unknown>(cuentaPaths.compradorEliminado(userId), {
          errorMessage: MENSAJES_PERFIL.errorVerificarEliminado,
          signal,
        });
        return { eliminado: booleanLike(body, 'eliminado'), error: null };
      } catch (error) {
        return { eliminado: false, error: mensajeDeError(error, MENSAJES_PERFIL.errorVerificarEliminado) };
      }
    },
    retry: false,
  });
}

/** docs/producto/api.md#emprendimiento GET /{userId}: the seller's own emprendimiento (with bank data and review state). */
export async function fetchEmprendimientoPropio(userId: string, signal?: AbortSignal): Promise<EmprendimientoPrivado> {
  let body: unknown;
  try {
    body = await apiRequest<unknown>(cuentaPaths.emprendimiento(userId), {
      errorMessage: MENSAJES_PERFIL.errorObtenerEmprendimiento,
      signal,
    });
  } catch (error) {
    throw new Error(mensajeDeError(error, MENSAJES_PERFIL.errorObtenerEmprendimiento), { cause: error });
  }
  const { parseEmprendimiento } = await import('./cuenta-parse');
  return parseEmprendimiento(body);
}

export function emprendimientoPropioQuery(userId: string) {
  return queryOptions({
    queryKey: cuentaKeys.emprendimiento(userId),
    queryFn: ({ signal }) => fetchEmprendimientoPropio(userId, signal),
    retry: false,
  });
}

/** docs/producto/identidad.md#baja-del-emprendimiento / docs/producto/api.md#emprendimiento PUT /desactivar/{userId}. */
export async function desactivarEmprendimientoPropio(userId: string): Promise<void> {
  try {
    await apiRequest<unknown>(cuentaPaths.desactivar(userId), {
      method: 'PUT',
      errorMessage: MENSAJES_PERFIL.errorDesactivar,
    });
  } catch (error) {
    throw new Error(mensajeDeError(error, MENSAJES_PERFIL.errorDesactivar), { cause: error });
  }
}

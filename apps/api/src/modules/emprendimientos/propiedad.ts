import { and, eq } from 'drizzle-orm';
import { type EstadoEmprendimiento } from '@feria/contracts';
import { emprendimientos } from '../../db/schema';
import { emprendimientoNoEncontrado, errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';

// Ownership of the seller areas (docs/arquitectura.md#identidad: decided from the token's `sub`
// only). Another seller's ids answer 404 exactly like missing ones, so nobody learns which ids
// exist.

export interface EmprendimientoPropio {
  id: string;
  estado: EstadoEmprendimiento;
}

/** The caller's emprendimiento with this id, in any estado; undefined for a missing or another's id. */
export async function buscarEmprendimientoPropio(
  ctx: UserContext,
  id: string,
): Promise<EmprendimientoPropio | undefined> {
  const [row] = await ctx.db
    .select({ id: emprendimientos.id, estado: emprendimientos.estado })
    .from(emprendimientos)
    .where(and(eq(emprendimientos.id, id), eq(emprendimientos.ownerUserId, ctx.usuario.sub)));
  return row && { id: row.id, estado: row.estado as EstadoEmprendimiento };
}

/** The caller's emprendimiento with this id, in any estado; else 404 'Emprendimiento no encontrado'. */
export async function emprendimientoPropio(ctx: UserContext, id: string): Promise<EmprendimientoPropio> {
  const propio = await buscarEmprendimientoPropio(ctx, id);
  if (!propio) throw emprendimientoNoEncontrado();
  return propio;
}

/**
 * Pendiente and Rechazado shops may prepare products (not public until Activo); a
 * deactivated (Eliminado, docs/producto/identidad.md#baja-del-emprendimiento) one is read-only, like its profile.
 */
export function exigirModificable(emprendimiento: EmprendimientoPropio): void {
  if (emprendimiento.estado === 'Eliminado') throw errorDe('EMPRENDIMIENTO_DESACTIVADO');
}

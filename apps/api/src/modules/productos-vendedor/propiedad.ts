import { and, eq } from 'drizzle-orm';
import { MENSAJES_CUENTA, type EstadoEmprendimiento } from '@feria/contracts';
import { emprendimientos, productos } from '../../db/schema';
import { conflicto, emprendimientoNoEncontrado, productoNoEncontrado } from '../../lib/app-error';
import { invalidateCache, type UserContext } from '../../lib/context';

// Ownership of the seller product area (ARCHITECTURE.md "Identity": decided from the token's
// `sub` only). Another seller's ids answer 404 exactly like missing ones, so nobody learns which
// ids exist.

export interface EmprendimientoPropio {
  id: string;
  estado: EstadoEmprendimiento;
}

export interface ProductoPropio {
  id: string;
  emprendimiento: EmprendimientoPropio;
}

/** The caller's emprendimiento with this id, in any estado; else 404 'Emprendimiento no encontrado'. */
export async function emprendimientoPropio(ctx: UserContext, id: string): Promise<EmprendimientoPropio> {
  const [row] = await ctx.db
    .select({ id: emprendimientos.id, estado: emprendimientos.estado })
    .from(emprendimientos)
    .where(and(eq(emprendimientos.id, id), eq(emprendimientos.ownerUserId, ctx.usuario.sub)));
  if (!row) throw emprendimientoNoEncontrado();
  return { id: row.id, estado: row.estado as EstadoEmprendimiento };
}

/** A not deleted product of one of the caller's emprendimientos; else 404 'Producto no encontrado'. */
export async function productoPropio(ctx: UserContext, id: string): Promise<ProductoPropio> {
  const [row] = await ctx.db
    .select({ id: productos.id, emprendimientoId: emprendimientos.id, estado: emprendimientos.estado })
    .from(productos)
    .innerJoin(emprendimientos, eq(emprendimientos.id, productos.emprendimientoId))
    .where(and(eq(productos.id, id), eq(productos.eliminado, false), eq(emprendimientos.ownerUserId, ctx.usuario.sub)));
  if (!row) throw productoNoEncontrado();
  return { id: row.id, emprendimiento: { id: row.emprendimientoId, estado: row.estado as EstadoEmprendimiento } };
}

/**
 * Pendiente and Rechazado shops may prepare products (not public until Activo); a
 * deactivated (Eliminado, spec §4.4) one is read-only, like its profile.
 */
export function exigirModificable(emprendimiento: EmprendimientoPropio): void {
  if (emprendimiento.estado === 'Eliminado') throw conflicto(MENSAJES_CUENTA.emprendimientoDesactivado);
}

/** Products of an Activo shop are public: the short public cache must not serve the old state. */
export function alCambiar(ctx: UserContext, emprendimiento: EmprendimientoPropio): void {
  if (emprendimiento.estado === 'Activo') invalidateCache(ctx);
}

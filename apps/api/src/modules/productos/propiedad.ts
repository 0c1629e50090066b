import { and, eq } from 'drizzle-orm';
import { productos } from '../../db/schema';
import { productoNoEncontrado } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { buscarEmprendimientoPropio, type EmprendimientoPropio } from '../emprendimientos/propiedad';

// Ownership of the seller's products, decided from the token's `sub` through the shop's owner.
// Another seller's ids answer 404 exactly like missing ones.

export interface ProductoPropio {
  id: string;
  emprendimiento: EmprendimientoPropio;
}

/** A not deleted product of one of the caller's emprendimientos; else 404 'Producto no encontrado'. */
export async function productoPropio(ctx: UserContext, id: string): Promise<ProductoPropio> {
  const [row] = await ctx.db
    .select({ id: productos.id, emprendimientoId: productos.emprendimientoId })
    .from(productos)
    .where(and(eq(productos.id, id), eq(productos.eliminado, false)));
  const emprendimiento = row && (await buscarEmprendimientoPropio(ctx, row.emprendimientoId));
  if (!row || !emprendimiento) throw productoNoEncontrado();
  return { id: row.id, emprendimiento };
}

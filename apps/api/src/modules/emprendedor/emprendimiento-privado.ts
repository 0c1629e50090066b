import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { EmprendimientoPrivado } from '@feria/contracts';
import { emprendimientos, provincias, rubros } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { aEmprendimientoPublico } from '../emprendimientos/emprendimiento-loader';

/**
 * The owner's (and the admin's) view of emprendimientos: the public shape plus bank details and
 * review state. `cantidadProductos` counts every product not deleted, public or not: the seller
 * manages them all. Newest first.
 */
export async function loadPrivados(
  ctx: ServiceContext,
  where: SQL | undefined,
  page?: { limit: number; offset: number; orderBy?: SQL[] },
): Promise<EmprendimientoPrivado[]> {
  const query = ctx.db
    .select({
      e: emprendimientos,
      rubro: { idRubro: rubros.id, nombre: rubros.nombre },
      provincia: { idProvincia: provincias.id, nombre: provincias.nombre },
      cantidadProductos: sql<number>`(select count(*)::int from app.productos p
        where p.emprendimiento_id = ${emprendimientos.id} and not p.eliminado)`,
    })
    .from(emprendimientos)
    .innerJoin(rubros, eq(rubros.id, emprendimientos.rubroId))
    .innerJoin(provincias, eq(provincias.id, emprendimientos.provinciaId))
    .where(where)
    .orderBy(...(page?.orderBy ?? [desc(emprendimientos.createdAt)]), emprendimientos.id);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => ({
    ...aEmprendimientoPublico(row),
    ownerUserId: row.e.ownerUserId,
    motivoRechazo: row.e.motivoRechazo,
    titular: row.e.titular ?? '',
    cuit: row.e.cuit ?? '',
    cbu: row.e.cbu ?? '',
    alias: row.e.alias ?? '',
    // spec §3 "Emprendimiento state" / §4.4: activo turns false when the seller deactivates it.
    activo: row.e.estado !== 'Eliminado',
  }));
}

export async function loadPrivado(ctx: ServiceContext, id: string): Promise<EmprendimientoPrivado | null> {
  const [row] = await loadPrivados(ctx, eq(emprendimientos.id, id));
  return row ?? null;
}

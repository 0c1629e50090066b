import { desc, eq, type SQL } from 'drizzle-orm';
import type { EmprendimientoPrivado } from '@feria/contracts';
import { emprendimientos } from '../../db/schema';
import { nombreDeProvincia, nombreDeRubro } from '../referencias/referencias.queries';
import { columnaDe } from '../../db/sql';
import type { ServiceContext } from '../../lib/context';
import type { ConteosDeTienda } from './conteos';
import { aEmprendimientoPublico, resumenPublico } from './emprendimiento-loader';

/**
 * The owner's (and the admin's) view of emprendimientos: the public shape plus bank details and
 * review state. `cantidadProductos` counts every product not deleted, public or not: the seller
 * manages them all. Newest first.
 */
export async function loadPrivados(
  ctx: ServiceContext,
  where: SQL | undefined,
  conteos: ConteosDeTienda,
  page?: { limit: number; offset: number; orderBy?: SQL[] },
): Promise<EmprendimientoPrivado[]> {
  const query = ctx.db
    .select({
      e: emprendimientos,
      rubro: { idRubro: emprendimientos.rubroId, nombre: nombreDeRubro(columnaDe(emprendimientos.rubroId)) },
      provincia: {
        idProvincia: emprendimientos.provinciaId,
        nombre: nombreDeProvincia(columnaDe(emprendimientos.provinciaId)),
      },
      cantidadProductos: conteos.productos(columnaDe(emprendimientos.id), 'vigentes'),
      ...resumenPublico(conteos),
    })
    .from(emprendimientos)
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
    // docs/producto/entidades.md "Emprendimiento state" / docs/producto/identidad.md#baja-del-emprendimiento: activo turns false when the seller deactivates it.
    activo: row.e.estado !== 'Eliminado',
  }));
}

export async function loadPrivado(
  ctx: ServiceContext,
  id: string,
  conteos: ConteosDeTienda,
): Promise<EmprendimientoPrivado | null> {
  const [row] = await loadPrivados(ctx, eq(emprendimientos.id, id), conteos);
  return row ?? null;
}

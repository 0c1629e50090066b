import { sql } from 'drizzle-orm';
import type { ResumenVendedor } from '@feria/contracts';
import { queryRows } from '../../db/sql';
import type { UserContext } from '../../lib/context';
import { cantidadCatalogos } from '../catalogos/catalogos.queries';
import { emprendimientoPropio } from '../emprendimientos/propiedad';

/** GET resumen/{idEmprendimiento}: the seller dashboard counts; deleted products do not count. */
export async function resumen(ctx: UserContext, idEmprendimiento: string): Promise<ResumenVendedor> {
  const emprendimiento = await emprendimientoPropio(ctx, idEmprendimiento);
  const [row] = await queryRows<ResumenVendedor>(
    ctx.db,
    sql`select
          (select count(*)::int from app.productos p where p.emprendimiento_id = ${emprendimiento.id} and not p.eliminado and p.habilitado) as habilitados,
          (select count(*)::int from app.productos p where p.emprendimiento_id = ${emprendimiento.id} and not p.eliminado and not p.habilitado) as deshabilitados,
          (select count(*)::int from app.productos p where p.emprendimiento_id = ${emprendimiento.id} and not p.eliminado and p.stock = 0) as "sinStock",
          ${cantidadCatalogos(emprendimiento.id)} as catalogos`,
  );
  return row!;
}

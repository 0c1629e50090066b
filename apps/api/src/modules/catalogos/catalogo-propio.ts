import { eq } from 'drizzle-orm';
import { catalogos } from '../../db/schema';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { buscarEmprendimientoPropio, type EmprendimientoPropio } from '../emprendimientos/propiedad';

export interface CatalogoPropio {
  id: number;
  emprendimiento: EmprendimientoPropio;
}

export const catalogoNoEncontrado = () => errorDe('CATALOGO_NO_ENCONTRADO');

/** A catalog of one of the caller's emprendimientos; another seller's (or a missing) id answers 404 alike. */
export async function catalogoPropio(ctx: UserContext, id: number): Promise<CatalogoPropio> {
  const [row] = await ctx.db
    .select({ id: catalogos.id, emprendimientoId: catalogos.emprendimientoId })
    .from(catalogos)
    .where(eq(catalogos.id, id));
  const emprendimiento = row && (await buscarEmprendimientoPropio(ctx, row.emprendimientoId));
  if (!row || !emprendimiento) throw catalogoNoEncontrado();
  return { id: row.id, emprendimiento };
}

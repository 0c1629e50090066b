import { and, eq } from 'drizzle-orm';
import { CODIGO_CATALOGO_NO_ENCONTRADO, MENSAJES_CATALOGO, type EstadoEmprendimiento } from '@feria/contracts';
import { catalogos, emprendimientos } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import type { EmprendimientoPropio } from '../productos-vendedor/propiedad';

export interface CatalogoPropio {
  id: number;
  emprendimiento: EmprendimientoPropio;
}

export const catalogoNoEncontrado = () =>
  new AppError(CODIGO_CATALOGO_NO_ENCONTRADO, MENSAJES_CATALOGO.catalogoNoEncontrado, 404);

/** A catalog of one of the caller's emprendimientos; another seller's (or a missing) id answers 404 alike. */
export async function catalogoPropio(ctx: UserContext, id: number): Promise<CatalogoPropio> {
  const [row] = await ctx.db
    .select({ id: catalogos.id, emprendimientoId: emprendimientos.id, estado: emprendimientos.estado })
    .from(catalogos)
    .innerJoin(emprendimientos, eq(emprendimientos.id, catalogos.emprendimientoId))
    .where(and(eq(catalogos.id, id), eq(emprendimientos.ownerUserId, ctx.usuario.sub)));
  if (!row) throw catalogoNoEncontrado();
  return { id: row.id, emprendimiento: { id: row.emprendimientoId, estado: row.estado as EstadoEmprendimiento } };
}

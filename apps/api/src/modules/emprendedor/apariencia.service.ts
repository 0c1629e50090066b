import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { MENSAJES_APARIENCIA, MENSAJES_CUENTA, type Apariencia, type AparienciaInputParsed, type EstadoEmprendimiento } from '@feria/contracts';
import { catalogos, emprendimientos } from '../../db/schema';
import { conflicto, emprendimientoNoEncontrado, validacion } from '../../lib/app-error';
import { invalidateCache, type UserContext } from '../../lib/context';
import { interpretarId } from '../../lib/ownership';
import { guardarApariencia, leerApariencia } from '../apariencia/apariencia.queries';

// Storefront appearance of the seller's own shop (spec §3 "read and written whole", §7.2
// GET/PUT /{id}/apariencia). The public tienda/{id}/apariencia reads the same row, so a saved
// appearance shows on the shop page at once.

interface Tienda {
  id: string;
  nombre: string;
  estado: EstadoEmprendimiento;
  logo: string | null;
  banner: string | null;
}

/** `{id}`: the caller's own user id or own emprendimiento id (lib/ownership.ts); others 404/403. */
async function tiendaDeRuta(ctx: UserContext, id: string): Promise<Tienda> {
  const ref = interpretarId(ctx.usuario, id);
  const [row] = await ctx.db
    .select({
      id: emprendimientos.id,
      nombre: emprendimientos.nombre,
      estado: emprendimientos.estado,
      logo: emprendimientos.logoUrl,
      banner: emprendimientos.bannerUrl,
    })
    .from(emprendimientos)
    .where(
      and(
        eq(emprendimientos.ownerUserId, ctx.usuario.sub),
        ref.tipo === 'registro' ? eq(emprendimientos.id, ref.id) : undefined,
      ),
    )
    // By user id: the live emprendimiento, else the latest deactivated one (as emprendedor.service).
    .orderBy(sql`(${emprendimientos.estado} = 'Eliminado')`, desc(emprendimientos.createdAt))
    .limit(1);
  if (!row) throw emprendimientoNoEncontrado();
  return { ...row, estado: row.estado as EstadoEmprendimiento };
}

export async function obtener(ctx: UserContext, id: string): Promise<Apariencia> {
  return leerApariencia(ctx.db, await tiendaDeRuta(ctx, id));
}

/**
 * PUT /{id}/apariencia: replaces the whole appearance. catalogosSeleccionados must be the shop's
 * own catalogs, locked while the appearance is written (a catalog deleted meanwhile leaves the
 * selection through its foreign key).
 */
export async function guardar(ctx: UserContext, id: string, input: AparienciaInputParsed): Promise<Apariencia> {
  const tienda = await tiendaDeRuta(ctx, id);
  if (tienda.estado === 'Eliminado') throw conflicto(MENSAJES_CUENTA.emprendimientoDesactivado);
  await ctx.db.transaction(async (tx) => {
    if (input.catalogosSeleccionados.length > 0) {
      const propios = await tx
        .select({ id: catalogos.id })
        .from(catalogos)
        .where(and(eq(catalogos.emprendimientoId, tienda.id), inArray(catalogos.id, input.catalogosSeleccionados)))
        .for('share');
      if (propios.length !== input.catalogosSeleccionados.length) throw validacion(MENSAJES_APARIENCIA.catalogosAjenos);
    }
    await guardarApariencia(tx, tienda.id, input);
  });
  if (tienda.estado === 'Activo') invalidateCache(ctx);
  return leerApariencia(ctx.db, tienda);
}

import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  aparienciaPorDefecto,
  MENSAJES_APARIENCIA,
  MENSAJES_CUENTA,
  type Apariencia,
  type AparienciaInputParsed,
  type EstadoEmprendimiento,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { apariencias, catalogos, emprendimientos } from '../../db/schema';
import { conflicto, emprendimientoNoEncontrado, validacion } from '../../lib/app-error';
import { invalidateCache, type UserContext } from '../../lib/context';
import { interpretarId } from '../../lib/ownership';

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

/** spec §3/§9: the stored appearance, or the defaults named after the shop with its own images. */
async function leer(ctx: UserContext, tienda: Tienda): Promise<Apariencia> {
  const [row] = await ctx.db.select().from(apariencias).where(eq(apariencias.emprendimientoId, tienda.id));
  if (!row) return { ...aparienciaPorDefecto(tienda.nombre), banner: tienda.banner, logo: tienda.logo };
  const { emprendimientoId: _id, updatedAt: _u, ...stored } = row;
  return {
    ...stored,
    // An empty name means "the shop's name", as on the public shop page (tienda.service).
    nombreTienda: stored.nombreTienda || tienda.nombre,
    distribucionCatalogos: stored.distribucionCatalogos as Apariencia['distribucionCatalogos'],
    tamanoNombreTienda: stored.tamanoNombreTienda as Apariencia['tamanoNombreTienda'],
    tipoGradiente: stored.tipoGradiente as Apariencia['tipoGradiente'],
  };
}

export async function obtener(ctx: UserContext, id: string): Promise<Apariencia> {
  return leer(ctx, await tiendaDeRuta(ctx, id));
}

/**
 * PUT /{id}/apariencia: replaces the whole appearance. catalogosSeleccionados must be the shop's
 * own catalogs; they are locked while the row is written so a catalog deleted meanwhile cannot
 * stay selected (catalogos.service removes deleted ids under the same lock).
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
    const valores = { ...input, updatedAt: new Date() };
    await tx
      .insert(apariencias)
      .values({ ...valores, emprendimientoId: tienda.id })
      .onConflictDoUpdate({ target: apariencias.emprendimientoId, set: valores });
  });
  if (tienda.estado === 'Activo') invalidateCache(ctx);
  return leer(ctx, tienda);
}

/** A deleted catalog leaves the shop's selection too (issue #4); called inside the catalog's delete transaction. */
export async function quitarCatalogoSeleccionado(
  db: Database,
  emprendimientoId: string,
  idCatalogo: number,
): Promise<void> {
  await db
    .update(apariencias)
    .set({ catalogosSeleccionados: sql`array_remove(${apariencias.catalogosSeleccionados}, ${idCatalogo}::int)` })
    .where(eq(apariencias.emprendimientoId, emprendimientoId));
}

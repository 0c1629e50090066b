import { asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { aparienciaPorDefecto, type Apariencia } from '@feria/contracts';
import type { Database } from '../../db/client';
import { aparienciaCatalogos, apariencias } from '../../db/schema';

// The storefront appearance (docs/producto/entidades.md: read and written whole). This module owns `apariencias`
// and `apariencia_catalogos`; the seller's editor, the public shop page and the demo seed all
// read and write it through these two functions (modules/README.md).

/** What the defaults need from the shop: its name and the logo and banner of its profile. */
export interface TiendaBase {
  id: string;
  nombre: string;
  logo: string | null;
  banner: string | null;
}

/** docs/producto/entidades.md/docs/producto/precios.md: the stored appearance, or the defaults named after the shop with its own images. */
export async function leerApariencia(db: Database, tienda: TiendaBase): Promise<Apariencia> {
  const [[row], seleccion] = await Promise.all([
    db.select().from(apariencias).where(eq(apariencias.emprendimientoId, tienda.id)),
    db
      .select({ id: aparienciaCatalogos.catalogoId })
      .from(aparienciaCatalogos)
      .where(eq(aparienciaCatalogos.emprendimientoId, tienda.id))
      .orderBy(asc(aparienciaCatalogos.orden)),
  ]);
  if (!row) return { ...aparienciaPorDefecto(tienda.nombre), banner: tienda.banner, logo: tienda.logo };
  const { emprendimientoId: _id, updatedAt: _u, ...stored } = row;
  return {
    ...stored,
    // An empty name means "the shop's name", on the editor and on the public shop page alike.
    nombreTienda: stored.nombreTienda || tienda.nombre,
    distribucionCatalogos: stored.distribucionCatalogos as Apariencia['distribucionCatalogos'],
    tamanoNombreTienda: stored.tamanoNombreTienda as Apariencia['tamanoNombreTienda'],
    tipoGradiente: stored.tipoGradiente as Apariencia['tipoGradiente'],
    catalogosSeleccionados: seleccion.map((s) => s.id),
  };
}

/**
 * Replaces the whole appearance of a shop, inside the caller's transaction. The caller has checked
 * that the selected catalogs are the shop's own; a catalog deleted later leaves the selection by
 * itself (foreign key ON DELETE CASCADE).
 */
export type AparienciaAGuardar = Omit<typeof apariencias.$inferInsert, 'emprendimientoId' | 'updatedAt'> & {
  catalogosSeleccionados: readonly number[];
};

export async function guardarApariencia(
  tx: Database,
  emprendimientoId: string,
  input: AparienciaAGuardar,
): Promise<void> {
  const { catalogosSeleccionados, ...valores } = input;
  const fila = { ...valores, updatedAt: new Date() };
  await tx
    .insert(apariencias)
    .values({ ...fila, emprendimientoId })
    .onConflictDoUpdate({ target: apariencias.emprendimientoId, set: fila });
  await tx.delete(aparienciaCatalogos).where(eq(aparienciaCatalogos.emprendimientoId, emprendimientoId));
  if (catalogosSeleccionados.length > 0) {
    await tx
      .insert(aparienciaCatalogos)
      .values(catalogosSeleccionados.map((catalogoId, orden) => ({ emprendimientoId, catalogoId, orden })));
  }
}

/** Read-only SQL for other modules: the image is a storefront logo or banner. */
export const esImagenDeApariencia = (url: SQLWrapper): SQL =>
  sql`exists (select 1 from app.apariencias a where a.logo = ${url} or a.banner = ${url})`;

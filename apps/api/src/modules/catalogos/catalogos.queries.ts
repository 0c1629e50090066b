import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogoProductos, catalogos } from '../../db/schema';

// Writes and reads of app.catalogos and app.catalogo_productos that other modules, the seed and
// the test builders need. This module is the tables' only writer (modules/README.md).

/** Inserts a shop's catalogs in order; their ids in the same order. */
export async function insertarCatalogos(
  db: Database,
  emprendimientoId: string,
  lista: readonly { nombre: string; habilitado: boolean }[],
): Promise<number[]> {
  if (lista.length === 0) return [];
  const rows = await db
    .insert(catalogos)
    .values(lista.map((c) => ({ emprendimientoId, nombre: c.nombre, habilitado: c.habilitado })))
    .returning({ id: catalogos.id });
  return rows.map((r) => r.id);
}

/** Puts products into catalogs. */
export async function enlazarProductos(
  db: Database,
  enlaces: readonly { catalogoId: number; productoId: string }[],
): Promise<void> {
  if (enlaces.length > 0) await db.insert(catalogoProductos).values([...enlaces]);
}

/** A deleted product leaves every catalog (inside the caller's transaction). */
export async function quitarDeCatalogos(tx: Database, productoId: string): Promise<void> {
  await tx.delete(catalogoProductos).where(eq(catalogoProductos.productoId, productoId));
}

/**
 * SQL: the ids of the enabled catalogs holding the product `productoId` (an SQL expression of the
 * caller's query), ascending, as an int array ('{}' when none) — for another module's read in one
 * statement (productos' page of a shop).
 */
export const idsCatalogosHabilitadosSql = (productoId: SQLWrapper) =>
  sql`(select coalesce(array_agg(cp.catalogo_id order by cp.catalogo_id), '{}') from app.catalogo_productos cp
       join app.catalogos c on c.id = cp.catalogo_id and c.habilitado where cp.producto_id = ${productoId})`;

/** The catalog ids holding each of these products, ascending. */
export async function catalogosDeProductos(
  db: Database,
  productoIds: readonly string[],
): Promise<{ productoId: string; catalogoId: number }[]> {
  if (productoIds.length === 0) return [];
  return db
    .select({ productoId: catalogoProductos.productoId, catalogoId: catalogoProductos.catalogoId })
    .from(catalogoProductos)
    .where(inArray(catalogoProductos.productoId, [...productoIds]))
    .orderBy(asc(catalogoProductos.catalogoId));
}

/** The product ids of one catalog. */
export async function productosDelCatalogo(db: Database, catalogoId: number): Promise<string[]> {
  const rows = await db
    .select({ productoId: catalogoProductos.productoId })
    .from(catalogoProductos)
    .where(eq(catalogoProductos.catalogoId, catalogoId));
  return rows.map((r) => r.productoId);
}

/**
 * Which of these catalog ids belong to the shop, locked (FOR SHARE) until the caller's
 * transaction ends, so none can be deleted meanwhile.
 */
export async function catalogosPropiosBloqueados(
  tx: Database,
  emprendimientoId: string,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: catalogos.id })
    .from(catalogos)
    .where(and(eq(catalogos.emprendimientoId, emprendimientoId), inArray(catalogos.id, [...ids])))
    .for('share');
  return rows.map((r) => r.id);
}

/** Read-only SQL for other modules: how many catalogs a shop has. */
export const cantidadCatalogos = (emprendimientoId: SQLWrapper | string): SQL<number> =>
  sql<number>`(select count(*)::int from app.catalogos c where c.emprendimiento_id = ${emprendimientoId})`;

/** The enabled catalogs holding each of these products (the public shop page), ascending. */
export async function catalogosHabilitadosDeProductos(
  db: Database,
  productoIds: readonly string[],
): Promise<{ productoId: string; catalogoId: number }[]> {
  if (productoIds.length === 0) return [];
  return db
    .select({ productoId: catalogoProductos.productoId, catalogoId: catalogoProductos.catalogoId })
    .from(catalogoProductos)
    .innerJoin(catalogos, eq(catalogos.id, catalogoProductos.catalogoId))
    .where(and(inArray(catalogoProductos.productoId, [...productoIds]), eq(catalogos.habilitado, true)))
    .orderBy(asc(catalogoProductos.catalogoId));
}

/** A shop's enabled catalogs, oldest first, with the ids of every product they hold. */
export async function catalogosHabilitados(
  db: Database,
  emprendimientoId: string,
): Promise<{ idCatalogo: number; nombre: string; habilitado: boolean; productoIds: string[] }[]> {
  const lista = await db
    .select({ idCatalogo: catalogos.id, nombre: catalogos.nombre, habilitado: catalogos.habilitado })
    .from(catalogos)
    .where(and(eq(catalogos.emprendimientoId, emprendimientoId), eq(catalogos.habilitado, true)))
    .orderBy(asc(catalogos.id));
  if (lista.length === 0) return [];
  const enlaces = await db
    .select()
    .from(catalogoProductos)
    .where(
      inArray(
        catalogoProductos.catalogoId,
        lista.map((c) => c.idCatalogo),
      ),
    );
  return lista.map((c) => ({
    ...c,
    productoIds: enlaces.filter((e) => e.catalogoId === c.idCatalogo).map((e) => e.productoId),
  }));
}

import { asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { provincias, rubros, tiposProducto } from '../../db/schema';
import { PROVINCIAS, RUBROS, TIPOS_PRODUCTO } from '../../db/reference-data';

/** Reference data is upserted on every start, so new names in reference-data.ts reach old databases. */
export async function upsertReferenceData(db: Database): Promise<void> {
  await db
    .insert(provincias)
    .values(PROVINCIAS.map((nombre) => ({ nombre })))
    .onConflictDoNothing();
  await db
    .insert(rubros)
    .values(RUBROS.map((nombre) => ({ nombre })))
    .onConflictDoNothing();
  await db
    .insert(tiposProducto)
    .values(TIPOS_PRODUCTO.map((t) => ({ nombre: t.nombre, descripcion: t.descripcion })))
    .onConflictDoUpdate({
      target: tiposProducto.nombre,
      set: { descripcion: sql`excluded.descripcion` },
      // Only a description that changed: an update rewrites the shop pages' texts of every product
      // of the type (decision 101), a million at a start of a big catalogue otherwise.
      setWhere: sql`${tiposProducto.descripcion} is distinct from excluded.descripcion`,
    });
}

export interface ReferenceIds {
  rubro(nombre: string): number;
  provincia(nombre: string): number;
  tipo(nombre: string): number;
}

/** Name → id lookups for the seeders; an unknown name is a data bug and fails loudly. */
export async function referenceIds(db: Database): Promise<ReferenceIds> {
  const [r, p, t] = await Promise.all([
    db.select().from(rubros),
    db.select().from(provincias),
    db.select().from(tiposProducto),
  ]);
  const lookup = (kind: string, rows: { id: number; nombre: string }[]) => {
    const map = new Map(rows.map((row) => [row.nombre, row.id]));
    return (nombre: string) => {
      const id = map.get(nombre);
      if (id === undefined) throw new Error(`Dato de referencia desconocido (${kind}): ${nombre}`);
      return id;
    };
  };
  return { rubro: lookup('rubro', r), provincia: lookup('provincia', p), tipo: lookup('tipo de producto', t) };
}

// Read-only SQL for other modules' queries: the reference tables are named here and nowhere else.
export const nombreDeRubro = (id: SQLWrapper) => sql<string>`(select r.nombre from app.rubros r where r.id = ${id})`;
export const nombreDeProvincia = (id: SQLWrapper) =>
  sql<string>`(select pr.nombre from app.provincias pr where pr.id = ${id})`;
/**
 * The type of product `p` by join, for a page of products: a subquery per row rescanned the small
 * table once per product (and on PGlite each rescan asks the file system for its size). Its JSON,
 * `{ idTipoProducto, nombre, descripcion }` or null, is COLUMNA_TIPO_DE_PRODUCTO.
 */
export const JOIN_TIPO_DE_PRODUCTO: SQL = sql`left join app.tipos_producto tp on tp.id = p.tipo_producto_id`;
export const COLUMNA_TIPO_DE_PRODUCTO: SQL = sql`case when tp.id is null then null else json_build_object('idTipoProducto', tp.id, 'nombre', tp.nombre, 'descripcion', tp.descripcion) end`;

/** Whether a product type id exists (the seller's form sends ids). */
export async function existeTipoProducto(db: Database, id: number): Promise<boolean> {
  const [tipo] = await db.select({ id: tiposProducto.id }).from(tiposProducto).where(eq(tiposProducto.id, id));
  return tipo !== undefined;
}

/** Some id of each reference table, by name when given (test builders). */
export async function idDeReferencia(
  db: Database,
  tabla: 'rubro' | 'provincia' | 'tipo',
  nombre?: string,
): Promise<number | undefined> {
  const t = { rubro: rubros, provincia: provincias, tipo: tiposProducto }[tabla];
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(nombre ? eq(t.nombre, nombre) : undefined)
    .orderBy(asc(t.id))
    .limit(1);
  return row?.id;
}

/** A province's name, or undefined for an unknown id. */
export async function nombreProvincia(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db.select({ nombre: provincias.nombre }).from(provincias).where(eq(provincias.id, id));
  return row?.nombre;
}

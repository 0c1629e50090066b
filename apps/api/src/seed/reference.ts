import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { provincias, rubros, tiposProducto } from '../db/schema';
import { PROVINCIAS, RUBROS, TIPOS_PRODUCTO } from '../db/reference-data';

/** Reference data is upserted on every start, so new names in reference-data.ts reach old databases. */
export async function upsertReferenceData(db: Database): Promise<void> {
  await db.insert(provincias).values(PROVINCIAS.map((nombre) => ({ nombre }))).onConflictDoNothing();
  await db.insert(rubros).values(RUBROS.map((nombre) => ({ nombre }))).onConflictDoNothing();
  await db
    .insert(tiposProducto)
    .values(TIPOS_PRODUCTO.map((t) => ({ nombre: t.nombre, descripcion: t.descripcion })))
    .onConflictDoUpdate({ target: tiposProducto.nombre, set: { descripcion: sql`excluded.descripcion` } });
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

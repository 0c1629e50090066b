import { and, count, desc, eq, like, ne, sql } from 'drizzle-orm';
import type { EstadoEmprendimiento } from '@feria/contracts';
import type { Database } from '../../db/client';
import { emprendimientos } from '../../db/schema';
import { DEMO_OWNER_PREFIX } from '../../lib/demo-owner';

// Writes and reads of app.emprendimientos that other modules, the seed and the test builders
// need. This module is the table's only writer (modules/README.md).

export type NuevoEmprendimiento = typeof emprendimientos.$inferInsert;

/** Inserts one shop as given (seed and test builders; the seller's form goes through emprendedor.service). */
export async function insertarEmprendimiento(db: Database, valores: NuevoEmprendimiento): Promise<string> {
  const [row] = await db.insert(emprendimientos).values(valores).returning({ id: emprendimientos.id });
  return row!.id;
}

/** How many shops there are; `demo`: only those of the demo accounts. */
export async function contarEmprendimientos(db: Database, { demo = false }: { demo?: boolean } = {}): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emprendimientos)
    .where(demo ? like(emprendimientos.ownerUserId, `${DEMO_OWNER_PREFIX}%`) : undefined);
  return row?.n ?? 0;
}

/** The user's live shop (any estado but Eliminado), if any. */
export async function emprendimientoVivoDe(db: Database, ownerUserId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: emprendimientos.id })
    .from(emprendimientos)
    .where(and(eq(emprendimientos.ownerUserId, ownerUserId), ne(emprendimientos.estado, 'Eliminado')))
    .limit(1);
  return row?.id;
}

/** Locks the shop row until the caller's transaction ends (per-shop quotas decided under races). */
export async function bloquearEmprendimiento(tx: Database, id: string): Promise<void> {
  await tx.execute(sql`select 1 from app.emprendimientos where id = ${id} for update`);
}

export interface TiendaDelUsuario {
  id: string;
  nombre: string;
  estado: EstadoEmprendimiento;
  logo: string | null;
  banner: string | null;
}

/**
 * The user's shop with this id, or (without an id) the user's live shop, else the latest
 * deactivated one; undefined when the user has none.
 */
export async function tiendaDelUsuario(
  db: Database,
  ownerUserId: string,
  id?: string,
): Promise<TiendaDelUsuario | undefined> {
  const [row] = await db
    .select({
      id: emprendimientos.id,
      nombre: emprendimientos.nombre,
      estado: emprendimientos.estado,
      logo: emprendimientos.logoUrl,
      banner: emprendimientos.bannerUrl,
    })
    .from(emprendimientos)
    .where(and(eq(emprendimientos.ownerUserId, ownerUserId), id === undefined ? undefined : eq(emprendimientos.id, id)))
    .orderBy(sql`(${emprendimientos.estado} = 'Eliminado')`, desc(emprendimientos.createdAt))
    .limit(1);
  return row && { ...row, estado: row.estado as EstadoEmprendimiento };
}

export interface DatosParaVenta {
  nombre: string;
  estado: EstadoEmprendimiento;
  titular: string | null;
  cuit: string | null;
  cbu: string | null;
  alias: string | null;
  ownerUserId: string;
}

/** The shop as an order needs it: its name, whether it sells, where a transfer goes. */
export async function datosParaVenta(db: Database, id: string): Promise<DatosParaVenta | undefined> {
  const [row] = await db
    .select({
      nombre: emprendimientos.nombre,
      estado: emprendimientos.estado,
      titular: emprendimientos.titular,
      cuit: emprendimientos.cuit,
      cbu: emprendimientos.cbu,
      alias: emprendimientos.alias,
      ownerUserId: emprendimientos.ownerUserId,
    })
    .from(emprendimientos)
    .where(eq(emprendimientos.id, id));
  return row && { ...row, estado: row.estado as EstadoEmprendimiento };
}

import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DireccionGuardada } from '@feria/contracts';
import type { Database } from '../../db/client';
import { compradores, direccionesComprador } from '../../db/schema';
import { columnaDe } from '../../db/sql';
import { nombreDeProvincia } from '../referencias/referencias.queries';

// Reads and writes of app.direcciones_comprador (docs/producto/direcciones.md). The rules (who may,
// the limit, the one default) are direcciones.service.ts's; the demo seed inserts through here.

const d = direccionesComprador;
export type ColumnasDireccion = Omit<
  typeof d.$inferInsert,
  'id' | 'compradorId' | 'predeterminada' | 'createdAt' | 'updatedAt'
>;

/** The buyer record of a user: its id and whether it was deleted; `bloquear` holds it until the transaction ends. */
export async function compradorDelUsuario(
  db: Database,
  userId: string,
  { bloquear = false } = {},
): Promise<{ id: string; eliminado: boolean } | undefined> {
  const consulta = db
    .select({ id: compradores.id, eliminado: compradores.eliminado })
    .from(compradores)
    .where(eq(compradores.userId, userId));
  const [row] = bloquear ? await consulta.for('update') : await consulta;
  return row;
}

async function leer(db: Database, where: SQL): Promise<DireccionGuardada[]> {
  const rows = await db
    .select({ fila: d, provincia: nombreDeProvincia(columnaDe(d.provinciaId)) })
    .from(d)
    .where(where)
    .orderBy(desc(d.predeterminada), desc(d.createdAt), desc(d.id));
  return rows.map(({ fila, provincia }) => ({
    id: fila.id,
    alias: fila.alias,
    destinatario: fila.destinatario,
    telefono: fila.telefono,
    calle: fila.calle,
    numero: fila.numero,
    piso: fila.piso,
    depto: fila.depto,
    ciudad: fila.ciudad,
    idProvincia: fila.provinciaId,
    provincia,
    codigoPostal: fila.codigoPostal,
    indicaciones: fila.indicaciones,
    predeterminada: fila.predeterminada,
  }));
}

/** The buyer's addresses: the default first, then the newest. */
export function direccionesDe(db: Database, compradorId: string): Promise<DireccionGuardada[]> {
  return leer(db, eq(d.compradorId, compradorId));
}

/** One of the buyer's addresses; another buyer's id reads as missing. */
export async function direccionDe(
  db: Database,
  compradorId: string,
  id: string,
): Promise<DireccionGuardada | undefined> {
  const [una] = await leer(db, and(eq(d.compradorId, compradorId), eq(d.id, id))!);
  return una;
}

export async function contarDirecciones(db: Database, compradorId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(d).where(eq(d.compradorId, compradorId));
  return row?.n ?? 0;
}

/** Clears the buyer's default, so another can take it without breaking the one-default index. */
export async function quitarPredeterminada(db: Database, compradorId: string): Promise<void> {
  await db
    .update(d)
    .set({ predeterminada: false, updatedAt: new Date() })
    .where(and(eq(d.compradorId, compradorId), eq(d.predeterminada, true)));
}

export async function insertarDireccion(
  db: Database,
  compradorId: string,
  columnas: ColumnasDireccion,
  predeterminada: boolean,
): Promise<string> {
  const [row] = await db
    .insert(d)
    .values({ ...columnas, compradorId, predeterminada })
    .returning({ id: d.id });
  return row!.id;
}

export async function actualizarDireccion(
  db: Database,
  compradorId: string,
  id: string,
  cambios: Partial<ColumnasDireccion> & { predeterminada?: boolean },
): Promise<void> {
  await db
    .update(d)
    .set({ ...cambios, updatedAt: new Date() })
    .where(and(eq(d.compradorId, compradorId), eq(d.id, id)));
}

/** Deletes one of the buyer's addresses; undefined when the buyer has no such address. */
export async function borrarDireccion(
  db: Database,
  compradorId: string,
  id: string,
): Promise<{ predeterminada: boolean } | undefined> {
  const [row] = await db
    .delete(d)
    .where(and(eq(d.compradorId, compradorId), eq(d.id, id)))
    .returning({ predeterminada: d.predeterminada });
  return row;
}

/** The buyer's most recently added address, if any. */
export async function masRecienteDe(db: Database, compradorId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: d.id })
    .from(d)
    .where(eq(d.compradorId, compradorId))
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(1);
  return row?.id;
}

/**
 * Demo seed: saved addresses for a user's buyer profile (the first one is the default), only when
 * the profile exists and has none yet, so seeding again changes nothing.
 */
export async function insertarDireccionesDeUsuario(
  db: Database,
  userId: string,
  nuevas: readonly ColumnasDireccion[],
): Promise<void> {
  const comprador = await compradorDelUsuario(db, userId);
  if (!comprador || nuevas.length === 0 || (await contarDirecciones(db, comprador.id)) > 0) return;
  await db.insert(d).values(nuevas.map((n, i) => ({ ...n, compradorId: comprador.id, predeterminada: i === 0 })));
}

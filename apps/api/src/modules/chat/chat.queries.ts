import { and, asc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { RolChat } from '@feria/contracts';
import type { Database } from '../../db/client';
import { ventaMensajes } from '../../db/schema';

// app.venta_mensajes: this module is its only writer (modules/README.md).

export type FilaMensaje = typeof ventaMensajes.$inferSelect;

export async function mensajesDe(db: Database, ventaId: string): Promise<FilaMensaje[]> {
  return db.select().from(ventaMensajes).where(eq(ventaMensajes.ventaId, ventaId)).orderBy(asc(ventaMensajes.id));
}

export async function insertarMensaje(
  tx: Database,
  m: Pick<FilaMensaje, 'ventaId' | 'autorUserId' | 'autorRol' | 'texto'>,
): Promise<FilaMensaje> {
  const [row] = await tx.insert(ventaMensajes).values(m).returning();
  return row!;
}

/** The other side's unread messages of a thread become read; how many changed. */
export async function marcarLeidos(tx: Database, ventaId: string, lector: RolChat): Promise<number> {
  const rows = await tx
    .update(ventaMensajes)
    .set({ leidoEn: new Date() })
    .where(and(eq(ventaMensajes.ventaId, ventaId), ne(ventaMensajes.autorRol, lector), isNull(ventaMensajes.leidoEn)))
    .returning({ id: ventaMensajes.id });
  return rows.length;
}

/**
 * Holds one sender's message lock until the transaction ends, so counting the last minute and
 * inserting are one step for that sender (across API instances too). Two-int advisory keys: a
 * key space of their own, apart from single-bigint locks.
 */
export async function bloquearEnvios(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('feria.chat.envios'), hashtext(${userId}))`);
}

/** Messages one person sent since `desde` (the per-minute limit). */
export async function enviadosDesde(db: Database, userId: string, desde: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ventaMensajes)
    .where(and(eq(ventaMensajes.autorUserId, userId), gt(ventaMensajes.creadoEn, desde)));
  return Number(row?.n ?? 0);
}

/** Unread messages written by the other side, per order, among `ventas` (an SQL fragment of ids). */
export async function noLeidosPorVenta(db: Database, ventas: SQL, lector: RolChat): Promise<Map<string, number>> {
  const rows = await db
    .select({ ventaId: ventaMensajes.ventaId, n: sql<number>`count(*)::int` })
    .from(ventaMensajes)
    .where(
      and(
        sql`${ventaMensajes.ventaId} in ${ventas}`,
        ne(ventaMensajes.autorRol, lector),
        isNull(ventaMensajes.leidoEn),
      ),
    )
    .groupBy(ventaMensajes.ventaId);
  return new Map(rows.map((r) => [r.ventaId, Number(r.n)]));
}

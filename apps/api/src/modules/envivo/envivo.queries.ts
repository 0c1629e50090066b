import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventosUsuario } from '../../db/schema';

// app.eventos_usuario: this module is its only writer (modules/README.md).

export type FilaEvento = typeof eventosUsuario.$inferSelect;

export async function insertarEventos(
  tx: Database,
  filas: readonly { userId: string; tipo: string; datos: Record<string, unknown> }[],
): Promise<void> {
  if (filas.length > 0) await tx.insert(eventosUsuario).values([...filas]);
}

/** A user's events after `desdeId`, oldest first (an SSE stream's replay and catch-up). */
export async function eventosDesde(db: Database, userId: string, desdeId: number, limite = 200): Promise<FilaEvento[]> {
  return db
    .select()
    .from(eventosUsuario)
    .where(and(eq(eventosUsuario.userId, userId), gt(eventosUsuario.id, desdeId)))
    .orderBy(asc(eventosUsuario.id))
    .limit(limite);
}

/** The newest id of a user's events (a stream opened without Last-Event-ID starts after it). */
export async function ultimoEvento(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${eventosUsuario.id}), 0)` })
    .from(eventosUsuario)
    .where(eq(eventosUsuario.userId, userId));
  return Number(row?.id ?? 0);
}

/** Events older than `antes` are dropped (a client away that long reloads its data anyway). */
export async function borrarEventosViejos(db: Database, antes: Date): Promise<void> {
  await db.delete(eventosUsuario).where(lt(eventosUsuario.creadoEn, antes));
}

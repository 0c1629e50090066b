import { asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { EventoDominio, TipoEventoDominio } from '@feria/contracts';
import type { Database } from '../../db/client';
import { eventosDominio, eventosReacciones } from '../../db/schema';
import { encolar, type Manejador } from '../trabajos/trabajos';

// The outbox of domain events (docs/producto/eventos.md). A change writes its facts here, in its
// own transaction, together with a dispatch job; the dispatcher runs each event's reactions (live
// events, e-mails, coupon bookkeeping…) after commit, each one in its own transaction and at most
// once per event (eventos_reacciones keys it by event id and reaction name), so a retried
// dispatch never sends a second mail. app.eventos_dominio and app.eventos_reacciones: this module
// is their only writer.

/** Job type: run the reactions of the events not yet dispatched. */
export const TRABAJO_DESPACHAR = 'eventos.despachar';

/** Writes the events inside the caller's transaction, and the job that dispatches them. */
export async function emitir(tx: Database, ...eventos: readonly EventoDominio[]): Promise<void> {
  if (eventos.length === 0) return;
  await tx.insert(eventosDominio).values(eventos.map(({ tipo, ...datos }) => ({ tipo, datos })));
  await encolar(tx, TRABAJO_DESPACHAR, {});
}

/** A reaction: what a module does when an event of `tipos` happened. Runs inside `tx`. */
export interface Reaccion {
  nombre: string;
  tipos: readonly TipoEventoDominio[];
  ejecutar(tx: Database, evento: EventoDominio, eventoId: number): Promise<void>;
}

const LOTE = 100;

/**
 * Dispatches pending events, oldest first. Each reaction runs in its own transaction with its key
 * inserted first: a reaction already done is skipped, one that fails rolls back alone and the job
 * is retried (the event stays pending until all of them ran).
 */
export async function despacharPendientes(db: Database, reacciones: readonly Reaccion[]): Promise<number> {
  let total = 0;
  for (;;) {
    const filas = await db
      .select()
      .from(eventosDominio)
      .where(isNull(eventosDominio.despachadoEn))
      .orderBy(asc(eventosDominio.id))
      .limit(LOTE);
    let fallo: unknown;
    for (const fila of filas) {
      const evento = { tipo: fila.tipo, ...fila.datos } as EventoDominio;
      let completo = true;
      for (const r of reacciones) {
        if (!r.tipos.includes(evento.tipo)) continue;
        try {
          await ejecutarUnaVez(db, r, evento, fila.id);
        } catch (e) {
          completo = false;
          fallo ??= e;
        }
      }
      if (completo)
        await db.update(eventosDominio).set({ despachadoEn: new Date() }).where(eq(eventosDominio.id, fila.id));
    }
    total += filas.length;
    if (fallo !== undefined) throw fallo;
    if (filas.length < LOTE) return total;
  }
}

/** Runs the reaction unless its (event, reaction) key exists; true when it ran now. */
export async function ejecutarUnaVez(
  db: Database,
  r: Reaccion,
  evento: EventoDominio,
  eventoId: number,
): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const nueva = await tx
      .insert(eventosReacciones)
      .values({ eventoId, reaccion: r.nombre })
      .onConflictDoNothing()
      .returning({ eventoId: eventosReacciones.eventoId });
    if (nueva.length === 0) return false;
    await r.ejecutar(tx, evento, eventoId);
    return true;
  });
}

/** The dispatcher as a job handler of the persistent queue. */
export const despachador =
  (reacciones: readonly Reaccion[]): Manejador =>
  async (_trabajo, { db }) => {
    await despacharPendientes(db, reacciones);
  };

/** Dispatched events (and their reaction keys) older than `antes` are dropped. */
export async function borrarEventosDespachados(db: Database, antes: Date): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await tx.execute(
      sql`delete from app.eventos_reacciones r using app.eventos_dominio e
           where r.evento_id = e.id and e.despachado_en < ${antes.toISOString()}::timestamptz`,
    );
    await tx.delete(eventosDominio).where(lt(eventosDominio.despachadoEn, antes));
  });
}

/** The events of an order, oldest first (tests and diagnostics). */
export async function eventosDeVenta(db: Database, ventaId: string): Promise<(EventoDominio & { id: number })[]> {
  const filas = await db
    .select()
    .from(eventosDominio)
    .where(sql`${eventosDominio.datos}->>'ventaId' = ${ventaId}`)
    .orderBy(asc(eventosDominio.id));
  return filas.map((f) => ({ id: f.id, tipo: f.tipo, ...f.datos }) as EventoDominio & { id: number });
}

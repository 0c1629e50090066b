import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { trabajos } from '../../db/schema';
import { queryRows } from '../../db/sql';

// The persistent job queue (ARCHITECTURE.md "Persistence"): what must happen later is a row in
// app.trabajos, written in the transaction of the change that causes it. Workers claim due rows
// with FOR UPDATE SKIP LOCKED (several API instances never run one job twice at once), run the
// handler of its tipo and mark it done, or retry it with exponential backoff. A job claimed by a
// worker that died comes back when its lock time passes. Nothing lives only in memory: a restart
// continues where the queue stood.

export interface Trabajo {
  id: number;
  tipo: string;
  datos: Record<string, unknown>;
  intentos: number;
}

/** What a handler receives besides the job: the database and the time the worker runs at. */
export interface ContextoTrabajo {
  db: Database;
  ahora: Date;
}

export type Manejador = (trabajo: Trabajo, ctx: ContextoTrabajo) => Promise<void>;
export type Manejadores = Readonly<Record<string, Manejador>>;

export interface OpcionesEncolar {
  /** When it is due (default now). */
  en?: Date;
  /** At most one job per key: a second encolar with the same key is ignored. */
  clave?: string;
  maxIntentos?: number;
}

/** Adds a job, inside the caller's transaction when given one. */
export async function encolar(db: Database, tipo: string, datos: Record<string, unknown>, opts: OpcionesEncolar = {}): Promise<void> {
  await db
    .insert(trabajos)
    .values({
      tipo,
      datos,
      ejecutarEn: opts.en ?? new Date(),
      clave: opts.clave ?? null,
      ...(opts.maxIntentos ? { maxIntentos: opts.maxIntentos } : {}),
    })
    .onConflictDoNothing({ target: trabajos.clave });
}

/** How long a claimed job stays invisible to other workers. */
const BLOQUEO_S = 300;
/** Backoff after a failure: 2^intentos seconds, at most an hour. */
export const esperaTrasFallo = (intentos: number): number => Math.min(3600, 2 ** intentos);

/**
 * Claims up to `limite` due jobs and runs them one by one. `ahora` lets tests run what would be due
 * at a later time (e.g. an expiry 30 minutes ahead). Returns how many ran.
 */
export async function procesarPendientes(db: Database, manejadores: Manejadores, opts: { limite?: number; ahora?: Date } = {}): Promise<number> {
  const ahora = opts.ahora ?? new Date();
  const tipos = Object.keys(manejadores);
  if (tipos.length === 0) return 0;
  const reclamados = await queryRows<{ id: string | number; tipo: string; datos: Record<string, unknown>; intentos: number; max_intentos: number }>(
    db,
    sql`update app.trabajos t
           set intentos = t.intentos + 1, bloqueado_hasta = now() + make_interval(secs => ${BLOQUEO_S})
         where t.id in (
           select id from app.trabajos
            where estado = 'pendiente' and ejecutar_en <= ${ahora.toISOString()}::timestamptz
              and (bloqueado_hasta is null or bloqueado_hasta < now())
              and tipo in ${tipos}
            order by ejecutar_en, id
            limit ${opts.limite ?? 20}
            for update skip locked)
        returning t.id, t.tipo, t.datos, t.intentos, t.max_intentos`,
  );
  for (const fila of reclamados) {
    const trabajo: Trabajo = { id: Number(fila.id), tipo: fila.tipo, datos: fila.datos, intentos: fila.intentos };
    try {
      await manejadores[fila.tipo]!(trabajo, { db, ahora });
      await db.execute(sql`update app.trabajos set estado = 'hecho', terminado_en = now(), bloqueado_hasta = null where id = ${trabajo.id}`);
    } catch (e) {
      const mensaje = e instanceof Error ? e.message : String(e);
      const agotado = fila.intentos >= fila.max_intentos;
      await db.execute(
        sql`update app.trabajos
               set bloqueado_hasta = null, ultimo_error = ${mensaje.slice(0, 2000)},
                   estado = ${agotado ? 'fallido' : 'pendiente'},
                   ejecutar_en = now() + make_interval(secs => ${esperaTrasFallo(fila.intentos)}),
                   terminado_en = ${agotado ? sql`now()` : sql`null`}
             where id = ${trabajo.id}`,
      );
    }
  }
  return reclamados.length;
}

export interface Trabajador {
  /** Run due jobs now instead of at the next tick (e.g. right after a webhook enqueued one). */
  despertar(): void;
  detener(): Promise<void>;
}

/**
 * Polls the queue every `intervaloMs` (one batch at a time per process). The timer is unref'd: it
 * never keeps the process alive; `detener` waits for the batch running.
 */
export function iniciarTrabajador(
  db: Database,
  manejadores: Manejadores,
  opts: { intervaloMs?: number; alFallar?: (error: unknown) => void } = {},
): Trabajador {
  let corriendo: Promise<void> | null = null;
  let detenido = false;
  const vuelta = () => {
    if (detenido || corriendo) return;
    corriendo = (async () => {
      try {
        // Keep going while full batches come back: a backlog drains without waiting for ticks.
        while (!detenido && (await procesarPendientes(db, manejadores)) >= 20);
      } catch (e) {
        opts.alFallar?.(e);
      } finally {
        corriendo = null;
      }
    })();
  };
  const timer = setInterval(vuelta, opts.intervaloMs ?? 1000);
  timer.unref();
  return {
    despertar: () => setImmediate(vuelta),
    detener: async () => {
      detenido = true;
      clearInterval(timer);
      await corriendo;
    },
  };
}

/** How many jobs of a type wait with these data (tests and diagnostics). */
export async function contarPendientes(db: Database, tipo: string, datos: Record<string, unknown>): Promise<number> {
  const [fila] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from app.trabajos where tipo = ${tipo} and estado = 'pendiente' and datos @> ${JSON.stringify(datos)}::jsonb`,
  );
  return fila?.n ?? 0;
}

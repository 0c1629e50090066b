import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { trabajos } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { trabajosFallidos } from '../../lib/metricas';

// The persistent job queue (docs/arquitectura.md#persistencia): what must happen later is a row in
// app.trabajos, written in the transaction of the change that causes it. Workers claim due rows
// with FOR UPDATE SKIP LOCKED (several API instances never run one job twice at once), run the
// handler of its tipo and mark it done, or retry it with exponential backoff. A claim is a short
// lease renewed while the batch runs, so a job claimed by a worker that died comes back within
// BLOQUEO_S (on PGlite at once: the worker that starts releases every claim it finds). Nothing
// lives only in memory: a restart continues where the queue stood.

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
export async function encolar(
  db: Database,
  tipo: string,
  datos: Record<string, unknown>,
  opts: OpcionesEncolar = {},
): Promise<void> {
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

/**
 * How long a claim keeps a job from other workers without being renewed: a payment notification
 * claimed by a process that died waits this long, not the five minutes a whole batch once got.
 */
export const BLOQUEO_S = 30;
/** While a batch runs, its unfinished claims are renewed this often (a third of the lease). */
export const LATIDO_MS = 10_000;
/** Backoff after a failure: 2^intentos seconds, at most an hour. */
export const esperaTrasFallo = (intentos: number): number => Math.min(3600, 2 ** intentos);

export interface OpcionesProcesar {
  limite?: number;
  /** Runs what would be due at that time (tests: an expiry 30 minutes ahead). */
  ahora?: Date;
  /** Lease and heartbeat; BLOQUEO_S and LATIDO_MS unless a test shortens them. */
  bloqueoS?: number;
  latidoMs?: number;
}

/** Claims up to `limite` due jobs and runs them one by one, renewing the claims meanwhile. Returns how many ran. */
export async function procesarPendientes(
  db: Database,
  manejadores: Manejadores,
  opts: OpcionesProcesar = {},
): Promise<number> {
  const ahora = opts.ahora ?? new Date();
  const bloqueoS = opts.bloqueoS ?? BLOQUEO_S;
  const tipos = Object.keys(manejadores);
  if (tipos.length === 0) return 0;
  // Due by the clock of this call or by the database's, whichever is later: a job queued by a
  // trigger carries the database's now(), in microseconds, while `ahora` has milliseconds and, on
  // another machine, may run behind; either way a job queued right before this call would wait for
  // the next poll. An `ahora` given by the caller (a test running what a later time would) is taken
  // as it is.
  const desde = sql`${ahora.toISOString()}::timestamptz`;
  const hasta = opts.ahora ? desde : sql`greatest(${desde}, now())`;
  const reclamados = await queryRows<{
    id: string | number;
    tipo: string;
    datos: Record<string, unknown>;
    intentos: number;
    max_intentos: number;
  }>(
    db,
    sql`update app.trabajos t
           set intentos = t.intentos + 1, bloqueado_hasta = now() + make_interval(secs => ${bloqueoS})
         where t.id in (
           select id from app.trabajos
            where estado = 'pendiente' and ejecutar_en <= ${hasta}
              and (bloqueado_hasta is null or bloqueado_hasta < now())
              and tipo in ${tipos}
            order by ejecutar_en, id
            limit ${opts.limite ?? 20}
            for update skip locked)
        returning t.id, t.tipo, t.datos, t.intentos, t.max_intentos`,
  );
  if (reclamados.length === 0) return 0;
  const latido = renovarMientras(
    db,
    new Map(reclamados.map((f) => [Number(f.id), f.intentos])),
    bloqueoS,
    opts.latidoMs ?? LATIDO_MS,
  );
  try {
    for (const fila of reclamados) {
      const trabajo: Trabajo = { id: Number(fila.id), tipo: fila.tipo, datos: fila.datos, intentos: fila.intentos };
      let error: unknown;
      try {
        await manejadores[fila.tipo]!(trabajo, { db, ahora });
      } catch (e) {
        error = e ?? new Error('falló');
      }
      // A renewal under way could otherwise land after the update below and claim the job again.
      await latido.soltar(trabajo.id);
      if (error === undefined) {
        await db.execute(
          sql`update app.trabajos set estado = 'hecho', terminado_en = now(), bloqueado_hasta = null where id = ${trabajo.id}`,
        );
        continue;
      }
      const mensaje = error instanceof Error ? error.message : String(error);
      const agotado = fila.intentos >= fila.max_intentos;
      trabajosFallidos.inc({ tipo: fila.tipo, agotado: agotado ? 'si' : 'no' });
      // Only while the claim is still ours (intentos unchanged): a worker that took it over after a lost lease keeps it.
      await db.execute(
        sql`update app.trabajos
               set bloqueado_hasta = null, ultimo_error = ${mensaje.slice(0, 2000)},
                   estado = ${agotado ? 'fallido' : 'pendiente'},
                   ejecutar_en = now() + make_interval(secs => ${esperaTrasFallo(fila.intentos)}),
                   terminado_en = ${agotado ? sql`now()` : sql`null`}
             where id = ${trabajo.id} and intentos = ${fila.intentos}`,
      );
    }
  } finally {
    await latido.detener();
  }
  return reclamados.length;
}

/**
 * The heartbeat of a batch: every `latidoMs` the claims still held (id → intentos at the claim,
 * so a claim another worker took over is left alone) get `bloqueoS` more seconds. A failed
 * renewal is retried at the next beat; the lease is three beats long.
 */
function renovarMientras(db: Database, propios: Map<number, number>, bloqueoS: number, latidoMs: number) {
  let enCurso: Promise<unknown> = Promise.resolve();
  const renovar = () => {
    if (propios.size === 0) return;
    const claves = sql.join(
      [...propios].map(([id, intentos]) => sql`(${id}::bigint, ${intentos}::int)`),
      sql`, `,
    );
    enCurso = db
      .execute(
        sql`update app.trabajos set bloqueado_hasta = now() + make_interval(secs => ${bloqueoS})
             where estado = 'pendiente' and (id, intentos) in (${claves})`,
      )
      .catch(() => undefined);
  };
  const timer = setInterval(renovar, latidoMs);
  timer.unref();
  return {
    soltar: async (id: number) => {
      propios.delete(id);
      await enCurso;
    },
    detener: async () => {
      clearInterval(timer);
      await enCurso;
    },
  };
}

/**
 * Frees every claim of a pending job. Only for PGlite when its worker starts: one process owns the
 * data directory (DATA_DIR/feria.lock), so any claim found then was made by a process that died.
 * With PostgreSQL other instances may be running their claims: those wait out the lease.
 */
export async function liberarReclamosHuerfanos(db: Database): Promise<number> {
  const filas = await queryRows<{ id: string | number }>(
    db,
    sql`update app.trabajos set bloqueado_hasta = null where estado = 'pendiente' and bloqueado_hasta is not null returning id`,
  );
  return filas.length;
}

const esPglite = (db: Database) =>
  typeof (db as unknown as { $client?: { listen?: unknown } }).$client?.listen === 'function';

export interface Trabajador {
  /** Run due jobs now instead of at the next tick (e.g. right after a webhook enqueued one). */
  despertar(): void;
  detener(): Promise<void>;
}

/**
 * Polls the queue every `intervaloMs` (one batch at a time per process). The timer is unref'd: it
 * never keeps the process alive; `detener` waits for the batch running. On PGlite the first batch
 * starts right after the claims of the process that ran before (and died) are freed.
 */
export function iniciarTrabajador(
  db: Database,
  manejadores: Manejadores,
  opts: { intervaloMs?: number; alFallar?: (error: unknown) => void } = {},
): Trabajador {
  let corriendo: Promise<void> | null = null;
  let detenido = false;
  let inicio: Promise<unknown> | null = esPglite(db)
    ? liberarReclamosHuerfanos(db).catch((e: unknown) => opts.alFallar?.(e))
    : null;
  const vuelta = () => {
    if (detenido || corriendo) return;
    corriendo = (async () => {
      try {
        if (inicio) await inicio;
        inicio = null;
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
  if (inicio) setImmediate(vuelta);
  return {
    despertar: () => setImmediate(vuelta),
    detener: async () => {
      detenido = true;
      clearInterval(timer);
      await inicio;
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

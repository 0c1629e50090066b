import pg from 'pg';
import type { Database } from './client';
import { clavesPorLote } from '../lib/metricas';

/**
 * Reads by key gathered into one statement (decision 100): the public pages that read one row by
 * its key (a product, a shop) are asked for by many requests at once under load, and each of their
 * statements costs the API a round trip (on this 2-core machine ~80 µs of the HTTP thread's CPU per
 * statement, most of it the socket write to PostgreSQL; on PGlite a crossing into the engine under
 * its only lock) before the database does any work. A reader gathers the keys asked for while its
 * previous statements run and reads them all with the next one.
 *
 * - Nothing is kept: each key is read by a statement that starts after it was asked for, so a
 *   request sees every write that finished before it arrived, as with a statement of its own.
 * - An idle reader adds one turn of the event loop (`setImmediate`, so the requests of the same
 *   turn go together), never a timer.
 * - A statement that fails rejects every request of its batch, as each one's own would have.
 * - Per database handle (a test's app, an instance's pool), so two databases never share a batch.
 */
export interface OpcionesLote {
  /** The reader's name in /metrics (`feria_db_lote_claves{lector}`: keys per statement). */
  nombre: string;
  /** Keys per statement at most (a batch past it is split). */
  maximo?: number;
  /**
   * Statements of this reader running at once (the next batch gathers while they run). By default
   * two on a PostgreSQL pool (the database works on one while the API reads the other's rows) and
   * one on PGlite, which runs one statement at a time anyway.
   */
  enVuelo?: number;
}

interface Pedido<K, V> {
  clave: K;
  resolver: (valor: V | undefined) => void;
  rechazar: (err: unknown) => void;
}

interface Estado<K, V> {
  pendientes: Pedido<K, V>[];
  enVuelo: number;
  limite: number;
  programado: boolean;
}

/**
 * A reader of `V` by key `K` through `cargar`, which reads several keys in one statement and
 * answers the rows it found by key (a key it does not answer resolves `undefined`).
 */
export function lectorPorLotes<K, V>(
  cargar: (db: Database, claves: K[]) => Promise<Map<K, V>>,
  opciones: OpcionesLote,
): (db: Database, clave: K) => Promise<V | undefined> {
  const maximo = opciones.maximo ?? 100;

  const estados = new WeakMap<Database, Estado<K, V>>();

  const programar = (db: Database, e: Estado<K, V>) => {
    if (e.programado || e.pendientes.length === 0 || e.enVuelo >= e.limite) return;
    e.programado = true;
    setImmediate(() => {
      e.programado = false;
      despachar(db, e);
    });
  };

  const despachar = (db: Database, e: Estado<K, V>) => {
    while (e.pendientes.length > 0 && e.enVuelo < e.limite) {
      const lote = e.pendientes.splice(0, maximo);
      e.enVuelo++;
      const claves = [...new Set(lote.map((p) => p.clave))];
      clavesPorLote.observe({ lector: opciones.nombre }, claves.length);
      // The reader is free again (and the next batch scheduled) before this one's rows are handed out.
      const terminar = () => {
        e.enVuelo--;
        programar(db, e);
      };
      new Promise<Map<K, V>>((r) => r(cargar(db, claves))).then(
        (filas) => {
          terminar();
          for (const p of lote) p.resolver(filas.get(p.clave));
        },
        (err: unknown) => {
          terminar();
          for (const p of lote) p.rechazar(err);
        },
      );
    }
  };

  return (db, clave) =>
    new Promise<V | undefined>((resolver, rechazar) => {
      let e = estados.get(db);
      if (!e) {
        const limite = opciones.enVuelo ?? (esPool(db) ? 2 : 1);
        estados.set(db, (e = { pendientes: [], enVuelo: 0, limite, programado: false }));
      }
      e.pendientes.push({ clave, resolver, rechazar });
      programar(db, e);
    });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `id` can travel in a batch of uuids: one that is not a uuid would fail its whole batch
 * (and names no row anyway).
 */
export const esUuid = (id: string): boolean => UUID.test(id);

/** Ids as one PostgreSQL array literal (text parameter): they are uuids, so no element needs quoting. */
export function arrayDeUuid(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

const esPool = (db: Database): boolean => (db as unknown as { $client?: unknown }).$client instanceof pg.Pool;

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
export interface OpcionesLote<P> {
  /** The reader's name in /metrics (`feria_db_lote_claves{lector}`: keys per statement). */
  nombre: string;
  /** The key of a request: requests with the same key are read once and answered the same row. */
  clave: (pedido: P) => string;
  /** Keys per statement at most (a batch past it is split). */
  maximo?: number;
  /**
   * Statements of this reader running at once (the next batch gathers while they run). By default
   * two on a PostgreSQL pool (the database works on one while the API reads the other's rows) and
   * one on PGlite, which runs one statement at a time anyway.
   */
  enVuelo?: number;
}

interface Pedido<P, V> {
  pedido: P;
  clave: string;
  resolver: (valor: V | undefined) => void;
  rechazar: (err: unknown) => void;
}

interface Estado<P, V> {
  pendientes: Pedido<P, V>[];
  enVuelo: number;
  limite: number;
  programado: boolean;
}

/**
 * A reader of `V` by requests `P` through `cargar`, which reads several requests (one per key) in
 * one statement and answers the rows it found by key (a key it does not answer resolves `undefined`).
 */
export function lectorPorLotes<P, V>(
  cargar: (db: Database, pedidos: P[]) => Promise<Map<string, V>>,
  opciones: OpcionesLote<P>,
): (db: Database, pedido: P) => Promise<V | undefined> {
  const maximo = opciones.maximo ?? 100;

  const estados = new WeakMap<Database, Estado<P, V>>();

  const programar = (db: Database, e: Estado<P, V>) => {
    if (e.programado || e.pendientes.length === 0 || e.enVuelo >= e.limite) return;
    e.programado = true;
    setImmediate(() => {
      e.programado = false;
      despachar(db, e);
    });
  };

  const despachar = (db: Database, e: Estado<P, V>) => {
    while (e.pendientes.length > 0 && e.enVuelo < e.limite) {
      const lote = e.pendientes.splice(0, maximo);
      e.enVuelo++;
      const unicos = new Map<string, P>();
      for (const p of lote) if (!unicos.has(p.clave)) unicos.set(p.clave, p.pedido);
      clavesPorLote.observe({ lector: opciones.nombre }, unicos.size);
      // The reader is free again (and the next batch scheduled) before this one's rows are handed out.
      const terminar = () => {
        e.enVuelo--;
        programar(db, e);
      };
      new Promise<Map<string, V>>((r) => r(cargar(db, [...unicos.values()]))).then(
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

  return (db, pedido) =>
    new Promise<V | undefined>((resolver, rechazar) => {
      let e = estados.get(db);
      if (!e) {
        const limite = opciones.enVuelo ?? (esPool(db) ? 2 : 1);
        estados.set(db, (e = { pendientes: [], enVuelo: 0, limite, programado: false }));
      }
      e.pendientes.push({ pedido, clave: opciones.clave(pedido), resolver, rechazar });
      programar(db, e);
    });
}

/**
 * A reader of rows by uuid (a product, a shop): `cargar` reads the ids of a batch (lower case, as
 * the database answers them; `arrayDeUuid` for the statement) and answers the rows by id. An id
 * that is not a uuid names no row and never joins a batch, whose statement it would fail.
 */
export function lectorPorUuid<V>(
  cargar: (db: Database, ids: string[]) => Promise<Map<string, V>>,
  opciones: Omit<OpcionesLote<string>, 'clave'>,
): (db: Database, id: string) => Promise<V | undefined> {
  const leer = lectorPorLotes(cargar, { ...opciones, clave: (id) => id });
  return async (db, id) => (esUuid(id) ? leer(db, id.toLowerCase()) : undefined);
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

import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import pg from 'pg';
import type { SharedCounter } from '@feria/identity';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';

// The rate limits' counters in PostgreSQL (decision 089): every API instance on one database counts
// into the same row, so a limit of N a minute is N across all of them, whichever instance a request
// reaches. A fixed window per key, as the library's own memory store: the first request opens it,
// the ones after it add one, and the first after it ends starts again at 1. One statement per
// counted request; the row lock of the upsert makes simultaneous requests count one by one.

/** Every this many counted requests, an instance drops the windows that ended (the table stays small). */
const PODAR_CADA = 500;

type Resultado = { current: number; ttl: number };
type Respuesta = (error: Error | null, result?: Resultado) => void;

/** Whether the app runs on PostgreSQL (a pool), where other instances may share the database; PGlite is one process. */
export const esPostgres = (db: Database): boolean =>
  (db as unknown as { $client?: unknown }).$client instanceof pg.Pool;

async function contar(db: Database, clave: string, ventanaMs: number): Promise<Resultado> {
  const [fila] = await queryRows<{ cuenta: number; ttl: number }>(
    db,
    sql`insert into app.limites_solicitudes as l (clave, cuenta, vence)
        values (${clave}, 1, now() + ${ventanaMs} * interval '1 millisecond')
        on conflict (clave) do update set
          cuenta = case when l.vence <= now() then 1 else l.cuenta + 1 end,
          vence = case when l.vence <= now() then excluded.vence else l.vence end
        returning cuenta, (extract(epoch from (vence - now())) * 1000)::float8 as ttl`,
  );
  return { current: fila!.cuenta, ttl: Math.max(0, Math.ceil(fila!.ttl)) };
}

async function leer(db: Database, clave: string): Promise<Resultado> {
  const [fila] = await queryRows<{ cuenta: number; ttl: number }>(
    db,
    sql`select cuenta, (extract(epoch from (vence - now())) * 1000)::float8 as ttl
          from app.limites_solicitudes where clave = ${clave} and vence > now()`,
  );
  return fila ? { current: fila.cuenta, ttl: Math.max(0, Math.ceil(fila.ttl)) } : { current: 0, ttl: 0 };
}

/** Takes one back from the key's open window, never below zero (an attempt that was no failure). */
async function descontar(db: Database, clave: string): Promise<void> {
  await db.execute(
    sql`update app.limites_solicitudes set cuenta = greatest(cuenta - 1, 0) where clave = ${clave} and vence > now()`,
  );
}

/**
 * The identity forms' counts (@feria/identity SharedCounter) in the same table, shared by every
 * instance on the database (decision 093); their keys start with `identidad|`, never an address.
 */
export function contadorEnPostgres(db: Database): SharedCounter {
  return {
    increment: async (clave, ventanaMs) => (await contar(db, clave, ventanaMs)).current,
    decrement: (clave) => descontar(db, clave),
    read: async (clave) => (await leer(db, clave)).current,
  };
}

/** The store class @fastify/rate-limit builds (`store:` option), counting in `db`. */
export function almacenDeLimites(db: Database): FastifyRateLimitStoreCtor {
  let contados = 0;
  const podar = () => {
    db.execute(sql`delete from app.limites_solicitudes where vence < now()`).catch(() => undefined);
  };

  class AlmacenCompartido implements FastifyRateLimitStore {
    constructor(
      _opciones: unknown,
      private readonly prefijo = '',
    ) {}

    incr(clave: string, respuesta: Respuesta, ventanaMs: number): void {
      if (++contados % PODAR_CADA === 0) podar();
      contar(db, this.prefijo + clave, ventanaMs).then(
        (r) => respuesta(null, r),
        (e: unknown) => respuesta(e instanceof Error ? e : new Error(String(e))),
      );
    }

    read(clave: string, respuesta: Respuesta): void {
      leer(db, this.prefijo + clave).then(
        (r) => respuesta(null, r),
        (e: unknown) => respuesta(e instanceof Error ? e : new Error(String(e))),
      );
    }

    /**
     * A route's own limit, or one made with createRateLimit: its own counters, under a prefix that
     * is the same in every instance (the route, the window and the maximum), never a random one.
     */
    child(opciones: unknown): FastifyRateLimitStore {
      const o = opciones as { routeInfo?: { method?: unknown; url?: unknown }; timeWindow?: unknown; max?: unknown };
      const ruta = `${String(o.routeInfo?.method ?? '')}${String(o.routeInfo?.url ?? '')}`;
      const ventana = typeof o.timeWindow === 'number' ? o.timeWindow : '';
      const maximo = typeof o.max === 'number' ? o.max : '';
      return new AlmacenCompartido(opciones, `${this.prefijo}${ruta}|${ventana}|${maximo}|`);
    }
  }
  return AlmacenCompartido as unknown as FastifyRateLimitStoreCtor;
}

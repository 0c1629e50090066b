import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

export interface Listener {
  /** False while the LISTEN connection is down: notifications may be missed, so caches must not be trusted. */
  readonly connected: boolean;
  close(): Promise<void>;
}

export interface ListenOptions {
  onMessage: (payload: string) => void;
  /** Called when the connection drops or comes back (notifications sent meanwhile were lost). */
  onReconnect?: () => void;
  log: FastifyBaseLogger;
}

const RETRY_MS = [250, 1000, 5000, 15_000];
/** How the LISTEN connection shows in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'feria-listen';

/**
 * PostgreSQL LISTEN on either engine (docs/arquitectura.md#en-vivo: fan-out between instances
 * through LISTEN/NOTIFY). PGlite: its own `listen` (one process, notifications delivered before
 * the notifying query returns). node-postgres: one connection of its own (the pool's settings)
 * kept for LISTEN, reconnected with back-off when it drops.
 */
export async function listen(db: Database, channel: string, opts: ListenOptions): Promise<Listener> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (isPglite(client)) {
    const unlisten = await client.listen(channel, opts.onMessage);
    // The database may already be closed (its owner closed it first): nothing left to undo then.
    return { connected: true, close: () => unlisten().catch(() => undefined) };
  }
  if (isPool(client)) return listenPool(client, channel, opts);
  throw new Error('listen: driver de base de datos desconocido');
}

const isPglite = (c: unknown): c is PGlite => typeof (c as PGlite | undefined)?.listen === 'function';
const isPool = (c: unknown): c is pg.Pool => typeof (c as pg.Pool | undefined)?.connect === 'function';

async function listenPool(pool: pg.Pool, channel: string, opts: ListenOptions): Promise<Listener> {
  // A client of its own, not one borrowed from the pool: the pool can end without waiting for it.
  const Client = (pool as unknown as { Client: typeof pg.Client }).Client;
  let current: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const onNotification = (m: pg.Notification) => {
    if (m.channel === channel) opts.onMessage(m.payload ?? '');
  };
  const connect = async () => {
    const client = new Client({ ...pool.options, application_name: LISTEN_APPLICATION_NAME });
    // Stays attached: a broken client may emit more than one error.
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client, new Error('conexión cerrada')));
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    client.on('notification', onNotification);
    current = client;
    attempt = 0;
  };
  const lost = (client: pg.Client, err: Error) => {
    if (current !== client) return; // still connecting (the failing call reports it) or closing
    current = undefined;
    client.off('notification', onNotification);
    void client.end().catch(() => undefined);
    opts.log.warn({ err }, `LISTEN ${channel}: se perdió la conexión, reintentando`);
    opts.onReconnect?.();
    retry();
  };
  const retry = () => {
    if (closed || timer) return;
    const wait = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]!;
    timer = setTimeout(() => {
      timer = undefined;
      if (closed) return;
      connect().then(
        () => (closed ? undefined : opts.onReconnect?.()),
        () => retry(),
      );
    }, wait);
    timer.unref();
  };

  await connect();
  return {
    get connected() {
      return current !== undefined;
    },
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const client = current;
      current = undefined;
      if (!client) return;
      client.off('notification', onNotification);
      await client.end().catch(() => undefined);
    },
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

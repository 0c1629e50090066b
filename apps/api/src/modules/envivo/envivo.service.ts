import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TipoEvento } from '@feria/contracts';
import type { Database } from '../../db/client';
import { listen, type Listener } from '../../platform/pg-listen';
import { ConexionesEnVivo, type Vigente } from './conexiones';
import { eventosDesde, insertarEventos, type FilaEvento } from './envivo.queries';

// What each signed-in user is told live (docs/arquitectura.md#persistencia: SSE, LISTEN/NOTIFY):
// a row per user and event, written in the transaction of the change, so an event exists exactly
// when the change does; NOTIFY (sent on commit) wakes the streams of every API instance.

export const CANAL_EVENTOS = 'feria_eventos';

/**
 * Tells `userIds` about a change, inside the caller's transaction. The payload of the NOTIFY is
 * the user id: each instance wakes that user's streams, which read their rows after their last id.
 */
export async function publicar(
  tx: Database,
  userIds: readonly string[],
  tipo: TipoEvento,
  datos: Record<string, unknown>,
): Promise<void> {
  const unicos = [...new Set(userIds.filter(Boolean))];
  if (unicos.length === 0) return;
  await insertarEventos(
    tx,
    unicos.map((userId) => ({ userId, tipo, datos })),
  );
  for (const userId of unicos) await tx.execute(sql`select pg_notify(${CANAL_EVENTOS}, ${userId})`);
}

export type Despertador = () => void;

/**
 * One per process: the LISTEN connection and the open streams (conexiones.ts). A notification for a
 * user wakes that user's streams; a reconnection of LISTEN (notifications may have been lost) and a
 * slow safety sweep wake them all.
 */
export class CentralEnVivo {
  readonly conexiones: ConexionesEnVivo;
  private listener: Listener | undefined;
  private barrido: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    vigente: Vigente,
    private readonly barridoMs = 15_000,
  ) {
    this.conexiones = new ConexionesEnVivo(vigente, log);
  }

  async iniciar(): Promise<void> {
    this.listener = await listen(this.db, CANAL_EVENTOS, {
      onMessage: (userId) => this.conexiones.despertar(userId),
      onReconnect: () => this.conexiones.despertarTodas(),
      log: this.log,
    });
    this.barrido = setInterval(() => this.conexiones.despertarTodas(), this.barridoMs);
    this.barrido.unref();
  }

  /** Ends every open stream (the app is closing: else it would wait for every client to leave), then stops listening. */
  async cerrar(): Promise<void> {
    if (this.barrido) clearInterval(this.barrido);
    this.conexiones.cerrarTodas();
    await this.listener?.close();
  }
}

/**
 * One user's stream: sends every event after `desdeId`, then waits to be woken. Reads are
 * serialized (a wake during a read reads again after it), so no event is sent twice or skipped.
 */
export function flujoDeEventos(
  db: Database,
  userId: string,
  desdeId: number,
  enviar: (e: FilaEvento) => void,
): { despertar: Despertador; listo: Promise<void> } {
  let ultimo = desdeId;
  let leyendo = false;
  let otraVez = false;
  const leer = async (): Promise<void> => {
    if (leyendo) {
      otraVez = true;
      return;
    }
    leyendo = true;
    try {
      do {
        otraVez = false;
        let filas: FilaEvento[];
        do {
          filas = await eventosDesde(db, userId, ultimo);
          for (const f of filas) {
            enviar(f);
            ultimo = f.id;
          }
        } while (filas.length === 200);
      } while (otraVez);
    } finally {
      leyendo = false;
    }
  };
  return { despertar: () => void leer().catch(() => undefined), listo: leer() };
}

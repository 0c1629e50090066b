import type { Database } from './db/client';
import { reaccionPedidoCreado } from './modules/correo/reacciones';
import { reaccionEnVivo } from './modules/envivo/reacciones';
import { borrarEventosViejos } from './modules/envivo/envivo.queries';
import { borrarEventosDespachados, despachador, TRABAJO_DESPACHAR, type Reaccion } from './modules/eventos/eventos';
import { reaccionCuponDeVentaCancelada } from './modules/promociones/reacciones';
import { encolar, type Manejadores } from './modules/trabajos/trabajos';

// Which module reacts to which domain event (docs/producto/eventos.md#reacciones), and the hourly
// pruning of the live events and of the dispatched outbox. Composed here, outside the modules, so
// the order module never imports those that react to it.

export const REACCIONES: readonly Reaccion[] = [reaccionEnVivo, reaccionPedidoCreado, reaccionCuponDeVentaCancelada];

/** Job type: drop old live events and dispatched domain events, then schedule the next run. */
export const TRABAJO_PODAR = 'eventos.podar';
/** A client away longer than this reloads its data anyway (docs/producto/eventos.md#garantías). */
export const RETENCION_EN_VIVO_MS = 24 * 3_600_000;
export const RETENCION_DESPACHADOS_MS = 7 * 24 * 3_600_000;
const CADA_MS = 3_600_000;

/** One job per hour slot: the key makes a second schedule of the same slot a no-op. */
export async function programarPoda(db: Database, en: Date): Promise<void> {
  const hora = Math.floor(en.getTime() / CADA_MS) * CADA_MS;
  await encolar(db, TRABAJO_PODAR, {}, { en: new Date(hora), clave: `podar:${new Date(hora).toISOString()}` });
}

export async function podar(db: Database, ahora: Date): Promise<void> {
  await borrarEventosViejos(db, new Date(ahora.getTime() - RETENCION_EN_VIVO_MS));
  await borrarEventosDespachados(db, new Date(ahora.getTime() - RETENCION_DESPACHADOS_MS));
}

export function manejadoresDeEventos(reacciones: readonly Reaccion[] = REACCIONES): Manejadores {
  return {
    [TRABAJO_DESPACHAR]: despachador(reacciones),
    [TRABAJO_PODAR]: async (_t, { db, ahora }) => {
      await podar(db, ahora);
      await programarPoda(db, new Date(ahora.getTime() + CADA_MS));
    },
  };
}

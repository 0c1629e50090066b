import type { Config } from './config';
import type { Database } from './db/client';
import { REACCIONES_CORREO } from './modules/correo/reacciones';
import { REACCIONES_PREGUNTAS } from './modules/preguntas/reacciones';
import { manejadoresDeCuenta } from './modules/cuenta/baja-trabajo';
import { manejadoresDePurga, programarPurga } from './modules/cuenta/purga';
import { manejadoresDeCorreo, opcionesCorreo } from './modules/correo/trabajos-correo';
import { reaccionEnVivo, reaccionMensajeEnVivo } from './modules/envivo/reacciones';
import { borrarEventosViejos } from './modules/envivo/envivo.queries';
import { borrarEventosDespachados, despachador, TRABAJO_DESPACHAR, type Reaccion } from './modules/eventos/eventos';
import { manejadoresDeAlertas } from './modules/favoritos/alertas-revision';
import { manejadoresDeCarritos } from './modules/carritos/recordatorio';
import { reaccionCarritoComprado } from './modules/carritos/reacciones';
import { reaccionAlertaCumplida } from './modules/favoritos/reacciones';
import { manejadoresDePush } from './modules/notificaciones/envio-push';
import { REACCIONES_PUSH } from './modules/notificaciones/reacciones';
import { reaccionVendidos } from './modules/productos/reacciones';
import { reaccionCuponDeVentaCancelada } from './modules/promociones/reacciones';
import { encolar, type Manejadores } from './modules/trabajos/trabajos';

// Which module reacts to which domain event (docs/producto/eventos.md#reacciones), and the hourly
// pruning of the live events and of the dispatched outbox. Composed here, outside the modules, so
// the order and chat modules never import those that react to them (nor their job handlers).

export const REACCIONES: readonly Reaccion[] = [
  reaccionEnVivo,
  reaccionMensajeEnVivo,
  ...REACCIONES_PREGUNTAS,
  ...REACCIONES_CORREO,
  reaccionVendidos,
  reaccionCuponDeVentaCancelada,
  reaccionAlertaCumplida,
  ...REACCIONES_PUSH,
  reaccionCarritoComprado,
];

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
      // Today's purge of the orders kept past the legal period (docs/producto/datos-personales.md#plazo-legal): one a day.
      await programarPurga(db, ahora);
    },
  };
}

/** The background jobs besides commerce's own: the mails, and the events' dispatch and pruning. */
export function manejadoresDeReacciones(config: Config): Manejadores {
  return {
    ...manejadoresDeCorreo(opcionesCorreo(config)),
    ...manejadoresDeEventos(),
    ...manejadoresDeCuenta({ identidadLocal: config.oidc.embedded }),
    ...manejadoresDePurga({ dataDir: config.dataDir }),
    ...manejadoresDePush({ config: config.push }),
    ...manejadoresDeAlertas(),
    ...manejadoresDeCarritos(),
  };
}

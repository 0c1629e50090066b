import { Counter, Gauge, Histogram } from 'prom-client';

// The process's own measurements (decision 089), counted where they happen: the database client,
// the job worker, the mail job, the public response cache. Registered in no registry here (not
// prom-client's global one either): the metrics plugin (plugins/metricas.ts) adds them to the
// registry it serves, beside the figures it reads at scrape time. Incrementing one costs a number
// update (labels of fixed, small sets), so they are counted whether or not anyone scrapes them.

const registers: [] = [];

/** Every SQL statement, timed from the call to its answer (on PGlite: waiting for the one connection included). */
export const duracionSentencias = new Histogram({
  name: 'feria_db_sentencia_segundos',
  help: 'Tiempo de cada sentencia SQL, desde que se pide hasta que responde (en PGlite incluye la espera de la conexión única).',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers,
});

/** Statements asked and not answered yet: on PGlite, the queue of its single connection plus the one running. */
export const sentenciasEnCurso = new Gauge({
  name: 'feria_db_sentencias_en_curso',
  help: 'Sentencias SQL pedidas que todavía no respondieron (en PGlite: la cola de la conexión única más la que corre).',
  registers,
});

/** Starts timing a statement; the returned function ends it (call it once). */
export function medirSentencia(): () => void {
  sentenciasEnCurso.inc();
  const fin = duracionSentencias.startTimer();
  return () => {
    sentenciasEnCurso.dec();
    fin();
  };
}

export const trabajosFallidos = new Counter({
  name: 'feria_trabajos_fallidos_total',
  help: 'Intentos fallidos de trabajos en segundo plano, por tipo (agotado="si": era el último intento).',
  labelNames: ['tipo', 'agotado'] as const,
  registers,
});

export const correos = new Counter({
  name: 'feria_correos_total',
  help: 'Correos entregados al transporte (SMTP o la bandeja de archivos), por resultado.',
  labelNames: ['resultado'] as const,
  registers,
});

/** docs/producto/notificaciones.md#envio: each push handed to a push service, by result. */
export const pushes = new Counter({
  name: 'feria_push_total',
  help: 'Avisos push entregados a los servicios de push, por resultado (enviado, vencida: la suscripción ya no existe, fallido: se reintenta).',
  labelNames: ['resultado'] as const,
  registers,
});

export const cachePublicoAciertos = new Counter({
  name: 'feria_cache_publico_aciertos_total',
  help: 'Lecturas públicas respondidas desde la caché de respuestas.',
  registers,
});

export const cachePublicoFallos = new Counter({
  name: 'feria_cache_publico_fallos_total',
  help: 'Lecturas públicas que la caché de respuestas no tenía (se cargaron de la base).',
  registers,
});

/** Keys each statement of a batched public read carried (db/lotes.ts, decision 100), by reader. */
export const clavesPorLote = new Histogram({
  name: 'feria_db_lote_claves',
  help: 'Claves que leyó cada sentencia de una lectura pública por lotes (pedidos que compartieron una sentencia), por lector.',
  labelNames: ['lector'] as const,
  buckets: [1, 2, 4, 8, 16, 32, 64, 100],
  registers,
});

/** Every metric above, for the registry the plugin serves. */
export const METRICAS_DEL_PROCESO = [
  duracionSentencias,
  sentenciasEnCurso,
  trabajosFallidos,
  correos,
  pushes,
  cachePublicoAciertos,
  cachePublicoFallos,
  clavesPorLote,
] as const;

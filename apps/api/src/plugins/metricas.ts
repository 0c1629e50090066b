import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import { cachePublicoAciertos, cachePublicoFallos, METRICAS_DEL_PROCESO } from '../lib/metricas';
import { colaDeTrabajos } from '../modules/trabajos/trabajos-metricas';
import { pagosPorEstado } from '../modules/pagos/pagos-metricas';

/** Where Prometheus scrapes (decision 089); not under /api: no contract, no rate limit, no SPA page. */
export const RUTA_METRICAS = '/metrics';

/** Same length digests, so the comparison's time says nothing about the token. */
const resumen = (s: string) => createHash('sha256').update(s, 'utf8').digest();

export function tokenValido(autorizacion: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(.+)$/i.exec(autorizacion ?? '');
  return m !== null && timingSafeEqual(resumen(m[1]!.trim()), resumen(token));
}

/**
 * GET /metrics in Prometheus text format (decision 089), only when METRICS_TOKEN or METRICS_PORT
 * is set: requests by route pattern and status, statement time and pool, job queue, live
 * connections, public cache, mails and payments, plus Node's process metrics. With METRICS_TOKEN
 * the route asks for it as a bearer token; with METRICS_PORT the same text is served on that port
 * (127.0.0.1 unless METRICS_HOST says otherwise) without one.
 */
export function registerMetricas(app: FastifyInstance, config: Config): void {
  const { token, puerto, host } = config.metricas;
  if (token === undefined && puerto === undefined) return;
  const registro = crearRegistro(app);
  medirSolicitudes(app, registro);
  const texto = () => registro.metrics();

  if (token !== undefined) {
    app.get(RUTA_METRICAS, { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
      if (!tokenValido(request.headers.authorization, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('');
      }
      return reply.type(registro.contentType).send(await texto());
    });
  }
  if (puerto !== undefined) servirEnPuerto(app, registro, puerto, host);
}

function crearRegistro(app: FastifyInstance): Registry {
  const registro = new Registry();
  collectDefaultMetrics({ register: registro });
  for (const m of METRICAS_DEL_PROCESO) registro.registerMetric(m);
  const db = app.db;

  new Gauge({
    name: 'feria_cache_publico_proporcion_aciertos',
    help: 'Aciertos sobre lecturas de la caché de respuestas públicas desde que arrancó el proceso (0 sin lecturas).',
    registers: [registro],
    async collect() {
      const [a, f] = await Promise.all([cachePublicoAciertos.get(), cachePublicoFallos.get()]);
      const aciertos = a.values[0]?.value ?? 0;
      const total = aciertos + (f.values[0]?.value ?? 0);
      this.set(total === 0 ? 0 : aciertos / total);
    },
  });
  new Gauge({
    name: 'feria_envivo_conexiones',
    help: 'Conexiones en vivo (SSE) abiertas en esta instancia.',
    registers: [registro],
    collect() {
      this.set(app.hasDecorator('envivo') ? app.envivo.conexiones.total : 0);
    },
  });
  new Gauge({
    name: 'feria_trabajos_en_cola',
    help: 'Trabajos en segundo plano por tipo: pendientes y fallidos (agotaron sus intentos).',
    labelNames: ['tipo', 'estado'] as const,
    registers: [registro],
    async collect() {
      this.reset();
      for (const f of await colaDeTrabajos(db)) this.set({ tipo: f.tipo, estado: f.estado }, f.cantidad);
    },
  });
  new Gauge({
    name: 'feria_pagos',
    help: 'Pagos por estado actual (aprobado, rechazado, reembolsado…).',
    labelNames: ['estado'] as const,
    registers: [registro],
    async collect() {
      this.reset();
      for (const f of await pagosPorEstado(db)) this.set({ estado: f.estado }, f.cantidad);
    },
  });
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) {
    new Gauge({
      name: 'feria_db_pool_conexiones',
      help: 'Conexiones del pool de PostgreSQL: total, libres y pedidos esperando una.',
      labelNames: ['estado'] as const,
      registers: [registro],
      collect() {
        this.set({ estado: 'total' }, pool.totalCount);
        this.set({ estado: 'libres' }, pool.idleCount);
        this.set({ estado: 'esperando' }, pool.waitingCount);
      },
    });
  }
  return registro;
}

/**
 * Count and duration of every request by route pattern (`/api/publico/v1/productos/:slug`, never
 * the URL with its ids), method and status. Requests that matched no route share one label, so a
 * scan of random URLs cannot grow the series. /metrics itself is not counted.
 */
function medirSolicitudes(app: FastifyInstance, registro: Registry): void {
  const solicitudes = new Counter({
    name: 'feria_http_solicitudes_total',
    help: 'Solicitudes HTTP atendidas, por ruta (el patrón), método y estado.',
    labelNames: ['ruta', 'metodo', 'estado'] as const,
    registers: [registro],
  });
  const duracion = new Histogram({
    name: 'feria_http_duracion_segundos',
    help: 'Duración de las solicitudes HTTP, por ruta (el patrón), método y estado.',
    labelNames: ['ruta', 'metodo', 'estado'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registro],
  });
  // A plain function, not an async one: this runs on every request.
  app.addHook('onResponse', (request, reply, done) => {
    const patron = request.routeOptions.url;
    if (patron !== RUTA_METRICAS) {
      const etiquetas = { ruta: patron ?? 'sin_ruta', metodo: request.method, estado: reply.statusCode };
      solicitudes.inc(etiquetas);
      duracion.observe(etiquetas, reply.elapsedTime / 1000);
    }
    done();
  });
}

function servirEnPuerto(app: FastifyInstance, registro: Registry, puerto: number, host: string): void {
  let servidor: Server | undefined;
  app.addHook('onReady', async () => {
    servidor = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== RUTA_METRICAS) {
        res.writeHead(404).end();
        return;
      }
      registro.metrics().then(
        (cuerpo) => res.writeHead(200, { 'content-type': registro.contentType }).end(cuerpo),
        (err: unknown) => {
          app.log.error({ err }, 'no se pudieron leer las métricas');
          res.writeHead(500).end();
        },
      );
    });
    const s = servidor;
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(puerto, host, () => resolve());
    });
    app.log.info(`Métricas en http://${host}:${puerto}${RUTA_METRICAS}`);
  });
  app.addHook('onClose', async () => {
    const s = servidor;
    servidor = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  });
}

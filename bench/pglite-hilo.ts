// PGlite on the HTTP thread or on a thread of its own (decision 098, "What would reach the remaining
// aims"): how many requests a second a route that reads PGlite answers under 50 connections, the
// engine in the API's own thread (as the product runs it) against the same engine in a
// worker_threads Worker the route asks by message, and against the bare route sending the same
// body. Two reads: `uno`, `select 1` (the bench's ceiling), and `fila`, a product-like row by
// primary key out of 20,000 (its JSON built by the engine). A measurement for a decision, not a part of the product.
// The servers run in a child process of their own, so the load generator does not share their thread.
// Usage: npm run bench:pglite-hilo [-- --seconds 6 --connections 50]
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { argNumero } from './argumentos';

const SECONDS = argNumero('seconds', 6);
const CONNECTIONS = argNumero('connections', 50);
const FILAS = 20_000;

const PREPARAR = `
  create table items (id int primary key, nombre text not null, descripcion text not null, precio numeric not null, alta timestamptz not null);
  insert into items select g, 'Producto ' || g, repeat('Descripción del producto número ' || g || '. ', 12), 1000 + g % 9000, now() - g * interval '1 minute'
    from generate_series(1, ${FILAS}) g;
  analyze items;`;
const LECTURAS = {
  uno: { texto: 'select 1 as uno', parametro: false },
  fila: {
    texto: `select json_build_object('id', id, 'nombre', nombre, 'descripcion', descripcion, 'precio', precio, 'alta', alta) as fila from items where id = $1`,
    parametro: true,
  },
} as const;
type Lectura = keyof typeof LECTURAS;

/** The worker: one PGlite, answering { id, texto, params } with { id, filas } or { id, error }. */
const CODIGO_HILO = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  await db.exec(workerData.preparar);
  parentPort.on('message', async ({ id, texto, params }) => {
    try {
      const r = await db.query(texto, params);
      parentPort.postMessage({ id, filas: r.rows });
    } catch (e) {
      parentPort.postMessage({ id, error: String(e) });
    }
  });
  parentPort.postMessage({ listo: true });
})();`;

type Consultar = (texto: string, params: unknown[]) => Promise<unknown[]>;

async function enEsteHilo(): Promise<{ consultar: Consultar; cerrar: () => Promise<void> }> {
  const db = await PGlite.create();
  await db.exec(PREPARAR);
  return { consultar: async (t, p) => (await db.query(t, p)).rows, cerrar: () => db.close() };
}

async function enOtroHilo(): Promise<{ consultar: Consultar; cerrar: () => Promise<void> }> {
  const hilo = new Worker(CODIGO_HILO, { eval: true, workerData: { preparar: PREPARAR } });
  const pendientes = new Map<number, { ok: (f: unknown[]) => void; mal: (e: Error) => void }>();
  let siguiente = 0;
  await new Promise<void>((listo, mal) => {
    hilo.once('error', mal);
    hilo.on('message', (m: { listo?: true; id?: number; filas?: unknown[]; error?: string }) => {
      if (m.listo) return listo();
      const p = pendientes.get(m.id!);
      pendientes.delete(m.id!);
      if (m.error) p?.mal(new Error(m.error));
      else p?.ok(m.filas!);
    });
  });
  return {
    consultar: (texto, params) =>
      new Promise((ok, mal) => {
        const id = siguiente++;
        pendientes.set(id, { ok, mal });
        hilo.postMessage({ id, texto, params });
      }),
    cerrar: async () => void (await hilo.terminate()),
  };
}

async function servir(responder: (lectura: Lectura, id: number) => Promise<unknown>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  for (const lectura of Object.keys(LECTURAS) as Lectura[])
    app.get(`/${lectura}/:id`, async (req) => responder(lectura, Number((req.params as { id: string }).id)));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function cargar(port: number, lectura: Lectura): Promise<{ rps: number; p99: number }> {
  let i = 0;
  const r = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/${lectura}/${(i++ % FILAS) + 1}` }) }],
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${lectura}: ${r.non2xx} respuestas no 2xx, ${r.errors} errores`);
  return { rps: Math.round(r.requests.average), p99: r.latency.p99 };
}

const leer = (consultar: Consultar) => async (lectura: Lectura, id: number) => {
  const { texto, parametro } = LECTURAS[lectura];
  return { filas: await consultar(texto, parametro ? [id] : []) };
};

const puertoDe = (app: FastifyInstance) => {
  const a = app.server.address();
  return typeof a === 'object' && a ? a.port : 0;
};

if (process.argv.includes('--servir')) {
  // The child: the three servers, their ports on one line of standard output.
  const motores = { esteHilo: await enEsteHilo(), otroHilo: await enOtroHilo() };
  // The bare route answers each read's body as the engine gave it for id 1, without a database.
  const cuerpos = Object.fromEntries(
    await Promise.all(
      (Object.keys(LECTURAS) as Lectura[]).map(async (l) => [l, await leer(motores.esteHilo.consultar)(l, 1)]),
    ),
  ) as Record<Lectura, unknown>;
  const servidores = {
    'ruta pelada': await servir(async (l) => cuerpos[l]),
    'PGlite en el hilo HTTP': await servir(leer(motores.esteHilo.consultar)),
    'PGlite en un hilo propio': await servir(leer(motores.otroHilo.consultar)),
  };
  console.log(JSON.stringify(Object.fromEntries(Object.entries(servidores).map(([n, app]) => [n, puertoDe(app)]))));
} else {
  const hijo = spawn(process.execPath, ['--import', 'tsx', process.argv[1]!, '--servir'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lineas = createInterface({ input: hijo.stdout! })[Symbol.asyncIterator]();
  const puertos = JSON.parse(((await lineas.next()).value as string | undefined) ?? '{}') as Record<string, number>;
  try {
    const filas: Record<string, string | number>[] = [];
    for (const lectura of Object.keys(LECTURAS) as Lectura[]) {
      const base = await cargar(puertos['ruta pelada']!, lectura);
      for (const [nombre, port] of Object.entries(puertos)) {
        const r = nombre === 'ruta pelada' ? base : await cargar(port, lectura);
        filas.push({
          lectura,
          servidor: nombre,
          'req/s': r.rps,
          'p99 ms': r.p99,
          relación: (r.rps / base.rps).toFixed(3),
        });
      }
    }
    console.log(`\nPGlite en el hilo HTTP o en uno propio (${CONNECTIONS} conexiones, ${SECONDS} s por carga)`);
    console.table(filas);
  } finally {
    hijo.kill('SIGTERM');
  }
}

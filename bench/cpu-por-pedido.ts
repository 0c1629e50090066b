// CPU per request of the public reads with the response cache off (decision 104): the API's process
// and every PostgreSQL process, from /proc, while autocannon loads one route family through many
// distinct URLs (500 shops, or 4,000 of their pages of 24) at 50 connections. Unlike req/s against a
// bare route, CPU per request does not move with what else the machine's two cores are doing, so
// two versions of the code can be told apart on a shared machine.
// Usage: npm run bench:cpu -w @feria/bench -- (--database-url URL | --data-dir DIR)
//          [--rutas tienda,pagina] [--segundos 8] [--rondas 2] [--otra DIR]
//   --database-url: a PostgreSQL database already holding a catalogue (bench:busqueda-100k fills one);
//   --data-dir: a data dir whose pglite/ holds one (PGlite: the database's CPU is the API's).
//   --otra DIR: another checkout (git archive REV … | tar -x -C DIR, and its node_modules linked),
//   started in turn with this one on the same database, alternating which goes first.
import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { freePort, repoRoot } from '@feria/e2e/support/server';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const databaseUrl = arg('database-url');
const dataDir = arg('data-dir');
if (!databaseUrl && !dataDir) throw new Error('Falta --database-url o --data-dir');
const rutas = (arg('rutas') ?? 'tienda,pagina').split(',');
const segundos = Number(arg('segundos') ?? 8);
const rondas = Number(arg('rondas') ?? 2);
const otra = arg('otra');
const API = '/api/v1/public/core';

/** utime + stime (ticks of 1/100 s) of a process, 0 when it is gone. */
async function ticks(pid: number): Promise<number> {
  try {
    const campos = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    return Number(campos[11]) + Number(campos[12]);
  } catch {
    return 0;
  }
}

/** Ticks of every process named postgres, by pid (backends that start during the load count whole). */
async function ticksPostgres(): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const d of await readdir('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    const comm = await readFile(`/proc/${d}/comm`, 'utf8').catch(() => '');
    if (comm.trim() === 'postgres') out.set(Number(d), await ticks(Number(d)));
  }
  return out;
}

async function iniciar(raiz: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(raiz, 'apps/api/src/main.ts')], {
    cwd: join(raiz, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? join(repoRoot, 'bench/results/cpu-por-pedido-datos'),
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      CACHE_TTL_SECONDS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (
    let i = 0;
    !(await fetch(`${base}/ready`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (child.exitCode !== null || i > 1200) throw new Error(`${raiz}: el servidor no arrancó`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const parar = async () => {
    const fin = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await fin;
  };
  return { base, pid: child.pid!, parar };
}

async function urls(base: string, ruta: string): Promise<string[]> {
  const tiendas: string[] = [];
  for (let page = 0; tiendas.length < 500; page++) {
    const p = (await (await fetch(`${base}${API}/emprendimientos?page=${page}&size=50`)).json()) as {
      content: { id: string }[];
    };
    tiendas.push(...p.content.map((x) => x.id));
    if (p.content.length < 50) break;
  }
  if (ruta === 'tienda') return tiendas.map((id) => `${API}/tienda/${id}`);
  return Array.from({ length: 8 }, (_, page) =>
    tiendas.map((id) => `${API}/tienda/${id}/productos?page=${page}&size=24`),
  ).flat();
}

interface Medida {
  version: string;
  ruta: string;
  reqPorSeg: number;
  apiMicros: number;
  postgresMicros: number;
}

async function medir(version: string, raiz: string, ruta: string): Promise<Medida> {
  const s = await iniciar(raiz);
  try {
    const paths = await urls(s.base, ruta);
    let i = 0;
    const carga = (duration: number) =>
      autocannon({
        url: s.base,
        connections: 50,
        duration,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
      });
    // Warm-up, not measured: the JIT and the prepared statements' generic plans, as on a server up a while.
    await carga(3);
    const api0 = await ticks(s.pid);
    const pg0 = await ticksPostgres();
    const r = await carga(segundos);
    const api = (await ticks(s.pid)) - api0;
    let pg = 0;
    for (const [pid, t] of await ticksPostgres()) pg += t - (pg0.get(pid) ?? 0);
    const pedidos = r.requests.total;
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(`${version} ${ruta}: ${r.non2xx} respuestas no 2xx, ${r.errors} errores`);
    const micros = (t: number) => Math.round((t * 10_000) / pedidos);
    return {
      version,
      ruta,
      reqPorSeg: Math.round(r.requests.average),
      apiMicros: micros(api),
      postgresMicros: micros(pg),
    };
  } finally {
    await s.parar();
  }
}

const versiones: [string, string][] = [
  ['esta', repoRoot],
  ...(otra ? [['otra', resolve(otra)] as [string, string]] : []),
];
const medidas: Medida[] = [];
for (let r = 0; r < rondas; r++)
  for (const ruta of rutas)
    for (const [version, raiz] of r % 2 === 0 ? versiones : [...versiones].reverse()) {
      const m = await medir(version, raiz, ruta);
      medidas.push(m);
      console.log(
        `  ${m.ruta} (${m.version}): ${m.reqPorSeg} req/s; CPU por pedido: API ${m.apiMicros} µs + PostgreSQL ${m.postgresMicros} µs = ${m.apiMicros + m.postgresMicros} µs`,
      );
    }
await writeFile(
  join(repoRoot, 'bench/results/cpu-por-pedido.json'),
  JSON.stringify({ databaseUrl: databaseUrl ? 'postgres' : 'pglite', medidas }, null, 2),
);

// npm run bench (performance goals, docs/arquitectura.md#rendimiento): in one run, each figure beside its goal —
// 1. read path: each public route against a bare Fastify route serving that route's own JSON
//    (bench/baseline-server.ts), with autocannon, on a generated catalogue of 100,000 products in
//    500 shops, on PGlite and then on PostgreSQL when reachable; search p50/p95 one request at a time;
// 2. start times of `npm start` (first run with the demo marketplace, then on that data dir);
// 3. Lighthouse mobile and desktop on the four public pages of the demo marketplace (the real
//    product with its images, as a visitor sees it; the 100k catalogue has no pictures);
// 4. JS before first paint (bench/bundle-report.ts);
// 5. search recall@10 / MRR / precision beside MiniSearch and Fuse.js (bench/busqueda.ts).
// Tables print as each part ends, a summary against the goals at the end; everything goes to
// bench/results/latest.json (git-ignored). BENCH_QUICK=1: a small catalogue and short loads, to
// check the whole run quickly (its numbers are not the goals' measurement).
// `npm run bench:api` (run.ts --api): part 1 only, the API ratios (knobs in bench/README.md).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rutaProducto, SEARCH_DEFAULT_SIZE } from '@feria/contracts';
import { freePort, repoRoot, startServer, type RunningServer } from '@feria/e2e/support/server';
import { bundleReport } from './bundle-report';
import { enOtroProceso } from './aparte';
import { printCalidad, type CalidadBusqueda } from './busqueda';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import { baseNueva, pgDisponible } from './pg-disponible';
import { load, loadPaths, serial, type LoadResult, type SerialResult } from './measure';
import { measureStarts, printStarts, type StartTimes } from './startup';

const QUICK = process.env.BENCH_QUICK === '1';
const num = (name: string, full: number, quick: number) => Number(process.env[name] ?? (QUICK ? quick : full));
const SHOPS = num('BENCH_SHOPS', 500, 20);
const PER_SHOP = num('BENCH_PRODUCTS_PER_SHOP', 200, 50);
const SECONDS = num('BENCH_SECONDS', 8, 2);
const CONNECTIONS = num('BENCH_CONNECTIONS', 50, 10);
const SERIAL_ROUNDS = num('BENCH_SERIAL_ROUNDS', 400, 40);
const START_RUNS = num('BENCH_START_RUNS', 2, 1);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
/** Lighthouse runs per page and form factor; the median run is reported (Lighthouse's own choice of it). */
const LIGHTHOUSE_RUNS = num('BENCH_LIGHTHOUSE_RUNS', 3, 1);
/** Only part 1 (npm run bench:api). */
const SOLO_API = process.argv.includes('--api');
/** Which engines part 1 measures: pglite, postgres or both. */
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim().toLowerCase());
/** Rounds of each route's loads (baseline, real[, comparison]); the ratio is the median over them. */
const API_ROUNDS = num('BENCH_API_ROUNDS', 1, 1);
/** Only the routes whose name matches this (case-insensitive regular expression). */
const ROUTE_FILTER = process.env.BENCH_ROUTES ? new RegExp(process.env.BENCH_ROUTES, 'i') : undefined;
/**
 * Another checkout of the repository (e.g. `git archive <commit> apps/api` unpacked beside a symlinked
 * node_modules): its API is started on a copy of the same catalogue and loaded in turn with this
 * one's, route by route and round by round, so before/after share the machine's load of the moment.
 */
const COMPARE_ROOT = process.env.BENCH_COMPARE;
/** Another checkout whose API is the one measured (default: this one), e.g. a change alone on a snapshot, against BENCH_COMPARE. */
const ROOT = process.env.BENCH_ROOT;
/** The measured API on `dataDir`: this checkout's, or BENCH_ROOT's. */
const startMeasured = async (dataDir: string, env: Record<string, string>): Promise<RunningServer> =>
  ROOT ? startServerAt(ROOT, dataDir, env) : startServer({ dataDir, env, port: await benchPort() });
/** Part 1's cache-miss loads (BENCH_MISS=0 leaves them out): distinct URLs captured per route family. */
/** The name of the miss family that measures the ceiling of a read with a statement of its own: one statement and no page. */
const TECHO = 'techo: una sentencia';
/** BENCH_PORT_BASE: the ports this bench's servers listen on are taken in turn from there (default: any free port). */
let portBase = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : undefined;
const benchPort = async () => (portBase === undefined ? freePort() : portBase++);
const MISS = process.env.BENCH_MISS !== '0';
const MISS_URLS = num('BENCH_MISS_URLS', 1500, 120);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const API = '/api/v1/public/core';
// PGlite unless said otherwise: the servers, the starts and the search-quality app below inherit
// this process's environment, and PostgreSQL gets its own fresh database (baseNueva).
delete process.env.DATABASE_URL;

/** The performance goals (docs/arquitectura.md#rendimiento). */
const GOALS = {
  lighthouseMobile: 95,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.02,
  initialJsKb: 150,
  ratioPglite: 0.1,
  ratioPostgres: 0.25,
  /** Search p95 at 100,000 products, one request at a time (issue "Beyond one machine"). */
  searchP95Ms: { PGlite: 8, PostgreSQL: 5 },
  recall: 0.95,
  startExistingMs: 3000,
  startFirstMs: 15000,
};

interface RouteResult {
  route: string;
  url: string;
  /** Medians over the rounds (each round: baseline, real, comparison in turn). */
  baseline: LoadResult;
  real: LoadResult;
  ratio: number;
  rounds: { baseline: number; real: number; ratio: number; compare?: number; compareRatio?: number }[];
  compare?: { reqPerSec: number; ratio: number };
}

interface EngineResult {
  engine: 'PGlite' | 'PostgreSQL';
  products: number;
  routes: RouteResult[];
  serial: SerialResult[];
  /** The same families with the response cache off, each request the next of many distinct URLs. */
  misses?: MissResult[];
}

interface MissResult {
  route: string;
  /** How many distinct URLs the load cycles through. */
  urls: number;
  baseline: LoadResult;
  real: LoadResult;
  ratio: number;
  rounds: { baseline: number; real: number; ratio: number; compare?: number; compareRatio?: number }[];
  /** BENCH_COMPARE's server (medians), and its ratio to the baseline. */
  compare?: LoadResult & { ratio: number };
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} respondió ${res.status}`);
  return (await res.json()) as T;
}

async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} no respondió`);
}

/** The generated catalogue, in the PGlite data dir or the given PostgreSQL database (in a child process: bench/aparte.ts). */
function prepareCatalogue(target: { pgliteDir: string } | { databaseUrl: string }, dataDir: string): Promise<number> {
  return enOtroProceso<number>('./catalogo.ts', 'prepararCatalogo', [target, dataDir, SHOPS, PER_SHOP]);
}

/** Start the product on the catalogue, capture each public route's JSON, and load it and its bare twin. */
async function measureEngine(
  engine: EngineResult['engine'],
  env: Record<string, string>,
  dataDir: string,
  products: number,
): Promise<EngineResult> {
  const serverEnv = { SEED_DEMO: 'false', LOG_LEVEL: 'error', ...env };
  // The comparison's own PGlite: one process per data dir, so a copy of the catalogue.
  let compareDir: string | undefined;
  if (COMPARE_ROOT && engine === 'PGlite') {
    compareDir = await mkdtemp(join(tmpdir(), 'feria-bench-cmp-'));
    await cp(join(dataDir, 'pglite'), join(compareDir, 'pglite'), { recursive: true });
  }
  const server = await startMeasured(dataDir, serverEnv);
  let baseline: ChildProcess | undefined;
  let other: RunningServer | undefined;
  try {
    if (COMPARE_ROOT) other = await startServerAt(COMPARE_ROOT, compareDir ?? dataDir, serverEnv);
    const base = server.baseURL;
    const search = await json<{ content: { id: string; idEmprendimiento: string }[] }>(
      `${base}${API}/productos/buscar?nombre=remera`,
    );
    const first = search.content[0];
    if (!first) throw new Error('La búsqueda de "remera" no devolvió productos');
    const shop = first.idEmprendimiento;
    const routes: [string, string][] = [
      ['producto (productos/{id})', `${API}/productos/${first.id}`],
      ['imágenes del producto', `${API}/productos/${first.id}/imagenes`],
      ['tienda (tienda/{id})', `${API}/tienda/${shop}`],
      ['apariencia de la tienda', `${API}/tienda/${shop}/apariencia`],
      ['productos de la tienda (toda la tienda)', `${API}/tienda/productos/obtenerProductos/${shop}`],
      ['productos de la tienda (página de 24)', `${API}/tienda/${shop}/productos?page=0&size=24`],
      ['búsqueda "remera"', `${API}/productos/buscar?nombre=remera`],
      ['búsqueda con typo "remra"', `${API}/productos/buscar?nombre=remra`],
      ['búsqueda con typos "zapatilas urbnas"', `${API}/productos/buscar?nombre=zapatilas%20urbnas`],
    ];
    // Each route's own answer, for the baseline to serve at the same URL; a route this version lacks is left out.
    const bodies: Record<string, string> = {};
    const present: [string, string][] = [];
    for (const [name, url] of routes) {
      const res = await fetch(base + url);
      if (res.status === 404 && !url.includes(first.id)) continue;
      if (!res.ok) throw new Error(`${url} respondió ${res.status}`);
      bodies[url] = await res.text();
      present.push([name, url]);
    }
    const bodyFile = join(dataDir, 'baseline.json');
    await writeFile(bodyFile, JSON.stringify(bodies));
    const port = await benchPort();
    baseline = spawn(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'bench/baseline-server.ts'), bodyFile, String(port)],
      { stdio: 'inherit' },
    );
    const bare = `http://127.0.0.1:${port}`;
    await waitFor(`${bare}${present[0]![1]}`);

    const measured: EngineResult['routes'] = [];
    const opts = { connections: CONNECTIONS, seconds: SECONDS };
    const ratioOf = (r: number, b: number) => Math.round((r / Math.max(1, b)) * 1000) / 1000;
    for (const [name, url] of present) {
      if (ROUTE_FILTER && !ROUTE_FILTER.test(name)) continue;
      const bs: LoadResult[] = [];
      const rs: LoadResult[] = [];
      const rounds: RouteResult['rounds'] = [];
      for (let i = 0; i < API_ROUNDS; i++) {
        // The comparison goes first in odd rounds, so neither server always follows the baseline.
        const c1 = other && i % 2 === 1 ? await load(`comparación: ${name}`, other.baseURL + url, opts) : undefined;
        const b = await load(`baseline: ${name}`, bare + url, opts);
        const r = await load(name, base + url, opts);
        const c2 = other && i % 2 === 0 ? await load(`comparación: ${name}`, other.baseURL + url, opts) : undefined;
        const c = c1 ?? c2;
        bs.push(b);
        rs.push(r);
        rounds.push({
          baseline: b.reqPerSec,
          real: r.reqPerSec,
          ratio: ratioOf(r.reqPerSec, b.reqPerSec),
          ...(c ? { compare: c.reqPerSec, compareRatio: ratioOf(c.reqPerSec, b.reqPerSec) } : {}),
        });
      }
      const ratio = median(rounds.map((x) => x.ratio));
      const b = medianLoad(bs);
      const r = medianLoad(rs);
      const compare = other
        ? {
            reqPerSec: median(rounds.map((x) => x.compare ?? 0)),
            ratio: median(rounds.map((x) => x.compareRatio ?? 0)),
          }
        : undefined;
      measured.push({ route: name, url, baseline: b, real: r, ratio, rounds, ...(compare ? { compare } : {}) });
      const each = API_ROUNDS > 1 ? ` [${rounds.map((x) => x.ratio.toFixed(3)).join(', ')}]` : '';
      const cmp = compare
        ? `; comparación ${compare.reqPerSec} req/s → ${compare.ratio.toFixed(3)}× [${rounds.map((x) => (x.compareRatio ?? 0).toFixed(3)).join(', ')}]`
        : '';
      console.log(`  ${name}: ${r.reqPerSec} req/s, baseline ${b.reqPerSec} req/s → ${ratio.toFixed(3)}×${each}${cmp}`);
    }
    console.log(
      `\nRutas públicas vs. Fastify pelado con la misma respuesta (${engine}, ${products} productos; autocannon ${CONNECTIONS} conexiones, ${SECONDS} s por ruta${API_ROUNDS > 1 ? `, mediana de ${API_ROUNDS} rondas` : ''})`,
    );
    console.table(
      measured.map((m) => ({
        ruta: m.route,
        'req/s': m.real.reqPerSec,
        'p50 ms': m.real.p50,
        'p99 ms': m.real.p99,
        'baseline req/s': m.baseline.reqPerSec,
        relación: m.ratio.toFixed(3),
        ...(m.compare
          ? { 'comparación req/s': m.compare.reqPerSec, 'relación comparación': m.compare.ratio.toFixed(3) }
          : {}),
        errores: m.real.errors + m.real.non2xx,
      })),
    );
    if (SOLO_API && process.env.BENCH_SERIAL !== '1') return { engine, products, routes: measured, serial: [] };

    // Each request a URL of its own, so no answer comes from the public-read cache of an earlier
    // one: the web's page of 20 (SEARCH_DEFAULT_SIZE), the words in turn on pages 0, 1, 2 … of the
    // thousand a search ranks (decision 043; a deep page costs a little more than the first, its
    // top-N sort keeps offset + 20 rows). Then, apart and without a goal, page sizes 1–67 of the
    // first page (how this bench measured until 2026-11-28: a page of 67 costs its loader and its
    // answer three times what the web's page does).
    const buscar = (words: string[]) =>
      Array.from({ length: Math.ceil(SERIAL_ROUNDS / words.length) }, (_, page) =>
        words.map(
          (w) =>
            `${base}${API}/productos/buscar?nombre=${encodeURIComponent(w)}&size=${SEARCH_DEFAULT_SIZE}&page=${page}`,
        ),
      ).flat();
    const buscarTamanos = (words: string[]) =>
      Array.from({ length: Math.ceil(SERIAL_ROUNDS / words.length) }, (_, i) =>
        words.map(
          (w) =>
            `${base}${API}/productos/buscar?nombre=${encodeURIComponent(w)}&size=${1 + (i % 100)}&page=${Math.floor(i / 100)}`,
        ),
      ).flat();
    const sinTypo = ['remera', 'zapatillas', 'mochila', 'cuaderno', 'mate', 'vela', 'buzo', 'taza'];
    const conTypo = [
      'remra',
      'zapatilas',
      'mochlia',
      'cuadreno',
      'tasa ceramica',
      'buso algodon',
      'auriculres',
      'velas aromaticas',
      'mtae',
      'koco',
    ];
    const serials = [
      await serial('búsqueda sin typo', buscar(sinTypo), SERIAL_ROUNDS),
      await serial('búsqueda con typo', buscar(conTypo), SERIAL_ROUNDS),
      await serial('producto por id', [`${base}${API}/productos/${first.id}`], SERIAL_ROUNDS),
      await serial('tamaños 1–67: búsqueda sin typo', buscarTamanos(sinTypo), SERIAL_ROUNDS),
      await serial('tamaños 1–67: búsqueda con typo', buscarTamanos(conTypo), SERIAL_ROUNDS),
    ];
    console.log(
      `\nLatencia de un usuario (${engine}, ${products} productos, un pedido a la vez, ${SERIAL_ROUNDS} pedidos; búsquedas: cada pedido una URL distinta, páginas de ${SEARCH_DEFAULT_SIZE} salvo «tamaños 1–67»)`,
    );
    console.table(serials.map((s) => ({ ruta: s.name, 'p50 ms': s.p50, 'p95 ms': s.p95, 'p99 ms': s.p99 })));
    return { engine, products, routes: measured, serial: serials };
  } finally {
    baseline?.kill('SIGTERM');
    await other?.stop();
    await server.stop();
    if (compareDir) await rm(compareDir, { recursive: true, force: true });
  }
}

/**
 * Part 1 with the response cache missed: the product started again with CACHE_TTL_SECONDS=0 (the
 * public-read cache and the aggregate memo off, so every request runs its loader), each route
 * family loaded through many distinct URLs in turn (shops, their product pages, product ids, search
 * words and pages), against the bare server answering each of those URLs with the body captured
 * from it.
 */
async function measureMisses(
  engine: EngineResult['engine'],
  env: Record<string, string>,
  dataDir: string,
  products: number,
): Promise<MissResult[]> {
  const serverEnv = { SEED_DEMO: 'false', LOG_LEVEL: 'error', ...env, CACHE_TTL_SECONDS: '0' };
  // BENCH_COMPARE: the other checkout, also without its cache, on a copy of the catalogue (PGlite).
  let compareDir: string | undefined;
  if (COMPARE_ROOT && engine === 'PGlite') {
    compareDir = await mkdtemp(join(tmpdir(), 'feria-bench-cmp-'));
    await cp(join(dataDir, 'pglite'), join(compareDir, 'pglite'), { recursive: true });
  }
  const server = await startMeasured(dataDir, serverEnv);
  let baseline: ChildProcess | undefined;
  let other: RunningServer | undefined;
  try {
    if (COMPARE_ROOT) other = await startServerAt(COMPARE_ROOT, compareDir ?? dataDir, serverEnv);
    const base = server.baseURL;
    const fetchText = async (path: string) => {
      const res = await fetch(base + path);
      if (!res.ok) throw new Error(`${path} respondió ${res.status}`);
      return res.text();
    };
    // Shops, from the public directory's pages.
    const shops: string[] = [];
    for (let page = 0; shops.length < MISS_URLS; page++) {
      const p = JSON.parse(await fetchText(`${API}/emprendimientos?page=${page}&size=50`)) as {
        content: { id: string }[];
      };
      shops.push(...p.content.map((x) => x.id));
      if (p.content.length < 50) break;
    }
    if (shops.length === 0) throw new Error('El directorio de tiendas está vacío');
    const bodies: Record<string, string> = {};
    /** Captures `paths` (a few at a time), keeping those whose body `keep` accepts. */
    const capture = async (paths: string[], keep: (body: string) => boolean = () => true) => {
      const kept: string[] = [];
      for (let i = 0; i < paths.length && kept.length < MISS_URLS; i += 8) {
        const chunk = paths.slice(i, i + 8);
        const got = await Promise.all(chunk.map(fetchText));
        chunk.forEach((path, j) => {
          if (kept.length < MISS_URLS && keep(got[j]!)) {
            bodies[path] = got[j]!;
            kept.push(path);
          }
        });
      }
      return kept;
    };
    const hasContent = (body: string) => (JSON.parse(body) as { content: unknown[] }).content.length > 0;
    const shopPages = await capture(shops.map((id) => `${API}/tienda/${id}`));
    const pages = Math.ceil(PER_SHOP / 24);
    const shopProductPages = await capture(
      Array.from({ length: pages }, (_, page) =>
        shops.map((id) => `${API}/tienda/${id}/productos?page=${page}&size=24`),
      ).flat(),
      hasContent,
    );
    // Product ids from those pages, one of each page in turn so they spread over the shops.
    const idsPerPage = shopProductPages.map((path) =>
      (JSON.parse(bodies[path]!) as { content: { id: string }[] }).content.map((x) => x.id),
    );
    const productIds: string[] = [];
    for (let k = 0; k < 24 && productIds.length < MISS_URLS; k++)
      for (const ids of idsPerPage) if (ids[k] && productIds.length < MISS_URLS) productIds.push(ids[k]!);
    const productPages = await capture(productIds.map((id) => `${API}/productos/${id}`));
    // Search words, with and without typos, on their pages of 20 (the web's size) while they have results.
    const words = [
      'remera',
      'zapatillas',
      'mochila',
      'cuaderno',
      'mate',
      'vela',
      'buzo',
      'taza',
      'remra',
      'zapatilas',
      'mochlia',
      'cuadreno',
      'tasa ceramica',
      'buso algodon',
      'auriculres',
      'velas aromaticas',
      'mtae',
      'koco',
      'zapatilas urbnas',
      'bolso cuero',
    ];
    const searchPages = await capture(
      Array.from({ length: 50 }, (_, page) =>
        words.map(
          (w) => `${API}/productos/buscar?nombre=${encodeURIComponent(w)}&size=${SEARCH_DEFAULT_SIZE}&page=${page}`,
        ),
      ).flat(),
      hasContent,
    );
    // The ceiling: the cheapest route that reads the database (GET /ready, one `select 1`, no
    // rows); no page that sends a statement of its own per request can go faster than this against
    // the bare server. The reads by key that share a statement among requests (decision 100) can.
    const techo = await capture(['/ready']);
    const families: [string, string[]][] = [
      [`${TECHO} (GET /ready, select 1)`, techo],
      ['producto (productos/{id})', productPages],
      ['tienda (tienda/{id})', shopPages],
      ['productos de la tienda (página de 24)', shopProductPages],
      ['búsqueda (palabras con y sin typos, páginas de 20)', searchPages],
    ];

    const bodyFile = join(dataDir, 'baseline-sin-cache.json');
    await writeFile(bodyFile, JSON.stringify(bodies));
    const port = await benchPort();
    baseline = spawn(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'bench/baseline-server.ts'), bodyFile, String(port)],
      { stdio: 'inherit' },
    );
    const bare = `http://127.0.0.1:${port}`;
    await waitFor(`${bare}${shopPages[0]!}`);

    const opts = { connections: CONNECTIONS, seconds: SECONDS };
    const out: MissResult[] = [];
    for (const [name, paths] of families) {
      if (ROUTE_FILTER && !ROUTE_FILTER.test(name)) continue;
      if (paths.length === 0) continue;
      const bs: LoadResult[] = [];
      const rs: LoadResult[] = [];
      const cs: LoadResult[] = [];
      const rounds: MissResult['rounds'] = [];
      const ratioOf = (r: number, b: number) => Math.round((r / Math.max(1, b)) * 1000) / 1000;
      for (let i = 0; i < API_ROUNDS; i++) {
        // The comparison goes first in odd rounds, as in measureEngine.
        const c1 =
          other && i % 2 === 1 ? await loadPaths(`comparación: ${name}`, other.baseURL, paths, opts) : undefined;
        const b = await loadPaths(`baseline sin caché: ${name}`, bare, paths, opts);
        const r = await loadPaths(`sin caché: ${name}`, base, paths, opts);
        const c2 =
          other && i % 2 === 0 ? await loadPaths(`comparación: ${name}`, other.baseURL, paths, opts) : undefined;
        const c = c1 ?? c2;
        bs.push(b);
        rs.push(r);
        if (c) cs.push(c);
        rounds.push({
          baseline: b.reqPerSec,
          real: r.reqPerSec,
          ratio: ratioOf(r.reqPerSec, b.reqPerSec),
          ...(c ? { compare: c.reqPerSec, compareRatio: ratioOf(c.reqPerSec, b.reqPerSec) } : {}),
        });
      }
      const m: MissResult = {
        route: name,
        urls: paths.length,
        baseline: medianLoad(bs),
        real: medianLoad(rs),
        ratio: median(rounds.map((x) => x.ratio)),
        rounds,
        ...(cs.length ? { compare: { ...medianLoad(cs), ratio: median(rounds.map((x) => x.compareRatio ?? 0)) } } : {}),
      };
      out.push(m);
      const cmp = m.compare
        ? `; comparación ${m.compare.reqPerSec} req/s (p99 ${m.compare.p99} ms) → ${m.compare.ratio.toFixed(3)}×`
        : '';
      console.log(
        `  sin caché, ${name}: ${m.real.reqPerSec} req/s (p99 ${m.real.p99} ms), baseline ${m.baseline.reqPerSec} req/s → ${m.ratio.toFixed(3)}× (${m.urls} URLs)${cmp}`,
      );
    }
    console.log(
      `\nRutas públicas SIN caché (CACHE_TTL_SECONDS=0, cada pedido la URL siguiente de una lista) vs. Fastify pelado con las mismas respuestas (${engine}, ${products} productos; autocannon ${CONNECTIONS} conexiones, ${SECONDS} s por ruta${API_ROUNDS > 1 ? `, mediana de ${API_ROUNDS} rondas` : ''})`,
    );
    console.table(
      out.map((m) => ({
        ruta: m.route,
        URLs: m.urls,
        'req/s': m.real.reqPerSec,
        'p50 ms': m.real.p50,
        'p99 ms': m.real.p99,
        'baseline req/s': m.baseline.reqPerSec,
        relación: m.ratio.toFixed(3),
        ...(m.compare
          ? {
              'comparación req/s': m.compare.reqPerSec,
              'comparación p99 ms': m.compare.p99,
              'relación comparación': m.compare.ratio.toFixed(3),
            }
          : {}),
        errores: m.real.errors + m.real.non2xx,
      })),
    );
    return out;
  } finally {
    baseline?.kill('SIGTERM');
    await other?.stop();
    await server.stop();
    if (compareDir) await rm(compareDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : Math.round(((s[m - 1]! + s[m]!) / 2) * 1000) / 1000;
};
const medianLoad = (xs: LoadResult[]): LoadResult => ({
  name: xs[0]!.name,
  reqPerSec: median(xs.map((x) => x.reqPerSec)),
  p50: median(xs.map((x) => x.p50)),
  p99: median(xs.map((x) => x.p99)),
  errors: xs.reduce((n, x) => n + x.errors, 0),
  non2xx: xs.reduce((n, x) => n + x.non2xx, 0),
});

/** The API of another checkout (BENCH_COMPARE), started as startServer starts this one's. */
async function startServerAt(root: string, dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await benchPort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts')], {
    cwd: join(root, 'apps/api'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_MAX: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${root}: el servidor terminó (código ${child.exitCode})`);
    if (i > 1200) throw new Error(`${root}: el servidor no estuvo listo a tiempo`);
    if (
      await fetch(`${baseURL}/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseURL,
    port,
    dataDir,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

type Row = { qué: string; objetivo: string; medido: string; cumple: string };

/** Part 1's lines of the summary: each engine's ratios and search latencies beside the goals. */
function engineRows(engines: EngineResult[], postgresNote: string): Row[] {
  const rows: Row[] = [];
  for (const e of engines) {
    const goal = e.engine === 'PGlite' ? GOALS.ratioPglite : GOALS.ratioPostgres;
    const reads = e.routes.filter((r) => !r.route.startsWith('búsqueda'));
    const searches = e.routes.filter((r) => r.route.startsWith('búsqueda'));
    const ratios = (rs: typeof reads) =>
      range(
        rs.map((r) => r.ratio),
        (n) => n.toFixed(3),
      ) + '×';
    if (reads.length)
      rows.push({
        qué: `producto, imágenes, tienda, apariencia, productos de la tienda vs ruta pelada (${e.engine})`,
        objetivo: `≥ ${goal}×`,
        medido: ratios(reads),
        cumple: mark(reads.every((r) => r.ratio >= goal)),
      });
    if (searches.length)
      rows.push({
        qué: `búsqueda vs ruta pelada (${e.engine})`,
        objetivo: `≥ ${goal}×`,
        medido: ratios(searches),
        cumple: mark(searches.every((r) => r.ratio >= goal)),
      });
    for (const m of e.misses ?? []) {
      if (m.route.startsWith(TECHO))
        rows.push({
          qué: `${m.route} vs ruta pelada, p50 / p99 a ${CONNECTIONS} conexiones (${e.engine}; el techo de una lectura sin caché)`,
          objetivo: '—',
          medido: `${m.ratio.toFixed(3)}× (${m.real.reqPerSec} req/s; ${m.real.p50} / ${m.real.p99} ms)`,
          cumple: '—',
        });
      else
        rows.push({
          qué: `sin caché: ${m.route} vs ruta pelada, p50 / p99 a ${CONNECTIONS} conexiones (${e.engine})`,
          objetivo: `≥ ${goal}×`,
          medido: `${m.ratio.toFixed(3)}× (${m.real.reqPerSec} req/s; ${m.real.p50} / ${m.real.p99} ms${m.real.errors + m.real.non2xx ? `; ${m.real.errors + m.real.non2xx} errores` : ''})`,
          cumple: mark(m.ratio >= goal && m.real.errors + m.real.non2xx === 0),
        });
    }
    for (const s of e.serial.filter((x) => x.name.startsWith('búsqueda'))) {
      rows.push({
        qué: `${s.name} p50 / p95 con ${e.products} productos, páginas de ${SEARCH_DEFAULT_SIZE} (${e.engine})`,
        objetivo: `p95 ≤ ${GOALS.searchP95Ms[e.engine]} ms`,
        medido: `${s.p50} / ${s.p95} ms`,
        cumple: mark(s.p95 <= GOALS.searchP95Ms[e.engine]),
      });
    }
    for (const s of e.serial.filter((x) => x.name.startsWith('tamaños'))) {
      rows.push({
        qué: `${s.name} p50 / p95 con ${e.products} productos (${e.engine}; informativo)`,
        objetivo: '—',
        medido: `${s.p50} / ${s.p95} ms`,
        cumple: '—',
      });
    }
  }
  if (postgresNote)
    rows.push({
      qué: 'PostgreSQL',
      objetivo: `≥ ${GOALS.ratioPostgres}×, p95 ≤ ${GOALS.searchP95Ms.PostgreSQL} ms`,
      medido: 'no disponible',
      cumple: '—',
    });
  return rows;
}

/** npm run bench:api: part 1's summary, written to bench/results/api.json. */
async function apiSummary(engines: EngineResult[], postgresNote: string, started: number): Promise<void> {
  const rows = engineRows(engines, postgresNote);
  console.log(
    `\nResumen de la lectura pública frente a los objetivos del issue #14${QUICK ? ' (BENCH_QUICK: no vale como medición)' : ''}`,
  );
  console.table(rows);
  await mkdir(join(repoRoot, 'bench/results'), { recursive: true });
  const durationS = Math.round((performance.now() - started) / 1000);
  const out = {
    date: new Date().toISOString(),
    quick: QUICK,
    shops: SHOPS,
    products: SHOPS * PER_SHOP,
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: API_ROUNDS,
    compare: COMPARE_ROOT ?? null,
    goals: GOALS,
    summary: rows,
    engines,
    postgres: postgresNote || 'medido',
    durationS,
  };
  await writeFile(join(repoRoot, 'bench/results/api.json'), JSON.stringify(out, null, 2));
  console.log(`\nResultados en bench/results/api.json (${durationS} s en total).`);
}

/** The four public pages of the demo marketplace, at their readable URLs. */
async function publicPages(base: string): Promise<{ page: string; url: string }[]> {
  const search = await json<{ content: { id: string; nombre: string; idEmprendimiento: string }[] }>(
    `${base}${API}/productos/buscar?nombre=remera`,
  );
  const product = search.content[0];
  if (!product) throw new Error('La demo no tiene remeras');
  const shop = await json<{ slug?: string }>(`${base}${API}/tienda/${product.idEmprendimiento}`);
  // docs/producto/variantes.md: a product bought by choosing a variant (the demo's sneakers in
  // sizes and colours), whose page adds the option pickers.
  const zapatillas = await json<{ content: { id: string; nombre: string; conOpciones?: boolean }[] }>(
    `${base}${API}/productos/buscar?nombre=zapatillas`,
  );
  const conOpciones = zapatillas.content.find((p) => p.conOpciones);
  return [
    { page: 'inicio', url: `${base}/` },
    { page: 'búsqueda', url: `${base}/search?q=remera` },
    { page: 'producto', url: `${base}${rutaProducto(product)}` },
    { page: 'tienda', url: `${base}/tienda/${shop.slug || product.idEmprendimiento}` },
    ...(conOpciones ? [{ page: 'producto con opciones', url: `${base}${rutaProducto(conOpciones)}` }] : []),
  ];
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const mark = (ok: boolean) => (ok ? 'sí' : 'no');
const range = (all: number[], f: (n: number) => string) => {
  const xs = all.filter((x) => !Number.isNaN(x));
  if (xs.length === 0) return '—';
  return Math.min(...xs) === Math.max(...xs) ? f(xs[0]!) : `${f(Math.min(...xs))}–${f(Math.max(...xs))}`;
};
const score = (l: LighthouseResult) => (Number.isNaN(l.score) ? 'sin medir' : String(l.score));

async function main() {
  const started = performance.now();
  console.log(
    `npm run bench${QUICK ? ' (BENCH_QUICK: catálogo chico y cargas cortas, no es la medición de los objetivos)' : ''}: ${SHOPS * PER_SHOP} productos en ${SHOPS} tiendas\n`,
  );
  const engines: EngineResult[] = [];

  if (ENGINES.includes('pglite')) {
    console.log('1. Lectura pública en PGlite');
    const dataDir = await mkdtemp(join(tmpdir(), 'feria-bench-'));
    try {
      const products = await prepareCatalogue({ pgliteDir: join(dataDir, 'pglite') }, dataDir);
      const e = await measureEngine('PGlite', {}, dataDir, products);
      if (MISS) e.misses = await measureMisses('PGlite', {}, dataDir, products);
      engines.push(e);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  let postgresNote = '';
  if (!ENGINES.includes('postgres')) console.log('\nPostgreSQL no pedido (BENCH_ENGINES).');
  else if (await pgDisponible(PG_URL)) {
    console.log(`\n1b. Lectura pública en PostgreSQL (${new URL(PG_URL).host})`);
    const db = await baseNueva(PG_URL, `feria_bench_${process.pid}`);
    const pgDataDir = await mkdtemp(join(tmpdir(), 'feria-bench-pg-'));
    try {
      const products = await prepareCatalogue({ databaseUrl: db.url }, pgDataDir);
      const e = await measureEngine('PostgreSQL', { DATABASE_URL: db.url }, pgDataDir, products);
      if (MISS) e.misses = await measureMisses('PostgreSQL', { DATABASE_URL: db.url }, pgDataDir, products);
      engines.push(e);
    } finally {
      await rm(pgDataDir, { recursive: true, force: true });
      await db.drop();
    }
  } else {
    postgresNote = `PostgreSQL no disponible en ${new URL(PG_URL).host} (BENCH_DATABASE_URL / DATABASE_URL): sin medición en PostgreSQL.`;
    console.log(`\n${postgresNote}`);
  }

  if (SOLO_API) return apiSummary(engines, postgresNote, started);

  console.log('\n2. Inicio de npm start');
  // Sources may have changed during the run: build now, so no start below includes a build.
  for (const script of ['scripts/web-build.mjs', 'scripts/server-build.mjs']) {
    const built = spawnSync(process.execPath, [join(repoRoot, script)], { cwd: repoRoot, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`${script} falló`);
  }
  let demoDir: string | undefined;
  const starts: StartTimes = await measureStarts(START_RUNS, { keep: (d) => (demoDir = d) });
  printStarts(starts);

  let lighthouse: LighthouseResult[] = [];
  if (LIGHTHOUSE && demoDir) {
    console.log(
      `\n3. Lighthouse (rendimiento) en las páginas públicas de la demo (${LIGHTHOUSE_RUNS === 1 ? 'una corrida' : `mediana de ${LIGHTHOUSE_RUNS} corridas`} por página)`,
    );
    const server = await startServer({ dataDir: demoDir, viaNpmStart: true, env: { LOG_LEVEL: 'error' } });
    try {
      const pages = await publicPages(server.baseURL);
      // Steady state, as a server that has been up a while: the page render module (decision 049)
      // loads after start-up and a page's first render warms the JIT; one request per page and
      // layout (a phone's, a desktop's) first.
      await new Promise((r) => setTimeout(r, 2000));
      const agentes = [
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ];
      for (const { url } of pages)
        for (const agente of agentes) await (await fetch(url, { headers: { 'user-agent': agente } })).text();
      lighthouse = await runLighthouse(pages, LIGHTHOUSE_RUNS);
    } finally {
      await server.stop();
    }
    console.table(
      lighthouse.map((l) => ({
        página: l.page,
        dispositivo: l.formFactor,
        puntaje: score(l),
        'FCP ms': l.fcpMs,
        'LCP ms': l.lcpMs,
        'TBT ms': l.tbtMs,
        CLS: l.cls,
        'JS que bloquea la pintura kB': l.jsAntesDeFcp?.kb ?? '—',
        'puntajes de las corridas': l.puntajes.join(' / '),
      })),
    );
  }
  if (demoDir) await rm(demoDir, { recursive: true, force: true });

  console.log('\n4. JS antes de la primera pintura');
  const bundle = await bundleReport(join(repoRoot, 'apps/web/dist'));
  console.log(
    `  JS inicial ${kb(bundle.initialJsGzip)} kB gzip en ${bundle.initialFiles.length} archivos; JS total ${kb(bundle.totalJsGzip)} kB gzip`,
  );

  console.log('\n5. Calidad de búsqueda (demo, conjuntos de busqueda-calidad.ts)');
  const calidad = await enOtroProceso<CalidadBusqueda>('./busqueda.ts', 'calidadBusqueda', [QUICK ? 1 : 5]);
  printCalidad(calidad);

  // Summary: each figure beside the issue's goal.
  const rows: Row[] = [];
  const mobile = lighthouse.filter((l) => l.formFactor === 'mobile');
  const desktop = lighthouse.filter((l) => l.formFactor === 'desktop');
  if (mobile.length > 0) {
    rows.push({
      qué: `Lighthouse móvil (${mobile.map((l) => l.page).join(' / ')})`,
      objetivo: `≥ ${GOALS.lighthouseMobile} cada una`,
      medido: mobile.map(score).join(' / '),
      cumple: mark(mobile.every((l) => l.score >= GOALS.lighthouseMobile)),
    });
    rows.push({
      qué: 'Lighthouse escritorio (mismas páginas)',
      objetivo: '—',
      medido: desktop.map(score).join(' / '),
      cumple: '—',
    });
    rows.push({
      qué: 'móvil LCP / TBT / CLS',
      objetivo: `≤ ${GOALS.lcpMs / 1000} s / ≤ ${GOALS.tbtMs} ms / ≤ ${GOALS.cls}`,
      medido: `${range(
        mobile.map((l) => l.lcpMs),
        (n) => (n / 1000).toFixed(1),
      )} s / ${range(
        mobile.map((l) => l.tbtMs),
        String,
      )} ms / ${range(
        mobile.map((l) => l.cls),
        (n) => n.toFixed(3),
      )}`,
      cumple: mark(mobile.every((l) => l.lcpMs <= GOALS.lcpMs && l.tbtMs <= GOALS.tbtMs && l.cls <= GOALS.cls)),
    });
  } else
    rows.push({
      qué: 'Lighthouse',
      objetivo: `≥ ${GOALS.lighthouseMobile}`,
      medido: 'no medido (BENCH_LIGHTHOUSE=0)',
      cumple: '—',
    });
  // Decision 049: the public pages paint from the server's HTML and load the app after that first
  // frame, so what counts is the JS the first paint waits for, measured in the browser (Lighthouse
  // mobile's render-blocking scripts). The start bundle the app then runs is reported beside it.
  const medidos = mobile.filter((l) => l.jsAntesDeFcp);
  if (medidos.length > 0) {
    rows.push({
      qué: `JS antes de la primera pintura, medido (${medidos.map((l) => l.page).join(' / ')})`,
      objetivo: `≤ ${GOALS.initialJsKb} kB`,
      medido: medidos.map((l) => `${l.jsAntesDeFcp!.kb} kB en ${l.jsAntesDeFcp!.archivos}`).join(' / '),
      cumple: mark(medidos.every((l) => l.jsAntesDeFcp!.kb <= GOALS.initialJsKb)),
    });
  }
  rows.push({
    qué: 'JS de arranque de la app (gzip, después de la primera pintura)',
    objetivo: '—',
    medido: `${kb(bundle.initialJsGzip)} kB en ${bundle.initialFiles.length} archivos`,
    cumple: '—',
  });
  rows.push(...engineRows(engines, postgresNote));
  const f3 = (x: number) => x.toFixed(3);
  rows.push({
    qué: `búsqueda con typos: recall@10 / MRR / precisión@10 (${calidad.consultasConErrores} consultas, demo)`,
    objetivo: `≥ ${GOALS.recall} y sobre Fuse.js`,
    medido: `Feria ${f3(calidad.feria.recall)} / ${f3(calidad.feria.mrr)} / ${f3(calidad.feria.precision)}; MiniSearch ${f3(calidad.miniSearch.recall)} / ${f3(calidad.miniSearch.mrr)} / ${f3(calidad.miniSearch.precision)}; Fuse.js ${f3(calidad.fuse.recall)} / ${f3(calidad.fuse.mrr)} / ${f3(calidad.fuse.precision)}`,
    cumple: mark(calidad.feria.recall >= GOALS.recall && calidad.feria.recall > calidad.fuse.recall),
  });
  rows.push({
    qué: `consultas de cosas que nadie vende (${calidad.consultasSinResultados}): sin resultados`,
    objetivo: 'todas',
    medido: `Feria ${Math.round(calidad.feria.vacias * calidad.consultasSinResultados)}, MiniSearch ${Math.round(calidad.miniSearch.vacias * calidad.consultasSinResultados)}, Fuse.js ${Math.round(calidad.fuse.vacias * calidad.consultasSinResultados)}`,
    cumple: mark(calidad.feria.vacias === 1),
  });
  rows.push({
    qué: 'npm start listo con datos existentes',
    objetivo: `≤ ${GOALS.startExistingMs / 1000} s`,
    medido: `${(starts.second.median / 1000).toFixed(2)} s (mediana de ${starts.runs})`,
    cumple: mark(starts.second.median <= GOALS.startExistingMs),
  });
  rows.push({
    qué: 'npm start la primera vez, con la demo (máquina nueva / directorio nuevo)',
    objetivo: `≤ ${GOALS.startFirstMs / 1000} s`,
    medido: `${(starts.newMachine.median / 1000).toFixed(2)} / ${(starts.first.median / 1000).toFixed(2)} s (mediana de ${starts.runs})`,
    cumple: mark(Math.max(starts.newMachine.median, starts.first.median) <= GOALS.startFirstMs),
  });

  console.log(`\nResumen frente a los objetivos del issue #14${QUICK ? ' (BENCH_QUICK: no vale como medición)' : ''}`);
  console.table(rows);

  await mkdir(join(repoRoot, 'bench/results'), { recursive: true });
  await writeFile(
    join(repoRoot, 'bench/results/latest.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        quick: QUICK,
        shops: SHOPS,
        products: SHOPS * PER_SHOP,
        connections: CONNECTIONS,
        seconds: SECONDS,
        goals: GOALS,
        summary: rows,
        engines,
        postgres: postgresNote || 'medido',
        starts,
        lighthouse,
        bundle,
        busqueda: calidad,
        durationS: Math.round((performance.now() - started) / 1000),
      },
      null,
      2,
    ),
  );
  console.log(
    `\nResultados en bench/results/latest.json (${Math.round((performance.now() - started) / 1000)} s en total).`,
  );
}

await main();

// BENCH_MILLON=1: a million products in 5,000 shops on PostgreSQL (bench/millon.ts, decision 092),
// in a child process (bench/aparte.ts), its figures in bench/results/millon.json.
if (process.env.BENCH_MILLON === '1') {
  const m = await import('./millon');
  const millon = await enOtroProceso<Awaited<ReturnType<typeof m.medirMillon>>>('./millon.ts', 'medirMillon', [{}]);
  m.imprimirMillon(millon);
  await writeFile(join(repoRoot, 'bench/results/millon.json'), JSON.stringify(millon, null, 2));
}

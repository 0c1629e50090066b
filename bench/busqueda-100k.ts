// Search latency at 100,000 products (docs/arquitectura.md#rendimiento: p95 ≤ 10 ms on PGlite and on PostgreSQL).
// Calls the search service itself (buscarProductos with a context without cache), so no response
// cache of the HTTP layer can answer for it and no HTTP or JSON time is counted: each measured call
// is the analysis statement, the page statement with its product loader, exactly what a request runs.
// Queries without and with typos, several words no product has together (the relaxed attempts of
// docs/producto/busqueda.md#palabras-del-producto), a deep page, a price filter and the plain
// listing, round-robin.
// Wall-clock p50/p95 and, since the machine may be shared, the CPU time each search took.
// Usage: npm run bench:busqueda-100k [-- --rounds 20 --pglite-dir DIR --database-url postgres://… --antes REV]
//   --antes REV: also the search service as it was at git revision REV (its search*.ts files over
//   today's other modules), interleaved with today's query by query (alternating which runs first),
//   so both see the same machine load: a before/after on a shared machine.
//   PGlite: the catalogue is generated once into DIR (default: a directory under the OS temp dir)
//   and reused by later runs. PostgreSQL (optional, --database-url or BENCH_BUSQUEDA_DATABASE_URL):
//   a database of its own (never the test suite's `test`), migrated and filled when it has no products.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { ProductoSearchQuery } from '@feria/contracts';
import { migrateDatabase, openDatabase, seed, seedBulk, type Database } from '@feria/api/tooling';
import { buscarProductos } from '../apps/api/src/modules/productos/search.service';

const SHOPS = 500;
const PER_SHOP = 200;

export const CONSULTAS_SIN_ERRORES = ['remera', 'zapatillas', 'mochila', 'cuaderno', 'mate', 'buzo urbano'];
export const CONSULTAS_CON_ERRORES = ['remra', 'zapatilas urbnas', 'mtae', 'buso', 'mochla', 'cuadreno'];
/**
 * No product has every word: the words are classed and the relaxed attempts run ('talle' is only
 * in descriptions, 'm', '40' and 'rojo' in no product of the generated catalogue, 'cuero' is a material).
 */
export const CONSULTAS_RELAJADAS = ['remera talle m', 'zapatillas de cuero talle 40', 'buzo rojo'];

/** Other shapes of a search request: a deep page, a price filter, the plain listing. */
const OTRAS: { nombre: string; q: Partial<ProductoSearchQuery> }[] = [
  { nombre: 'remera, página 40', q: { nombre: 'remera', page: 40 } },
  { nombre: 'remera, página 100 (más allá del tope)', q: { nombre: 'remera', page: 100 } },
  { nombre: 'zapatillas, precio ≤ 20.000', q: { nombre: 'zapatillas', precioMax: 20000 } },
  { nombre: 'listado sin texto', q: {} },
];

/** Calls of each query before measuring: past the planner's five custom plans (see the warm-up below). */
const CALENTAMIENTO = 6;

interface Percentiles {
  p50: number;
  p95: number;
}

export interface MedidaMotor {
  motor: 'pglite' | 'postgres';
  /** Which search: 'hoy' (this tree) or the revision given with --antes. */
  version: string;
  productos: number;
  /** Wall-clock ms per search. */
  sinErrores: Percentiles;
  conErrores: Percentiles;
  relajadas: Percentiles;
  todas: Percentiles;
  /**
   * CPU ms per search, which other processes on the machine do not inflate: on PGlite this
   * process's CPU (the database runs in it, so on an idle machine it is the latency); on
   * PostgreSQL the mean of this process's CPU plus the server backend's (from /proc, 10 ms ticks
   * summed over all the searches, hence a mean and no percentiles).
   */
  cpu:
    | { sinErrores: Percentiles; conErrores: Percentiles; relajadas: Percentiles; todas: Percentiles }
    | { media: number };
  /** Load average of the machine during the run (1 min, at start and end). */
  carga: [number, number];
  porConsulta: { consulta: string; p50: number; p95: number; totalElements: number }[];
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const resumen = (xs: number[]) => ({ p50: pct(xs, 50), p95: pct(xs, 95) });

async function contarProductos(db: Database): Promise<number> {
  const r = (await db.execute(sql`select count(*)::int as n from app.productos`)) as unknown as {
    rows: { n: number }[];
  };
  return r.rows[0]?.n ?? 0;
}

/** Migrates and fills the catalogue when it has fewer than 100,000 products; returns how many there are. */
async function prepararCatalogo(handle: Awaited<ReturnType<typeof openDatabase>>, dataDir: string): Promise<number> {
  const db = handle.db;
  await migrateDatabase(handle);
  let n = await contarProductos(db);
  if (n < SHOPS * PER_SHOP) {
    const t = performance.now();
    await seed(db, { demo: false, dataDir });
    await seedBulk(db, { shops: SHOPS, productsPerShop: PER_SHOP });
    await db.execute(sql`analyze`);
    n = await contarProductos(db);
    console.log(`  catálogo generado: ${n} productos (${Math.round(performance.now() - t)} ms)`);
  }
  return n;
}

type Buscar = typeof buscarProductos;

/** CPU ticks (1/100 s) the server backend of this connection has used, or null when /proc cannot tell. */
async function ticksDelServidor(db: Database, pid: number | null): Promise<number | null> {
  if (pid === null) return null;
  try {
    const campos = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    return Number(campos[11]) + Number(campos[12]); // utime + stime
  } catch {
    return null;
  }
}

export interface Version {
  version: string;
  buscar: Buscar;
}

export async function medirMotor(
  db: Database,
  motor: MedidaMotor['motor'],
  productos: number,
  rondas: number,
  versiones: readonly Version[],
): Promise<MedidaMotor[]> {
  const ctx = { db };
  const pid =
    motor === 'postgres'
      ? ((await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]!.pid
      : null;
  const carga0 = loadavg()[0]!;
  const consultas = [
    ...CONSULTAS_SIN_ERRORES.map((c) => ({ nombre: c, q: { nombre: c }, grupo: 'sin' as const })),
    ...CONSULTAS_CON_ERRORES.map((c) => ({ nombre: c, q: { nombre: c }, grupo: 'con' as const })),
    ...CONSULTAS_RELAJADAS.map((c) => ({ nombre: c, q: { nombre: c }, grupo: 'relajada' as const })),
    ...OTRAS.map((o) => ({ ...o, grupo: 'otra' as const })),
  ];
  const clave = (v: Version, c: { nombre: string }) => `${v.version}\u0000${c.nombre}`;
  const tiempos = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  const servidor = new Map<string, number>(versiones.map((v) => [v.version, 0]));
  const totales = new Map<string, number>();
  const run = (v: Version, q: Partial<ProductoSearchQuery>) =>
    v.buscar(ctx, { page: 0, size: 20, ...q } as ProductoSearchQuery);
  for (const v of versiones) {
    for (const c of consultas) {
      tiempos.set(clave(v, c), []);
      cpu.set(clave(v, c), []);
      // Warm-up: PostgreSQL (and PGlite, the same planner) plans a prepared statement's first five
      // executions for their values and only then keeps one generic plan (decision 043's statements
      // are written for it); a running server is past that after its first requests.
      for (let i = 1; i < CALENTAMIENTO; i++) await run(v, c.q);
      totales.set(clave(v, c), (await run(v, c.q)).totalElements);
    }
  }
  for (let r = 0; r < rondas; r++) {
    for (const c of consultas) {
      // Interleaved, and each version first on alternate rounds: both meet the same load.
      const orden = r % 2 === 0 ? versiones : [...versiones].reverse();
      for (const v of orden) {
        const ticks0 = await ticksDelServidor(db, pid);
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        await run(v, c.q);
        tiempos.get(clave(v, c))!.push(performance.now() - t0);
        const dc = process.cpuUsage(c0);
        cpu.get(clave(v, c))!.push((dc.user + dc.system) / 1000);
        const ticks1 = await ticksDelServidor(db, pid);
        if (ticks0 !== null && ticks1 !== null)
          servidor.set(v.version, servidor.get(v.version)! + (ticks1 - ticks0) * 10);
      }
    }
  }
  const carga: [number, number] = [carga0, loadavg()[0]!];
  return versiones.map((v) => {
    const de = (m: Map<string, number[]>, g?: string) =>
      consultas.filter((c) => g === undefined || c.grupo === g).flatMap((c) => m.get(clave(v, c))!);
    const cpuTodas = de(cpu);
    return {
      motor,
      version: v.version,
      productos,
      sinErrores: resumen(de(tiempos, 'sin')),
      conErrores: resumen(de(tiempos, 'con')),
      relajadas: resumen(de(tiempos, 'relajada')),
      todas: resumen(de(tiempos)),
      cpu:
        motor === 'pglite'
          ? {
              sinErrores: resumen(de(cpu, 'sin')),
              conErrores: resumen(de(cpu, 'con')),
              relajadas: resumen(de(cpu, 'relajada')),
              todas: resumen(cpuTodas),
            }
          : { media: (cpuTodas.reduce((a, b) => a + b, 0) + servidor.get(v.version)!) / cpuTodas.length },
      carga,
      porConsulta: consultas.map((c) => ({
        consulta: c.nombre,
        ...resumen(tiempos.get(clave(v, c))!),
        totalElements: totales.get(clave(v, c))!,
      })),
    };
  });
}

export interface OpcionesBusqueda100k {
  /** PGlite data directory; generated on first use, reused afterwards. */
  pgliteDir?: string;
  /** A PostgreSQL database of its own (created beforehand); filled on first use. */
  databaseUrl?: string;
  rondas?: number;
  /** The search to measure (default: the service); bench comparisons pass an earlier version. */
  buscar?: Buscar;
  /** Another search measured interleaved with the first, query by query (`searchAt` gives an earlier revision's). */
  antes?: Version;
}

/** p50/p95 of the search service per engine (PGlite always, PostgreSQL when a URL is given). */
export async function medirBusqueda100k(opts: OpcionesBusqueda100k = {}): Promise<MedidaMotor[]> {
  const rondas = opts.rondas ?? 20;
  const pgliteDir = opts.pgliteDir ?? join(tmpdir(), 'feria-busqueda-100k', 'pglite');
  const out: MedidaMotor[] = [];
  const motores: { motor: MedidaMotor['motor']; abrir: () => ReturnType<typeof openDatabase> }[] = [
    { motor: 'pglite', abrir: () => openDatabase({ pgliteDir }) },
  ];
  if (opts.databaseUrl)
    motores.push({ motor: 'postgres', abrir: () => openDatabase({ databaseUrl: opts.databaseUrl, poolSize: 1 }) });
  for (const m of motores) {
    const handle = await m.abrir();
    try {
      const n = await prepararCatalogo(handle, join(pgliteDir, '..'));
      const hoy: Version = { version: 'hoy', buscar: opts.buscar ?? buscarProductos };
      out.push(...(await medirMotor(handle.db, m.motor, n, rondas, opts.antes ? [opts.antes, hoy] : [hoy])));
    } finally {
      await handle.close();
    }
  }
  return out;
}

export function imprimir(medidas: readonly MedidaMotor[]): void {
  const f = (x: number) => x.toFixed(2);
  for (const m of medidas) {
    console.log(
      `\n${m.motor}${m.version === 'hoy' ? '' : ` @ ${m.version}`} (${m.productos} productos, carga ${m.carga[0].toFixed(1)} → ${m.carga[1].toFixed(1)}): reloj sin errores p50 ${f(m.sinErrores.p50)} / p95 ${f(m.sinErrores.p95)} ms; ` +
        `con errores p50 ${f(m.conErrores.p50)} / p95 ${f(m.conErrores.p95)} ms; relajadas p50 ${f(m.relajadas.p50)} / p95 ${f(m.relajadas.p95)} ms; ` +
        `todas p50 ${f(m.todas.p50)} / p95 ${f(m.todas.p95)} ms`,
    );
    if ('media' in m.cpu) console.log(`  CPU por búsqueda (cliente + servidor, media): ${f(m.cpu.media)} ms`);
    else
      console.log(
        `  CPU por búsqueda: sin errores p50 ${f(m.cpu.sinErrores.p50)} / p95 ${f(m.cpu.sinErrores.p95)} ms; ` +
          `con errores p50 ${f(m.cpu.conErrores.p50)} / p95 ${f(m.cpu.conErrores.p95)} ms; relajadas p50 ${f(m.cpu.relajadas.p50)} / p95 ${f(m.cpu.relajadas.p95)} ms; ` +
          `todas p50 ${f(m.cpu.todas.p50)} / p95 ${f(m.cpu.todas.p95)} ms`,
      );
    console.log('| consulta | p50 ms | p95 ms | totalElements |\n|---|---|---|---|');
    for (const c of m.porConsulta) console.log(`| ${c.consulta} | ${f(c.p50)} | ${f(c.p95)} | ${c.totalElements} |`);
  }
}

const MODULO = 'apps/api/src/modules/productos';

/**
 * The search service as it was at git revision `rev`: its search*.ts files (the service and, since
 * the page statement moved out of it, search-pagina.ts and the rest), written together under
 * bench/results/ with their imports of each other kept and every other relative import pointed at
 * today's tree (so only the search differs), then loaded.
 */
export async function searchAt(rev: string): Promise<Version> {
  const raiz = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: raiz, encoding: 'utf8' });
  const archivos = git('ls-tree', '--name-only', `${rev}:${MODULO}`)
    .split('\n')
    .filter((a) => /^search[\w.-]*\.ts$/.test(a) && !a.endsWith('.test.ts'));
  const propios = new Set(archivos.map((a) => a.replace(/\.ts$/, '')));
  const dirModulo = join(raiz, MODULO);
  const destino = join(raiz, 'bench', 'results', `search-${rev.replace(/[^A-Za-z0-9]/g, '_')}`);
  await mkdir(destino, { recursive: true });
  for (const archivo of archivos) {
    const reescrita = git('show', `${rev}:${MODULO}/${archivo}`).replace(
      /from '(\.{1,2}\/[^']+)'/g,
      (todo, rel: string) =>
        rel.startsWith('./') && propios.has(rel.slice(2))
          ? todo
          : `from '${pathToFileURL(resolve(dirModulo, rel)).href}'`,
    );
    await writeFile(join(destino, archivo), reescrita);
  }
  const modulo = (await import(pathToFileURL(join(destino, 'search.service.ts')).href)) as { buscarProductos: Buscar };
  return { version: rev, buscar: modulo.buscarProductos };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const medidas = await medirBusqueda100k({
    rondas: Number(arg('rounds') ?? 20),
    ...(arg('pglite-dir') ? { pgliteDir: arg('pglite-dir') } : {}),
    ...((arg('database-url') ?? process.env.BENCH_BUSQUEDA_DATABASE_URL)
      ? { databaseUrl: arg('database-url') ?? process.env.BENCH_BUSQUEDA_DATABASE_URL }
      : {}),
    ...(arg('antes') ? { antes: await searchAt(arg('antes')!) } : {}),
  });
  imprimir(medidas);
}

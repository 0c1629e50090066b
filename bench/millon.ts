// A million products in 5,000 shops on PostgreSQL (docs/arquitectura.md#rendimiento; decision 092):
// the generated catalogue (seedBulk, set-based) in a database of its own, its build time and index
// sizes, then one request at a time against the real server with the public-read cache off (every
// request a new URL): search without and with typos at the web's page of 20, a product by id, a
// shop and a page of 24 of its products; p50/p95/p99 beside the goals (search p95 ≤ 20 ms, product
// and shop pages p95 ≤ 10 ms). Then the search service per query (busqueda-100k.ts's measure,
// in-process, no HTTP). The database is dropped at the end.
// Usage: npm run bench:millon [-- --shops 5000 --per-shop 200 --rounds 400 --keep]
//   BENCH_DATABASE_URL / DATABASE_URL: the server where the database `feria_millon_<pid>` is made
//   (default postgres://postgres@127.0.0.1:5432/test; only that database is created and dropped).
//   BENCH_MILLON_DB: another name for that database.
//   --keep: leave it (its URL is printed) to look at its plans; --reusar URL: measure that kept
//   database again without building it; --sin-jit: with PostgreSQL's JIT off for that database.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, seed, seedBulk, type Database } from '@feria/api/tooling';
import { startServer } from '@feria/e2e/support/server';
import { serial, type SerialResult } from './measure';
import { baseNueva } from './pg-disponible';
import { buscarProductos } from '../apps/api/src/modules/productos/search.service';
import {
  CONSULTAS_CON_ERRORES,
  CONSULTAS_SIN_ERRORES,
  medirMotor,
  type MedidaMotor,
  type Version,
} from './busqueda-100k';

const API = '/api/v1/public/core';
/** The web's page of results (SEARCH_DEFAULT_SIZE). */
const TAMANO = 20;
export const OBJETIVOS_MILLON = { busquedaP95: 20, paginaP95: 10 };
/** Tables whose secondary indexes are built after the rows are in (a bulk load's usual order). */
const TABLAS = ['productos', 'producto_tarjetas', 'producto_atributos', 'search_words', 'emprendimientos'];

export interface MedidaMillon {
  productos: number;
  tiendas: number;
  /** Seconds: rows (seedBulk), then the indexes dropped before it, built again, then vacuum analyze. */
  construccion: { filas: number; indices: number; analyze: number; total: number };
  /** pg_relation_size of each table and index of TABLAS (MB), largest first. */
  tamanos: { relacion: string; mb: number }[];
  serie: SerialResult[];
  servicio: MedidaMotor[];
  carga: [number, number];
  sinJit: boolean;
}

const rows = async <T>(db: Database, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** The catalogue: rows set-based with the secondary indexes dropped, then the indexes built; seconds of each. */
async function construir(
  handle: Awaited<ReturnType<typeof openDatabase>>,
  dataDir: string,
  shops: number,
  perShop: number,
) {
  const db = handle.db;
  await migrateDatabase(handle);
  await seed(db, { demo: false, dataDir });
  const indices = await rows<{ nombre: string; def: string }>(
    db,
    sql`select i.indexname as nombre, i.indexdef as def from pg_indexes i
        where i.schemaname = 'app' and i.tablename in (${sql.join(
          TABLAS.map((t) => sql`${t}`),
          sql`, `,
        )})
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const i of indices) await db.execute(sql.raw(`drop index app."${i.nombre}"`));
  const t0 = performance.now();
  await seedBulk(db, { shops, productsPerShop: perShop });
  const t1 = performance.now();
  // Memory stays sane: one index at a time, 256 MB of sort memory and PostgreSQL's parallel workers.
  await db.execute(sql`set maintenance_work_mem = '256MB'`);
  for (const i of indices) await db.execute(sql.raw(i.def));
  await db.execute(sql`reset maintenance_work_mem`);
  const t2 = performance.now();
  await db.execute(sql`vacuum analyze`);
  const t3 = performance.now();
  const s = (ms: number) => Math.round(ms / 100) / 10;
  return { filas: s(t1 - t0), indices: s(t2 - t1), analyze: s(t3 - t2), total: s(t3 - t0) };
}

async function tamanos(db: Database) {
  return rows<{ relacion: string; mb: number }>(
    db,
    sql`select c.relname as relacion, round(pg_relation_size(c.oid) / 1048576.0, 1)::float as mb
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'app' and c.relkind in ('r', 'i')
          and (c.relname in (${sql.join(
            TABLAS.map((t) => sql`${t}`),
            sql`, `,
          )}) or c.oid in (select indexrelid from pg_index x join pg_class t on t.oid = x.indrelid
                                                  where t.relname in (${sql.join(
                                                    TABLAS.map((t) => sql`${t}`),
                                                    sql`, `,
                                                  )})))
        order by pg_relation_size(c.oid) desc`,
  );
}

export interface OpcionesMillon {
  databaseUrl?: string;
  shops?: number;
  perShop?: number;
  rondas?: number;
  /** Leave the database in place (its URL is printed). */
  conservar?: boolean;
  /** Rounds of the in-process per-query measure (busqueda-100k.ts). */
  rondasServicio?: number;
  /** A catalogue built by an earlier run with `conservar` (its URL): measured again, not rebuilt nor dropped. */
  reusar?: string;
  /**
   * `alter database … set jit = off` before the server starts: PostgreSQL's JIT compiles a
   * statement whose estimated cost passes jit_above_cost, which at a million rows some search
   * shapes do (decision 092), and the compilation costs far more than the statement.
   */
  sinJit?: boolean;
}

export async function medirMillon(opts: OpcionesMillon = {}): Promise<MedidaMillon> {
  const shops = opts.shops ?? 5000;
  const perShop = opts.perShop ?? 200;
  const rondas = opts.rondas ?? 400;
  const admin =
    opts.databaseUrl ??
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const carga0 = loadavg()[0]!;
  const base = opts.reusar
    ? { url: opts.reusar, drop: async () => {} }
    : await baseNueva(admin, process.env.BENCH_MILLON_DB ?? `feria_millon_${process.pid}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'feria-millon-'));
  console.log(`\n1M: ${shops} tiendas × ${perShop} productos en ${base.url.replace(/\/\/[^@]*@/, '//')}`);
  try {
    const handle = await openDatabase({ databaseUrl: base.url, poolSize: 1 });
    let construccion: MedidaMillon['construccion'];
    let ids: { id: string; tienda: string }[];
    let productos: number;
    try {
      construccion = opts.reusar
        ? { filas: 0, indices: 0, analyze: 0, total: 0 }
        : await construir(handle, dataDir, shops, perShop);
      await handle.db.execute(
        sql.raw(`alter database "${new URL(base.url).pathname.slice(1)}" set jit = ${opts.sinJit ? 'off' : 'default'}`),
      );
      productos = (await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from app.productos`))[0]!.n;
      console.log(
        `  ${productos} productos: filas ${construccion.filas} s, índices ${construccion.indices} s, vacuum analyze ${construccion.analyze} s (total ${construccion.total} s)`,
      );
      ids = await rows<{ id: string; tienda: string }>(
        handle.db,
        sql`select p.id::text, p.emprendimiento_id::text as tienda from app.productos p tablesample system (0.1) repeatable (7) limit ${rondas}`,
      );
    } finally {
      await handle.close();
    }
    const server = await startServer({
      dataDir,
      port: 19200 + (process.pid % 90),
      env: { DATABASE_URL: base.url, CACHE_TTL_SECONDS: '0', SEED_DEMO: 'false', LOG_LEVEL: 'error' },
    });
    let serie: SerialResult[];
    try {
      const u = (path: string) => `${server.baseURL}${API}${path}`;
      const buscar = (palabras: readonly string[]) =>
        Array.from({ length: rondas }, (_, i) => {
          const w = palabras[i % palabras.length]!;
          const page = Math.floor(i / palabras.length) % 50;
          return u(`/productos/buscar?nombre=${encodeURIComponent(w)}&size=${TAMANO}&page=${page}`);
        });
      // A first pass warms the server's prepared statements and the database's buffers.
      await serial('calentar', [...buscar(CONSULTAS_SIN_ERRORES).slice(0, 30), u(`/productos/${ids[0]!.id}`)], 40);
      serie = [
        await serial('búsqueda sin typo', buscar(CONSULTAS_SIN_ERRORES), rondas),
        await serial('búsqueda con typo', buscar(CONSULTAS_CON_ERRORES), rondas),
        await serial(
          'producto por id',
          ids.map((r) => u(`/productos/${r.id}`)),
          rondas,
        ),
        await serial(
          'tienda',
          ids.map((r) => u(`/tienda/${r.tienda}`)),
          rondas,
        ),
        await serial(
          'productos de la tienda (página de 24)',
          ids.map((r) => u(`/tienda/${r.tienda}/productos?page=0&size=24`)),
          rondas,
        ),
      ];
    } finally {
      await server.stop();
    }
    console.table(serie.map((s) => ({ ruta: s.name, 'p50 ms': s.p50, 'p95 ms': s.p95, 'p99 ms': s.p99 })));
    // The service per query, with PostgreSQL's JIT on and off, interleaved query by query on two
    // connections (the setting as a connection option), so both meet the same machine load.
    const conJit = (jit: 'on' | 'off') => `${base.url}?options=${encodeURIComponent(`-c jit=${jit}`)}`;
    const handle2 = await openDatabase({ databaseUrl: conJit('on'), poolSize: 1 });
    const handle3 = await openDatabase({ databaseUrl: conJit('off'), poolSize: 1 });
    let servicio: MedidaMotor[];
    let tam: MedidaMillon['tamanos'];
    try {
      tam = await tamanos(handle2.db);
      const sinJit: Version = { version: 'jit = off', buscar: (_ctx, q) => buscarProductos({ db: handle3.db }, q) };
      servicio = await medirMotor(handle2.db, 'postgres', productos, opts.rondasServicio ?? 10, [
        { version: 'jit = on', buscar: buscarProductos },
        sinJit,
      ]);
    } finally {
      await handle2.close();
      await handle3.close();
    }
    return {
      productos,
      tiendas: shops,
      construccion,
      tamanos: tam,
      serie,
      servicio,
      carga: [carga0, loadavg()[0]!],
      sinJit: opts.sinJit ?? false,
    };
  } finally {
    if (opts.conservar || opts.reusar) console.log(`  base conservada: ${base.url}`);
    else await base.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function imprimirMillon(m: MedidaMillon): void {
  console.log(
    `\n1M (${m.productos} productos, ${m.tiendas} tiendas, PostgreSQL${m.sinJit ? ', jit = off' : ''}; carga ${m.carga[0].toFixed(1)} → ${m.carga[1].toFixed(1)})`,
  );
  if (m.construccion.total === 0) console.log('  catálogo de una corrida anterior (--reusar)');
  else
    console.log(
      `  construcción: filas ${m.construccion.filas} s + índices ${m.construccion.indices} s + vacuum analyze ${m.construccion.analyze} s = ${m.construccion.total} s`,
    );
  console.log('  tamaños (MB):');
  for (const t of m.tamanos.filter((x) => x.mb >= 0.1)) console.log(`    ${t.relacion}: ${t.mb}`);
  for (const s of m.serie) {
    const objetivo = s.name.startsWith('búsqueda') ? OBJETIVOS_MILLON.busquedaP95 : OBJETIVOS_MILLON.paginaP95;
    console.log(
      `  ${s.name}: p50 ${s.p50} / p95 ${s.p95} / p99 ${s.p99} ms (objetivo p95 ≤ ${objetivo} ms: ${s.p95 <= objetivo ? 'cumple' : 'NO cumple'})`,
    );
  }
  const f = (x: number) => x.toFixed(2);
  for (const v of m.servicio) {
    console.log(
      `  servicio de búsqueda en proceso (${v.version}): sin errores ${f(v.sinErrores.p50)} / ${f(v.sinErrores.p95)}, con errores ${f(v.conErrores.p50)} / ${f(v.conErrores.p95)}, relajadas ${f(v.relajadas.p50)} / ${f(v.relajadas.p95)}, todas ${f(v.todas.p50)} / ${f(v.todas.p95)} ms (p50 / p95)`,
    );
  }
  const [a, b] = m.servicio;
  if (!a) return;
  // One row per query, the versions side by side (p50 / p95 ms).
  console.log(`  | consulta | ${m.servicio.map((v) => `${v.version} p50 / p95 ms`).join(' | ')} | totalElements |`);
  console.log(`  |---|${m.servicio.map(() => '---|').join('')}---|`);
  a.porConsulta.forEach((c, i) => {
    const otra = b?.porConsulta[i];
    console.log(
      `  | ${c.consulta} | ${f(c.p50)} / ${f(c.p95)} |${otra ? ` ${f(otra.p50)} / ${f(otra.p95)} |` : ''} ${c.totalElements} |`,
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const m = await medirMillon({
    ...(arg('shops') ? { shops: Number(arg('shops')) } : {}),
    ...(arg('per-shop') ? { perShop: Number(arg('per-shop')) } : {}),
    ...(arg('rounds') ? { rondas: Number(arg('rounds')) } : {}),
    ...(arg('service-rounds') ? { rondasServicio: Number(arg('service-rounds')) } : {}),
    conservar: process.argv.includes('--keep'),
    sinJit: process.argv.includes('--sin-jit'),
    ...(arg('reusar') ? { reusar: arg('reusar') } : {}),
  });
  imprimirMillon(m);
  process.exit(0);
}

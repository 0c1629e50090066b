// Search latency at 100,000 products (issue #14 "Search": p95 ≤ 10 ms on PGlite and on PostgreSQL).
// Calls the search service itself (buscarProductos with a context without cache), so no response
// cache of the HTTP layer can answer for it and no HTTP or JSON time is counted: each measured call
// is the analysis statement, the page statement with its product loader, exactly what a request runs.
// Queries without and with typos, a deep page, a price filter and the plain listing, round-robin.
// Usage: npm run bench:busqueda-100k [-- --rounds 20 --pglite-dir DIR --database-url postgres://…]
//   PGlite: the catalogue is generated once into DIR (default: a directory under the OS temp dir)
//   and reused by later runs. PostgreSQL (optional, --database-url or BENCH_BUSQUEDA_DATABASE_URL):
//   a database of its own (never the test suite's `test`), migrated and filled when it has no products.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { ProductoSearchQuery } from '@feria/contracts';
import { migrateDatabase, openDatabase, seed, seedBulk, type Database } from '@feria/api/tooling';
import { buscarProductos } from '../apps/api/src/modules/productos/search.service';

const SHOPS = 500;
const PER_SHOP = 200;

export const CONSULTAS_SIN_ERRORES = ['remera', 'zapatillas', 'mochila', 'cuaderno', 'mate', 'buzo urbano'];
export const CONSULTAS_CON_ERRORES = ['remra', 'zapatilas urbnas', 'mtae', 'buso', 'mochla', 'cuadreno'];

/** Other shapes of a search request: a deep page, a price filter, the plain listing. */
const OTRAS: { nombre: string; q: Partial<ProductoSearchQuery> }[] = [
  { nombre: 'remera, página 40', q: { nombre: 'remera', page: 40 } },
  { nombre: 'remera, página 100 (más allá del tope)', q: { nombre: 'remera', page: 100 } },
  { nombre: 'zapatillas, precio ≤ 20.000', q: { nombre: 'zapatillas', precioMax: 20000 } },
  { nombre: 'listado sin texto', q: {} },
];

export interface MedidaMotor {
  motor: 'pglite' | 'postgres';
  productos: number;
  sinErrores: { p50: number; p95: number };
  conErrores: { p50: number; p95: number };
  todas: { p50: number; p95: number };
  porConsulta: { consulta: string; p50: number; p95: number; totalElements: number }[];
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const resumen = (xs: number[]) => ({ p50: pct(xs, 50), p95: pct(xs, 95) });

async function contarProductos(db: Database): Promise<number> {
  const r = (await db.execute(sql`select count(*)::int as n from app.productos`)) as unknown as { rows: { n: number }[] };
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

async function medirMotor(db: Database, motor: MedidaMotor['motor'], productos: number, rondas: number): Promise<MedidaMotor> {
  const ctx = { db };
  const consultas = [
    ...CONSULTAS_SIN_ERRORES.map((c) => ({ nombre: c, q: { nombre: c }, grupo: 'sin' as const })),
    ...CONSULTAS_CON_ERRORES.map((c) => ({ nombre: c, q: { nombre: c }, grupo: 'con' as const })),
    ...OTRAS.map((o) => ({ ...o, grupo: 'otra' as const })),
  ];
  const tiempos = new Map<string, number[]>(consultas.map((c) => [c.nombre, []]));
  const totales = new Map<string, number>();
  const run = (q: Partial<ProductoSearchQuery>) => buscarProductos(ctx, { page: 0, size: 20, ...q } as ProductoSearchQuery);
  for (const c of consultas) totales.set(c.nombre, (await run(c.q)).totalElements); // warm-up
  for (let r = 0; r < rondas; r++) {
    for (const c of consultas) {
      const t0 = performance.now();
      await run(c.q);
      tiempos.get(c.nombre)!.push(performance.now() - t0);
    }
  }
  const de = (g: string) => consultas.filter((c) => c.grupo === g).flatMap((c) => tiempos.get(c.nombre)!);
  return {
    motor,
    productos,
    sinErrores: resumen(de('sin')),
    conErrores: resumen(de('con')),
    todas: resumen([...tiempos.values()].flat()),
    porConsulta: consultas.map((c) => ({ consulta: c.nombre, ...resumen(tiempos.get(c.nombre)!), totalElements: totales.get(c.nombre)! })),
  };
}

export interface OpcionesBusqueda100k {
  /** PGlite data directory; generated on first use, reused afterwards. */
  pgliteDir?: string;
  /** A PostgreSQL database of its own (created beforehand); filled on first use. */
  databaseUrl?: string;
  rondas?: number;
}

/** p50/p95 of the search service per engine (PGlite always, PostgreSQL when a URL is given). */
export async function medirBusqueda100k(opts: OpcionesBusqueda100k = {}): Promise<MedidaMotor[]> {
  const rondas = opts.rondas ?? 20;
  const pgliteDir = opts.pgliteDir ?? join(tmpdir(), 'feria-busqueda-100k', 'pglite');
  const out: MedidaMotor[] = [];
  const motores: { motor: MedidaMotor['motor']; abrir: () => ReturnType<typeof openDatabase> }[] = [
    { motor: 'pglite', abrir: () => openDatabase({ pgliteDir }) },
  ];
  if (opts.databaseUrl) motores.push({ motor: 'postgres', abrir: () => openDatabase({ databaseUrl: opts.databaseUrl, poolSize: 1 }) });
  for (const m of motores) {
    const handle = await m.abrir();
    try {
      const n = await prepararCatalogo(handle, join(pgliteDir, '..'));
      out.push(await medirMotor(handle.db, m.motor, n, rondas));
    } finally {
      await handle.close();
    }
  }
  return out;
}

export function imprimir(medidas: readonly MedidaMotor[]): void {
  const f = (x: number) => x.toFixed(2);
  for (const m of medidas) {
    console.log(`\n${m.motor} (${m.productos} productos): sin errores p50 ${f(m.sinErrores.p50)} / p95 ${f(m.sinErrores.p95)} ms; ` +
      `con errores p50 ${f(m.conErrores.p50)} / p95 ${f(m.conErrores.p95)} ms; todas p50 ${f(m.todas.p50)} / p95 ${f(m.todas.p95)} ms`);
    console.log('| consulta | p50 ms | p95 ms | totalElements |\n|---|---|---|---|');
    for (const c of m.porConsulta) console.log(`| ${c.consulta} | ${f(c.p50)} | ${f(c.p95)} | ${c.totalElements} |`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const medidas = await medirBusqueda100k({
    rondas: Number(arg('rounds') ?? 20),
    ...(arg('pglite-dir') ? { pgliteDir: arg('pglite-dir') } : {}),
    ...((arg('database-url') ?? process.env.BENCH_BUSQUEDA_DATABASE_URL) ? { databaseUrl: arg('database-url') ?? process.env.BENCH_BUSQUEDA_DATABASE_URL } : {}),
  });
  imprimir(medidas);
}

import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, seed, seedBulk } from '@feria/api/tooling';
import { repoRoot, startServer } from '@feria/e2e/support/server';
import { bundleReport } from './bundle-report';
import { load, serial, type LoadResult } from './measure';

// npm run bench: 100,000 products in 500 shops on the embedded database, measured over HTTP.
const SHOPS = Number(process.env.BENCH_SHOPS ?? 500);
const PER_SHOP = Number(process.env.BENCH_PRODUCTS_PER_SHOP ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const API = '/api/v1/public/core';

async function prepareCatalogue(dataDir: string): Promise<void> {
  const t = performance.now();
  const handle = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
  await migrateDatabase(handle);
  await seed(handle.db, { demo: false, dataDir });
  const n = await seedBulk(handle.db, { shops: SHOPS, productsPerShop: PER_SHOP });
  await handle.db.execute(sql`analyze`);
  await handle.close();
  console.log(
    `Catálogo generado: ${n.products} productos en ${n.shops} tiendas (${Math.round(performance.now() - t)} ms)`,
  );
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} respondió ${res.status}`);
  return (await res.json()) as T;
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'feria-bench-'));
  await prepareCatalogue(dataDir);
  const server = await startServer({ dataDir, env: { SEED_DEMO: 'false', LOG_LEVEL: 'error' } });
  const base = server.baseURL + API;
  const baselinePort = 18000 + Math.floor(Math.random() * 1000);
  let baseline: ReturnType<typeof spawn> | undefined;
  try {
    const search = await json<{ content: { id: string; idEmprendimiento: string }[] }>(
      `${base}/productos/buscar?nombre=remera`,
    );
    const first = search.content[0];
    if (!first) throw new Error('La búsqueda de "remera" no devolvió productos');
    const bodyFile = join(dataDir, 'baseline.json');
    await writeFile(bodyFile, JSON.stringify(search));
    baseline = spawn(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'bench/baseline-server.ts'), bodyFile, String(baselinePort)],
      { stdio: 'inherit' },
    );
    await waitFor(`http://127.0.0.1:${baselinePort}/baseline`);

    const targets: [string, string][] = [
      ['baseline (Fastify, misma respuesta en memoria)', `http://127.0.0.1:${baselinePort}/baseline`],
      ['búsqueda "remera"', `${base}/productos/buscar?nombre=remera`],
      ['búsqueda con typo "remra"', `${base}/productos/buscar?nombre=remra`],
      ['búsqueda con typos "zapatilas urbnas"', `${base}/productos/buscar?nombre=zapatilas%20urbnas`],
      ['página de producto (productos/{id})', `${base}/productos/${first.id}`],
      ['imágenes de producto', `${base}/productos/${first.id}/imagenes`],
      ['tienda: productos', `${base}/tienda/productos/obtenerProductos/${first.idEmprendimiento}`],
      ['tienda: datos + apariencia', `${base}/tienda/${first.idEmprendimiento}/apariencia`],
    ];
    const results: LoadResult[] = [];
    for (const [name, url] of targets) {
      const r = await load(name, url, { connections: CONNECTIONS, seconds: SECONDS });
      results.push(r);
      console.log(`  ${name}: ${r.reqPerSec} req/s`);
    }
    const base0 = results[0]!.reqPerSec;
    console.log(
      `\nCarga: autocannon, ${CONNECTIONS} conexiones, ${SECONDS} s por ruta, ${SHOPS * PER_SHOP} productos (PGlite)`,
    );
    console.table(
      results.map((r) => ({
        ruta: r.name,
        'req/s': r.reqPerSec,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'vs baseline': (r.reqPerSec / base0).toFixed(3),
        errores: r.errors + r.non2xx,
      })),
    );

    const typoWords = [
      'remra',
      'zapatilas',
      'mochlia',
      'cuadreno',
      'tasa ceramica',
      'buso algodon',
      'auriculres',
      'velas aromaticas',
    ];
    const serials = [
      await serial(
        'búsqueda sin typo (secuencial)',
        ['remera', 'zapatillas', 'mochila', 'cuaderno'].map(
          (w) => `${base}/productos/buscar?nombre=${encodeURIComponent(w)}`,
        ),
        400,
      ),
      await serial(
        'búsqueda con typo (secuencial)',
        typoWords.map((w) => `${base}/productos/buscar?nombre=${encodeURIComponent(w)}`),
        400,
      ),
      await serial('producto por id (secuencial)', [`${base}/productos/${first.id}`], 400),
    ];
    console.log('\nLatencia de un usuario (un pedido a la vez, 400 pedidos)');
    console.table(serials.map((s) => ({ ruta: s.name, 'p50 ms': s.p50, 'p95 ms': s.p95, 'p99 ms': s.p99 })));

    const bundle = await bundleReport(join(repoRoot, 'apps/web/dist'));
    const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
    console.log(
      `\nBundle: JS inicial ${kb(bundle.initialJsGzip)} gzip (${bundle.initialFiles.length} archivos); chunk de ruta más grande ${bundle.largestChunk.file} ${kb(bundle.largestChunk.gzip)} gzip; JS total ${kb(bundle.totalJsGzip)} gzip`,
    );

    await mkdir(join(repoRoot, 'bench/results'), { recursive: true });
    await writeFile(
      join(repoRoot, 'bench/results/latest.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          shops: SHOPS,
          products: SHOPS * PER_SHOP,
          connections: CONNECTIONS,
          seconds: SECONDS,
          load: results,
          serial: serials,
          bundle,
        },
        null,
        2,
      ),
    );
  } finally {
    baseline?.kill('SIGTERM');
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} no respondió`);
}

await main();

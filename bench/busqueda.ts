// Search quality and latency (docs/arquitectura.md#rendimiento): recall@10, MRR and precision of our product
// search on the quality sets (apps/api/src/modules/productos/busqueda-calidad.ts) over the demo
// marketplace, beside MiniSearch and Fuse.js indexing the same public products (name, type,
// attributes, description): typos, things nobody sells, and precision@10 of queries of a product
// and its attributes ('remera talle M'); then p50/p95 of our search, one request at a time.
// Usage: npm run bench:busqueda [-- --rounds 5 --antes REV]
//   --antes REV: also the search service as it was at git revision REV (bench/busqueda-100k.ts
//   `searchAt`), called on the same demo database: the quality figures before and after a change.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import type { Producto, ProductoPage } from '@feria/contracts';
import { createTestApp, prepareTemplates } from '@feria/api/testing';
import { CONSULTAS_CON_ERRORES, CONSULTAS_SIN_RESULTADOS } from '@feria/api/tooling';
import { CONSULTAS_VARIAS_PALABRAS } from '../apps/api/src/modules/productos/busqueda-calidad';
import { searchAt } from './busqueda-100k';

const BUSCAR = '/api/v1/public/core/productos/buscar';

type Buscador = (consulta: string) => Promise<string[]> | string[];

export interface Medida {
  recall: number;
  mrr: number;
  precision: number;
  vacias: number;
  fallidas: string[];
  /** The product-and-attributes set (CONSULTAS_VARIAS_PALABRAS). */
  varias: MedidaVarias;
}

export interface MedidaVarias {
  /** Mean over the queries of relevant / listed in the first ten (a query that lists nothing counts 0). */
  precision: number;
  /** Share of the queries with some relevant product in the first ten. */
  recall: number;
  /** Queries under precision 0.5, with what they listed first. */
  peores: string[];
}

async function medirVarias(buscar: Buscador): Promise<MedidaVarias> {
  let precision = 0;
  let hits = 0;
  const peores: string[] = [];
  for (const c of CONSULTAS_VARIAS_PALABRAS) {
    const top = (await buscar(c.consulta)).slice(0, 10);
    const relevantes = top.filter((n) => c.relevantes.includes(n)).length;
    const p = top.length ? relevantes / top.length : 0;
    precision += p;
    if (relevantes > 0) hits++;
    if (p < 0.5) peores.push(`${c.consulta} (${relevantes}/${top.length})`);
  }
  const n = CONSULTAS_VARIAS_PALABRAS.length;
  return { precision: precision / n, recall: hits / n, peores };
}

async function medir(buscar: Buscador): Promise<Medida> {
  let hits = 0;
  let rr = 0;
  let relevantes = 0;
  let devueltos = 0;
  const fallidas: string[] = [];
  for (const c of CONSULTAS_CON_ERRORES) {
    const top = (await buscar(c.consulta)).slice(0, 10);
    const rank = top.findIndex((n) => c.esperados.includes(n));
    if (rank >= 0) {
      hits++;
      rr += 1 / (rank + 1);
    } else fallidas.push(c.consulta);
    relevantes += top.filter((n) => c.esperados.includes(n)).length;
    devueltos += top.length;
  }
  let vacias = 0;
  for (const q of CONSULTAS_SIN_RESULTADOS) if ((await buscar(q)).length === 0) vacias++;
  const n = CONSULTAS_CON_ERRORES.length;
  const varias = await medirVarias(buscar);
  return {
    recall: hits / n,
    mrr: rr / n,
    precision: devueltos ? relevantes / devueltos : 0,
    vacias: vacias / CONSULTAS_SIN_RESULTADOS.length,
    fallidas,
    varias,
  };
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

export interface CalidadBusqueda {
  productos: number;
  consultasConErrores: number;
  consultasSinResultados: number;
  consultasVariasPalabras: number;
  feria: Medida;
  /** The search service at the revision given with --antes, on the same database. */
  antes?: { version: string; medida: Medida };
  miniSearch: Medida;
  fuse: Medida;
  /** Whole search request through the app (inject, demo, PGlite), ms. */
  latencia: { pedidos: number; p50: number; p95: number };
}

/** The quality sets through our search, MiniSearch and Fuse.js on the demo marketplace, and our search's latency. */
export async function calidadBusqueda(rounds = 5, antes?: string): Promise<CalidadBusqueda> {
  process.env.FERIA_TEST_TEMPLATES ??= await mkdtemp(join(tmpdir(), 'feria-bench-busqueda-'));
  await prepareTemplates(process.env.FERIA_TEST_TEMPLATES);
  const t = await createTestApp({ seed: 'demo' });
  try {
    const pagina = async (nombre: string, size: number, page = 0) =>
      (
        await t.app.inject({
          url: `${BUSCAR}?${new URLSearchParams({ nombre, size: String(size), page: String(page) })}`,
        })
      ).json<ProductoPage>();
    const productos: Producto[] = [];
    for (let page = 0; ; page++) {
      const p = await pagina('', 50, page);
      productos.push(...p.content);
      if (page + 1 >= p.totalPages) break;
    }
    const docs = productos.map((p) => ({
      id: p.id,
      nombre: p.nombre,
      tipo: p.tipoProducto?.nombre ?? '',
      atributos: p.atributos.map((a) => a.valor).join(' '),
      descripcion: p.descripcion,
    }));

    const mini = new MiniSearch({
      fields: ['nombre', 'tipo', 'atributos', 'descripcion'],
      storeFields: ['nombre'],
      processTerm: (term) => term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
      searchOptions: { fuzzy: 0.2, prefix: true, boost: { nombre: 3, tipo: 2 }, combineWith: 'AND' },
    });
    mini.addAll(docs);
    const fuse = new Fuse(docs, {
      keys: [{ name: 'nombre', weight: 3 }, { name: 'tipo', weight: 2 }, 'atributos', 'descripcion'],
      ignoreLocation: true,
      ignoreDiacritics: true,
      threshold: 0.4,
    });

    const nuestra = await medir(async (q) => (await pagina(q, 10)).content.map((p) => p.nombre));
    const miniM = await medir((q) => mini.search(q).map((r) => r.nombre as string));
    const fuseM = await medir((q) => fuse.search(q).map((r) => r.item.nombre));
    let medidaAntes: CalidadBusqueda['antes'];
    if (antes) {
      const { buscar } = await searchAt(antes);
      const medida = await medir(async (nombre) =>
        (await buscar({ db: t.db }, { nombre, page: 0, size: 10 })).content.map((p) => p.nombre),
      );
      medidaAntes = { version: antes, medida };
    }

    const ms: number[] = [];
    const consultas = [
      ...CONSULTAS_CON_ERRORES.map((c) => c.consulta),
      ...CONSULTAS_SIN_RESULTADOS,
      'mate',
      'remera',
      'cafe de especialidad',
    ];
    for (let r = 0; r < rounds; r++) {
      for (const q of consultas) {
        const t0 = performance.now();
        await pagina(q, 20);
        ms.push(performance.now() - t0);
      }
    }
    const r2 = (x: number) => Math.round(x * 100) / 100;
    return {
      productos: productos.length,
      consultasConErrores: CONSULTAS_CON_ERRORES.length,
      consultasSinResultados: CONSULTAS_SIN_RESULTADOS.length,
      consultasVariasPalabras: CONSULTAS_VARIAS_PALABRAS.length,
      feria: nuestra,
      ...(medidaAntes ? { antes: medidaAntes } : {}),
      miniSearch: miniM,
      fuse: fuseM,
      latencia: { pedidos: ms.length, p50: r2(pct(ms, 50)), p95: r2(pct(ms, 95)) },
    };
  } finally {
    await t.close();
  }
}

export function printCalidad(c: CalidadBusqueda): void {
  const f = (x: number) => x.toFixed(3);
  const buscadores: (readonly [string, Medida])[] = [
    ['Feria', c.feria],
    ...(c.antes ? [[`Feria en ${c.antes.version}`, c.antes.medida] as const] : []),
    ['MiniSearch (fuzzy 0.2, prefix)', c.miniSearch],
    ['Fuse.js (threshold 0.4)', c.fuse],
  ];
  console.log(
    `Demo: ${c.productos} productos públicos; ${c.consultasConErrores} consultas con errores, ${c.consultasSinResultados} sin resultados esperados, ${c.consultasVariasPalabras} de producto y atributos.\n`,
  );
  console.log(
    '| buscador | recall@10 | MRR | precisión@10 | vacías correctas | varias palabras: precisión@10 | con algún relevante |\n|---|---|---|---|---|---|---|',
  );
  for (const [nombre, m] of buscadores) {
    console.log(
      `| ${nombre} | ${f(m.recall)} | ${f(m.mrr)} | ${f(m.precision)} | ${f(m.vacias)} | ${f(m.varias.precision)} | ${f(m.varias.recall)} |`,
    );
  }
  console.log(`\nFeria sin encontrar: ${c.feria.fallidas.join(', ') || '—'}`);
  for (const [nombre, m] of buscadores.slice(0, c.antes ? 2 : 1)) {
    console.log(`${nombre}, varias palabras con precisión < 0.5: ${m.varias.peores.join(', ') || '—'}`);
  }
  console.log(
    `\nLatencia de /productos/buscar en la demo (PGlite, inject, ${c.latencia.pedidos} pedidos): p50 ${c.latencia.p50.toFixed(2)} ms, p95 ${c.latencia.p95.toFixed(2)} ms`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  printCalidad(await calidadBusqueda(Number(arg('rounds') ?? 5), arg('antes')));
}

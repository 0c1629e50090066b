// Checkout throughput (issue "Commerce core"): orders per second and latency of POST
// /api/comprador/v1/ventas on PGlite and on PostgreSQL (when reachable), every request a real
// order (its own Idempotency-Key, stock reserved in the order's transaction), against a bare
// Fastify POST answering a small JSON through the same client loop; then an oversell race
// (concurrent checkouts of a product with little stock) that must end with exactly that many
// orders and stock 0. Usage: npm run bench:checkout [-- --seconds 10 --concurrency 16]
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { pgDisponible } from './pg-disponible';
import {
  compradorValido,
  createTestApp,
  crearEmprendimiento,
  crearProducto,
  prepareTemplates,
  type TestApp,
} from '@feria/api/testing';
import { argNumero } from './argumentos';

const SECONDS = argNumero('seconds', 10);
const CONCURRENCY = argNumero('concurrency', 16);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

interface Carga {
  porSegundo: number;
  p50: number;
  p99: number;
  ok: number;
  otros: number;
}

/** CONCURRENCY loops sending `request()` for SECONDS; counts answers with `esperado` status. */
async function cargar(request: () => Promise<Response>, esperado: number): Promise<Carga> {
  const times: number[] = [];
  let ok = 0;
  let otros = 0;
  const fin = performance.now() + SECONDS * 1000;
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < fin) {
        const t = performance.now();
        const res = await request();
        await res.arrayBuffer();
        times.push(performance.now() - t);
        if (res.status === esperado) ok++;
        else otros++;
      }
    }),
  );
  const segundos = (performance.now() - inicio) / 1000;
  times.sort((a, b) => a - b);
  return { porSegundo: round(ok / segundos), p50: round(pct(times, 50)), p99: round(pct(times, 99)), ok, otros };
}

async function baseline(): Promise<Carga> {
  const app = Fastify({ logger: false });
  app.post('/baseline', async (_req, reply) => reply.code(201).send({ id: randomUUID(), estado: 'pendiente' }));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await cargar(
      () =>
        fetch(`${base}/baseline`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ items: [{ idProducto: randomUUID(), cantidad: 1 }] }),
        }),
      201,
    );
  } finally {
    await app.close();
  }
}

async function compradores(t: TestApp, base: string, n: number) {
  const [provincia] = (await (await fetch(`${base}/api/v1/public/core/provincias`)).json()) as {
    idProvincia: number;
  }[];
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const headers = await t.auth({ sub: `bench-comprador-${i}-${randomUUID()}`, roles: ['comprador'] });
      const res = await fetch(`${base}/api/comprador/v1/compradores`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(compradorValido(provincia!.idProvincia)),
      });
      if (res.status !== 201) throw new Error(`perfil de comprador: ${res.status}`);
      return headers;
    }),
  );
}

async function motor(nombre: string, databaseUrl: string | undefined) {
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const t = await createTestApp({ seed: 'empty' });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const tienda = await crearEmprendimiento(t.db, { ownerUserId: 'bench-vendedor' });
    const productos = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        crearProducto(t.db, tienda, { nombre: `Producto de carga ${i}`, precio: 1000 + i * 250, stock: 1_000_000 }),
      ),
    );
    const escaso = await crearProducto(t.db, tienda, { nombre: 'Edición limitada', precio: 9000, stock: 50 });
    const auth = await compradores(t, base, 32);
    let n = 0;
    const pedir = (items: { idProducto: string; cantidad: number }[]) =>
      fetch(`${base}/api/comprador/v1/ventas`, {
        method: 'POST',
        headers: { ...auth[n++ % auth.length]!, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ emprendimientoId: tienda, items, metodoPago: 'TRANSFERENCIA' }),
      });
    const carga = await cargar(
      () =>
        pedir([
          { idProducto: productos[n % productos.length]!, cantidad: 1 },
          { idProducto: productos[(n + 7) % productos.length]!, cantidad: 2 },
        ]),
      201,
    );

    // Oversell race: 200 concurrent checkouts of one unit of a product with stock 50.
    const carrera = await Promise.all(Array.from({ length: 200 }, () => pedir([{ idProducto: escaso, cantidad: 1 }])));
    const creadas = carrera.filter((r) => r.status === 201).length;
    await Promise.all(carrera.map((r) => r.arrayBuffer()));
    const producto = (await (await fetch(`${base}/api/v1/public/core/productos/${escaso}`)).json()) as {
      stock: number;
    };
    return {
      motor: nombre,
      ...carga,
      carrera: {
        pedidos: 200,
        stockInicial: 50,
        creadas,
        stockFinal: producto.stock,
        sobreventa: Math.max(0, creadas - 50),
      },
    };
  } finally {
    await t.close();
  }
}

async function main() {
  const templates = await mkdtemp(join(tmpdir(), 'feria-bench-checkout-'));
  process.env.FERIA_TEST_TEMPLATES = templates;
  const usarPg = await pgDisponible(PG_URL);
  await prepareTemplates(templates);
  const base = await baseline();
  const resultados = [await motor('PGlite', undefined)];
  if (usarPg) {
    await prepareTemplates(templates, PG_URL);
    resultados.push(await motor('PostgreSQL', PG_URL));
  }
  const informe = {
    fecha: new Date().toISOString(),
    segundos: SECONDS,
    concurrencia: CONCURRENCY,
    baselineFastify: base,
    motores: resultados.map((r) => ({
      ...r,
      relacionConBaseline: Math.round((r.porSegundo / base.porSegundo) * 10000) / 10000,
    })),
  };
  console.log(JSON.stringify(informe, null, 2));
  await mkdir(new URL('./results/', import.meta.url), { recursive: true });
  await writeFile(
    new URL(`./results/checkout-${informe.fecha.slice(0, 10)}.json`, import.meta.url),
    JSON.stringify(informe, null, 2),
  );
  if (resultados.some((r) => r.carrera.sobreventa > 0 || r.carrera.stockFinal !== 0)) process.exitCode = 1;
}

await main();

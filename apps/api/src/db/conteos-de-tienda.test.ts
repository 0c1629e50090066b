import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';
import { publicosYVendidos, vendidosDeEmprendimiento, ventasPublicas } from '../modules/productos/productos.sql';

interface Nodo {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: Nodo[];
}

const nodos = (n: Nodo): Nodo[] => [n, ...(n.Plans ?? []).flatMap(nodos)];

// Decision 104 (migration 0033): a shop's counts over all its products (its public page, its
// units sold, the featured shops) read only productos_emprendimiento_idx, which includes the
// columns they aggregate; a column added to them and not to the index reads a row per product again.
describe('conteos de una tienda leídos del índice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    // A visibility map, as autovacuum keeps on PostgreSQL and the seed leaves on PGlite.
    await t.db.execute(sql`vacuum app.productos`);
  });
  afterAll(async () => t.close());

  /** The scans of app.productos in the plan of `select` over the shops, row scans of the table ruled out. */
  const escaneos = (consulta: SQL) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const r = (await tx.execute(sql`explain (format json) ${consulta}`)) as unknown as {
        rows: { 'QUERY PLAN': [{ Plan: Nodo }] | string }[];
      };
      const plan = r.rows[0]!['QUERY PLAN'];
      const raiz = (typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: Nodo }]) : plan)[0].Plan;
      return nodos(raiz).filter((n) => n['Relation Name'] === 'productos');
    });

  it.each([
    [
      'publicosYVendidos',
      sql`select pv.* from app.emprendimientos e cross join lateral ${publicosYVendidos(sql`e.id`)} pv`,
    ],
    ['vendidosDeEmprendimiento', sql`select ${vendidosDeEmprendimiento(sql`e.id`)} from app.emprendimientos e`],
    ['ventasPublicas', sql`select v.* from app.emprendimientos e cross join lateral ${ventasPublicas(sql`e.id`)} v`],
  ])('%s es un recorrido solo del índice', async (_nombre, consulta) => {
    const scans = await escaneos(consulta);
    expect(scans.length).toBeGreaterThan(0);
    for (const s of scans) expect(s['Node Type']).toBe('Index Only Scan');
  });
});

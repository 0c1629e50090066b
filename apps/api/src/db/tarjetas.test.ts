import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './sql';
import { createTestApp, type TestApp } from '../testing';
import { upsertReferenceData } from '../modules/referencias/referencias.queries';

// Migrations 0031 and 0032 (decisions 101 and 102): the kept text of each product and the columns
// its shop's page reads beside it hold what app.tarjetas_de_productos computes from the product's
// rows now; a write that does not show in them (the reference data upserted at every start, a
// catalog renamed, a type updated to what it was) rewrites none of them.
describe('textos de las páginas de tienda mantenidos por triggers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(async () => t.close());

  /** Kept rows that differ from what the function computes now, and products without one. */
  const desalineadas = async () =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n
            from app.productos p
            full join app.producto_tarjetas x on x.producto_id = p.id
            left join app.tarjetas_de_productos(array(select id from app.productos)) f on f.producto_id = p.id
            where x.producto_id is null or p.id is null
               or coalesce(x.tarjeta, x.tarjeta_larga) is distinct from f.tarjeta
               or (x.tarjeta is null) <> (octet_length(f.tarjeta) > 2000)
               or row(x.emprendimiento_id, x.fecha_alta, x.publico, x.precio, x.con_descuentos)
                  is distinct from row(f.emprendimiento_id, f.fecha_alta, f.publico, f.precio, f.con_descuentos)`,
      )
    )[0]!.n;
  /** Each kept row's version (xmin): a rewrite changes it. */
  const versiones = async () =>
    (
      await queryRows<{ v: string }>(t.db, sql`select xmin::text as v from app.producto_tarjetas order by producto_id`)
    ).map((r) => r.v);

  it('holds, for every product of the demo marketplace, what its rows say', async () => {
    expect(
      (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from app.producto_tarjetas`))[0]!.n,
    ).toBeGreaterThan(50);
    expect(await desalineadas()).toBe(0);
  });

  it('rewrites none at start: the reference data upsert changes no type that is already right', async () => {
    const tipos = sql`select xmin::text as v from app.tipos_producto order by id`;
    const [antes, tiposAntes] = [await versiones(), await queryRows<{ v: string }>(t.db, tipos)];
    await upsertReferenceData(t.db);
    expect(await queryRows<{ v: string }>(t.db, tipos)).toEqual(tiposAntes);
    expect(await versiones()).toEqual(antes);
  });

  it('rewrites those a type or a catalog change shows in, and only those', async () => {
    const antes = await versiones();
    await t.db.execute(sql`update app.tipos_producto set descripcion = descripcion`);
    await t.db.execute(sql`update app.catalogos set nombre = nombre || ' (otro nombre)'`);
    expect(await versiones()).toEqual(antes);

    const [tipo] = await queryRows<{ id: number; n: number }>(
      t.db,
      sql`select tipo_producto_id as id, count(*)::int as n from app.productos where tipo_producto_id is not null
          group by 1 order by 2 desc limit 1`,
    );
    await t.db.execute(sql`update app.tipos_producto set descripcion = 'Otra descripción' where id = ${tipo!.id}`);
    const despues = await versiones();
    expect(despues.filter((v, i) => v !== antes[i])).toHaveLength(tipo!.n);
    expect(await desalineadas()).toBe(0);

    await t.db.execute(sql`update app.catalogos set habilitado = not habilitado`);
    expect(await desalineadas()).toBe(0);
    await t.db.execute(sql`update app.catalogos set habilitado = not habilitado`);
    await upsertReferenceData(t.db);
    expect(await desalineadas()).toBe(0);
  });
});

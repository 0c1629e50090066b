import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Producto } from '@feria/contracts';
import { queryRows } from './sql';
import { createTestApp, type TestApp } from '../testing';

// Migration 0016 (docs/arquitectura.md#rendimiento): a product's attributes, principal image and rating are columns of its
// row, kept by the triggers of producto_atributos, producto_imagenes and resenas. Whatever writes
// them, the columns hold what the product's other rows say, and the public read shows it.
describe('resumen de producto (atributos, imagen principal, calificación) mantenido por triggers', () => {
  let t: TestApp;
  let id: string;
  beforeAll(async () => {
    t = await createTestApp();
    [{ id }] = (await queryRows<{ id: string }>(
      t.db,
      sql`select id from app.productos where publico order by fecha_alta, id limit 1`,
    )) as [{ id: string }];
  });
  afterAll(async () => t.close());

  const exec = (q: ReturnType<typeof sql>) => t.db.execute(q);
  /** Products whose columns differ from what their other rows say now. */
  const desalineados = async () =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from app.productos p
            where p.atributos_json is distinct from app.atributos_de_producto(p.id)
               or p.ruta_imagen is distinct from app.imagen_de_producto(p.id)
               or row(p.calificacion, p.num_resenas) is distinct from (
                    select row(round(avg(r.calificacion), 1), count(*)::int) from app.resenas r where r.producto_id = p.id and not r.oculta)`,
      )
    )[0]!.n;
  const publico = async () => (await t.app.inject(`/api/v1/public/core/productos/${id}`)).json<Producto>();

  it('holds, for every product of the demo marketplace, what its rows say', async () => {
    expect(await desalineados()).toBe(0);
    const [{ conResenas }] = (await queryRows<{ conResenas: number }>(
      t.db,
      sql`select count(*)::int as "conResenas" from app.productos where num_resenas > 0`,
    )) as [{ conResenas: number }];
    expect(conResenas).toBeGreaterThan(0);
  });

  it('follows the attributes as they are added, changed and removed', async () => {
    await exec(sql`delete from app.producto_atributos where producto_id = ${id}`);
    expect((await publico()).atributos).toEqual([]);
    await exec(
      sql`insert into app.producto_atributos (producto_id, clave, valor) values (${id}, 'Talle', 'M'), (${id}, 'Color', 'Rojo')`,
    );
    expect((await publico()).atributos.map((a) => [a.clave, a.valor])).toEqual([
      ['Talle', 'M'],
      ['Color', 'Rojo'],
    ]);
    await exec(sql`update app.producto_atributos set valor = 'Azul' where producto_id = ${id} and clave = 'Color'`);
    await exec(sql`delete from app.producto_atributos where producto_id = ${id} and clave = 'Talle'`);
    expect((await publico()).atributos.map((a) => [a.clave, a.valor, a.tipoDato])).toEqual([
      ['Color', 'Azul', 'STRING'],
    ]);
    expect(await desalineados()).toBe(0);
  });

  it('follows the principal image: added, made principal, reordered and removed', async () => {
    await exec(sql`delete from app.producto_imagenes where producto_id = ${id}`);
    expect((await publico()).rutaImagen ?? null).toBeNull();
    await exec(
      sql`insert into app.producto_imagenes (producto_id, url, principal, orden) values (${id}, '/uploads/b.webp', false, 1), (${id}, '/uploads/a.webp', false, 0)`,
    );
    expect((await publico()).rutaImagen).toBe('/uploads/a.webp');
    await exec(sql`update app.producto_imagenes set principal = (url = '/uploads/b.webp') where producto_id = ${id}`);
    expect((await publico()).rutaImagen).toBe('/uploads/b.webp');
    await exec(sql`delete from app.producto_imagenes where producto_id = ${id} and principal`);
    expect((await publico()).rutaImagen).toBe('/uploads/a.webp');
    expect(await desalineados()).toBe(0);
  });

  it('follows the visible reviews of the product: hidden, shown again, removed', async () => {
    const [resena] = await queryRows<{ id: string; producto_id: string }>(
      t.db,
      sql`select id, producto_id from app.resenas where producto_id is not null and not oculta limit 1`,
    );
    const antes = await queryRows<{ calificacion: string | null; num_resenas: number }>(
      t.db,
      sql`select calificacion, num_resenas from app.productos where id = ${resena!.producto_id}`,
    );
    await exec(sql`update app.resenas set oculta = true where id = ${resena!.id}`);
    const oculta = await queryRows<{ num_resenas: number }>(
      t.db,
      sql`select num_resenas from app.productos where id = ${resena!.producto_id}`,
    );
    expect(oculta[0]!.num_resenas).toBe(antes[0]!.num_resenas - 1);
    expect(await desalineados()).toBe(0);
    await exec(sql`update app.resenas set oculta = false where id = ${resena!.id}`);
    expect(
      await queryRows(t.db, sql`select calificacion, num_resenas from app.productos where id = ${resena!.producto_id}`),
    ).toEqual(antes);
    await exec(sql`delete from app.resenas where producto_id = ${resena!.producto_id}`);
    expect(
      await queryRows(t.db, sql`select calificacion, num_resenas from app.productos where id = ${resena!.producto_id}`),
    ).toEqual([{ calificacion: null, num_resenas: 0 }]);
    expect(await desalineados()).toBe(0);
  });
});

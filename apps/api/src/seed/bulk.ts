import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/sql';
import {
  ADJETIVOS,
  APELLIDOS_TIENDA,
  CIUDADES,
  COLORES,
  MATERIALES,
  NOMBRES_TIENDA,
  USOS,
  vocabulario,
} from './bulk-words';

export interface SeedBulkOptions {
  shops: number;
  productsPerShop: number;
}

const arr = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Synthetic marketplace for benchmarks: Activo shops and varied Spanish
 * products inserted set-based with generate_series. Search columns and the typo dictionary
 * are filled set-based too (publico is true: every shop is Activo), with the per-row
 * triggers off for the transaction.
 * Needs the reference data (seed's upsertReferenceData) in place.
 */
export async function seedBulk(db: Database, opts: SeedBulkOptions): Promise<{ shops: number; products: number }> {
  const run = Date.now().toString(36);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local app.carga_masiva = 'on'`);
    await tx.execute(sql`
      insert into app.emprendimientos (owner_user_id, nombre, descripcion, rubro_id, estado, calle, numero, ciudad, provincia_id, created_at)
      select 'bulk:' || ${run} || ':' || g,
             (${arr(NOMBRES_TIENDA)})[1 + g % ${NOMBRES_TIENDA.length}] || ' ' || (${arr(APELLIDOS_TIENDA)})[1 + (g / ${NOMBRES_TIENDA.length}) % ${APELLIDOS_TIENDA.length}] || ' ' || g,
             'Emprendimiento de prueba número ' || g || ', con productos de producción local.',
             r.ids[1 + g % array_length(r.ids, 1)], 'Activo', 'Calle ' || g, (100 + g)::text,
             (${arr(CIUDADES)})[1 + g % ${CIUDADES.length}], pr.ids[1 + g % array_length(pr.ids, 1)],
             now() - (g || ' hours')::interval
      from generate_series(1, ${opts.shops}::int) g,
           (select array_agg(id order by id) ids from app.rubros) r,
           (select array_agg(id order by id) ids from app.provincias) pr`);
    // Source rows first, so products and their attributes share the same random picks.
    await tx.execute(sql`
      create temp table bulk_src on commit drop as
      select s.id as emprendimiento_id, g, s.n, gen_random_uuid() as producto_id,
             nextval(pg_get_serial_sequence('app.producto_atributos', 'id')) as color_id,
             nextval(pg_get_serial_sequence('app.producto_atributos', 'id')) as material_id,
             t.ids[1 + (s.n * 7 + g * 13) % array_length(t.ids, 1)] as tipo_id,
             t.nombres[1 + (s.n * 7 + g * 13) % array_length(t.ids, 1)] as tipo,
             (${arr(ADJETIVOS)})[1 + (s.n * 3 + g * 7) % ${ADJETIVOS.length}] as adjetivo,
             (${arr(COLORES)})[1 + (s.n + g * 11) % ${COLORES.length}] as color,
             (${arr(MATERIALES)})[1 + (s.n * 5 + g * 3) % ${MATERIALES.length}] as material,
             (${arr(USOS)})[1 + (s.n + g) % ${USOS.length}] as uso
      from (select id, row_number() over (order by id)::int as n from app.emprendimientos where owner_user_id like ${`bulk:${run}:%`}) s,
           generate_series(1, ${opts.productsPerShop}::int) g,
           (select array_agg(id order by id) ids, array_agg(nombre order by id) nombres from app.tipos_producto) t`);
    await tx.execute(sql`
      insert into app.productos (id, emprendimiento_id, nombre, descripcion, precio, stock, sku, tipo_producto_id, fecha_alta,
                                 unidades_vendidas, publico, busqueda_extra, atributos_json)
      select producto_id, emprendimiento_id,
             tipo || ' ' || adjetivo || ' ' || color,
             initcap(tipo) || ' de ' || material || ', ' || uso || '.',
             (1500 + ((n * 7919 + g * 104729) % 150) * 1000)::numeric(12, 2),
             (n + g) % 40, 'BLK-' || n || '-' || g, tipo_id,
             now() - ((n * 31 + g * 17) % 8760 || ' hours')::interval,
             (n * 13 + g * 29) % 500, true,
             tipo || ' ' || color || ' ' || material,
             -- What the attribute rows below hold, as app.atributos_de_producto (0016) writes it.
             (select jsonb_agg(jsonb_build_object('id', a.id, 'clave', a.clave, 'valor', a.valor, 'tipoDato', 'STRING') order by a.id)
              from (values (color_id, 'Color', color), (material_id, 'Material', material)) a(id, clave, valor))
      from bulk_src`);
    await tx.execute(sql`
      insert into app.producto_atributos (id, producto_id, clave, valor)
      select a.id, b.producto_id, a.clave, a.valor
      from bulk_src b, lateral (values (b.color_id, 'Color', b.color), (b.material_id, 'Material', b.material)) a(id, clave, valor)`);
    // Every tenth product of a shop has a 15 % discount: one discount row per shop.
    await tx.execute(sql`
      with d as (
        insert into app.descuentos (emprendimiento_id, tipo, valor, descripcion)
        select distinct emprendimiento_id, 'PORCENTAJE', 15, '15 % OFF' from bulk_src returning id, emprendimiento_id)
      insert into app.descuento_productos (descuento_id, producto_id)
      select d.id, p.id from d join bulk_src b on b.emprendimiento_id = d.emprendimiento_id and b.g % 10 = 0
        join app.productos p on p.emprendimiento_id = b.emprendimiento_id and p.sku = 'BLK-' || b.n || '-' || b.g`);
    await tx.execute(sql`
      with c as (
        insert into app.catalogos (emprendimiento_id, nombre)
        select distinct emprendimiento_id, 'Destacados' from bulk_src returning id, emprendimiento_id)
      insert into app.catalogo_productos (catalogo_id, producto_id)
      select c.id, p.id from c join app.productos p on p.emprendimiento_id = c.emprendimiento_id and p.unidades_vendidas > 250`);
    // What a shop's page shows of each product (decision 101, migration 0031), now that its catalogs are in.
    await tx.execute(sql`
      select app.refrescar_tarjetas(array(select producto_id from bulk_src))`);
    await tx.execute(sql`
      insert into app.search_words (word)
      select w from app.palabras_busqueda(${vocabulario(await tipos(tx as unknown as Database))}) w
      on conflict do nothing`);
  });
  // Statistics for the planner and a visibility map for index-only scans (PGlite has no autovacuum).
  await db.execute(
    sql`vacuum analyze app.emprendimientos, app.productos, app.producto_atributos, app.producto_tarjetas, app.search_words, app.descuentos, app.descuento_productos`,
  );
  return { shops: opts.shops, products: opts.shops * opts.productsPerShop };
}

async function tipos(db: Database): Promise<string[]> {
  return (await queryRows<{ nombre: string }>(db, sql`select nombre from app.tipos_producto`)).map((r) => r.nombre);
}

import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { upsertReferenceData } from './seed/reference';
import { seedBulk } from './seed/bulk';
import { sql, type SQL } from 'drizzle-orm';

const DUMP = '/tmp/feria-100k-v2.tar';
let h;
if (existsSync(DUMP)) h = await openDatabase({ loadDataDir: new Blob([await readFile(DUMP)]) });
else {
  h = await openDatabase({});
  await migrateDatabase(h); await upsertReferenceData(h.db); await seedBulk(h.db, { shops: 500, productsPerShop: 200 });
  const d = await h.pglite!.dumpDataDir('none'); await writeFile(DUMP, Buffer.from(await d.arrayBuffer()));
}
const time = async (label: string, q: SQL) => {
  const ts: number[] = [];
  for (let i = 0; i < 30; i++) { const s = performance.now(); await h.db.execute(q); ts.push(performance.now() - s); }
  ts.sort((a, b) => a - b);
  console.log(label.padEnd(40), ts[15]!.toFixed(2), ts[28]!.toFixed(2));
};
const tq = sql`to_tsquery('pg_catalog.spanish', '(remra | remera)')`;
await time('select 1', sql`select 1`);
await time('bitmap count', sql`select count(*) from app.productos p where p.busqueda @@ ${tq} and p.publico`);
await time('ids + window, no rank', sql`select p.id, count(*) over () from app.productos p where p.busqueda @@ ${tq} and p.publico order by p.fecha_alta desc limit 20`);
await time('ids + window + ts_rank', sql`select p.id, count(*) over () from app.productos p where p.busqueda @@ ${tq} and p.publico order by ts_rank(p.busqueda, ${tq}) desc limit 20`);
await time('ids + window + ts_rank_cd', sql`select p.id, count(*) over () from app.productos p where p.busqueda @@ ${tq} and p.publico order by ts_rank_cd(p.busqueda, ${tq}) desc limit 20`);
await time('ids + rank, no window', sql`select p.id from app.productos p where p.busqueda @@ ${tq} and p.publico order by ts_rank(p.busqueda, ${tq}) desc limit 20`);
await time('full order', sql`select p.id, count(*) over () from app.productos p where p.busqueda @@ ${tq} and p.publico order by (p.nombre_normalizado = 'remra') desc, (p.nombre_normalizado like 'remra %') desc, ts_rank(p.busqueda, ${tq}) desc, p.unidades_vendidas desc, p.fecha_alta desc, p.id limit 20`);
await time('hydrate core 20', sql`select p.*, t.nombre, e.nombre from app.productos p join app.emprendimientos e on e.id = p.emprendimiento_id left join app.tipos_producto t on t.id = p.tipo_producto_id where p.id in (select id from app.productos where publico limit 20)`);
await time('hydrate json 20', sql`select p.id, p.nombre, t.nombre, e.nombre,
  (select json_agg(json_build_object('id', a.id, 'clave', a.clave, 'valor', a.valor) order by a.id) from app.producto_atributos a where a.producto_id = p.id) atributos,
  (select json_agg(json_build_object('id', i.id, 'url', i.url) order by i.principal desc, i.orden) from app.producto_imagenes i where i.producto_id = p.id) imagenes
  from app.productos p join app.emprendimientos e on e.id = p.emprendimiento_id left join app.tipos_producto t on t.id = p.tipo_producto_id where p.id in (select id from app.productos where publico limit 20)`);
await time('listing window', sql`select p.id, count(*) over () from app.productos p where p.publico order by p.fecha_alta desc, p.id limit 20`);
await time('listing page', sql`select p.id from app.productos p where p.publico order by p.fecha_alta desc, p.id limit 20`);
await time('count publico', sql`select count(*) from app.productos p where p.publico`);
await time('price filter count', sql`select count(*) from app.productos p where p.publico and (case when (p.descuento_activo and p.descuento_porcentaje > 0 and (p.descuento_fecha_fin is null or p.descuento_fecha_fin >= now())) then round(p.precio * (1 - p.descuento_porcentaje / 100)) else p.precio end) between 20000 and 40000`);
await time('destacados', sql`select e.id from app.emprendimientos e left join lateral (select count(*) as productos, coalesce(sum(p.unidades_vendidas), 0) as vendidos from app.productos p where p.emprendimiento_id = e.id and p.publico) s on true where e.estado = 'Activo' and s.productos > 0 order by s.vendidos desc, s.productos desc, e.nombre limit 8`);
await time('destacados groupby', sql`select p.emprendimiento_id, count(*), sum(p.unidades_vendidas) v from app.productos p where p.publico group by 1 order by v desc limit 8`);
const plan = await h.db.execute(sql`explain analyze select count(*) from app.productos p where p.publico`);
console.log((plan as unknown as {rows: Record<string,string>[]}).rows.map((r) => Object.values(r)[0]).join('\n'));
await h.close();

import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { upsertReferenceData } from './seed/reference';
import { seedBulk } from './seed/bulk';
import { sql } from 'drizzle-orm';
import { queryRows } from './db/sql';
import { analizarTokens } from './modules/productos/search.service';
import { loadProductos } from './modules/productos/producto-loader';

const h = await openDatabase({});
await migrateDatabase(h);
await upsertReferenceData(h.db);
await seedBulk(h.db, { shops: 500, productsPerShop: 200 });
await h.pglite!.dumpDataDir('none').then(async (d) => (await import('node:fs/promises')).writeFile('/tmp/feria-100k.tar', Buffer.from(await d.arrayBuffer())));
const time = async (label: string, f: () => Promise<unknown>) => {
  const ts: number[] = [];
  for (let i = 0; i < 20; i++) { const s = performance.now(); await f(); ts.push(performance.now() - s); }
  ts.sort((a, b) => a - b);
  console.log(label.padEnd(40), ts[10]!.toFixed(2), ts[18]!.toFixed(2));
};
const ctx = { db: h.db };
await time('analysis remra', () => analizarTokens(ctx, ['remra']));
const q = `(remra | remera)`;
const base = (order: string, extra = '') => sql.raw(`select p.id, count(*) over ()::int as total ${extra} from app.productos p join app.emprendimientos e on e.id = p.emprendimiento_id
  where p.busqueda @@ to_tsquery('pg_catalog.spanish', '${q}') and p.habilitado and not p.eliminado and e.estado = 'Activo'
  order by ${order} limit 20`);
await time('search full order', () => h.db.execute(base(`(app.normalizar(p.nombre) = 'remra') desc, (app.normalizar(p.nombre) like 'remra %') desc, ts_rank_cd(p.busqueda, to_tsquery('pg_catalog.spanish', '${q}')) desc, p.unidades_vendidas desc, p.fecha_alta desc, p.id`)));
await time('search rank only', () => h.db.execute(base(`ts_rank_cd(p.busqueda, to_tsquery('pg_catalog.spanish', '${q}')) desc, p.id`)));
await time('search ts_rank only', () => h.db.execute(base(`ts_rank(p.busqueda, to_tsquery('pg_catalog.spanish', '${q}')) desc, p.id`)));
await time('search no rank', () => h.db.execute(base(`p.fecha_alta desc, p.id`)));
await time('count only', () => h.db.execute(sql.raw(`select count(*) from app.productos p where p.busqueda @@ to_tsquery('pg_catalog.spanish', '${q}')`)));
const ids = (await queryRows<{ id: string }>(h.db, sql`select id from app.productos limit 20`)).map((r) => r.id);
await time('hydrate 20', () => loadProductos(ctx, ids));
await time('normalizar x2800', () => h.db.execute(sql.raw(`select count(*) from app.productos p where p.busqueda @@ to_tsquery('pg_catalog.spanish', '${q}') and app.normalizar(p.nombre) = 'x'`)));
const plan = await queryRows<Record<string, string>>(h.db, sql.raw(`explain analyze select p.id, count(*) over ()::int as total from app.productos p join app.emprendimientos e on e.id = p.emprendimiento_id
  where p.busqueda @@ to_tsquery('pg_catalog.spanish', '${q}') and p.habilitado and not p.eliminado and e.estado = 'Activo'
  order by ts_rank_cd(p.busqueda, to_tsquery('pg_catalog.spanish', '${q}')) desc, p.id limit 20`));
console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
await time('listing', () => h.db.execute(sql.raw(`select p.id, count(*) over ()::int from app.productos p join app.emprendimientos e on e.id = p.emprendimiento_id where p.habilitado and not p.eliminado and e.estado = 'Activo' order by p.fecha_alta desc, p.id limit 20`)));
await time('listing no count', () => h.db.execute(sql.raw(`select p.id from app.productos p join app.emprendimientos e on e.id = p.emprendimiento_id where p.habilitado and not p.eliminado and e.estado = 'Activo' order by p.fecha_alta desc, p.id limit 20`)));
await time('count public', () => h.db.execute(sql.raw(`select count(*) from app.productos p join app.emprendimientos e on e.id = p.emprendimiento_id where p.habilitado and not p.eliminado and e.estado = 'Activo'`)));
await time('count plain', () => h.db.execute(sql.raw(`select count(*) from app.productos p where p.habilitado and not p.eliminado`)));
await h.close();

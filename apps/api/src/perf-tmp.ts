import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { upsertReferenceData } from './seed/reference';
import { seedBulk } from './seed/bulk';
import { sql } from 'drizzle-orm';
import { queryRows } from './db/sql';

const h = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
if (h.kind === 'postgres') { await h.db.execute(sql`drop schema if exists app cascade`); await h.db.execute(sql`drop table if exists drizzle.app_migrations`); }
await migrateDatabase(h);
await upsertReferenceData(h.db);
let t = performance.now();
await seedBulk(h.db, { shops: 500, productsPerShop: 200 });
console.log('seedBulk 100k', Math.round(performance.now() - t), 'ms');
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '0', DATA_DIR: '/tmp/feria-perf', WEB_DIST: '/nonexistent' }), db: h.db });
await app.ready();
const [pid] = await queryRows<{ id: string; e: string }>(h.db, sql`select id, emprendimiento_id as e from app.productos limit 1 offset 5000`);
const B = '/api/v1/public/core';
const urls = [
  ...['remra', 'zapatilas', 'mochlia', 'remera', 'mate calabaza', 'taza ceramica azul', 'cafe', 'vela', 'zapati', 'xkcdqwz', 'buzo algodon verde'].map((q) => `${B}/productos/buscar?nombre=${encodeURIComponent(q)}`),
  `${B}/productos/buscar`, `${B}/productos/buscar?page=100`, `${B}/productos/buscar?precioMin=20000&precioMax=40000`, `${B}/productos/buscar?nombre=remera&precioMax=30000&idTipoProducto=1`,
  `${B}/productos/mas-vendidos?size=12`, `${B}/emprendimientos/destacados`, `${B}/estadisticas`, `${B}/productos/${pid!.id}`, `${B}/productos/${pid!.id}/imagenes`,
  `${B}/tienda/productos/obtenerProductos/${pid!.e}`, `${B}/tienda/catalogos/${pid!.e}`, `${B}/tienda/${pid!.e}`, `${B}/emprendimientos?size=20`, `${B}/emprendimientos/buscar?nombre=taler%20andino`, `${B}/productos/misProductos/${pid!.e}`,
];
for (const url of urls) {
  const times: number[] = [];
  let total = '';
  for (let i = 0; i < 30; i++) {
    const s = performance.now();
    const res = await app.inject(url);
    times.push(performance.now() - s);
    if (i === 0) { const b = res.json(); total = res.statusCode + ' ' + (b.totalElements ?? (Array.isArray(b) ? b.length : '')); }
  }
  times.sort((a, b) => a - b);
  console.log(url.replace(B, '').padEnd(70), 'p50', times[15]!.toFixed(1), 'p95', times[28]!.toFixed(1), total);
}
await app.close(); await h.close();

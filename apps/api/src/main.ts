import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seed } from './seed/seed';

// `npm start`: one process serving the SPA, the API and the uploads (ARCHITECTURE.md "Shape").
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
await migrateDatabase(handle);
const app = await buildApp({ config, db: handle.db });
const { demoSeeded } = await seed(handle.db, {
  demo: config.seedDemo,
  dataDir: config.dataDir,
  log: (message) => app.log.info(message),
});
if (demoSeeded) app.log.info('Marketplace de demostración cargado');

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'cerrando por un error');
  else app.log.info({ signal }, 'cerrando');
  await app.close();
  await handle.close();
});

await app.listen({ port: config.port, host: config.host });
const url = config.publicUrl ?? `http://localhost:${config.port}`;
app.log.info(`Feria está lista en ${url} (API en ${url}/api, documentación en ${url}/api/docs)`);

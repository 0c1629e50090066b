import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { count, like } from 'drizzle-orm';
import { migrateIdentity, seedDemoAccounts, type DemoAccount } from '@feria/identity';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { emprendimientos } from './db/schema';
import { DEMO_COMPRADORES } from './demo/demo-compradores';
import { DEMO_EMPRENDIMIENTOS } from './demo/demo-data';
import { DEMO_OWNER_PREFIX, demoOwnerId } from './lib/demo-owner';
import { seed } from './seed/seed';

// `npm start`: one process serving the SPA, the API and the uploads (ARCHITECTURE.md "Shape").
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
await migrateDatabase(handle);
await migrateIdentity(handle.db);
const app = await buildApp({ config, db: handle.db });
const { demoSeeded } = await seed(handle.db, {
  demo: config.seedDemo,
  dataDir: config.dataDir,
  log: (message) => app.log.info(message),
});
if (demoSeeded) app.log.info('Marketplace de demostración cargado');
// Demo sign-ins only where the demo marketplace lives: never a known password on a real shop.
const demoAccounts = config.seedDemo && config.oidc.embedded && (await hasDemoShops(handle.db)) ? demoAccountList() : [];
if (demoAccounts.length > 0) await seedDemoAccounts(handle.db, demoAccounts);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'cerrando por un error');
  else app.log.info({ signal }, 'cerrando');
  await app.close();
  await handle.close();
});

await app.listen({ port: config.port, host: config.host });
const url = config.publicUrl ?? `http://localhost:${config.port}`;
app.log.info(`Feria está lista en ${url} (API en ${url}/api, documentación en ${url}/api/docs)`);
if (demoAccounts.length > 0) console.log(demoAccountsTable(demoAccounts));

async function hasDemoShops(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(emprendimientos).where(like(emprendimientos.ownerUserId, `${DEMO_OWNER_PREFIX}%`));
  return (row?.n ?? 0) > 0;
}

/** Demo accounts (issue #3 §1, README): the admin, each demo shop's owner and two buyers. */
function demoAccountList(): DemoAccount[] {
  const demo = (email: string, password: string, firstName: string, lastName: string, roles: DemoAccount['roles']): DemoAccount => ({
    id: demoOwnerId(email),
    email,
    password,
    firstName,
    lastName,
    roles,
  });
  return [
    demo('admin@demo.feria.ar', 'FeriaAdmin2026!', 'Admin', 'Feria', ['admin']),
    ...DEMO_EMPRENDIMIENTOS.map((s) => demo(s.owner.email, 'FeriaDemo2026!', s.owner.nombre, s.owner.apellido, ['emprendedor'])),
    ...DEMO_COMPRADORES.map((c) => demo(c.email, 'FeriaDemo2026!', c.nombre, c.apellido, ['comprador'])),
  ];
}

function demoAccountsTable(accounts: DemoAccount[]): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  const rows = accounts.map((a) => `  ${a.roles.join(', ').padEnd(12)} ${a.email.padEnd(width)}  ${a.password}`);
  return ['', 'Cuentas de demostración:', `  ${'Rol'.padEnd(12)} ${'Correo electrónico'.padEnd(width)}  Contraseña`, ...rows, ''].join('\n');
}

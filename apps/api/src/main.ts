import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { migrateIdentity, seedDemoAccounts, type DemoAccount } from '@feria/identity';
import { migrateMpSandbox } from '@feria/mp-sandbox';
import { buildApp } from './app';
import { loadConfig, modoDePagos, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { crearDesdePlantilla } from './db/pglite-plantilla';
import { contarEmprendimientos } from './modules/emprendimientos/emprendimientos.queries';
import { DEMO_COMPRADORES } from './demo/demo-compradores';
import { DEMO_EMPRENDIMIENTOS } from './demo/demo-data';
import { DEMO_SOLICITUDES } from './demo/demo-solicitudes';
import { demoOwnerId } from './lib/demo-owner';
import { assertPortFree, lockDataDir, type DataDirLock } from './platform/data-dir-lock';
import { exitGracefullyOnSignals } from './platform/shutdown';
import { cobrosDemoDe, seed } from './seed/seed';
import { dibujosDiferidos } from './seed/demo-images';

// `npm start`: one process serving the SPA, the API and the uploads (docs/arquitectura.md#forma).
// FERIA_START_TIMINGS=1 prints when each start-up step ended, since the process started (wall and CPU time).
const timings = process.env.FERIA_START_TIMINGS === '1';
const mark = (step: string) => {
  if (!timings) return;
  const cpu = process.cpuUsage();
  console.log(
    `[inicio] ${step}: ${Math.round(performance.now())} ms (CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms)`,
  );
};
mark('módulos cargados');
// A configuration that cannot run (e.g. the payment sandbox beside real Mercado Pago credentials,
// decision 062) stops here with its Spanish message, not a stack trace.
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
// Before the database is opened at all: the port must be free and, for the embedded database,
// this must be the only process using the data directory.
let dataDirLock: DataDirLock | undefined;
try {
  await assertPortFree(config.port, config.host);
  if (!config.databaseUrl) dataDirLock = lockDataDir(config.dataDir);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
process.on('exit', () => dataDirLock?.release());
const pgliteDir = path.join(config.dataDir, 'pglite');
// The demo's ~400 pictures are drawn after the server listens (they were most of a first start's
// CPU): the seed stores their URLs, named after each SVG, and a request for one not drawn yet waits
// for that one alone (docs/arquitectura.md#rendimiento).
const dibujos = config.seedDemo ? dibujosDiferidos(DEMO_EMPRENDIMIENTOS, config.dataDir) : undefined;
if (!config.databaseUrl) await crearDesdePlantilla(pgliteDir);
const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
mark('base de datos abierta');
await migrateDatabase(handle);
mark('migraciones');
await migrateIdentity(handle.db);
await migrateMpSandbox(handle.db);
mark('migraciones de identidad y sandbox');
const app = await buildApp({ config, db: handle.db });
if (dibujos) app.addHook('onRequest', async (request) => dibujos.antesDeServir(request.url));
mark('app construida');
// A marketplace that already has shops (a restart) serves first and runs the seed's checks (reference
// data, the demo buyers and demo accounts, all already there) right after listening; a new one is
// seeded before the first request, so the demo and its accounts exist once /ready answers.
const reinicio = (await contarEmprendimientos(handle.db)) > 0;
const demoAccounts = reinicio ? [] : await sembrar();

exitGracefullyOnSignals(async (reason) => {
  say(`Cerrando (${reason})…`);
  await app.close();
  await handle.close();
  dataDirLock?.release();
});

await app.listen({ port: config.port, host: config.host });
mark('escuchando');
if (reinicio) demoAccounts.push(...(await sembrar()));
if (dibujos && (await hasDemoShops(handle.db)))
  // Pictures already on disk (a restart) are only checked; a new marketplace's are drawn (or copied from the machine's cache).
  void dibujos.dibujarTodos().then(
    () => mark('imágenes de la demo'),
    (err: unknown) => app.log.error({ err }, 'no se pudieron dibujar las imágenes de la demo'),
  );
const port = (app.server.address() as AddressInfo | null)?.port ?? config.port;
const url = config.publicUrl ?? `http://localhost:${port}`;
// Printed last, as plain text, so a person starting the demo finds it at the bottom of the terminal.
if (demoAccounts.length > 0) console.log(demoAccountsTable(demoAccounts));
// Which payments are live (decision 062): the sandbox on a PostgreSQL deployment is a warning.
if (config.pagos.sandbox && config.databaseUrl) app.log.warn(modoDePagos(config.pagos));
else say(modoDePagos(config.pagos));
say(`Feria está lista en ${url}  (API ${url}/api · documentación ${url}/api/docs · Ctrl-C para detener)`);

/** Reference data and, with SEED_DEMO, the demo marketplace (into an empty one) and the demo accounts to print. */
async function sembrar(): Promise<DemoAccount[]> {
  const { demoSeeded } = await seed(handle.db, {
    demo: config.seedDemo,
    dataDir: config.dataDir,
    log: say,
    imagenes: dibujos?.imagenes,
    cobros: cobrosDemoDe(config, app.cuentasMercadoPago.cifrador),
  });
  if (demoSeeded) say('Marketplace de demostración cargado.');
  mark('marketplace');
  // Demo sign-ins only where the demo marketplace lives: never a known password on a real shop.
  const cuentas = config.seedDemo && config.oidc.embedded && (await hasDemoShops(handle.db)) ? demoAccountList() : [];
  if (cuentas.length > 0) await seedDemoAccounts(handle.db, cuentas);
  mark('cuentas de demostración');
  return cuentas;
}

/** Progress: a log line in production (PostgreSQL), plain text for the person at the terminal otherwise. */
function say(message: string): void {
  if (config.databaseUrl) app.log.info(message);
  else console.log(message);
}

async function hasDemoShops(db: Database): Promise<boolean> {
  return (await contarEmprendimientos(db, { demo: true })) > 0;
}

/** Demo accounts (README): the admin, each demo shop's owner and two buyers. */
function demoAccountList(): DemoAccount[] {
  const demo = (
    email: string,
    password: string,
    firstName: string,
    lastName: string,
    roles: DemoAccount['roles'],
  ): DemoAccount => ({
    id: demoOwnerId(email),
    email,
    password,
    firstName,
    lastName,
    roles,
  });
  return [
    demo('admin@demo.feria.ar', 'FeriaAdmin2026!', 'Admin', 'Feria', ['admin']),
    ...DEMO_EMPRENDIMIENTOS.map((s) =>
      demo(s.owner.email, 'FeriaDemo2026!', s.owner.nombre, s.owner.apellido, ['emprendedor']),
    ),
    ...DEMO_COMPRADORES.map((c) => demo(c.email, 'FeriaDemo2026!', c.nombre, c.apellido, ['comprador'])),
    // Sellers of the demo shop requests (one waiting, one rejected), so the approval flow shows.
    ...DEMO_SOLICITUDES.map((s) =>
      demo(s.owner.email, 'FeriaDemo2026!', s.owner.nombre, s.owner.apellido, ['emprendedor']),
    ),
  ];
}

function demoAccountsTable(accounts: DemoAccount[]): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  const rows = accounts.map((a) => `  ${a.roles.join(', ').padEnd(12)} ${a.email.padEnd(width)}  ${a.password}`);
  return [
    '',
    'Cuentas de demostración:',
    `  ${'Rol'.padEnd(12)} ${'Correo electrónico'.padEnd(width)}  Contraseña`,
    ...rows,
    '',
  ].join('\n');
}

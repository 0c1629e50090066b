import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { DataDirBusyError, lockDataDir } from '../platform/data-dir-lock';
import { EscritorTar, type EntradaEscrita } from './copia-tar';
import {
  ENTRADA_MANIFIESTO,
  ENTRADA_PGLITE,
  ENTRADA_POSTGRES,
  FORMATO,
  PREFIJO_DATOS,
  VERSION_FORMATO,
  fueraDeLaCopia,
  huellasDeTablas,
  ultimaMigracion,
  type HuellaTabla,
  type Manifiesto,
} from './copia-manifiesto';

export interface OpcionesCopia {
  dataDir: string;
  /** PostgreSQL (pg_dump); unset: the embedded database in dataDir/pglite. */
  databaseUrl?: string | undefined;
  /** The file to write (its folder is created). */
  salida: string;
  almacenamiento?: 'local' | 's3';
}

export interface ResumenCopia {
  archivo: string;
  bytes: number;
  manifiesto: Manifiesto;
}

/** A clear failure for the person running the command (printed without a stack trace). */
export class ErrorDeCopia extends Error {
  override name = 'ErrorDeCopia';
}

/**
 * Writes one backup file: the database, the data dir's files (uploads, transfer proofs, the
 * secrets that open sealed tokens and signed links) and a manifest with every entry's SHA-256 and
 * every table's rows. Written under a temporary name and renamed: a failed run leaves no file that
 * looks like a copy.
 */
export async function crearCopia(o: OpcionesCopia): Promise<ResumenCopia> {
  await mkdir(path.dirname(o.salida), { recursive: true });
  const parcial = `${o.salida}.parcial`;
  const gzip = createGzip();
  const escritura = pipeline(gzip, createWriteStream(parcial, { mode: 0o600 }));
  // Surfaced by the await below; without this a failing disk would be an unhandled rejection meanwhile.
  escritura.catch(() => undefined);
  const tar = new EscritorTar(gzip);
  try {
    const base = o.databaseUrl ? await copiarPostgres(tar, o.databaseUrl) : await copiarPglite(tar, o.dataDir);
    const archivos = [base.entrada, ...(await copiarArchivos(tar, o.dataDir, parcial))];
    const manifiesto: Manifiesto = {
      formato: FORMATO,
      version: VERSION_FORMATO,
      fecha: new Date().toISOString(),
      motor: base.motor,
      versionMotor: base.versionMotor,
      ultimaMigracion: base.ultimaMigracion,
      almacenamiento: o.almacenamiento ?? 'local',
      tablas: base.tablas,
      archivos,
    };
    await tar.agregar(ENTRADA_MANIFIESTO, ...contenido(Buffer.from(JSON.stringify(manifiesto, null, 2))));
    await tar.terminar();
    gzip.end();
    await escritura;
    await rename(parcial, o.salida);
    return { archivo: o.salida, bytes: (await stat(o.salida)).size, manifiesto };
  } catch (e) {
    gzip.destroy();
    await escritura.catch(() => undefined);
    await rm(parcial, { force: true });
    throw e;
  }
}

const contenido = (b: Buffer): [number, Buffer] => [b.length, b];

interface BaseCopiada {
  entrada: EntradaEscrita;
  motor: Manifiesto['motor'];
  versionMotor: string;
  ultimaMigracion: string | null;
  tablas: Record<string, HuellaTabla>;
}

/**
 * The embedded database through PGlite's own dump. PGlite cannot be opened by two processes, so the
 * data dir's lock is taken as the server takes it: a running server makes the copy stop with a
 * message, and no server starts while the copy is taken.
 */
async function copiarPglite(tar: EscritorTar, dataDir: string): Promise<BaseCopiada> {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION')))
    throw new ErrorDeCopia(`No hay una base de datos embebida en ${pgliteDir}. ¿Es el DATA_DIR correcto?`);
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (e) {
    if (e instanceof DataDirBusyError)
      throw new ErrorDeCopia(
        `El servidor de Feria (pid ${e.owner.pid}) está usando ${dataDir}: la base embebida no se puede abrir desde ` +
          `dos procesos. Detenelo (Ctrl-C), hacé la copia y volvé a iniciarlo. Con PostgreSQL (DATABASE_URL) la ` +
          `copia se hace con el servidor andando.`,
      );
    throw e;
  }
  try {
    const handle = await openDatabase({ pgliteDir });
    try {
      const pglite = handle.pglite!;
      const tablas = await huellasDeTablas(pglite);
      const migracion = await ultimaMigracion(pglite);
      const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
      const entrada = await tar.agregar(ENTRADA_PGLITE, ...contenido(dump));
      return { entrada, motor: 'pglite', versionMotor: versionDePglite(), ultimaMigracion: migracion, tablas };
    } finally {
      await handle.close();
    }
  } finally {
    lock.release();
  }
}

export function versionDePglite(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (require(path.join(dir, 'package.json')) as { version: string }).version;
}

/**
 * pg_dump in its custom format, from the same snapshot the fingerprints are read in (an exported
 * snapshot of a read-only transaction), so a server writing meanwhile cannot make them disagree.
 */
async function copiarPostgres(tar: EscritorTar, databaseUrl: string): Promise<BaseCopiada> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const carpeta = await mkdtemp(path.join(os.tmpdir(), 'feria-copia-'));
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ s: string; v: string }>(
      `select pg_export_snapshot() as s, current_setting('server_version') as v`,
    );
    const { s: snapshot, v: versionMotor } = rows[0]!;
    const archivo = path.join(carpeta, 'postgres.dump');
    await correr('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${archivo}`], databaseUrl);
    const tablas = await huellasDeTablas(client);
    const migracion = await ultimaMigracion(client);
    await client.query('commit');
    const fh = await open(archivo);
    try {
      const { size } = await fh.stat();
      const entrada = await tar.agregar(ENTRADA_POSTGRES, size, fh.createReadStream({ autoClose: false }));
      return { entrada, motor: 'postgres', versionMotor, ultimaMigracion: migracion, tablas };
    } finally {
      await fh.close();
    }
  } finally {
    await client.end().catch(() => undefined);
    await rm(carpeta, { recursive: true, force: true });
  }
}

/**
 * Runs pg_dump / pg_restore against `databaseUrl`. The password goes in PGPASSWORD, not in the
 * arguments other users of the machine can list.
 */
export async function correr(programa: string, args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const env = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  const hijo = spawn(programa, [...args, `--dbname=${url.toString()}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errores = '';
  hijo.stderr.setEncoding('utf8').on('data', (t: string) => (errores += t));
  const codigo = await new Promise<number | null>((resolve, reject) => {
    hijo.once('error', reject);
    hijo.once('close', resolve);
  }).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT')
      throw new ErrorDeCopia(
        `No se encontró ${programa} en el PATH. Instalá el cliente de PostgreSQL (paquete postgresql-client, de la ` +
          `misma versión mayor que el servidor o más nueva) y volvé a intentar.`,
      );
    throw e;
  });
  if (codigo !== 0) throw new ErrorDeCopia(`${programa} terminó con error (código ${codigo}):\n${errores.trim()}`);
}

/** Every file of the data dir but the database's own and the lock, depth first in name order. */
async function copiarArchivos(tar: EscritorTar, dataDir: string, parcial: string): Promise<EntradaEscrita[]> {
  const r: EntradaEscrita[] = [];
  for await (const relativa of recorrer(dataDir, '')) {
    // The copy being written, when its folder is the data dir itself.
    if (fueraDeLaCopia(relativa) || path.join(dataDir, relativa) === path.resolve(parcial)) continue;
    let fh;
    try {
      fh = await open(path.join(dataDir, relativa));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue; // removed since listed (an orphan upload swept)
      throw e;
    }
    try {
      // Opened before its size is read: a file deleted meanwhile is still read whole.
      const { size, mode } = await fh.stat();
      const fuente = size === 0 ? Buffer.alloc(0) : fh.createReadStream({ start: 0, end: size - 1, autoClose: false });
      r.push(await tar.agregar(PREFIJO_DATOS + relativa, size, fuente, mode));
    } finally {
      await fh.close();
    }
  }
  return r;
}

async function* recorrer(base: string, relativa: string): AsyncGenerator<string> {
  let entradas;
  try {
    entradas = await readdir(path.join(base, relativa), { withFileTypes: true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  entradas.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entradas) {
    const hija = relativa ? `${relativa}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (hija !== 'pglite') yield* recorrer(base, hija);
    } else if (e.isFile()) yield hija;
  }
}

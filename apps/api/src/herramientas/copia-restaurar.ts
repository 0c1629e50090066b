import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { DataDirBusyError, lockDataDir, type DataDirLock } from '../platform/data-dir-lock';
import { ArchivoDanado, leerTar, type EntradaLeida } from './copia-tar';
import { ErrorDeCopia, correr, versionDePglite } from './copia-crear';
import {
  ENTRADA_MANIFIESTO,
  ENTRADA_PGLITE,
  ENTRADA_POSTGRES,
  FORMATO,
  PREFIJO_DATOS,
  VERSION_FORMATO,
  diferencias,
  huellasDeTablas,
  rutaSegura,
  type Consultor,
  type HuellaTabla,
  type Manifiesto,
} from './copia-manifiesto';

export interface OpcionesRestauracion {
  archivo: string;
  /** The data dir to bring back: new or empty, unless `forzar`. */
  dataDir: string;
  /** PostgreSQL to pg_restore into (empty, unless `forzar`); unset: the embedded database in dataDir. */
  databaseUrl?: string | undefined;
  /** Replace a data dir's contents (and a database's objects) that are not empty. */
  forzar?: boolean;
}

export interface ResumenRestauracion {
  manifiesto: Manifiesto;
  /** Things worth telling that did not stop the restore (e.g. another PGlite version). */
  avisos: string[];
}

const CARPETA_BASE = '.base';

/**
 * Brings a data dir (and, with PostgreSQL, the database) back to a copy's state. Everything is
 * unpacked into a folder inside the data dir and checked first (every entry's SHA-256 against the
 * manifest, then every table's rows once the database is loaded); only then does it take the data
 * dir's place. The data dir's lock is held throughout, so no server starts on a half-restored dir.
 */
export async function restaurarCopia(o: OpcionesRestauracion): Promise<ResumenRestauracion> {
  await exigirArchivo(o.archivo);
  const ocupado = await contenidoDe(o.dataDir);
  if (ocupado.length > 0 && !o.forzar)
    throw new ErrorDeCopia(
      `El directorio de datos ${o.dataDir} no está vacío. Restaurá en uno nuevo (--data-dir) o agregá --forzar ` +
        `para reemplazar su contenido.`,
    );
  if (o.databaseUrl && !o.forzar && (await tablasDe(o.databaseUrl)) > 0)
    throw new ErrorDeCopia(
      `La base de datos de DATABASE_URL ya tiene tablas. Restaurá en una base nueva (createdb) o agregá --forzar ` +
        `para reemplazar sus objetos.`,
    );
  const existia = await stat(o.dataDir).then(
    () => true,
    () => false,
  );
  const lock = tomarBloqueo(o.dataDir);
  const preparacion = path.join(o.dataDir, `.restauracion-${process.pid}`);
  let restaurada = false;
  try {
    await rm(preparacion, { recursive: true, force: true });
    const { manifiesto, leidas } = await desempacar(o.archivo, preparacion);
    verificarArchivos(manifiesto, leidas);
    const avisos: string[] = [];
    if (manifiesto.almacenamiento === 's3')
      avisos.push(
        'Las imágenes y los comprobantes estaban en un bucket (STORAGE=s3): no vienen en la copia; la base los ' +
          'sigue nombrando con las mismas claves.',
      );
    const base = path.join(preparacion, CARPETA_BASE);
    if (manifiesto.motor === 'pglite') {
      if (o.databaseUrl)
        throw new ErrorDeCopia(
          'La copia es de la base embebida (PGlite) y DATABASE_URL está definida: quitá DATABASE_URL para ' +
            'restaurarla en el directorio de datos.',
        );
      const version = versionDePglite();
      if (version !== manifiesto.versionMotor)
        avisos.push(`La copia se hizo con PGlite ${manifiesto.versionMotor}; esta instalación tiene ${version}.`);
      await restaurarPglite(path.join(base, 'pglite.tar'), path.join(preparacion, 'pglite'), manifiesto.tablas);
    } else {
      if (!o.databaseUrl)
        throw new ErrorDeCopia('La copia es de PostgreSQL: definí DATABASE_URL con la base (nueva) donde restaurarla.');
      await restaurarPostgres(path.join(base, 'postgres.dump'), o.databaseUrl, !!o.forzar, manifiesto.tablas);
    }
    await rm(base, { recursive: true, force: true });
    for (const nombre of ocupado) await rm(path.join(o.dataDir, nombre), { recursive: true, force: true });
    for (const nombre of await readdir(preparacion))
      await rename(path.join(preparacion, nombre), path.join(o.dataDir, nombre));
    restaurada = true;
    return { manifiesto, avisos };
  } finally {
    await rm(preparacion, { recursive: true, force: true });
    lock.release();
    // A failed restore into a folder it created leaves nothing behind.
    if (!restaurada && !existia) await rm(o.dataDir, { recursive: true, force: true });
  }
}

async function exigirArchivo(archivo: string): Promise<void> {
  try {
    if ((await stat(archivo)).isFile()) return;
  } catch {
    // reported below
  }
  throw new ErrorDeCopia(`No se encontró el archivo de copia ${archivo}.`);
}

/** What the data dir holds besides a lock (none: a new or empty dir). */
async function contenidoDe(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(dataDir)).filter((n) => n !== 'feria.lock' && !n.startsWith('.restauracion-'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
}

function tomarBloqueo(dataDir: string): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (e) {
    if (e instanceof DataDirBusyError)
      throw new ErrorDeCopia(
        `El servidor de Feria (pid ${e.owner.pid}) está usando ${dataDir}. Detenelo antes de restaurar una copia.`,
      );
    throw e;
  }
}

interface Leida {
  bytes: number;
  sha256: string;
}

/** Unpacks every entry (data files into `destino`, the database dump into its `.base` folder), hashing each. */
async function desempacar(
  archivo: string,
  destino: string,
): Promise<{ manifiesto: Manifiesto; leidas: Map<string, Leida> }> {
  const leidas = new Map<string, Leida>();
  let manifiesto: Buffer | undefined;
  const gunzip = createReadStream(archivo).pipe(createGunzip());
  // A gzip that is not one (or is cut short) fails the stream: reported in Spanish, not zlib's words.
  const entradas = leerTar(
    (async function* () {
      try {
        for await (const t of gunzip) yield t as Buffer;
      } catch (e) {
        throw new ArchivoDanado(`gzip: ${(e as Error).message}`);
      }
    })(),
  );
  try {
    for await (const e of entradas) {
      if (leidas.has(e.ruta)) throw new ArchivoDanado(`la entrada ${e.ruta} aparece dos veces`);
      if (e.ruta === ENTRADA_MANIFIESTO) {
        const trozos: Buffer[] = [];
        for await (const t of e.contenido) trozos.push(t);
        manifiesto = Buffer.concat(trozos);
        continue;
      }
      const ruta =
        e.ruta === ENTRADA_PGLITE || e.ruta === ENTRADA_POSTGRES
          ? path.join(destino, CARPETA_BASE, path.basename(e.ruta))
          : e.ruta.startsWith(PREFIJO_DATOS)
            ? rutaSegura(destino, e.ruta)
            : null;
      if (!ruta) throw new ArchivoDanado(`entrada desconocida ${e.ruta}`);
      leidas.set(e.ruta, await escribir(e, ruta));
    }
  } finally {
    gunzip.destroy();
  }
  if (!manifiesto) throw new ArchivoDanado('no tiene manifiesto: no es una copia de Feria o está incompleta');
  let m: Manifiesto;
  try {
    m = JSON.parse(manifiesto.toString('utf8')) as Manifiesto;
  } catch {
    throw new ArchivoDanado('el manifiesto no se puede leer');
  }
  if (m.formato !== FORMATO) throw new ErrorDeCopia(`${archivo} no es una copia de Feria.`);
  if (m.version !== VERSION_FORMATO)
    throw new ErrorDeCopia(
      `La copia tiene el formato ${m.version}; esta versión de Feria restaura el ${VERSION_FORMATO}.`,
    );
  return { manifiesto: m, leidas };
}

async function escribir(e: EntradaLeida, ruta: string): Promise<Leida> {
  await mkdir(path.dirname(ruta), { recursive: true });
  const hash = createHash('sha256');
  const salida = createWriteStream(ruta, { mode: e.modo & 0o777 || 0o644 });
  const cerrada = once(salida, 'close');
  for await (const t of e.contenido) {
    hash.update(t);
    if (!salida.write(t)) await once(salida, 'drain');
  }
  salida.end();
  await cerrada;
  return { bytes: e.bytes, sha256: hash.digest('hex') };
}

function verificarArchivos(m: Manifiesto, leidas: Map<string, Leida>): void {
  for (const a of m.archivos) {
    const l = leidas.get(a.ruta);
    if (!l) throw new ArchivoDanado(`falta ${a.ruta}`);
    if (l.bytes !== a.bytes || l.sha256 !== a.sha256) throw new ArchivoDanado(`${a.ruta} no coincide con su SHA-256`);
  }
  const esperadas = new Set(m.archivos.map((a) => a.ruta));
  for (const ruta of leidas.keys())
    if (!esperadas.has(ruta)) throw new ArchivoDanado(`${ruta} no figura en el manifiesto`);
}

async function restaurarPglite(dump: string, pgliteDir: string, tablas: Record<string, HuellaTabla>): Promise<void> {
  const handle = await openDatabase({ pgliteDir, loadDataDir: new Blob([await readFile(dump)]) });
  try {
    exigirIguales(tablas, await huellasDeTablas(handle.pglite!));
  } finally {
    await handle.close();
  }
}

async function restaurarPostgres(
  dump: string,
  databaseUrl: string,
  forzar: boolean,
  tablas: Record<string, HuellaTabla>,
): Promise<void> {
  // One transaction: a failing restore leaves the database as it was.
  const args = ['--no-owner', '--no-privileges', '--single-transaction', ...(forzar ? ['--clean', '--if-exists'] : [])];
  await correr('pg_restore', [...args, dump], databaseUrl);
  await conCliente(databaseUrl, async (c) => exigirIguales(tablas, await huellasDeTablas(c)));
}

function exigirIguales(esperadas: Record<string, HuellaTabla>, obtenidas: Record<string, HuellaTabla>): void {
  const d = diferencias(esperadas, obtenidas);
  if (d.length > 0)
    throw new ErrorDeCopia(`La base restaurada no coincide con la copia:\n  ${d.slice(0, 20).join('\n  ')}`);
}

async function tablasDe(databaseUrl: string): Promise<number> {
  return conCliente(databaseUrl, async (c) => {
    const { rows } = await c.query<{ n: string }>(
      `select count(*) as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg\\_%'`,
    );
    return Number(rows[0]?.n ?? 0);
  });
}

async function conCliente<T>(databaseUrl: string, f: (c: Consultor) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await f(client);
  } finally {
    await client.end();
  }
}

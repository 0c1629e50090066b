import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PRIMER_VENDEDOR_DEMO, VENDEDORES_DEMO } from '@feria/mp-sandbox';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { ARCHIVO_CLAVE_TOKENS, claveGuardada, cifrador } from '../lib/cifrado';
import { ARCHIVO_SECRETO_FIRMA } from '../lib/secreto-firma';
import { secretoGuardado } from '../lib/secreto-guardado';
import { processStartTime } from '../platform/data-dir-lock';
import { tokenDeUsuarioMp } from '../modules/pagos/cuentas';
import { ventasPrueba } from '../modules/ventas/ventas-prueba';
import { createTestApp, TEST_DATA_DIR, type TestApp } from '../testing';
import { crearCopia } from './copia-crear';
import { restaurarCopia } from './copia-restaurar';

// Backup → restore round trip (README "Copias de seguridad"): a demo marketplace with new orders,
// a transfer proof and a product picture is copied, restored into a new data dir (and, on
// PostgreSQL, a new database), and every table's rows and every file must come back identical.

const databaseUrl = process.env.DATABASE_URL || undefined;
/** On PostgreSQL the copy goes into a database of its own beside the test one. */
const restauradaUrl = databaseUrl
  ? (() => {
      const u = new URL(databaseUrl);
      u.pathname = `${u.pathname}_restaurada`;
      return u.toString();
    })()
  : undefined;

interface Tabla {
  filas: number;
  hash: string | null;
}

/** Row count and md5 of the rows in primary-key order (all columns where a table has no key), per table. */
async function tablas(c: { query: (sql: string) => Promise<{ rows: unknown[] }> }): Promise<Record<string, Tabla>> {
  await c.query(`set timezone to 'UTC'`);
  const { rows } = (await c.query(
    `select n.nspname as esquema, c.relname as tabla,
       (select string_agg(quote_ident(a.attname), ', ' order by k.i)
          from pg_index x cross join lateral unnest(x.indkey) with ordinality k(attnum, i)
          join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum
         where x.indrelid = c.oid and x.indisprimary) as pk
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg\\_%'`,
  )) as { rows: { esquema: string; tabla: string; pk: string | null }[] };
  const r: Record<string, Tabla> = {};
  for (const t of rows) {
    const orden = t.pk ?? 'x::text';
    const { rows: h } = (await c.query(
      `select count(*) as filas, md5(string_agg(x::text, E'\\n' order by ${orden})) as hash
       from ${t.esquema}.${t.tabla} x`,
    )) as { rows: { filas: string | number; hash: string | null }[] };
    r[`${t.esquema}.${t.tabla}`] = { filas: Number(h[0]!.filas), hash: h[0]!.hash };
  }
  return r;
}

/** Every file under `dir` (the embedded database's own folder and the lock aside), path → bytes. */
async function archivos(dir: string): Promise<Map<string, Buffer>> {
  const r = new Map<string, Buffer>();
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const ruta = path.relative(dir, path.join(e.parentPath, e.name));
    if (!e.isFile() || ruta.startsWith(`pglite${path.sep}`) || ruta === 'feria.lock') continue;
    r.set(ruta, await readFile(path.join(dir, ruta)));
  }
  return r;
}

/** The environment without DATABASE_URL: the embedded database's copy is restored without one. */
function sinBase(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const r = { ...env };
  delete r.DATABASE_URL;
  return r;
}

async function conPg<T>(url: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

describe(`backup and restore (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let raiz: string;
  let origen: string;
  let copia: string;
  beforeAll(async () => {
    raiz = await mkdtemp(path.join(os.tmpdir(), 'feria-copia-test-'));
    origen = path.join(raiz, 'origen');
    copia = path.join(raiz, 'copia.tar.gz');
    // The demo shops' Mercado Pago tokens are sealed with the test data dir's key: it is this data dir's key too.
    await mkdir(origen);
    await copyFile(path.join(TEST_DATA_DIR, ARCHIVO_CLAVE_TOKENS), path.join(origen, ARCHIVO_CLAVE_TOKENS));
    t = await createTestApp({ seed: 'demo', env: { DATA_DIR: origen } });
    const { comprador, tienda, pedir, subirComprobante } = ventasPrueba(() => t);
    const u = await comprador();
    const s = await tienda(
      [
        { nombre: 'Mate de calabaza', precio: 9000, stock: 5 },
        { nombre: 'Bombilla de alpaca', precio: 12000, stock: 5 },
      ],
      { mercadoPago: false },
    );
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
    for (const idProducto of s.productos) {
      const { body: venta, status } = await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto, cantidad: 2 }],
        metodoPago: 'TRANSFERENCIA',
      });
      expect(status).toBe(201);
      expect((await subirComprobante(u, venta.id, png)).status).toBe(200);
    }
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'mate.png');
    const foto = await t.app.inject({
      method: 'POST',
      url: `/api/emprendedor/v1/productos/${s.productos[0]}/imagenes`,
      headers: await t.auth(s.vendedor),
      payload: form,
    });
    expect(foto.statusCode).toBe(201);
    secretoGuardado(origen, ARCHIVO_SECRETO_FIRMA, 'base64url');
    if (!databaseUrl) {
      // The test app's database lives in memory: it becomes the data dir's embedded database.
      const enMemoria = (t.db as unknown as { $client: PGlite }).$client;
      const dump = await enMemoria.dumpDataDir('none');
      const enDisco = await PGlite.create({ dataDir: path.join(origen, 'pglite'), loadDataDir: dump });
      await enDisco.close();
    }
    await t.close();
  }, 180_000);
  afterAll(async () => {
    await rm(raiz, { recursive: true, force: true });
    if (restauradaUrl) await borrarBaseRestaurada();
  });

  async function abrir(dataDir: string, url: string | undefined): Promise<DatabaseHandle> {
    return openDatabase(url ? { databaseUrl: url, poolSize: 1 } : { pgliteDir: path.join(dataDir, 'pglite') });
  }
  const consultor = (h: DatabaseHandle, url: string | undefined) =>
    url
      ? <T>(f: (c: { query: (sql: string) => Promise<{ rows: unknown[] }> }) => Promise<T>) => conPg(url, f)
      : <T>(f: (c: { query: (sql: string) => Promise<{ rows: unknown[] }> }) => Promise<T>) => f(h.pglite!);

  const nombreRestaurada = () => new URL(restauradaUrl!).pathname.slice(1);
  const borrarBaseRestaurada = () =>
    conPg(databaseUrl!, (c) => c.query(`drop database if exists "${nombreRestaurada()}" with (force)`));
  async function nuevaBaseRestaurada(): Promise<void> {
    await borrarBaseRestaurada();
    await conPg(databaseUrl!, (c) => c.query(`create database "${nombreRestaurada()}"`));
  }

  it('brings every row of every table and every uploaded file back, byte for byte', async () => {
    const resumen = await crearCopia({ dataDir: origen, databaseUrl, salida: copia });
    expect((await stat(copia)).mode & 0o777).toBe(0o600);
    if (databaseUrl) await nuevaBaseRestaurada();
    const destino = path.join(raiz, 'restaurado');
    await restaurarCopia({ archivo: copia, dataDir: destino, databaseUrl: restauradaUrl });

    const a = await abrir(origen, databaseUrl);
    const b = await abrir(destino, restauradaUrl);
    try {
      const antes = await consultor(a, databaseUrl)(tablas);
      const despues = await consultor(b, restauradaUrl)(tablas);
      expect(Object.keys(despues).sort()).toEqual(Object.keys(antes).sort());
      for (const [nombre, tabla] of Object.entries(antes)) expect(despues[nombre], nombre).toEqual(tabla);
      // Not an empty comparison: the demo's orders and the two new ones, and the shops, are there.
      const filas = (r: Record<string, { filas: number }>, tabla: string) => r[`app.${tabla}`]?.filas;
      expect(filas(antes, 'ventas')).toBeGreaterThan(2);
      expect(filas(antes, 'emprendimientos')).toBeGreaterThan(1);
      expect(filas(resumen.manifiesto.tablas, 'ventas')).toBe(filas(antes, 'ventas'));
      // The restored key opens the demo shops' sealed Mercado Pago tokens, as the original key does.
      const abiertos = async (h: DatabaseHandle, dataDir: string) => {
        const abridor = cifrador(claveGuardada(dataDir));
        const ids = Array.from({ length: VENDEDORES_DEMO }, (_, i) => String(PRIMER_VENDEDOR_DEMO + i));
        return Promise.all(ids.map((id) => tokenDeUsuarioMp(h.db, abridor, id)));
      };
      const tokens = await abiertos(a, origen);
      expect(tokens.filter(Boolean).length).toBeGreaterThan(0);
      expect(await abiertos(b, destino)).toEqual(tokens);
    } finally {
      await a.close();
      await b.close();
    }

    const original = await archivos(origen);
    const restaurado = await archivos(destino);
    expect([...restaurado.keys()].sort()).toEqual([...original.keys()].sort());
    for (const [ruta, bytes] of original) expect(restaurado.get(ruta)!.equals(bytes), ruta).toBe(true);
    const rutas = [...original.keys()];
    expect(rutas.filter((r) => r.startsWith(`comprobantes${path.sep}`))).toHaveLength(2);
    expect(rutas.filter((r) => r.startsWith(`uploads${path.sep}productos${path.sep}`)).length).toBeGreaterThan(0);
    expect(rutas).toContain(ARCHIVO_SECRETO_FIRMA);
    expect((await stat(path.join(destino, ARCHIVO_SECRETO_FIRMA))).mode & 0o777).toBe(0o600);
  }, 180_000);

  it('refuses a data dir that is not empty, and replaces it with --forzar', async () => {
    const destino = path.join(raiz, 'ocupado');
    await rm(destino, { recursive: true, force: true });
    await mkdir(destino);
    await writeFile(path.join(destino, 'viejo.txt'), 'algo');
    if (databaseUrl) await nuevaBaseRestaurada();
    await expect(restaurarCopia({ archivo: copia, dataDir: destino, databaseUrl: restauradaUrl })).rejects.toThrow(
      `El directorio de datos ${destino} no está vacío. Restaurá en uno nuevo (--data-dir) o agregá --forzar`,
    );
    await restaurarCopia({ archivo: copia, dataDir: destino, databaseUrl: restauradaUrl, forzar: true });
    expect((await readdir(destino)).sort()).toEqual((await readdir(path.join(raiz, 'restaurado'))).sort());
    if (databaseUrl) {
      // A database that already has tables is refused the same way.
      await rm(destino, { recursive: true, force: true });
      await expect(restaurarCopia({ archivo: copia, dataDir: destino, databaseUrl: restauradaUrl })).rejects.toThrow(
        'La base de datos de DATABASE_URL ya tiene tablas.',
      );
    }
  }, 180_000);

  it.skipIf(databaseUrl)('refuses to copy an embedded database a running server holds', async () => {
    // The lock a running server leaves (another live process: the one that started this test worker).
    const lock = path.join(origen, 'feria.lock');
    const pid = process.ppid;
    await writeFile(lock, JSON.stringify({ pid, start: processStartTime(pid), since: 'antes' }));
    const salida = path.join(raiz, 'con-servidor.tar.gz');
    try {
      await expect(crearCopia({ dataDir: origen, salida })).rejects.toThrow(
        `El servidor de Feria (pid ${pid}) está usando ${origen}: la base embebida no se puede abrir desde dos ` +
          `procesos. Detenelo (Ctrl-C), hacé la copia y volvé a iniciarlo.`,
      );
      expect(await readdir(raiz)).not.toContain('con-servidor.tar.gz');
      expect(await readdir(raiz)).not.toContain('con-servidor.tar.gz.parcial');
    } finally {
      await rm(lock, { force: true });
    }
  });

  it('stops on a damaged file with a clear message and leaves no data dir behind', async () => {
    const tar = gunzipSync(await readFile(copia));
    // One byte of a transfer proof changed, the gzip and tar still well formed: only its SHA-256 tells.
    const nombre = Buffer.from('datos/comprobantes/');
    const encabezado = tar.indexOf(nombre);
    expect(encabezado).toBeGreaterThan(0);
    const alterado = Buffer.from(tar);
    const byte = encabezado + 512 + 100;
    alterado[byte] = alterado[byte]! ^ 0xff;
    const danada = path.join(raiz, 'alterada.tar.gz');
    await writeFile(danada, gzipSync(alterado));
    const destino = path.join(raiz, 'nunca');
    await expect(restaurarCopia({ archivo: danada, dataDir: destino })).rejects.toThrow(
      /^El archivo de copia está dañado o incompleto \(datos\/comprobantes\/.+ no coincide con su SHA-256\)\.$/,
    );
    await expect(stat(destino)).rejects.toThrow();

    // Cut short (a copy interrupted while uploading it somewhere): the command says so and fails.
    const cortada = path.join(raiz, 'cortada.tar.gz');
    const bytes = await readFile(copia);
    await writeFile(cortada, bytes.subarray(0, bytes.length >> 1));
    const r = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'restore.ts'), cortada, '--data-dir', destino],
      { env: { ...sinBase(process.env), INIT_CWD: raiz } },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(
      'No se pudo restaurar la copia. El archivo de copia está dañado o incompleto (gzip: unexpected end of file).',
    );
    await expect(stat(destino)).rejects.toThrow();
  }, 120_000);
});

import path from 'node:path';
import type { EntradaEscrita } from './copia-tar';

/** What a backup file holds, written as its last entry (`manifiesto.json`). */
export interface Manifiesto {
  formato: typeof FORMATO;
  version: typeof VERSION_FORMATO;
  /** ISO date the copy was taken. */
  fecha: string;
  motor: 'pglite' | 'postgres';
  /** PGlite's package version or PostgreSQL's server_version: a copy loads back into the same engine. */
  versionMotor: string;
  /** The last migration applied to the copied database (its drizzle hash), or null on an empty one. */
  ultimaMigracion: string | null;
  /** Where uploads lived: 'local' ones are in the copy; 's3' ones stay in the bucket. */
  almacenamiento: 'local' | 's3';
  /** Row count and content fingerprint of every table, `esquema.tabla` → …, checked after a restore. */
  tablas: Record<string, HuellaTabla>;
  /** Every entry of the copy but this manifest, with its SHA-256. */
  archivos: EntradaEscrita[];
}

export interface HuellaTabla {
  filas: number;
  huella: string;
}

export const FORMATO = 'feria-copia';
export const VERSION_FORMATO = 1;
export const ENTRADA_MANIFIESTO = 'manifiesto.json';
/** The database: PGlite's data-dir dump (a tar) or pg_dump's custom format. */
export const ENTRADA_PGLITE = 'base/pglite.tar';
export const ENTRADA_POSTGRES = 'base/postgres.dump';
/** The data dir's files (uploads, transfer proofs, the secrets, the local mail folder) under this prefix. */
export const PREFIJO_DATOS = 'datos/';

/**
 * Left out of the data dir's files: the embedded database (copied through its dump, never its live
 * files), the running server's lock and files being written (a `.tmp` renamed into place).
 */
export function fueraDeLaCopia(relativa: string): boolean {
  const partes = relativa.split('/');
  return partes[0] === 'pglite' || relativa === 'feria.lock' || relativa.endsWith('.tmp');
}

/** A path inside the data dir from an entry name; refuses names that would land outside it. */
export function rutaSegura(base: string, entrada: string): string {
  const relativa = entrada.slice(PREFIJO_DATOS.length);
  const partes = relativa.split('/');
  if (!relativa || relativa.startsWith('/') || partes.some((p) => p === '' || p === '.' || p === '..'))
    throw new Error(`La copia tiene una entrada con un nombre inválido: ${entrada}`);
  return path.join(base, ...partes);
}

/** Anything that answers SQL with rows: a PGlite instance or a pg client. */
export interface Consultor {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

/**
 * Rows and a fingerprint of every table of every schema (the app's, identity's, the payment
 * sandbox's, the migration records): md5 over each row's md5 in a fixed order, so equal tables give
 * equal fingerprints whatever the engine stored them as. The session's settings that change how a
 * value prints are fixed first.
 */
export async function huellasDeTablas(c: Consultor): Promise<Record<string, HuellaTabla>> {
  await c.query(`set timezone to 'UTC'`);
  await c.query(`set datestyle to 'ISO, YMD'`);
  await c.query(`set intervalstyle to 'postgres'`);
  await c.query(`set extra_float_digits to 1`);
  await c.query(`set bytea_output to 'hex'`);
  const { rows: tablas } = await c.query<{ esquema: string; tabla: string }>(
    `select table_schema as esquema, table_name as tabla from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       and table_schema not like 'pg\\_%'
     order by 1, 2`,
  );
  const r: Record<string, HuellaTabla> = {};
  for (const { esquema, tabla } of tablas) {
    const { rows } = await c.query<{ filas: number | string; huella: string | null }>(
      `select count(*) as filas, md5(string_agg(h, '' order by h)) as huella
       from (select md5(t::text) as h from ${ident(esquema)}.${ident(tabla)} t) x`,
    );
    r[`${esquema}.${tabla}`] = { filas: Number(rows[0]?.filas ?? 0), huella: rows[0]?.huella ?? '' };
  }
  return r;
}

/** The last applied app migration (drizzle's record), or null. */
export async function ultimaMigracion(c: Consultor): Promise<string | null> {
  try {
    const { rows } = await c.query<{ hash: string }>(
      `select hash from drizzle.app_migrations order by created_at desc, id desc limit 1`,
    );
    return rows[0]?.hash ?? null;
  } catch {
    return null;
  }
}

/** The tables whose rows differ between the copy's manifest and the restored database, in words. */
export function diferencias(esperadas: Record<string, HuellaTabla>, obtenidas: Record<string, HuellaTabla>): string[] {
  const nombres = new Set([...Object.keys(esperadas), ...Object.keys(obtenidas)]);
  const r: string[] = [];
  for (const n of [...nombres].sort()) {
    const e = esperadas[n];
    const o = obtenidas[n];
    if (!o) r.push(`${n}: falta en la base restaurada`);
    else if (!e) r.push(`${n}: no estaba en la copia`);
    else if (e.filas !== o.filas) r.push(`${n}: ${e.filas} filas en la copia, ${o.filas} restauradas`);
    else if (e.huella !== o.huella) r.push(`${n}: el contenido no coincide`);
  }
  return r;
}

/** Arguments: positional ones and `--clave valor` / `--bandera`. */
export function leerArgumentos(
  argv: readonly string[],
  conValor: readonly string[],
  banderas: readonly string[],
): { posicionales: string[]; opciones: Record<string, string | true> } {
  const posicionales: string[] = [];
  const opciones: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) {
      posicionales.push(a);
      continue;
    }
    const [clave, valorEnLinea] = a.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (banderas.includes(clave)) opciones[clave] = true;
    else if (conValor.includes(clave)) {
      const valor = valorEnLinea ?? argv[++i];
      if (!valor) throw new Error(`Falta el valor de --${clave}.`);
      opciones[clave] = valor;
    } else throw new Error(`Opción desconocida: ${a}`);
  }
  return { posicionales, opciones };
}

/** A path the user typed: relative to where they ran npm (npm runs the workspace script in apps/api). */
export function rutaDelUsuario(ruta: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), ruta);
}

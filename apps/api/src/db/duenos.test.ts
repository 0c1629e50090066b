import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';
import duenos from '../modules/duenos.json';

// The SQL half of table ownership (modules/README.md): ESLint refuses a drizzle table imported
// outside its owner; this refuses raw SQL naming `app.<table>` outside it.

const SRC = path.resolve(import.meta.dirname, '..');
/** Set-based loaders of the benchmarks' bulk data, and a deliberately broken query: not product code. */
const EXCEPCIONES = new Set([
  'seed/bulk.ts',
  'seed/bulk-words.ts',
  'seed/bulk.test.ts',
  'plugins/error-handler.test.ts',
]);

const duenoDe = new Map(
  Object.entries(duenos).flatMap(([modulo, tablas]) => tablas.map((t): [string, string] => [t, modulo])),
);

function archivos(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const ruta = path.join(dir, e.name);
    if (e.isDirectory()) return archivos(ruta);
    return e.name.endsWith('.ts') ? [path.relative(SRC, ruta).split(path.sep).join('/')] : [];
  });
}

/** `app.<table>` names in the source that the file's module does not own. */
function ajenas(relativo: string, fuente: string): string[] {
  const modulo = /^modules\/([^/]+)\//.exec(relativo)?.[1];
  return [...fuente.matchAll(/\bapp\.([a-z_]+)\b/g)]
    .map((m) => m[1]!)
    .filter((tabla) => duenoDe.has(tabla) && duenoDe.get(tabla) !== modulo)
    .map((tabla) => `${relativo}: app.${tabla} (del módulo ${duenoDe.get(tabla)})`);
}

describe('table owners', () => {
  it('gives every table of the schema exactly one owning module', () => {
    const tablas = (Object.values(schema) as unknown[])
      .filter((v): v is PgTable => v instanceof PgTable)
      .map((t) => getTableConfig(t).name)
      .sort();
    expect([...duenoDe.keys()].sort()).toEqual(tablas);
    expect(duenoDe.size).toBe(Object.values(duenos).flat().length);
  });

  it('names a table in SQL only inside its owning module (and db/, where the migrations live)', () => {
    const fuera = archivos(SRC)
      .filter((f) => !f.startsWith('db/') && !EXCEPCIONES.has(f))
      .flatMap((f) => ajenas(f, readFileSync(path.join(SRC, f), 'utf8')));
    expect(fuera).toEqual([]);
  });

  it('catches a foreign table in raw SQL', () => {
    expect(ajenas('modules/tienda/x.ts', 'sql`select 1 from app.catalogos c`')).toEqual([
      'modules/tienda/x.ts: app.catalogos (del módulo catalogos)',
    ]);
    expect(ajenas('modules/catalogos/x.ts', 'sql`select 1 from app.catalogos c`')).toEqual([]);
  });
});

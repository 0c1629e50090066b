import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { queryRows } from './sql';
import { migrateDatabase } from './migrate';
import { carpetaDePlantilla, crearDesdePlantilla } from './pglite-plantilla';

// scripts/pglite-plantilla.mjs, which `npm start` runs beside a first start's builds (plain JavaScript, untyped here).
const script = (): Promise<{ carpetaDePlantilla(): string; hacerPlantilla(carpeta?: string): Promise<boolean> }> =>
  import(/* @vite-ignore */ new URL('../../../../scripts/pglite-plantilla.mjs', import.meta.url).href);

describe('a new PGlite data dir from the machine copy of a fresh one (decision 047)', () => {
  let dir: string;
  const previa = process.env.FERIA_PGLITE_PLANTILLA;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'feria-plantilla-test-'));
    process.env.FERIA_PGLITE_PLANTILLA = path.join(dir, 'plantilla');
  });
  afterAll(async () => {
    if (previa === undefined) delete process.env.FERIA_PGLITE_PLANTILLA;
    else process.env.FERIA_PGLITE_PLANTILLA = previa;
    await rm(dir, { recursive: true, force: true });
  });

  it('makes the copy once; a data dir made from it is a working database that migrates, and the next one is still empty', async () => {
    const primera = path.join(dir, 'primera', 'pglite');
    await crearDesdePlantilla(primera);
    expect(await readdir(path.join(dir, 'plantilla'))).toContain('PG_VERSION');
    const handle = await openDatabase({ pgliteDir: primera });
    try {
      await migrateDatabase(handle);
      expect(await queryRows(handle.db, sql`select count(*)::int as n from app.emprendimientos`)).toEqual([{ n: 0 }]);
    } finally {
      await handle.close();
    }
    // Migrating the first did not change the copy: the second data dir has no app schema yet.
    const segunda = path.join(dir, 'segunda', 'pglite');
    await crearDesdePlantilla(segunda);
    const otra = await openDatabase({ pgliteDir: segunda });
    try {
      expect(await queryRows(otra.db, sql`select count(*)::int as n from pg_namespace where nspname = 'app'`)).toEqual([
        { n: 0 },
      ]);
    } finally {
      await otra.close();
    }
  }, 180_000);

  it('leaves an existing data dir alone', async () => {
    const pgliteDir = path.join(dir, 'existente', 'pglite');
    await crearDesdePlantilla(pgliteDir);
    await writeFile(path.join(pgliteDir, 'marca.txt'), 'sigue');
    await crearDesdePlantilla(pgliteDir);
    expect(await readdir(pgliteDir)).toContain('marca.txt');
  }, 60_000);

  it('uses the copy `npm start` made beside the builds: both name the same folder', async () => {
    const { carpetaDePlantilla: delScript, hacerPlantilla } = await script();
    delete process.env.FERIA_PGLITE_PLANTILLA;
    try {
      expect(delScript()).toBe(carpetaDePlantilla());
      expect(path.basename(carpetaDePlantilla())).toMatch(/^feria-pglite-\d+\.\d+\.\d+.*-[0-9a-f]{8}$/);
    } finally {
      process.env.FERIA_PGLITE_PLANTILLA = path.join(dir, 'del-script');
    }
    expect(delScript()).toBe(path.join(dir, 'del-script'));
    expect(await hacerPlantilla()).toBe(true);
    expect(await hacerPlantilla()).toBe(false);
    const pgliteDir = path.join(dir, 'desde-script', 'pglite');
    await crearDesdePlantilla(pgliteDir);
    const handle = await openDatabase({ pgliteDir });
    try {
      await migrateDatabase(handle);
      expect(await queryRows(handle.db, sql`select count(*)::int as n from app.emprendimientos`)).toEqual([{ n: 0 }]);
    } finally {
      await handle.close();
      process.env.FERIA_PGLITE_PLANTILLA = path.join(dir, 'plantilla');
    }
  }, 180_000);
});

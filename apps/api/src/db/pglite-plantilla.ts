import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from './client';

/**
 * A new embedded database starts as a copy of a freshly initialised, empty one (decision 047):
 * PGlite's initdb is most of a first start's time (~4–5 s of CPU on the 2-core machine), and its
 * result depends only on PGlite's version. The copy is kept in the temp dir (FERIA_PGLITE_PLANTILLA
 * to choose another folder), made once per machine and version; the migrations then run on the
 * copy as on any new database. An existing data dir is never touched.
 */
export async function crearDesdePlantilla(pgliteDir: string): Promise<void> {
  if (existsSync(path.join(pgliteDir, 'PG_VERSION'))) return;
  try {
    const plantilla = carpetaDePlantilla();
    if (!existsSync(path.join(plantilla, 'PG_VERSION'))) {
      // Made aside and renamed into place: another process starting meanwhile sees a whole copy or none.
      const aparte = `${plantilla}.${process.pid}.tmp`;
      const handle = await openDatabase({ pgliteDir: aparte });
      await handle.close();
      await rename(aparte, plantilla).catch(() => rm(aparte, { recursive: true, force: true }));
    }
    await cp(plantilla, pgliteDir, { recursive: true, errorOnExist: true, force: false });
  } catch {
    // No usable temp dir (or a half-made copy): PGlite initialises the data dir itself, as before.
    if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) await rm(pgliteDir, { recursive: true, force: true });
  }
}

/**
 * Where the machine's copy is kept; `npm start` makes it beside a first start's builds through
 * scripts/pglite-plantilla.mjs, which names the same folder (docs/arquitectura.md#rendimiento).
 */
export function carpetaDePlantilla(): string {
  return process.env.FERIA_PGLITE_PLANTILLA ?? path.join(tmpdir(), `feria-pglite-${versionDePglite()}`);
}

/** PGlite's installed version and wasm build (its package.json, read from next to its entry file). */
function versionDePglite(): string {
  for (
    let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const pkg = JSON.parse(text) as { name?: string; version?: string };
    if (pkg.name === '@electric-sql/pglite')
      return `${pkg.version}-${createHash('sha256').update(text).digest('hex').slice(0, 8)}`;
  }
  throw new Error('No se encontró la versión de PGlite');
}

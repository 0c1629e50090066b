// The machine's copy of a fresh PGlite data dir (decision 047), made by `npm start` beside the web
// and server builds of a first start, so PGlite's initdb (seconds of CPU on one core) no longer
// waits for them: the server then copies it into the new data dir (apps/api/src/db/pglite-plantilla.ts,
// which names the same folder; a test checks both agree). docs/arquitectura.md#rendimiento.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** FERIA_PGLITE_PLANTILLA, else a folder of the temp dir named after PGlite's version and package.json. */
export function carpetaDePlantilla() {
  if (process.env.FERIA_PGLITE_PLANTILLA) return process.env.FERIA_PGLITE_PLANTILLA;
  for (
    let dir = path.dirname(require.resolve('@electric-sql/pglite'));
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const pkg = JSON.parse(text);
    if (pkg.name === '@electric-sql/pglite')
      return path.join(
        tmpdir(),
        `feria-pglite-${pkg.version}-${createHash('sha256').update(text).digest('hex').slice(0, 8)}`,
      );
  }
  throw new Error('No se encontró la versión de PGlite');
}

/** Makes the copy unless it exists: initdb aside, then renamed into place (another process sees all of it or none). */
export async function hacerPlantilla(carpeta = carpetaDePlantilla()) {
  if (existsSync(path.join(carpeta, 'PG_VERSION'))) return false;
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  const aparte = `${carpeta}.${process.pid}.tmp`;
  // The same options as the server's openDatabase (apps/api/src/db/client.ts).
  const db = await PGlite.create({ dataDir: aparte, extensions: { pg_trgm, unaccent } });
  await db.close();
  await rename(aparte, carpeta).catch(() => rm(aparte, { recursive: true, force: true }));
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await hacerPlantilla();
  } catch (err) {
    // The server makes its data dir itself then (initdb at start, as without the copy).
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}

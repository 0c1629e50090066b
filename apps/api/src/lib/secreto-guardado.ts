import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret of the embedded mode: 32 random bytes generated the first time and kept in
 * `dataDir/archivo` (readable by this user only), so a restart keeps it. Written under a temporary
 * name and linked into place: two processes starting together end up with one secret, and nobody
 * reads a half-written file. Returns the file's text, trimmed.
 */
export function secretoGuardado(dataDir: string, archivo: string, codificacion: 'base64' | 'base64url'): string {
  const ruta = path.join(dataDir, archivo);
  const leer = () => readFileSync(ruta, 'utf8').trim();
  try {
    return leer();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  mkdirSync(dataDir, { recursive: true });
  const provisorio = `${ruta}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(provisorio, randomBytes(32).toString(codificacion), { mode: 0o600 });
  try {
    linkSync(provisorio, ruta);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    rmSync(provisorio, { force: true });
  }
  return leer();
}

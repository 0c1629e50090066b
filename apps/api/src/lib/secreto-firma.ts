import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/** Where the generated signing secret is kept when SIGNING_SECRET is unset. */
export const ARCHIVO_SECRETO_FIRMA = 'secreto-firma';

/**
 * The key signed links are made with (decision 061): SIGNING_SECRET, else 32 random bytes
 * generated the first time and kept in DATA_DIR (readable by this user only), so a restart keeps
 * the links already sent valid. Written under a temporary name and linked into place: two
 * processes starting together (tests) end up with one secret, and nobody reads a half-written file.
 */
export function secretoDeFirma(config: Pick<Config, 'secretoFirma' | 'dataDir'>): string {
  if (config.secretoFirma) return config.secretoFirma;
  const archivo = path.join(config.dataDir, ARCHIVO_SECRETO_FIRMA);
  const leer = () => readFileSync(archivo, 'utf8').trim();
  try {
    return leer();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const provisorio = `${archivo}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(provisorio, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(provisorio, archivo);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    rmSync(provisorio, { force: true });
  }
  return leer();
}

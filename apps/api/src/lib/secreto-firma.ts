import type { Config } from '../config';
import { secretoGuardado } from './secreto-guardado';

/** Where the generated signing secret is kept when SIGNING_SECRET is unset. */
export const ARCHIVO_SECRETO_FIRMA = 'secreto-firma';

/**
 * The key signed links are made with (decision 061): SIGNING_SECRET, else 32 random bytes
 * generated the first time and kept in DATA_DIR (lib/secreto-guardado.ts), so a restart keeps the
 * links already sent valid.
 */
export function secretoDeFirma(config: Pick<Config, 'secretoFirma' | 'dataDir'>): string {
  return config.secretoFirma || secretoGuardado(config.dataDir, ARCHIVO_SECRETO_FIRMA, 'base64url');
}

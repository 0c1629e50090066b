import type { ConfigAlmacenamiento } from '../../config';
import type { Almacenamiento } from './almacenamiento';
import { almacenamientoLocal } from './local';

export type { Almacenamiento, ObjetoLeido, ObjetoListado } from './almacenamiento';
export { leerBytes, tipoPorExtension } from './almacenamiento';
export { almacenamientoLocal } from './local';

/**
 * The storage each data dir's app configured (decision 088). The modules that store files are
 * handed the config's DATA_DIR, as before object storage; they ask here for its storage, which is
 * the data dir itself unless the app started with STORAGE=s3.
 */
const configurados = new Map<string, Almacenamiento>();

export function almacenamientoDe(dataDir: string): Almacenamiento {
  return configurados.get(dataDir) ?? almacenamientoLocal(dataDir);
}

/**
 * Builds the configured storage and makes it the data dir's until `soltar()` (the app's close).
 * The AWS SDK is loaded only for STORAGE=s3: the default start does not pay for it.
 */
export async function configurarAlmacenamiento(
  dataDir: string,
  config: ConfigAlmacenamiento,
): Promise<{ almacenamiento: Almacenamiento; soltar: () => void }> {
  const almacenamiento = await crearAlmacenamiento(dataDir, config);
  configurados.set(dataDir, almacenamiento);
  return {
    almacenamiento,
    soltar: () => {
      if (configurados.get(dataDir) === almacenamiento) configurados.delete(dataDir);
    },
  };
}

export async function crearAlmacenamiento(dataDir: string, config: ConfigAlmacenamiento): Promise<Almacenamiento> {
  if (config.tipo === 'local') return almacenamientoLocal(dataDir);
  const { almacenamientoS3 } = await import('./s3');
  return almacenamientoS3(config);
}

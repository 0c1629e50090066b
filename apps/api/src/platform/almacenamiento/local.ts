import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { exigirClave, tipoPorExtension, type Almacenamiento, type ObjetoListado } from './almacenamiento';

/**
 * The data dir (the default): each key is a file under DATA_DIR, exactly where uploads always were
 * (`DATA_DIR/uploads/<carpeta>/<nombre>.webp`, served at `/uploads/…` by plugins/spa.ts), so
 * nothing changes for an existing install.
 */
export function almacenamientoLocal(dataDir: string): Almacenamiento {
  const ruta = (clave: string) => path.join(dataDir, ...exigirClave(clave).split('/'));
  const tamano = async (clave: string): Promise<number | null> => {
    try {
      const s = await stat(ruta(clave));
      return s.isFile() ? s.size : null;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  };
  return {
    tipo: 'local',
    async guardar(clave, bytes) {
      const destino = ruta(clave);
      await mkdir(path.dirname(destino), { recursive: true });
      // Written beside and renamed: a reader never sees half a file, whatever the size.
      const temporal = `${destino}.${randomUUID()}.tmp`;
      await writeFile(temporal, bytes);
      await rename(temporal, destino);
    },
    async leer(clave) {
      const bytes = await tamano(clave);
      if (bytes === null) return null;
      return { cuerpo: createReadStream(ruta(clave)), tipo: tipoPorExtension(clave), bytes };
    },
    tamano,
    existe: async (clave) => (await tamano(clave)) !== null,
    async borrar(claves) {
      await Promise.all(claves.map((c) => rm(ruta(c), { force: true })));
    },
    listar: (prefijo) => recorrer(dataDir, prefijo),
    urlPublica: (clave) => `/${exigirClave(clave)}`,
    urlFirmada: () => Promise.resolve(null),
  };
}

/** The files under `prefijo` (a folder, e.g. `uploads/`), depth first; a missing folder lists nothing. */
async function* recorrer(dataDir: string, prefijo: string): AsyncGenerator<ObjetoListado> {
  const carpeta = prefijo.replace(/\/+$/, '');
  let entradas;
  try {
    entradas = await readdir(path.join(dataDir, ...carpeta.split('/').filter(Boolean)), { withFileTypes: true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' || (e as NodeJS.ErrnoException).code === 'ENOTDIR') return;
    throw e;
  }
  entradas.sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entradas) {
    const clave = carpeta ? `${carpeta}/${e.name}` : e.name;
    if (e.isDirectory()) yield* recorrer(dataDir, clave);
    else if (e.isFile() && !e.name.endsWith('.tmp'))
      yield { clave, bytes: (await stat(path.join(dataDir, ...clave.split('/')))).size };
  }
}

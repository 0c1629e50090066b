import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ARCHIVO_SECRETO_FIRMA, secretoDeFirma } from './secreto-firma';

const carpetas: string[] = [];
const carpetaNueva = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'feria-secreto-'));
  carpetas.push(dir);
  return path.join(dir, 'data');
};
afterEach(async () => {
  await Promise.all(carpetas.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('signing secret', () => {
  it('uses SIGNING_SECRET when it is set, and writes nothing', async () => {
    const dataDir = await carpetaNueva();
    expect(secretoDeFirma({ secretoFirma: 'una-clave-configurada-de-32-caracteres!', dataDir })).toBe(
      'una-clave-configurada-de-32-caracteres!',
    );
    await expect(stat(dataDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('without it, generates one in DATA_DIR the first time, readable by this user only, and keeps it', async () => {
    const dataDir = await carpetaNueva();
    const primero = secretoDeFirma({ secretoFirma: undefined, dataDir });
    expect(primero).toMatch(/^[\w-]{43}$/);
    expect((await stat(path.join(dataDir, ARCHIVO_SECRETO_FIRMA))).mode & 0o777).toBe(0o600);
    expect(secretoDeFirma({ secretoFirma: undefined, dataDir })).toBe(primero);
    // No temporary file left behind.
    expect(await readdir(dataDir)).toEqual([ARCHIVO_SECRETO_FIRMA]);
    expect(secretoDeFirma({ secretoFirma: undefined, dataDir: await carpetaNueva() })).not.toBe(primero);
  });
});

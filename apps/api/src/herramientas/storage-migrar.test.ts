import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { almacenamientoLocal, leerBytes, type Almacenamiento } from '../platform/almacenamiento';
import { almacenamientoS3 } from '../platform/almacenamiento/s3';
import { iniciarS3DePrueba, type S3DePrueba } from '../platform/almacenamiento/s3-de-prueba';

const API = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = path.join(API, 'src/herramientas/storage-migrar.ts');
const TSX = fileURLToPath(new URL('../../../../node_modules/tsx/dist/cli.mjs', import.meta.url));

/** `npm run storage:migrar` as an operator runs it: its output and exit code. */
async function migrar(env: Record<string, string>, ...args: string[]) {
  try {
    const r = await promisify(execFile)(process.execPath, [TSX, SCRIPT, ...args], {
      cwd: API,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    return { codigo: 0, salida: r.stdout + r.stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { codigo: err.code ?? -1, salida: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

describe('npm run storage:migrar', () => {
  let s3: S3DePrueba;
  let dataDir: string;
  let local: Almacenamiento;
  let bucket: Almacenamiento;
  beforeAll(async () => {
    s3 = await iniciarS3DePrueba();
    bucket = await almacenamientoS3(s3.config);
    dataDir = await mkdtemp(path.join(tmpdir(), 'feria-migrar-'));
    local = almacenamientoLocal(dataDir);
    await local.guardar('uploads/productos/a.webp', Buffer.from('imagen a'), { tipo: 'image/webp' });
    await local.guardar('uploads/productos/a-320.webp', Buffer.from('miniatura a'), { tipo: 'image/webp' });
    await local.guardar('uploads/logos/b.webp', Buffer.from('logo b'), { tipo: 'image/webp' });
    await local.guardar('comprobantes/v-1.pdf', Buffer.from('%PDF-1.4 comprobante'), { tipo: 'application/pdf' });
    // A run cut short: one object already there, one left half-copied (another size).
    await bucket.guardar('uploads/productos/a.webp', Buffer.from('imagen a'), { tipo: 'image/webp' });
    await bucket.guardar('uploads/logos/b.webp', Buffer.from('logo'), { tipo: 'image/webp' });
  });
  afterAll(async () => {
    await s3?.cerrar();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies what the bucket lacks, then a second run copies nothing', async () => {
    const env = { ...s3.env, DATA_DIR: dataDir };
    const primera = await migrar(env);
    expect(primera.codigo, primera.salida).toBe(0);
    expect(primera.salida).toContain('Listo: 3 copiado(s)');
    expect(primera.salida).toContain('1 ya estaban, 0 con error');
    for (const clave of ['uploads/productos/a-320.webp', 'uploads/logos/b.webp', 'comprobantes/v-1.pdf'])
      expect((await leerBytes(bucket, clave))?.bytes.equals((await leerBytes(local, clave))!.bytes)).toBe(true);
    expect((await leerBytes(bucket, 'comprobantes/v-1.pdf'))?.tipo).toBe('application/pdf');

    const segunda = await migrar(env);
    expect(segunda.codigo, segunda.salida).toBe(0);
    expect(segunda.salida).toContain('Listo: 0 copiado(s) (0.0 MB), 4 ya estaban, 0 con error.');
  });

  it('takes another data dir with --desde', async () => {
    const otro = await mkdtemp(path.join(tmpdir(), 'feria-migrar-otro-'));
    try {
      await almacenamientoLocal(otro).guardar('uploads/banners/c.webp', Buffer.from('banner'), { tipo: 'image/webp' });
      const r = await migrar({ ...s3.env, DATA_DIR: dataDir }, '--desde', otro);
      expect(r.salida).toContain('Listo: 1 copiado(s)');
      expect(await bucket.existe('uploads/banners/c.webp')).toBe(true);
    } finally {
      await rm(otro, { recursive: true, force: true });
    }
  });

  it('fails with an exit code and what to set when there is no bucket, or the bucket does not answer', async () => {
    const sinBucket = await migrar({ DATA_DIR: dataDir });
    expect(sinBucket.codigo).toBe(2);
    expect(sinBucket.salida).toContain('definí STORAGE=s3');
    const caido = await migrar({ ...s3.env, S3_BUCKET: 'no-existe', DATA_DIR: dataDir });
    expect(caido.codigo).not.toBe(0);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { almacenamientoLocal, leerBytes, type Almacenamiento } from './index';
import { almacenamientoS3 } from './s3';
import { iniciarS3DePrueba, type S3DePrueba } from './s3-de-prueba';

// One contract, both adapters: whatever the modules do with the data dir they can do with a bucket.
const webp = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 contenido de prueba', 'latin1');
const pdf = Buffer.from('%PDF-1.4 comprobante');

async function todos(a: Almacenamiento, prefijo: string) {
  const lista = [];
  for await (const o of a.listar(prefijo)) lista.push(o);
  return lista.map((o) => [o.clave, o.bytes] as const).sort();
}

const adaptadores: [string, () => Promise<{ a: Almacenamiento; cerrar: () => Promise<void> }>][] = [
  [
    'local (directorio de datos)',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'feria-local-'));
      return { a: almacenamientoLocal(dir), cerrar: () => rm(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'S3 (s3rver en loopback)',
    async () => {
      const s3: S3DePrueba = await iniciarS3DePrueba();
      return { a: await almacenamientoS3(s3.config), cerrar: () => s3.cerrar() };
    },
  ],
];

describe.each(adaptadores)('almacenamiento %s', (_nombre, crear) => {
  let a: Almacenamiento;
  let cerrar: () => Promise<void>;
  beforeAll(async () => {
    ({ a, cerrar } = await crear());
  });
  afterAll(() => cerrar());

  it('reads back what it stored, with its content type and size', async () => {
    await a.guardar('uploads/productos/foto.webp', webp, { tipo: 'image/webp' });
    const leido = await leerBytes(a, 'uploads/productos/foto.webp');
    expect(leido?.bytes.equals(webp)).toBe(true);
    expect(leido?.tipo).toBe('image/webp');
    expect(await a.tamano('uploads/productos/foto.webp')).toBe(webp.length);
    expect(await a.existe('uploads/productos/foto.webp')).toBe(true);
  });

  it('answers null (not an error) for a missing object', async () => {
    expect(await a.leer('uploads/productos/no-esta.webp')).toBeNull();
    expect(await a.tamano('uploads/productos/no-esta.webp')).toBeNull();
    expect(await a.existe('uploads/productos/no-esta.webp')).toBe(false);
  });

  it('replaces an object stored again under the same key', async () => {
    await a.guardar('uploads/logos/l.webp', webp, { tipo: 'image/webp' });
    await a.guardar('uploads/logos/l.webp', Buffer.from('otra'), { tipo: 'image/webp' });
    expect((await leerBytes(a, 'uploads/logos/l.webp'))?.bytes.toString()).toBe('otra');
  });

  it('lists the objects under a prefix with their sizes, and nothing of another prefix', async () => {
    await a.guardar('uploads/banners/b.webp', webp, { tipo: 'image/webp' });
    await a.guardar('comprobantes/v1-x.pdf', pdf, { tipo: 'application/pdf', privado: true });
    expect(await todos(a, 'uploads/banners/')).toEqual([['uploads/banners/b.webp', webp.length]]);
    expect(await todos(a, 'comprobantes/')).toEqual([['comprobantes/v1-x.pdf', pdf.length]]);
    expect(await todos(a, 'nada/')).toEqual([]);
  });

  it('deletes several objects at once, and deleting a missing one is not an error', async () => {
    await a.guardar('uploads/borrar/uno.webp', webp, { tipo: 'image/webp' });
    await a.guardar('uploads/borrar/dos.webp', webp, { tipo: 'image/webp' });
    await a.borrar(['uploads/borrar/uno.webp', 'uploads/borrar/dos.webp', 'uploads/borrar/nunca.webp']);
    expect(await todos(a, 'uploads/borrar/')).toEqual([]);
    await a.borrar(['uploads/borrar/uno.webp']);
  });

  it('keeps a private object private: readable through the port, its public URL is never a signed one', async () => {
    await a.guardar('comprobantes/v2-y.pdf', pdf, { tipo: 'application/pdf', privado: true });
    expect((await leerBytes(a, 'comprobantes/v2-y.pdf'))?.tipo).toBe('application/pdf');
    expect(a.urlPublica('uploads/productos/foto.webp')).toBe('/uploads/productos/foto.webp');
    const firmada = await a.urlFirmada('comprobantes/v2-y.pdf', 60);
    if (a.tipo === 'local') expect(firmada).toBeNull();
    else {
      // The signed URL opens the object, for the minute asked (s3rver does not enforce ACLs, so
      // refusing the unsigned URL is the bucket's job: every object is stored without one).
      const r = await fetch(firmada!);
      expect(r.status).toBe(200);
      expect(Buffer.from(await r.arrayBuffer()).equals(pdf)).toBe(true);
      const u = new URL(firmada!);
      expect(u.searchParams.get('X-Amz-Expires')).toBe('60');
      expect(u.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('refuses a key that leaves its folder', async () => {
    await expect(a.guardar('../fuera.webp', webp, { tipo: 'image/webp' })).rejects.toThrow(/inválida/);
    await expect(a.leer('uploads/../../etc/passwd')).rejects.toThrow(/inválida/);
  });
});

import type * as Os from 'node:os';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCTOS_VENDEDOR_PREFIJO } from '@feria/contracts';
import { createTestApp, crearEmprendimiento, crearProducto, type TestApp, type UsuarioPrueba } from '../../testing';

// An upload storm (a security probe reported MaxListenersExceededWarning under one): many
// multipart uploads at once to both image routes. Whatever each request waits on (the image
// semaphore, the shop's lock, the database) must not add a listener per request to something
// shared; a leak like that shows as a warning after the 11th. The image semaphore lets one
// conversion per spare core run and 8 wait: as on a 16-core server, 15 run here whatever this
// machine has, so more than 10 uploads are inside it at once.
vi.mock('node:os', async (original) => {
  const os = await original<typeof Os>();
  return { ...os, availableParallelism: () => 16 };
});

const vendedor: UsuarioPrueba = { sub: '7d6f1c2e-2222-4b3a-8c4d-0000000000a1', roles: ['emprendedor'] };
const A_LA_VEZ = 60;

describe('many image uploads at once', () => {
  let t: TestApp;
  let png: Buffer;
  let producto: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    const emprendimiento = await crearEmprendimiento(t.db, { ownerUserId: vendedor.sub });
    producto = await crearProducto(t.db, emprendimiento, { nombre: 'Taza de cerámica' });
    png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#15803D' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t.close());

  it('answers every one (stored, busy or over a limit) without a MaxListenersExceededWarning', async () => {
    const avisos: Error[] = [];
    const alAviso = (w: Error) => void (w.name === 'MaxListenersExceededWarning' && avisos.push(w));
    process.on('warning', alAviso);
    try {
      const headers = await t.auth(vendedor);
      const estados = await Promise.all(
        Array.from({ length: A_LA_VEZ }, async (_, i) => {
          const form = new FormData();
          const archivo = new Blob([new Uint8Array(png)], { type: 'image/png' });
          if (i % 2 === 0) form.append('file', archivo, 'logo.png');
          else form.append('files', archivo, 'foto.png');
          const url =
            i % 2 === 0 ? '/api/emprendedor/v1/imagenes' : `${PRODUCTOS_VENDEDOR_PREFIJO}/${producto}/imagenes`;
          return (await t.app.inject({ method: 'POST', url, headers, payload: form })).statusCode;
        }),
      );
      // Stored, or refused as the rules say: 503 busy, 429 too many unused, 400 a ninth image.
      expect(estados.filter((s) => s === 201).length).toBeGreaterThan(0);
      expect(estados.every((s) => [201, 400, 429, 503].includes(s))).toBe(true);
      // A warning is emitted on the next tick.
      await new Promise((r) => setImmediate(r));
      expect(avisos.map((w) => w.message)).toEqual([]);
    } finally {
      process.off('warning', alAviso);
    }
  });
});

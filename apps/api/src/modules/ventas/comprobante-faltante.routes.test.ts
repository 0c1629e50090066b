import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORES } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from './ventas-prueba';

// Uploaded files live in each instance's DATA_DIR until object storage: a proof uploaded through
// another instance (or deleted from disk) is a clear 404 of the catalogue, never a 500.

describe('transfer proof whose file is missing', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'feria-comprobante-'));
    t = await createTestApp({ seed: 'empty', env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const { comprador, tienda, pedir, subirComprobante } = ventasPrueba(() => t);

  it('answers 404 COMPROBANTE_NO_DISPONIBLE to the buyer and the seller', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Canasta de mimbre', precio: 15000, stock: 3 }]);
    const { body: venta } = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
    expect((await subirComprobante(u, venta.id, png)).status).toBe(200);
    const carpeta = path.join(dataDir, 'comprobantes');
    const archivos = (await readdir(carpeta)).filter((n) => n.startsWith(venta.id));
    expect(archivos).toHaveLength(1);
    await rm(path.join(carpeta, archivos[0]!));

    for (const [url, usuario] of [
      [`${VENTAS}/${venta.id}/comprobante`, u],
      [`${VENTAS_VENDEDOR}/${venta.id}/comprobante`, s.vendedor],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: await t.auth(usuario) });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({
        codigo: 'COMPROBANTE_NO_DISPONIBLE',
        mensaje: ERRORES.COMPROBANTE_NO_DISPONIBLE.mensaje,
      });
    }
  });
});

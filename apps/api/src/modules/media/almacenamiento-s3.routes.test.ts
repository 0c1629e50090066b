import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aparienciaPorDefecto, SUBIDA_HUERFANA_MS, type ProductoImagen } from '@feria/contracts';
import { loadConfig } from '../../config';
import { imagenEnUso } from '../../http/imagen-en-uso';
import { almacenamientoS3 } from '../../platform/almacenamiento/s3';
import { iniciarS3DePrueba, type S3DePrueba } from '../../platform/almacenamiento/s3-de-prueba';
import type { Almacenamiento } from '../../platform/almacenamiento';
import { createTestApp, crearEmprendimiento, crearProducto, type TestApp, type UsuarioPrueba } from '../../testing';
import { guardarApariencia } from '../apariencia/apariencia.queries';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from '../ventas/ventas-prueba';
import { barrerSubidasHuerfanas, usoDeSubidas } from './subidas';

// STORAGE=s3 (decision 088) against a real S3-compatible server on loopback: the same routes, the
// same URLs, nothing written under the data dir, and a second instance serves what the first stored.
describe('almacenamiento S3: imágenes, comprobantes, cuota y barrido', () => {
  let s3: S3DePrueba;
  let t: TestApp;
  let otra: TestApp;
  let bucket: Almacenamiento;
  let png: Buffer;
  const dirs: string[] = [];
  const dataDir = async () => {
    const d = await mkdtemp(path.join(tmpdir(), 'feria-s3-app-'));
    dirs.push(d);
    return d;
  };
  beforeAll(async () => {
    s3 = await iniciarS3DePrueba();
    bucket = await almacenamientoS3(s3.config);
    t = await createTestApp({ seed: 'empty', env: { ...s3.env, DATA_DIR: await dataDir() } });
    otra = await createTestApp({ seed: 'empty', env: { ...s3.env, DATA_DIR: await dataDir() } });
    png = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#15803D' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    await otra?.close();
    await s3?.cerrar();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  const enDataDir = async (carpeta: string) =>
    readdir(path.join(t.config.dataDir, carpeta)).catch(() => [] as string[]);

  it('stores a product image and its thumbnail in the bucket, served at the same /uploads URLs by either instance', async () => {
    const u: UsuarioPrueba = { sub: randomUUID(), roles: ['emprendedor'] };
    const shop = await crearEmprendimiento(t.db, { ownerUserId: u.sub });
    const id = await crearProducto(t.db, shop, { nombre: 'Mate de calabaza' });
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'mate.png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/emprendedor/v1/productos/${id}/imagenes`,
      headers: await t.auth(u),
      payload: form,
    });
    expect(res.statusCode).toBe(201);
    const [imagen] = res.json<ProductoImagen[]>();
    expect(imagen!.url).toMatch(/^\/uploads\/productos\/[0-9a-f-]{36}\.webp$/);
    const thumb = imagen!.url.replace('.webp', '-320.webp');
    expect(await bucket.existe(imagen!.url.slice(1))).toBe(true);
    expect(await bucket.existe(thumb.slice(1))).toBe(true);
    expect(await enDataDir('uploads/productos')).toEqual([]);

    for (const app of [t, otra]) {
      const r = await app.app.inject(imagen!.url);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('image/webp');
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(r.rawPayload).metadata()).width).toBe(800);
    }
    expect((await sharp((await otra.app.inject(thumb)).rawPayload).metadata()).width).toBe(320);
    const head = await otra.app.inject({ method: 'HEAD', url: thumb });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(await bucket.tamano(thumb.slice(1)));
  });

  it('answers 404 for an image the bucket lacks, and never serves a proof through /uploads', async () => {
    await bucket.guardar('comprobantes/x-y.png', png, { tipo: 'image/png', privado: true });
    for (const url of [
      '/uploads/productos/no-esta.webp',
      '/uploads/../comprobantes/x-y.png',
      '/uploads/%2e%2e/comprobantes/x-y.png',
      '/uploads/comprobantes/x-y.png',
    ])
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
  });

  it('keeps a transfer proof private in the bucket and gives it to the buyer and the seller only', async () => {
    const { comprador, tienda, pedir, subirComprobante } = ventasPrueba(() => t);
    const u = await comprador();
    const s = await tienda([{ nombre: 'Canasta de mimbre', precio: 15000, stock: 3 }]);
    const { body: venta } = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect((await subirComprobante(u, venta.id, png)).status).toBe(200);
    const guardados = [];
    for await (const o of bucket.listar(`comprobantes/${venta.id}-`)) guardados.push(o);
    expect(guardados).toHaveLength(1);
    expect(await enDataDir('comprobantes')).toEqual([]);

    for (const [quien, url] of [
      [u, `${VENTAS}/${venta.id}/comprobante`],
      [s.vendedor, `${VENTAS_VENDEDOR}/${venta.id}/comprobante`],
    ] as const) {
      const r = await t.app.inject({ url, headers: await t.auth(quien) });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('image/png');
      expect(r.rawPayload.equals(png)).toBe(true);
    }
    const ajeno: UsuarioPrueba = { sub: randomUUID(), roles: ['comprador'] };
    expect(
      (await t.app.inject({ url: `${VENTAS}/${venta.id}/comprobante`, headers: await t.auth(ajeno) })).statusCode,
    ).toBe(404);

    // A second proof replaces the first one in the bucket.
    expect((await subirComprobante(u, venta.id, png)).status).toBe(200);
    const despues = [];
    for await (const o of bucket.listar(`comprobantes/${venta.id}-`)) despues.push(o.clave);
    expect(despues).toHaveLength(1);
    expect(despues[0]).not.toBe(guardados[0]!.clave);
  });

  it('counts the bucket bytes against the shop quota and sweeps unused uploads from the bucket', async () => {
    const u: UsuarioPrueba = { sub: randomUUID(), roles: ['emprendedor'] };
    const id = await crearEmprendimiento(t.db, { ownerUserId: u.sub, estado: 'Activo' });
    const subir = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/emprendedor/v1/imagenes',
        headers: await t.auth(u),
        payload: form,
      });
      expect(r.statusCode).toBe(201);
      return r.json<{ url: string }>().url;
    };
    const [usada, suelta] = [await subir(), await subir()];
    const claves = (url: string) => [url.slice(1), url.slice(1).replace('.webp', '-320.webp')];
    const tamanos = await Promise.all([...claves(usada), ...claves(suelta)].map((c) => bucket.tamano(c)));
    expect(await usoDeSubidas(t.db, id, imagenEnUso)).toMatchObject({
      cantidad: 2,
      bytes: tamanos.reduce((a, b) => a! + b!, 0),
      sinUsar: 2,
    });

    await guardarApariencia(t.db, id, { ...aparienciaPorDefecto('Tienda'), banner: usada, catalogosSeleccionados: [] });
    const manana = new Date(Date.now() + SUBIDA_HUERFANA_MS + 60_000);
    expect(await barrerSubidasHuerfanas(t.db, t.config.dataDir, imagenEnUso, manana)).toBeGreaterThanOrEqual(1);
    for (const c of claves(suelta)) expect(await bucket.existe(c)).toBe(false);
    for (const c of claves(usada)) expect(await bucket.existe(c)).toBe(true);
    expect((await t.app.inject(suelta)).statusCode).toBe(404);
    expect(await usoDeSubidas(t.db, id, imagenEnUso)).toMatchObject({ cantidad: 1, sinUsar: 0 });
  });

  it('sends browsers to S3_PUBLIC_URL when a CDN serves the images, keeping the stored /uploads URLs', async () => {
    const cdn = await createTestApp({
      seed: 'empty',
      env: { ...s3.env, DATA_DIR: await dataDir(), S3_PUBLIC_URL: 'https://cdn.ejemplo.com.ar/' },
    });
    try {
      const r = await cdn.app.inject('/uploads/productos/abc.webp');
      expect(r.statusCode).toBe(302);
      expect(r.headers.location).toBe('https://cdn.ejemplo.com.ar/uploads/productos/abc.webp');
    } finally {
      await cdn.close();
    }
  });
});

describe('configuración STORAGE=s3', () => {
  it('stops the start naming every variable that is missing', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'feria' })).toThrow(
      /STORAGE=s3 necesita .*falta S3_REGION y S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
  });

  it('uses the data dir by default', () => {
    expect(loadConfig({}).almacenamiento).toEqual({ tipo: 'local' });
  });
});

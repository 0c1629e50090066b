import { randomUUID } from 'node:crypto';
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAJES,
  MENSAJES_CUENTA,
  MENSAJES_PERFIL,
  MENSAJES_PRODUCTO,
  type Producto,
  type ProductoImagen,
  type ProductoVendedor,
} from '@feria/contracts';
import { createTestApp, crearEmprendimiento, crearProducto, type TestApp, type UsuarioPrueba } from '../../testing';
import { IMAGEN_DEMASIADO_GRANDE, IMAGEN_NO_VALIDA } from '../media/image.service';
import { subidasRegistradas } from '../media/subidas';
import { respuestaError } from '../../lib/app-error.test-support';

const BASE = '/api/emprendedor/v1/productos';
const vendedor = (): UsuarioPrueba => ({ sub: randomUUID(), roles: ['emprendedor'] });
interface Archivo {
  datos: Uint8Array | string;
  nombre: string;
  tipo?: string;
  campo?: string;
}

describe('emprendedor: imágenes de productos', () => {
  let t: TestApp;
  let png: Buffer;
  let jpegConExif: Buffer;
  let carpeta: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#15803D' } })
      .png()
      .toBuffer();
    jpegConExif = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#F59E0B' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Nombre privado', Copyright: 'Dato privado' } })
      .toBuffer();
    carpeta = path.join(t.config.dataDir, 'uploads', 'productos');
  });
  afterAll(async () => t.close());

  const producto = async (u: UsuarioPrueba) => {
    const shop = await crearEmprendimiento(t.db, { ownerUserId: u.sub });
    return crearProducto(t.db, shop, { nombre: 'Florero de vidrio soplado' });
  };
  const subir = async (u: UsuarioPrueba | null, id: string, archivos: Archivo[]) => {
    const form = new FormData();
    for (const a of archivos)
      form.append(a.campo ?? 'files', new Blob([a.datos], { type: a.tipo ?? 'image/png' }), a.nombre);
    form.append('descripcion', 'ignorado');
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${id}/imagenes`,
      headers: u ? await t.auth(u) : {},
      payload: form,
    });
    return { status: res.statusCode, body: res.json<ProductoImagen[] & { mensaje?: string; codigo?: string }>() };
  };
  const imagenes = async (u: UsuarioPrueba, id: string) =>
    (await t.app.inject({ url: `${BASE}/${id}`, headers: await t.auth(u) })).json<ProductoVendedor>().imagenes;
  const existe = (url: string) =>
    access(path.join(t.config.dataDir, url.slice(1))).then(
      () => true,
      () => false,
    );
  const thumb = (url: string) => url.replace(/\.webp$/, '-320.webp');
  const pngArchivo = (nombre = 'foto.png'): Archivo => ({ datos: new Uint8Array(png), nombre });

  it('stores several images as WebP with generated names; the first becomes principal', async () => {
    const u = vendedor();
    const id = await producto(u);
    const { status, body } = await subir(u, id, [
      pngArchivo(),
      { datos: new Uint8Array(jpegConExif), nombre: 'foto.jpg', tipo: 'image/jpeg' },
    ]);
    expect(status).toBe(201);
    expect(body.map((i) => [i.principal, i.orden])).toEqual([
      [true, 0],
      [false, 1],
    ]);
    for (const img of body) {
      expect(img.url).toMatch(/^\/uploads\/productos\/[0-9a-f-]{36}\.webp$/);
      expect(await existe(img.url)).toBe(true);
      expect(await existe(thumb(img.url))).toBe(true);
      const served = await t.app.inject(img.url);
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(800);
      expect(meta.exif).toBeUndefined();
    }
    expect(await imagenes(u, id)).toEqual(body);
    const publico = (await t.app.inject(`/api/v1/public/core/productos/${id}`)).json<Producto>();
    expect(publico.rutaImagen).toBe(body[0]!.url);
    // More files later are appended after the existing ones and do not steal the principal.
    const mas = await subir(u, id, [pngArchivo()]);
    expect(mas.body.map((i) => [i.principal, i.orden])).toEqual([
      [true, 0],
      [false, 1],
      [false, 2],
    ]);
  });

  it('orders the images and picks the principal; refuses an incomplete or foreign order', async () => {
    const u = vendedor();
    const id = await producto(u);
    const subidas = (await subir(u, id, [pngArchivo(), pngArchivo(), pngArchivo()])).body;
    const [a, b, c] = subidas.map((i) => i.id) as [number, number, number];
    const ordenar = async (body: object) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `${BASE}/${id}/imagenes/orden`,
        headers: await t.auth(u),
        payload: body,
      });
      return { status: res.statusCode, body: res.json<ProductoImagen[]>() };
    };
    const { status, body } = await ordenar({ orden: [c, a, b], principal: a });
    expect(status).toBe(200);
    expect(body.map((i) => [i.id, i.principal, i.orden])).toEqual([
      [a, true, 1],
      [c, false, 0],
      [b, false, 2],
    ]);
    const invalido = respuestaError(400, MENSAJES_PRODUCTO.ordenImagenesInvalido, 'ORDEN_IMAGENES_INVALIDO');
    expect(await ordenar({ orden: [c, a], principal: a })).toEqual(invalido);
    expect(await ordenar({ orden: [c, a, a], principal: a })).toEqual(invalido);
    expect(await ordenar({ orden: [c, a, b, 999_999], principal: a })).toEqual(invalido);
    expect(await ordenar({ orden: [c, a, b], principal: 999_999 })).toEqual({
      status: 404,
      body: { mensaje: MENSAJES_PRODUCTO.imagenNoEncontrada, codigo: 'IMAGEN_NO_ENCONTRADA' },
    });
    expect(await imagenes(u, id)).toEqual(body);
  });

  it('deletes an image and its files; the next one becomes principal', async () => {
    const u = vendedor();
    const id = await producto(u);
    const [primera, segunda] = (await subir(u, id, [pngArchivo(), pngArchivo()])).body as [
      ProductoImagen,
      ProductoImagen,
    ];
    // Both count against the shop's upload quota until deleted.
    const contadas = async () => (await subidasRegistradas(t.db, [primera.url, segunda.url])).sort();
    expect(await contadas()).toEqual([primera.url, segunda.url].sort());
    const borrar = async (imagenId: number | string) => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `${BASE}/${id}/imagenes/${imagenId}`,
        headers: await t.auth(u),
      });
      return { status: res.statusCode, body: res.json<ProductoImagen[]>() };
    };
    expect(await borrar(primera.id)).toEqual({ status: 200, body: [{ ...segunda, principal: true }] });
    expect(await existe(primera.url)).toBe(false);
    expect(await existe(thumb(primera.url))).toBe(false);
    expect(await existe(segunda.url)).toBe(true);
    expect(await contadas()).toEqual([segunda.url]);
    expect(await borrar(primera.id)).toEqual({
      status: 404,
      body: { mensaje: MENSAJES_PRODUCTO.imagenNoEncontrada, codigo: 'IMAGEN_NO_ENCONTRADA' },
    });
    expect(await borrar('abc')).toEqual({ status: 400, body: { mensaje: MENSAJES.idInvalido, codigo: 'VALIDACION' } });
    expect(await borrar(segunda.id)).toEqual({ status: 200, body: [] });
  });

  it('refuses what is not a JPEG, PNG or WebP by content, whatever its name or declared type', async () => {
    const u = vendedor();
    const id = await producto(u);
    const noValida = { status: 400, body: { mensaje: IMAGEN_NO_VALIDA, codigo: 'IMAGEN_NO_VALIDA' } };
    const antes = await readdir(carpeta).catch(() => []);
    const casos: Archivo[] = [
      { datos: 'Esto es texto plano, no una foto.\n', nombre: 'foto.jpg', tipo: 'image/jpeg' },
      {
        datos: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
        nombre: 'logo.png',
        tipo: 'image/png',
      },
      {
        datos: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        nombre: 'dibujo.svg',
        tipo: 'image/svg+xml',
      },
      { datos: 'root:x:0:0:root:/root:/bin/bash\n', nombre: '../../etc/passwd.png', tipo: 'image/png' },
      { datos: new Uint8Array(png.subarray(0, 200)), nombre: 'cortada.png' },
    ];
    for (const archivo of casos) expect(await subir(u, id, [archivo]), archivo.nombre).toEqual(noValida);
    // All or nothing: a valid file next to an invalid one is not kept either.
    expect(await subir(u, id, [pngArchivo(), casos[0]!])).toEqual(noValida);
    expect(await imagenes(u, id)).toEqual([]);
    expect((await readdir(carpeta).catch(() => [])).sort()).toEqual(antes.sort());
  });

  it('never uses the client file name: a path-traversal name is stored under a generated one', async () => {
    const u = vendedor();
    const id = await producto(u);
    const { status, body } = await subir(u, id, [pngArchivo('../../etc/passwd.png'), pngArchivo('..\\..\\evil.png')]);
    expect(status).toBe(201);
    for (const img of body) expect(img.url).toMatch(/^\/uploads\/productos\/[0-9a-f-]{36}\.webp$/);
    for (const fuera of ['etc/passwd.png', 'etc/passwd.webp', 'uploads/etc/passwd.png', 'evil.png']) {
      expect(await existe(`/${fuera}`), fuera).toBe(false);
    }
  });

  it('refuses files over 5 MB (413) and more than 8 images per product', async () => {
    const u = vendedor();
    const id = await producto(u);
    expect(await subir(u, id, [{ datos: new Uint8Array(5 * 1024 * 1024 + 1), nombre: 'enorme.png' }])).toEqual({
      status: 413,
      body: { mensaje: IMAGEN_DEMASIADO_GRANDE, codigo: 'IMAGEN_DEMASIADO_GRANDE' },
    });
    const demasiadas = {
      status: 400,
      body: { mensaje: MENSAJES_PRODUCTO.demasiadasImagenes, codigo: 'DEMASIADAS_IMAGENES' },
    };
    expect(
      await subir(
        u,
        id,
        Array.from({ length: 9 }, () => pngArchivo()),
      ),
    ).toEqual(demasiadas);
    expect(await imagenes(u, id)).toEqual([]);
    expect(
      (
        await subir(
          u,
          id,
          Array.from({ length: 6 }, () => pngArchivo()),
        )
      ).status,
    ).toBe(201);
    expect(
      await subir(
        u,
        id,
        Array.from({ length: 3 }, () => pngArchivo()),
      ),
    ).toEqual(demasiadas);
    expect(
      (
        await subir(
          u,
          id,
          Array.from({ length: 2 }, () => pngArchivo()),
        )
      ).body,
    ).toHaveLength(8);
    expect(await subir(u, id, [pngArchivo()])).toEqual(demasiadas);
  });

  it('asks for a file when none comes in the files field or the body is not multipart', async () => {
    const u = vendedor();
    const id = await producto(u);
    const requerida = { status: 400, body: { mensaje: MENSAJES_CUENTA.imagenRequerida, codigo: 'IMAGEN_REQUERIDA' } };
    expect(await subir(u, id, [])).toEqual(requerida);
    expect(await subir(u, id, [{ ...pngArchivo(), campo: 'file' }])).toEqual(requerida);
    const json = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${id}/imagenes`,
      headers: await t.auth(u),
      payload: { url: '/uploads/x.webp' },
    });
    expect({ status: json.statusCode, body: json.json() }).toEqual(requerida);
  });

  it('refuses anonymous callers, buyers and other sellers without storing anything', async () => {
    const duena = vendedor();
    const id = await producto(duena);
    await subir(duena, id, [pngArchivo()]);
    const antes = await imagenes(duena, id);
    expect((await subir(null, id, [pngArchivo()])).status).toBe(401);
    expect(await subir({ sub: duena.sub, roles: ['comprador'] }, id, [pngArchivo()])).toEqual({
      status: 403,
      body: { mensaje: MENSAJES_PERFIL.sinPermiso, codigo: 'SIN_PERMISO' },
    });
    const intrusa = vendedor();
    await crearEmprendimiento(t.db, { ownerUserId: intrusa.sub });
    expect(await subir(intrusa, id, [pngArchivo()])).toEqual({
      status: 404,
      body: { mensaje: 'Producto no encontrado', codigo: 'PRODUCTO_NO_ENCONTRADO' },
    });
    expect(await subir(intrusa, randomUUID(), [pngArchivo()])).toMatchObject({ status: 404 });
    expect(await imagenes(duena, id)).toEqual(antes);
  });
});

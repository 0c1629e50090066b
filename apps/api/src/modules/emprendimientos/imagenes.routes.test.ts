import { access } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORES,
  IMAGEN_SUBIDA_MAX_BYTES,
  MENSAJES_APARIENCIA,
  MENSAJES_CUENTA,
  MENSAJES_PERFIL,
  SUBIDA_HUERFANA_MS,
  SUBIDAS_MAX_BYTES_POR_EMPRENDIMIENTO,
  SUBIDAS_MAX_POR_EMPRENDIMIENTO,
  SUBIDAS_SIN_USAR_MAX,
} from '@feria/contracts';
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { aparienciaPorDefecto } from '@feria/contracts';
import { emprendimientos } from '../../db/schema';
import { guardarApariencia } from '../apariencia/apariencia.queries';
import { createTestApp, crearEmprendimiento, type TestApp, type UsuarioPrueba } from '../../testing';
import { IMAGEN_DEMASIADO_GRANDE, IMAGEN_NO_VALIDA } from '../media/image.service';
import {
  barrerSubidasHuerfanas,
  olvidarSubidas,
  registrarSubidas,
  subidasRegistradas,
  usoDeSubidas,
} from '../media/subidas';
import { imagenEnUso } from '../../http/imagen-en-uso';

const URL = '/api/emprendedor/v1/imagenes';
const vendedor: UsuarioPrueba = { sub: '7d6f1c2e-2222-4b3a-8c4d-000000000002', roles: ['emprendedor'] };

describe('emprendedor: logo upload', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    await crearEmprendimiento(t.db, { ownerUserId: vendedor.sub, estado: 'Pendiente' });
    png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#15803D' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t.close());

  const subir = async (u: UsuarioPrueba | null, archivo: Blob | null, campo = 'file') => {
    const form = new FormData();
    if (archivo) form.append(campo, archivo, 'logo.png');
    form.append('otro', 'dato');
    const res = await t.app.inject({ method: 'POST', url: URL, headers: u ? await t.auth(u) : {}, payload: form });
    return { status: res.statusCode, body: res.json<{ url?: string; mensaje?: string; codigo?: string }>() };
  };

  it('requires a seller', async () => {
    const blob = new Blob([new Uint8Array(png)], { type: 'image/png' });
    expect((await subir(null, blob)).status).toBe(401);
    expect(await subir({ sub: vendedor.sub, roles: ['comprador'] }, blob)).toEqual({
      status: 403,
      body: { mensaje: MENSAJES_PERFIL.sinPermiso, codigo: 'SIN_PERMISO' },
    });
  });

  it('stores a PNG logo as WebP under uploads/logos and answers its URL', async () => {
    const { status, body } = await subir(vendedor, new Blob([new Uint8Array(png)], { type: 'image/png' }));
    expect(status).toBe(201);
    expect(body.url).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\.webp$/);
    await access(path.join(t.config.dataDir, body.url!.slice(1)));
    const served = await t.app.inject(body.url!);
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses what is not an image, whatever its declared type, and files over 5 MB', async () => {
    const falso = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
      type: 'image/png',
    });
    expect(await subir(vendedor, falso)).toEqual({
      status: 400,
      body: { mensaje: IMAGEN_NO_VALIDA, codigo: 'IMAGEN_NO_VALIDA' },
    });
    const enorme = new Blob([new Uint8Array(5 * 1024 * 1024 + 10)], { type: 'image/png' });
    expect(await subir(vendedor, enorme)).toEqual({
      status: 413,
      body: { mensaje: IMAGEN_DEMASIADO_GRANDE, codigo: 'IMAGEN_DEMASIADO_GRANDE' },
    });
  });

  it('stores a storefront banner 1600 px wide under uploads/banners with ?tipo=banner', async () => {
    const ancho = await sharp({ create: { width: 2400, height: 600, channels: 3, background: '#F59E0B' } })
      .png()
      .toBuffer();
    const subirComo = async (query: string, nombre = 'banner.png') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(ancho)], { type: 'image/png' }), nombre);
      const res = await t.app.inject({
        method: 'POST',
        url: `${URL}${query}`,
        headers: await t.auth(vendedor),
        payload: form,
      });
      return { status: res.statusCode, body: res.json<{ url?: string; mensaje?: string; codigo?: string }>() };
    };
    const medidas = async (url: string) => {
      const { width, height, format } = await sharp((await t.app.inject(url)).rawPayload).metadata();
      return { width, height, format };
    };
    const banner = await subirComo('?tipo=banner', '../../../etc/banner.png');
    expect(banner.status).toBe(201);
    expect(banner.body.url).toMatch(/^\/uploads\/banners\/[0-9a-f-]{36}\.webp$/);
    expect(await medidas(banner.body.url!)).toEqual({ width: 1600, height: 400, format: 'webp' });
    const logo = await subirComo('?tipo=logo');
    expect(logo.body.url).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\.webp$/);
    expect(await medidas(logo.body.url!)).toEqual({ width: 800, height: 200, format: 'webp' });
    expect(await subirComo('?tipo=fondo')).toEqual({
      status: 400,
      body: { mensaje: MENSAJES_APARIENCIA.tipoImagenInvalido, codigo: 'VALIDACION' },
    });
  });

  it('asks for an image when the file field is missing or the body is not multipart', async () => {
    const esperado = { status: 400, body: { mensaje: MENSAJES_CUENTA.imagenRequerida, codigo: 'IMAGEN_REQUERIDA' } };
    expect(await subir(vendedor, null)).toEqual(esperado);
    expect(await subir(vendedor, new Blob([new Uint8Array(png)]), 'imagen')).toEqual(esperado);
    const json = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: await t.auth(vendedor),
      payload: { url: 'x' },
    });
    expect({ status: json.statusCode, body: json.json() }).toEqual(esperado);
  });

  it('answers 413, not 400, for a file the size limit cuts exactly at a chunk boundary', async () => {
    // The first chunk carries the part headers and exactly the limit's bytes; the next one goes over.
    const limite = '----feria-limite';
    const cabecera = `--${limite}\r\nContent-Disposition: form-data; name="file"; filename="grande.png"\r\nContent-Type: image/png\r\n\r\n`;
    const trozos = [
      Buffer.concat([Buffer.from(cabecera), Buffer.alloc(IMAGEN_SUBIDA_MAX_BYTES, 1)]),
      Buffer.alloc(1024, 1),
      Buffer.from(`\r\n--${limite}--\r\n`),
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...(await t.auth(vendedor)), 'content-type': `multipart/form-data; boundary=${limite}` },
      payload: Readable.from(trozos),
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 413,
      body: { mensaje: IMAGEN_DEMASIADO_GRANDE, codigo: 'IMAGEN_DEMASIADO_GRANDE' },
    });
  });
});

describe('emprendedor: uploads belong to a shop', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1D4ED8' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t.close());

  const subir = async (u: UsuarioPrueba) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const res = await t.app.inject({ method: 'POST', url: URL, headers: await t.auth(u), payload: form });
    return {
      status: res.statusCode,
      body: res.json<{ url?: string; mensaje?: string; codigo?: string }>(),
      retryAfter: res.headers['retry-after'],
    };
  };
  const sinUsar = (codigo: keyof typeof ERRORES) => ({ mensaje: ERRORES[codigo].mensaje, codigo });

  it('refuses a seller without a shop (a deactivated one does not count) and keeps nothing', async () => {
    const nuevo: UsuarioPrueba = { sub: '7d6f1c2e-2222-4b3a-8c4d-0000000000a1', roles: ['emprendedor'] };
    const logos = () => readdir(path.join(t.config.dataDir, 'uploads', 'logos')).catch(() => [] as string[]);
    const antes = await logos();
    expect(await subir(nuevo)).toMatchObject({ status: 409, body: sinUsar('SUBIDA_SIN_EMPRENDIMIENTO') });
    await crearEmprendimiento(t.db, { ownerUserId: nuevo.sub, estado: 'Eliminado' });
    expect(await subir(nuevo)).toMatchObject({ status: 409, body: sinUsar('SUBIDA_SIN_EMPRENDIMIENTO') });
    expect(await logos()).toEqual(antes);
  });

  it('lets at most SUBIDAS_SIN_USAR_MAX uploads wait unused; saving one in the shop frees its place', async () => {
    const vendedora: UsuarioPrueba = { sub: '7d6f1c2e-2222-4b3a-8c4d-0000000000a2', roles: ['emprendedor'] };
    const id = await crearEmprendimiento(t.db, { ownerUserId: vendedora.sub, estado: 'Pendiente' });
    const urls: string[] = [];
    for (let i = 0; i < SUBIDAS_SIN_USAR_MAX; i++) {
      const r = await subir(vendedora);
      expect(r.status).toBe(201);
      urls.push(r.body.url!);
    }
    const rechazada = await subir(vendedora);
    expect(rechazada).toMatchObject({ status: 429, body: sinUsar('DEMASIADAS_SUBIDAS_SIN_USAR'), retryAfter: '3600' });
    await t.db.update(emprendimientos).set({ logoUrl: urls[0]! }).where(eq(emprendimientos.id, id));
    expect((await subir(vendedora)).status).toBe(201);
  });

  it('refuses an upload over the shop quota of images or of bytes with 413', async () => {
    const vendedora: UsuarioPrueba = { sub: '7d6f1c2e-2222-4b3a-8c4d-0000000000a3', roles: ['emprendedor'] };
    const id = await crearEmprendimiento(t.db, { ownerUserId: vendedora.sub, estado: 'Activo' });
    // The shop already holds its quota of images (records only: the check counts records and bytes).
    const imagen = (i: number, bytes: number) => ({ url: `/uploads/productos/lleno-${i}.webp`, thumbUrl: '', bytes });
    const llenas = Array.from({ length: SUBIDAS_MAX_POR_EMPRENDIMIENTO }, (_, i) => imagen(i, 10));
    await t.db.transaction((tx) => registrarSubidas(tx, id, llenas, { sinUsar: false }, imagenEnUso));
    expect(await subir(vendedora)).toMatchObject({ status: 413, body: sinUsar('CUOTA_IMAGENES_EXCEDIDA') });
    // Then of bytes: a few images, almost all the bytes.
    await olvidarSubidas(
      t.db,
      llenas.map((l) => l.url),
    );
    await t.db.transaction((tx) =>
      registrarSubidas(tx, id, [imagen(0, SUBIDAS_MAX_BYTES_POR_EMPRENDIMIENTO - 5)], { sinUsar: false }, imagenEnUso),
    );
    expect(await usoDeSubidas(t.db, id, imagenEnUso)).toMatchObject({ cantidad: 1 });
    expect(await subir(vendedora)).toMatchObject({ status: 413, body: sinUsar('CUOTA_IMAGENES_EXCEDIDA') });
  });

  it('sweeps what nothing references 24 h after the upload, files included, and keeps what is in use', async () => {
    const vendedora: UsuarioPrueba = { sub: '7d6f1c2e-2222-4b3a-8c4d-0000000000a4', roles: ['emprendedor'] };
    const id = await crearEmprendimiento(t.db, { ownerUserId: vendedora.sub, estado: 'Activo' });
    const [usada, suelta] = [(await subir(vendedora)).body.url!, (await subir(vendedora)).body.url!];
    await guardarApariencia(t.db, id, { ...aparienciaPorDefecto('Tienda'), banner: usada, catalogosSeleccionados: [] });
    const archivo = (url: string) => path.join(t.config.dataDir, url.slice(1));
    const existe = (url: string) =>
      access(archivo(url)).then(
        () => true,
        () => false,
      );
    const ahora = new Date();
    expect(await barrerSubidasHuerfanas(t.db, t.config.dataDir, imagenEnUso, ahora)).toBe(0); // younger than 24 h
    const manana = new Date(ahora.getTime() + SUBIDA_HUERFANA_MS + 60_000);
    const borradas = await barrerSubidasHuerfanas(t.db, t.config.dataDir, imagenEnUso, manana);
    expect(borradas).toBeGreaterThanOrEqual(1); // earlier tests' unused uploads go too
    expect(await existe(suelta)).toBe(false);
    expect(await existe(suelta.replace('.webp', '-320.webp'))).toBe(false);
    expect(await existe(usada)).toBe(true);
    expect(await subidasRegistradas(t.db, [usada, suelta])).toEqual([usada]);
    expect(await usoDeSubidas(t.db, id, imagenEnUso)).toMatchObject({ cantidad: 1, sinUsar: 0 });
  });
});

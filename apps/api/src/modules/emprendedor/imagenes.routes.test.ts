import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_APARIENCIA, MENSAJES_CUENTA, MENSAJES_PERFIL } from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { IMAGEN_DEMASIADO_GRANDE, IMAGEN_NO_VALIDA } from '../media/image.service';

const URL = '/api/emprendedor/v1/imagenes';
const vendedor: UsuarioPrueba = { sub: '7d6f1c2e-2222-4b3a-8c4d-000000000002', roles: ['emprendedor'] };

describe('emprendedor: logo upload', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#15803D' } }).png().toBuffer();
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
    const falso = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/png' });
    expect(await subir(vendedor, falso)).toEqual({ status: 400, body: { mensaje: IMAGEN_NO_VALIDA, codigo: 'IMAGEN_NO_VALIDA' } });
    const enorme = new Blob([new Uint8Array(5 * 1024 * 1024 + 10)], { type: 'image/png' });
    expect(await subir(vendedor, enorme)).toEqual({ status: 413, body: { mensaje: IMAGEN_DEMASIADO_GRANDE, codigo: 'IMAGEN_DEMASIADO_GRANDE' } });
  });

  it('stores a storefront banner 1600 px wide under uploads/banners with ?tipo=banner (issue #4)', async () => {
    const ancho = await sharp({ create: { width: 2400, height: 600, channels: 3, background: '#F59E0B' } }).png().toBuffer();
    const subirComo = async (query: string, nombre = 'banner.png') => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(ancho)], { type: 'image/png' }), nombre);
      const res = await t.app.inject({ method: 'POST', url: `${URL}${query}`, headers: await t.auth(vendedor), payload: form });
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
    expect(await subirComo('?tipo=fondo')).toEqual({ status: 400, body: { mensaje: MENSAJES_APARIENCIA.tipoImagenInvalido, codigo: 'VALIDACION' } });
  });

  it('asks for an image when the file field is missing or the body is not multipart', async () => {
    const esperado = { status: 400, body: { mensaje: MENSAJES_CUENTA.imagenRequerida, codigo: 'VALIDACION' } };
    expect(await subir(vendedor, null)).toEqual(esperado);
    expect(await subir(vendedor, new Blob([new Uint8Array(png)]), 'imagen')).toEqual(esperado);
    const json = await t.app.inject({ method: 'POST', url: URL, headers: await t.auth(vendedor), payload: { url: 'x' } });
    expect({ status: json.statusCode, body: json.json() }).toEqual(esperado);
  });
});

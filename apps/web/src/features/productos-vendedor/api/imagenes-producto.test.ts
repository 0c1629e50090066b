import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES_IMAGEN } from '@feria/contracts';
import { setTokenProvider } from '../../../lib/api-client';
import { API, FakeXhr, imagenArchivo, imagenFixture } from '../test-fixtures';
import { subirImagenProducto } from './imagenes-producto';

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setTokenProvider(undefined);
});

async function sent(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.all[0]?.body).toBeDefined());
  return FakeXhr.all[0] as FakeXhr;
}

describe('subirImagenProducto', () => {
  it('posts the file as part `files` with the bearer token, reports progress and answers every image', async () => {
    setTokenProvider(async () => 'tok-9');
    const progress = vi.fn();
    const result = subirImagenProducto('abc/1', imagenArchivo(), progress);
    const xhr = await sent();
    expect(xhr.url).toBe(`${API}/abc%2F1/imagenes`);
    expect(xhr.headers.Authorization).toBe('Bearer tok-9');
    expect(xhr.body?.get('files')).toBeInstanceOf(File);
    xhr.progress(30, 120);
    expect(progress).toHaveBeenCalledWith(25);
    xhr.answer(201, [imagenFixture(4, 0)]);
    await expect(result).resolves.toEqual([imagenFixture(4, 0)]);
  });

  it('rejects with the server message', async () => {
    const result = subirImagenProducto('p1', imagenArchivo(), () => undefined);
    (await sent()).answer(413, { mensaje: MENSAJES_IMAGEN.demasiadoGrande, codigo: 'IMAGEN_GRANDE' });
    await expect(result).rejects.toThrow(MENSAJES_IMAGEN.demasiadoGrande);
  });

  it('rejects an answer that is not the image list', async () => {
    const result = subirImagenProducto('p1', imagenArchivo(), () => undefined);
    (await sent()).answer(200, { url: '/uploads/x.webp' });
    await expect(result).rejects.toThrow(MENSAJES_IMAGEN.errorSubida);
  });
});

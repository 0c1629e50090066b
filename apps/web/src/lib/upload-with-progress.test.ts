import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setTokenProvider } from './api-client';
import { uploadWithProgress } from './upload-with-progress';
import { FakeXhr, xhrEnviado } from './fake-xhr';

afterEach(() => {
  FakeXhr.last = undefined;
  vi.unstubAllGlobals();
  setTokenProvider(undefined);
});

const schema = z.object({ url: z.string() });
const sent = xhrEnviado;
function start(onProgress = vi.fn()) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array([1])], 'a.png', { type: 'image/png' }));
  return uploadWithProgress('/api/x?tipo=banner', form, { schema, onProgress, errorMessage: 'No se pudo' });
}

describe('uploadWithProgress', () => {
  it('posts the form with the bearer token, reports progress and validates the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setTokenProvider(async () => 'tok');
    const onProgress = vi.fn();
    const result = start(onProgress);
    const xhr = await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/x?tipo=banner');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 4 });
    expect(onProgress).toHaveBeenCalledWith(75);
    xhr.answer(201, { url: '/uploads/banners/a.webp' });
    await expect(result).resolves.toEqual({ url: '/uploads/banners/a.webp' });
  });

  it('rejects with the server message, or the default for an unexpected answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const bad = start();
    (await sent()).answer(413, { mensaje: 'La imagen no puede superar los 5 MB', codigo: 'X' });
    await expect(bad).rejects.toThrow('La imagen no puede superar los 5 MB');
    FakeXhr.last = undefined;
    const odd = start();
    (await sent()).answer(200, 'hola');
    await expect(odd).rejects.toThrow('No se pudo');
  });
});

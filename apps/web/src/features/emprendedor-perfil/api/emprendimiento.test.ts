import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES_IMAGEN } from '@feria/contracts';
import { setTokenProvider } from '../../../lib/api-client';
import { subirImagen } from './emprendimiento';
import { FakeXhr, xhrEnviado } from '../../../lib/fake-xhr';

afterEach(() => {
  FakeXhr.last = undefined;
  vi.unstubAllGlobals();
  setTokenProvider(undefined);
});

const png = () => new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
const sent = xhrEnviado;

describe('subirImagen', () => {
  it('posts the file as multipart field `file` with the bearer token and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setTokenProvider(async () => 'tok-123');
    const progress = vi.fn();
    const result = subirImagen(png(), progress);
    const xhr = await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/emprendedor/v1/imagenes');
    expect(xhr.headers.Authorization).toBe('Bearer tok-123');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    expect(progress).toHaveBeenCalledWith(25);
    xhr.answer(201, { url: '/uploads/emprendimientos/abc.webp' });
    await expect(result).resolves.toBe('/uploads/emprendimientos/abc.webp');
  });

  it('rejects with the server message', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const result = subirImagen(png(), () => undefined);
    (await sent()).answer(400, { mensaje: 'La imagen debe ser JPG, PNG o WebP', codigo: 'VALIDACION' });
    await expect(result).rejects.toThrow('La imagen debe ser JPG, PNG o WebP');
  });

  it('rejects with the default message when the answer has no url', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const result = subirImagen(png(), () => undefined);
    (await sent()).answer(200, { otra: 'cosa' });
    await expect(result).rejects.toThrow(MENSAJES_IMAGEN.errorSubida);
  });
});

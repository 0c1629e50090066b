import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES_IMAGEN } from '@feria/contracts';
import { setTokenProvider } from '../../../lib/api-client';
import { subirImagen } from './emprendimiento';

/** Minimal XMLHttpRequest double: records the request and lets the test drive progress and the answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  FakeXhr.last = undefined;
  vi.unstubAllGlobals();
  setTokenProvider(undefined);
});

const png = () => new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
/** The request once it was sent (the token is awaited first). */
async function sent(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.last?.body).toBeDefined());
  return FakeXhr.last as FakeXhr;
}

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

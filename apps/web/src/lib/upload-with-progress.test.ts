import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setTokenProvider } from './api-client';
import { uploadWithProgress } from './upload-with-progress';

/** Minimal XMLHttpRequest double: records the request and lets the test drive progress and the answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
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
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  FakeXhr.last = undefined;
  vi.unstubAllGlobals();
  setTokenProvider(undefined);
});

const schema = z.object({ url: z.string() });
async function sent(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.last?.body).toBeDefined());
  return FakeXhr.last as FakeXhr;
}
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

// Tests only: never imported by app code.
import { expect, vi } from 'vitest';

/** Minimal XMLHttpRequest double: records the request and lets the test drive progress and the answer. */
export class FakeXhr {
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
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

/** The request once it was sent (the token is awaited first). */
export async function xhrEnviado(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.last?.body).toBeDefined());
  return FakeXhr.last as FakeXhr;
}

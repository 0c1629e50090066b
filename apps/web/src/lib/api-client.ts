import type { z } from 'zod';
import { MENSAJES } from '@feria/contracts';

/**
 * An API answer that was not 2xx, with the Spanish message picked per docs/producto/errores.md. Code decides by
 * `codigo` (the contracts error catalogue) and `campo` (the form field at fault), never by the text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly codigo: string | undefined;
  readonly campo: string | undefined;
  /** What exactly went wrong, under the message (e.g. a coupon's minimum amount). */
  detalle: string | undefined;
  /** The server's own message; undefined when `message` is the action's default (docs/producto/errores.md). */
  mensajeServidor: string | undefined;
  constructor(message: string, status: number, codigo?: string, campo?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.codigo = codigo;
    this.campo = campo;
    this.detalle = undefined;
    this.mensajeServidor = undefined;
  }
}

const textField = (body: unknown, key: 'codigo' | 'campo' | 'detalle'): string | undefined => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value ? value : undefined;
};

/** The error for a non-2xx answer: docs/producto/errores.md's message (else `fallback`), the catalogue code and field. */
export function apiErrorFrom(body: unknown, status: number, fallback: string): ApiError {
  const error = new ApiError(
    extractMessage(body, fallback),
    status,
    textField(body, 'codigo'),
    textField(body, 'campo'),
  );
  error.detalle = textField(body, 'detalle');
  error.mensajeServidor = extractMessage(body, '') || undefined;
  return error;
}

/** docs/producto/errores.md: string body, then mensaje, message, error, detalles, first of errores; else the default. */
export function extractMessage(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body.trim()) return body;
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const key of ['mensaje', 'message', 'error', 'detalles'] as const) {
      if (typeof b[key] === 'string' && b[key]) return b[key];
    }
    if (Array.isArray(b.errores) && typeof b.errores[0] === 'string') return b.errores[0];
  }
  return fallback;
}

type QueryValue = string | number | boolean | null | undefined | readonly string[];

/** An array is the parameter repeated (`opcion=Talle:38&opcion=Color:Negro`). */
export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (Array.isArray(v)) for (const x of v as readonly string[]) params.append(k, x);
    else if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  schema?: z.ZodType<T>;
  errorMessage?: string;
  signal?: AbortSignal;
}

/** Token provider, set by the auth feature once identity lands (docs/producto/api.md#convenciones: renew then bearer). */
let tokenProvider: (() => Promise<string | undefined>) | undefined;
export function setTokenProvider(provider: typeof tokenProvider): void {
  tokenProvider = provider;
}

/** The current bearer token (renewed if needed), for requests that cannot use `apiRequest` (upload progress). */
export function getAuthToken(): Promise<string | undefined> {
  return tokenProvider ? tokenProvider() : Promise.resolve(undefined);
}

export async function apiRequest<T>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = await tokenProvider?.();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(withQuery(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(MENSAJES.sinConexion, 0);
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* plain-text body */
  }
  if (!res.ok) {
    if (res.status === 401 || res.status === 403) console.warn(`API ${res.status} en ${path}`); // docs/producto/api.md#convenciones: only logged
    throw apiErrorFrom(body, res.status, opts.errorMessage ?? MENSAJES.inesperado);
  }
  return opts.schema ? opts.schema.parse(body) : (body as T);
}

import type { z } from 'zod';

export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, described once (decision 026): the API registers its route from it and the web
 * calls it through one typed client, so a path, its parameters and its answer are written once.
 */
export interface Endpoint {
  /**
   * The resource the call reads or changes: the first part of its query key on the web, so a write
   * refreshes every cached read of the resource, whichever page made it.
   */
  readonly recurso: string;
  readonly metodo: Metodo;
  /** The full path, `{name}` for each path parameter (the OpenAPI form). */
  readonly ruta: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers the call must send (e.g. `Idempotency-Key`), lower-case names. */
  readonly headers?: z.ZodType;
  /** The answer on success. */
  readonly respuesta: z.ZodType;
  /** Status of a success: 200 unless it creates (201), only accepts a request to finish later (202) or answers nothing (204). */
  readonly status?: 200 | 201 | 202 | 204;
  /** docs/producto/errores.md: the text shown when the call fails without a server message. */
  readonly error: string;
}

export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

type Entrada<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller passes: the path parameters, the query and the body the endpoint declares. */
export type Argumentos<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Entrada<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Entrada<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Entrada<E['body']> } : { body?: undefined }) &
  (E['headers'] extends z.ZodType ? { headers: Entrada<E['headers']> } : { headers?: undefined });

export type Respuesta<E extends Endpoint> = z.output<E['respuesta']>;

/** The path with its parameters in place, each one URL-encoded. */
export function rutaCon(ruta: string, params: Record<string, unknown> | undefined): string {
  return ruta.replace(/\{(\w+)\}/g, (_, nombre: string) => {
    const valor = params?.[nombre];
    if (valor === undefined || valor === null || valor === '')
      throw new Error(`Falta el parámetro ${nombre} de ${ruta}`);
    return encodeURIComponent(String(valor));
  });
}

/** The same path as Fastify's router writes it (`:name`), below a prefix the route plugin is mounted at. */
export function rutaFastify(ruta: string, prefijo: string): string {
  if (!ruta.startsWith(prefijo)) throw new Error(`${ruta} no está bajo ${prefijo}`);
  return ruta.slice(prefijo.length).replace(/\{(\w+)\}/g, ':$1') || '/';
}

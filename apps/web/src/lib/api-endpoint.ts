import { queryOptions } from '@tanstack/react-query';
import { rutaCon, type Argumentos, type Endpoint, type Respuesta } from '@feria/contracts';
import { apiRequest } from './api-client';

type Query = Parameters<typeof apiRequest>[1] extends infer O ? (O extends { query?: infer Q } ? Q : never) : never;

/**
 * Calls an endpoint described in contracts (decision 026): its path with the parameters in place,
 * its method, query and body; the answer is checked with its schema and a failure says docs/producto/errores.md's
 * text for the call unless the server sent its own.
 */
export function llamar<E extends Endpoint>(e: E, args: Argumentos<E>, signal?: AbortSignal): Promise<Respuesta<E>> {
  return apiRequest<Respuesta<E>>(rutaCon(e.ruta, args.params as Record<string, unknown> | undefined), {
    method: e.metodo,
    query: args.query as Query,
    body: args.body,
    headers: args.headers as Record<string, string> | undefined,
    // A 204 has no body to check.
    schema: e.status === 204 ? undefined : (e.respuesta as never),
    errorMessage: e.error,
    signal,
  });
}

/**
 * The query key of a read: its resource first (a write invalidates `[recurso]`), then the path
 * template and the arguments — the same call has the same key on every page.
 */
export function claveDe<E extends Endpoint>(e: E, args: Argumentos<E>) {
  return [e.recurso, e.ruta, args.params ?? null, args.query ?? null] as const;
}

export function consulta<E extends Endpoint>(e: E, args: Argumentos<E>) {
  return queryOptions({ queryKey: claveDe(e, args), queryFn: ({ signal }) => llamar(e, args, signal) });
}

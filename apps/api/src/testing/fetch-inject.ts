import type { FastifyInstance } from 'fastify';

const SIN_CUERPO = new Set([101, 204, 205, 304]);

/**
 * A `fetch` answered by `app.inject`: in tests nothing listens on a port, so calls the app makes
 * to itself (the API to the embedded Mercado Pago sandbox, the sandbox's webhooks to the API) go
 * through Fastify in-process, with the same URLs, headers and bodies as over the network.
 */
export function fetchPorInject(app: () => FastifyInstance): typeof fetch {
  return (async (entrada: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof entrada === 'string' ? entrada : entrada instanceof URL ? entrada.href : entrada.url);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const res = await app().inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(init?.body === undefined || init.body === null ? {} : { payload: init.body as string }),
    });
    const respuesta = new Headers();
    for (const [k, v] of Object.entries(res.headers))
      if (v !== undefined) respuesta.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    return new Response(SIN_CUERPO.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: respuesta,
    });
  }) as typeof fetch;
}

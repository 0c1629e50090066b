import Fastify from 'fastify';

export interface Recibido {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  at: number;
}

/** A local HTTP server standing in for the API's webhook route; `responder` picks each status. */
export async function startReceiver(responder: (n: number) => number = () => 200) {
  const recibidos: Recibido[] = [];
  const app = Fastify({ logger: false });
  app.post('/*', async (request, reply) => {
    recibidos.push({ url: request.url, headers: request.headers, body: request.body, at: Date.now() });
    return reply.code(responder(recibidos.length)).send({ ok: true });
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${address}/api/webhooks/mercadopago`, recibidos, close: () => app.close() };
}

export async function esperar(condicion: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const hasta = Date.now() + timeoutMs;
  while (!(await condicion())) {
    if (Date.now() > hasta) throw new Error('esperar: la condición no se cumplió a tiempo');
    await new Promise((r) => setTimeout(r, 10));
  }
}

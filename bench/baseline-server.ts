import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// The baseline: a bare Fastify server answering, at each public route's own URL (path and query),
// the JSON that route returned when it was captured, from memory. Argument: a JSON file of
// { "<url>": "<body>" }, and the port.
const bodies = new Map(Object.entries(JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, string>));
const app = Fastify({ logger: false });
app.get('/*', (req, reply) => {
  const body = bodies.get(req.url);
  if (body === undefined) return reply.code(404).send({ mensaje: 'Sin respuesta capturada para esta URL' });
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

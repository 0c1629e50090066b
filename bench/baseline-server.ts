import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// The baseline: a bare Fastify route answering the same JSON the search returns, from memory.
const body = readFileSync(process.argv[2]!, 'utf8');
const app = Fastify({ logger: false });
app.get('/baseline', (_req, reply) => reply.type('application/json').send(body));
await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

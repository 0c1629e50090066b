import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** A preHandler that answers Mercado Pago's 401 unless `Authorization: Bearer <accessToken>`. */
export function requireBearer(accessToken: string) {
  const expected = digest(accessToken);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match?.[1] && timingSafeEqual(digest(match[1]), expected)) return;
    return reply.code(401).send({ message: 'invalid_token', error: 'unauthorized', status: 401 });
  };
}

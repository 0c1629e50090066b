import type { FastifyReply } from 'fastify';
import type { MpErrorBody } from './mp-types';

/** Answers Mercado Pago's error body: `{ message, error, status, cause }`. */
export function mpError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
  cause: MpErrorBody['cause'] = [],
) {
  const body: MpErrorBody = { message, error, status, cause };
  return reply.code(status).type('application/json').send(body);
}

export const notFound = (reply: FastifyReply, message: string) =>
  mpError(reply, 404, 'not_found', message, [{ code: 2000, description: message, data: null }]);

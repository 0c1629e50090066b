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

/**
 * Mercado Pago's answer to a token that is not the owner's (docs/producto/pagos.md#sandbox-oauth): a
 * preference or payment of another account.
 */
export const forbidden = (reply: FastifyReply) =>
  mpError(reply, 403, 'PA_UNAUTHORIZED_RESULT_FROM_POLICIES', 'At least one policy returned UNAUTHORIZED.');

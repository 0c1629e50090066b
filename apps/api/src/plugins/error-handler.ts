import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { CODIGOS, MENSAJES, type ErrorBody } from '@feria/contracts';
import { AppError } from '../lib/app-error';

/**
 * The one error handler (STYLE.md "Errors"): every failure answers `{ mensaje, codigo }` in
 * Spanish (spec §8: the client reads `mensaje` first). 5xx bodies never carry a stack or SQL.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (status >= 500) request.log.error({ err: error }, 'error inesperado');
    else request.log.info({ codigo: body.codigo, status }, body.mensaje);
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.code(status).send(body);
  });
}

function toErrorBody(error: FastifyError | AppError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) return { status: error.statusCode, body: { mensaje: error.message, codigo: error.codigo } };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The contracts schemas carry the Spanish texts; the first issue is the one to show.
    const mensaje = error.validation[0]?.message || MENSAJES.parametrosInvalidos;
    return { status: 400, body: { mensaje, codigo: CODIGOS.validacion } };
  }
  if (isResponseSerializationError(error)) return internal();
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 429) return { status, body: { mensaje: MENSAJES.demasiadasSolicitudes, codigo: CODIGOS.demasiadasSolicitudes } };
  if (status === 404) return { status, body: { mensaje: MENSAJES.noEncontrado, codigo: CODIGOS.noEncontrado } };
  // Malformed JSON, wrong content type, body too large: the client sent something unusable.
  if (status >= 400 && status < 500) return { status, body: { mensaje: MENSAJES.parametrosInvalidos, codigo: CODIGOS.validacion } };
  return internal();
}

function internal(): { status: number; body: ErrorBody } {
  return { status: 500, body: { mensaje: MENSAJES.inesperado, codigo: CODIGOS.interno } };
}

/** Unknown `/api/...` paths answer JSON; other paths may fall back to the SPA (plugins/spa.ts). */
export function registerNotFound(
  app: FastifyInstance,
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      return reply.code(404).send({ mensaje: MENSAJES.rutaApiNoEncontrada, codigo: CODIGOS.rutaNoEncontrada });
    }
    if (spaFallback?.(request, reply)) return reply;
    return reply.code(404).send({ mensaje: MENSAJES.noEncontrado, codigo: CODIGOS.noEncontrado });
  });
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

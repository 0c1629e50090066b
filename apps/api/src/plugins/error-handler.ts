import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { CODIGOS, cuerpoDeError, MENSAJES, type ErrorBody } from '@feria/contracts';
import { isRejectedText } from '../db/errors';
import { AppError } from '../lib/app-error';
import { marcarRespuestaEsperada } from '../lib/log-options';

type Answer = { status: number; body: ErrorBody };
const answer = (status: number, mensaje: string, codigo: string): Answer => ({ status, body: { mensaje, codigo } });

/**
 * The one error handler (STYLE.md "Errors"): every failure answers `{ mensaje, codigo, campo?, detalle? }` in
 * Spanish (docs/producto/errores.md: the client reads `mensaje` first). 5xx bodies never carry a stack or SQL.
 * The logger's serializers keep query parameters out of the log (lib/log-options.ts).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (esSobrecargaEsperada(error)) {
      marcarRespuestaEsperada(request);
      request.log.warn({ codigo: body.codigo, status, ...(error.cause ? { err: error.cause } : {}) }, body.mensaje);
    } else if (status >= 500) request.log.error({ err: error }, 'error inesperado');
    else request.log.info({ codigo: body.codigo, status }, body.mensaje);
    if (error instanceof AppError && error.reintentarEn !== undefined)
      reply.header('retry-after', String(error.reintentarEn));
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.code(status).send(body);
  });
}

/**
 * A 503 of the catalogue thrown on purpose (too many images being processed, Mercado Pago out of
 * reach, a service this configuration does not offer): the server works as designed and the client
 * is told to retry, so it is a warning, not an error. Error level stays for what nobody expected.
 */
function esSobrecargaEsperada(error: FastifyError | AppError): error is AppError {
  return error instanceof AppError && error.statusCode === 503;
}

/**
 * Fastify's own refusals, by code (they answered in English). A path segment over the
 * router's maxParamLength is a bad id: 400, like the schemas answer for one, not 414.
 */
const FRAMEWORK = new Map<unknown, Answer>([
  ['FST_ERR_BAD_URL', answer(400, MENSAJES.urlInvalida, CODIGOS.validacion)],
  ['FST_ERR_MAX_PARAM_LENGTH', answer(400, MENSAJES.idInvalido, CODIGOS.validacion)],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', answer(415, MENSAJES.tipoContenidoNoSoportado, CODIGOS.tipoContenidoNoSoportado)],
  ['FST_ERR_CTP_BODY_TOO_LARGE', answer(413, MENSAJES.solicitudDemasiadoGrande, CODIGOS.solicitudDemasiadoGrande)],
]);

/** Other client errors by status (plugins' own codes: multipart limits, parsers). */
const TIMEOUT = answer(408, MENSAJES.tiempoAgotado, CODIGOS.tiempoAgotado);
const HEADERS_TOO_LARGE = answer(431, MENSAJES.encabezadosDemasiadoGrandes, CODIGOS.encabezadosDemasiadoGrandes);
const BY_STATUS = new Map<unknown, Answer>([
  [404, answer(404, MENSAJES.noEncontrado, CODIGOS.noEncontrado)],
  [406, answer(406, MENSAJES.tipoContenidoNoSoportado, CODIGOS.tipoContenidoNoSoportado)],
  [408, TIMEOUT],
  [413, answer(413, MENSAJES.solicitudDemasiadoGrande, CODIGOS.solicitudDemasiadoGrande)],
  [414, answer(414, MENSAJES.urlInvalida, CODIGOS.validacion)],
  [415, answer(415, MENSAJES.tipoContenidoNoSoportado, CODIGOS.tipoContenidoNoSoportado)],
  [429, answer(429, MENSAJES.demasiadasSolicitudes, CODIGOS.demasiadasSolicitudes)],
  [431, HEADERS_TOO_LARGE],
]);

export function toErrorBody(error: FastifyError | AppError): Answer {
  if (error instanceof AppError) {
    // The catalogue's text and status; `campo` the call's or the entry's (docs/producto/errores.md#cómo-llega-un-error).
    const { campo, detalle, textoDelEsquema } = error;
    return { status: error.statusCode, body: cuerpoDeError(error.codigo, { campo, detalle, textoDelEsquema }) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The contracts schemas carry the Spanish texts; the first issue is the one to show.
    return answer(400, error.validation[0]?.message || MENSAJES.parametrosInvalidos, CODIGOS.validacion);
  }
  if (isResponseSerializationError(error)) return internal();
  // A NUL byte the contracts did not stop: PostgreSQL refuses the text, the client sent it.
  if (isRejectedText(error)) return answer(400, MENSAJES.caracteresNoPermitidos, CODIGOS.validacion);
  const known = FRAMEWORK.get(error.code);
  if (known) return known;
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  const byStatus = BY_STATUS.get(status);
  if (byStatus) return byStatus;
  // Malformed JSON, a missing body, proto poisoning: the client sent something unusable.
  if (status >= 400 && status < 500) return answer(status, MENSAJES.parametrosInvalidos, CODIGOS.validacion);
  return internal();
}

function internal(): Answer {
  return answer(500, MENSAJES.inesperado, CODIGOS.interno);
}

/** Fastify's `frameworkErrors`: a bad URL or a too-long path segment, before any route or hook runs. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toErrorBody(error);
  request.log.info({ codigo: body.codigo, status, code: error.code }, body.mensaje);
  void reply.code(status).send(body);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request
 * (headers too large, a malformed request line, a timeout), answered on the raw socket.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer (Fastify's default does the same).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? HEADERS_TOO_LARGE
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? TIMEOUT
        : answer(400, MENSAJES.solicitudInvalida, CODIGOS.validacion);
  // Only the code: the error's rawPacket holds the request's bytes, Authorization header included.
  this.log.debug({ code: error.code, status }, 'solicitud rechazada por el servidor HTTP');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

/** Unknown paths answer JSON (the SPA's pages have their own route, plugins/spa.ts). */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      return reply.code(404).send({ mensaje: MENSAJES.rutaApiNoEncontrada, codigo: CODIGOS.rutaNoEncontrada });
    }
    return reply.code(404).send({ mensaje: MENSAJES.noEncontrado, codigo: CODIGOS.noEncontrado });
  });
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

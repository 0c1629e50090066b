import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorBody, rutaFastify, type Endpoint } from '@feria/contracts';
import { enviarJson, RespuestaJson } from './cache-publico';

type Salida<S> = S extends z.ZodType ? z.output<S> : unknown;
type Entrada<S> = S extends z.ZodType ? z.input<S> : never;

/** The request of an endpoint's route: its path parameters, query and body as the contracts parse them. */
export type Solicitud<E extends Endpoint> = FastifyRequest<{
  Params: Salida<E['params']>;
  Querystring: Salida<E['query']>;
  Body: Salida<E['body']>;
  Headers: Salida<E['headers']>;
}>;

export interface DocRuta {
  tags: string[];
  summary: string;
  security?: readonly Record<string, readonly string[]>[];
  /** Error statuses the route documents, each answered as `{ mensaje, codigo, campo? }`. */
  errores: readonly number[];
  /** A check before the schemas run (e.g. an empty body answered with the endpoint's own text). */
  preValidation?: (req: FastifyRequest) => Promise<void>;
}

/** A handler returns the answer, or (public reads, lib/json-publico.ts) its serialised JSON with an ETag. */
export type Manejador<E extends Endpoint> = (
  req: Solicitud<E>,
  reply: FastifyReply,
) => Promise<Entrada<E['respuesta']> | RespuestaJson>;

/**
 * Registers routes of endpoints described in contracts (decision 026), for a plugin mounted at
 * `prefijo`: method, path, parameter/query/body schemas and the answer come from the descriptor;
 * the route adds its documentation and the handler, which returns the answer (sent with the
 * endpoint's status).
 */
export function rutasDe(app: FastifyInstance, prefijo: string) {
  return <E extends Endpoint>(e: E, doc: DocRuta, handler: Manejador<E>): void =>
    registrar(app, prefijo, e, doc, handler);
}

function registrar<E extends Endpoint>(
  app: FastifyInstance,
  prefijo: string,
  e: E,
  doc: DocRuta,
  handler: Manejador<E>,
): void {
  const status = e.status ?? 200;
  app.route({
    method: e.metodo,
    url: rutaFastify(e.ruta, prefijo),
    schema: {
      tags: doc.tags,
      summary: doc.summary,
      ...(doc.security ? { security: doc.security } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.headers ? { headers: e.headers } : {}),
      response: { [status]: e.respuesta, ...Object.fromEntries(doc.errores.map((s) => [s, errorBody])) },
    },
    ...(doc.preValidation ? { preValidation: doc.preValidation } : {}),
    handler: async (req, reply) => {
      const respuesta = await handler(req as Solicitud<E>, reply);
      return respuesta instanceof RespuestaJson
        ? enviarJson(req, reply.code(status), respuesta)
        : reply.code(status).send(respuesta);
    },
  });
}

import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { loggableError } from '../db/errors';

/**
 * Query parameters that are credentials (OIDC logout hint, tokens, authorization codes, a
 * password sent by a broken form): never written to a log.
 */
const SECRET_PARAMS = new Set([
  'id_token_hint',
  'access_token',
  'refresh_token',
  'id_token',
  'code',
  'password',
  'client_secret',
  'token',
]);

/** `req.url` without the secret query parameters; everything else as it came. */
export function urlWithoutSecrets(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const kept = url
    .slice(q + 1)
    .split('&')
    .filter((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is kept as sent; it cannot name a secret parameter anyway.
      }
      return !SECRET_PARAMS.has(decoded.toLowerCase());
    });
  return kept.length > 0 ? `${url.slice(0, q)}?${kept.join('&')}` : url.slice(0, q);
}

/** Body and query fields hidden wherever a log line carries them (defence in depth: bodies are not logged). */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'access_token', 'refresh_token', 'id_token', 'id_token_hint', 'client_secret'].flatMap((k) => [
    k,
    `*.${k}`,
    `*.*.${k}`,
  ]),
  'body.code',
  'query.code',
  'req.body.code',
  'req.query.code',
  'err.params',
  'err.parameters',
];

/** An error as a log field: type, message, stack, its own fields and its cause, after loggableError. */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(err: unknown, depth = 0): SerializedError {
  const e = loggableError(err);
  if (!(e instanceof Error)) return { type: typeof e, message: String(e), stack: '' };
  const out: SerializedError = {
    type: e.constructor.name === 'Error' ? e.name : e.constructor.name,
    message: e.message,
    stack: e.stack ?? '',
  };
  for (const [key, value] of Object.entries(e)) if (!(key in out) && key !== 'cause') out[key] = value;
  if (e.cause !== undefined && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/**
 * pino options of the API (ARCHITECTURE.md "Logs": JSON with request ids). Failed queries are
 * logged without their parameters (db/errors.ts) and URLs without credentials. `stream`: where
 * the lines go (stdout by default; tests read them).
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: { paths: REDACT, censor: '[oculto]' },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: urlWithoutSecrets(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      err: (err: unknown) => serializeError(err),
    },
    ...(stream ? { stream } : {}),
  };
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Nivel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that makes pino's child (with the request id) only when something is
 * written at an enabled level: Fastify makes one per request, and a pino child with redaction
 * costs about as much as the rest of a cached public read's own work (docs/arquitectura.md#rendimiento).
 */
class LoggerDeSolicitud implements FastifyBaseLogger {
  private hijo: FastifyBaseLogger | undefined;
  constructor(
    private readonly padre: FastifyBaseLogger & { isLevelEnabled?(nivel: string): boolean },
    private readonly bindings: Bindings,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.hijo ??= this.padre.child(this.bindings));
  }

  private escribir(nivel: Nivel, args: unknown[]): void {
    if (this.hijo || this.padre.isLevelEnabled?.(nivel) !== false)
      (this.real[nivel] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.hijo?.level ?? this.padre.level;
  }
  set level(nivel: string) {
    this.real.level = nivel;
  }
  fatal(...args: unknown[]): void {
    this.escribir('fatal', args);
  }
  error(...args: unknown[]): void {
    this.escribir('error', args);
  }
  warn(...args: unknown[]): void {
    this.escribir('warn', args);
  }
  info(...args: unknown[]): void {
    this.escribir('info', args);
  }
  debug(...args: unknown[]): void {
    this.escribir('debug', args);
  }
  trace(...args: unknown[]): void {
    this.escribir('trace', args);
  }
  silent(): void {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: the request's logger is made on first use (a route's own log level: at once). */
export function loggerDeSolicitud(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  opciones: ChildLoggerOptions,
): FastifyBaseLogger {
  if (Object.keys(opciones).length > 0) return logger.child(bindings, opciones);
  return new LoggerDeSolicitud(logger, bindings);
}

/** Requests answered with an expected 5xx (the error handler's call): their line is a warning. */
const respuestasEsperadas = new WeakSet<FastifyRequest>();
export function marcarRespuestaEsperada(request: FastifyRequest): void {
  respuestasEsperadas.add(request);
}

/**
 * One line per finished request (method, URL without secrets, status, time; server errors at error
 * level, expected ones such as an overloaded image queue at warn): Fastify's own pair of
 * "incoming request"/"request completed" lines is turned off.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // A plain function, not an async one: it runs on every request.
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    // On the server's logger with the request id in the line (the same fields the request's child
    // would write), so a request that logs nothing else never makes its child logger.
    const line = {
      reqId: request.id,
      method: request.method,
      url: urlWithoutSecrets(request.url),
      status,
      ms: Math.round(reply.elapsedTime),
    };
    if (status < 500) request.server.log.info(line, 'request');
    else if (respuestasEsperadas.has(request)) request.server.log.warn(line, 'request');
    else request.server.log.error(line, 'request');
    done();
  });
}

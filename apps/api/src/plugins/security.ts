import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import { CODIGOS, MENSAJES } from '@feria/contracts';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';

/**
 * CSP the SPA passes: MUI/emotion inject <style> tags, so styles need 'unsafe-inline'; scripts
 * never do. No upgrade-insecure-requests: the embedded server is also reached over plain http
 * (a LAN address), where that directive would break every asset.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  });
  if (config.rateLimitMax > 0) {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      errorResponseBuilder: () =>
        new AppError(CODIGOS.demasiadasSolicitudes, MENSAJES.demasiadasSolicitudes, 429),
    });
  }
  await app.register(compress, { global: true });
}

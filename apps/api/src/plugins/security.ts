import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import type { Config } from '../config';
import { errorDe } from '../lib/app-error';
import type { LimitesCompartidos } from '../modules/limites/limites';

/**
 * CSP the SPA passes: MUI/emotion inject <style> tags, so styles need 'unsafe-inline'; scripts
 * never do (the built index.html's own inline scripts are allowed by their hash,
 * hashesDeScriptsEnLinea). No upgrade-insecure-requests: the embedded server is also reached over
 * plain http (a LAN address), where that directive would break every asset.
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

/**
 * This server's other names: a form may post or be redirected there (the embedded Mercado Pago
 * page, reached as localhost, sends the buyer back to the address the buyer uses, e.g. 127.0.0.1).
 */
export function origenesPropios(config: Pick<Config, 'port' | 'publicUrl'>): string[] {
  const origenes = new Set([`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`]);
  if (config.publicUrl) origenes.add(new URL(config.publicUrl).origin);
  return [...origenes];
}

/**
 * The CSP sources ('sha256-…') of the inline scripts of a page: the build puts the colour-mode script
 * inside index.html (docs/arquitectura.md#rendimiento: no render-blocking request before the first paint), and the policy
 * allows exactly that code, nothing else inline.
 */
export function hashesDeScriptsEnLinea(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(m[1] ?? '') || m[2]!.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(m[2]!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The inline scripts' hashes of the web build this server serves (none without a build). */
function hashesDeLaWeb(config: Pick<Config, 'webDist'>): string[] {
  const indexHtml = path.join(config.webDist, 'index.html');
  return existsSync(indexHtml) ? hashesDeScriptsEnLinea(readFileSync(indexHtml, 'utf8')) : [];
}

const DYNAMIC_PREFIXES = ['/api', '/auth', '/_sandbox'];

/** GET/HEAD of the SPA, its assets and the uploads: static files, cheap, cached by the browser. */
export function isStaticRead(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !DYNAMIC_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
}

/**
 * The embedded identity server (certs, token, session iframe, login pages): not counted in the
 * API's budget, where a busy page made token refreshes answer 429. Its login and
 * registration forms have their own budget and brute-force detection (@feria/identity).
 */
export function isIdentityRoute(url: string): boolean {
  return url === '/auth' || url.startsWith('/auth/') || url.startsWith('/auth?');
}

/** helmet's default policy: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the browser reached us over https: TLS here, or `X-Forwarded-Proto: https` from a
 * trusted proxy (TRUST_PROXY); without a trusted proxy, PUBLIC_URL says how the site is reached.
 */
export function isHttps(request: FastifyRequest, config: Pick<Config, 'trustProxy' | 'publicUrl'>): boolean {
  if (request.protocol === 'https') return true;
  return !config.trustProxy && (config.publicUrl?.startsWith('https://') ?? false);
}

/**
 * The headers helmet sets with these options, computed once: they depend on the configuration
 * only, so helmet's middleware runs here on a stand-in response instead of on every request
 * (@fastify/helmet rebuilt the whole middleware, CSP parsing included, per request: ~12 % of a
 * cached public read's CPU, docs/arquitectura.md#rendimiento).
 */
export function cabecerasDeSeguridad(opciones: Readonly<HelmetOptions>): readonly (readonly [string, string])[] {
  const cabeceras = new Map<string, string>();
  const respuesta = {
    setHeader(nombre: string, valor: string | number | readonly string[]) {
      cabeceras.set(nombre, String(valor));
      return respuesta;
    },
    removeHeader(nombre: string) {
      cabeceras.delete(nombre);
    },
  };
  let error: unknown;
  helmet(opciones)({} as IncomingMessage, respuesta as unknown as ServerResponse, (err?: unknown) => (error = err));
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return [...cabeceras];
}

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  limites: Pick<LimitesCompartidos, 'opcionesRateLimit'>,
): Promise<void> {
  const cabeceras = cabecerasDeSeguridad({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CSP_DIRECTIVES,
        scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...hashesDeLaWeb(config)],
        formAction: ["'self'", ...origenesPropios(config)],
      },
    },
    // Only over https: the embedded server is also reached over plain http.
    strictTransportSecurity: false,
  });
  // On the raw response, as helmet does: routes that write it themselves (the identity server's
  // oidc-provider, server-sent events) carry them too. A plain function, not an async one: this
  // runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [nombre, valor] of cabeceras) raw.setHeader(nombre, valor);
    if (isHttps(request, config)) raw.setHeader('strict-transport-security', HSTS);
    done();
  });
  if (config.rateLimitMax > 0) {
    // The counters live in Redis (REDIS_URL) or PostgreSQL, shared by every instance (decisions
    // 089, 093); PGlite is one process by definition, so its memory is the whole count. A store
    // that cannot count lets the request through (skipOnError) rather than refusing everyone.
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      ...limites.opcionesRateLimit,
      // One page view loads dozens of images and assets: only dynamic routes count.
      allowList: (request) => isStaticRead(request.method, request.url) || isIdentityRoute(request.url),
      errorResponseBuilder: () => errorDe('DEMASIADAS_SOLICITUDES'),
    });
  }
  await app.register(compress, { global: true });
}

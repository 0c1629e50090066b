import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';

const YEAR_SECONDS = 31_536_000;
const NOT_SPA = ['/api', '/uploads', '/health', '/ready', '/auth', '/_sandbox'];

/**
 * Serves the built SPA at `/` (Vite's hashed /assets cached for a year, index.html never) and
 * the uploaded images at /uploads (uuid names, so they never change). Returns the history
 * fallback for the not-found handler, or undefined when there is no build.
 */
export async function registerStatic(
  app: FastifyInstance,
  config: Config,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined> {
  const uploads = path.join(config.dataDir, 'uploads');
  await mkdir(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`),
  });

  const indexHtml = path.join(config.webDist, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn({ webDist: config.webDist }, 'no hay build de la web; se sirve solo la API');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: config.webDist,
    prefix: '/',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
  return (request, reply) => {
    if (!isSpaRoute(request)) return false;
    void reply.type('text/html').sendFile('index.html');
    return true;
  };
}

/** History fallback (spec §2.1 client routes): a GET for a page, not for an API or a file. */
export function isSpaRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NOT_SPA.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

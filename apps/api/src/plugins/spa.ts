import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import { contextFrom } from '../lib/context';
import { conMeta, metaDePagina, robots, sitemap } from './meta-paginas';
import { conPrimerPintado, primerPintado } from '../platform/primer-pintado';
import { anchoDePintado, renderizadorSsr } from './ssr';

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
    // `/` is a page like the others: the history fallback below serves it with its data (decision 045).
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
  // The public pages' markup from the server (decision 049), once its module is loaded after start-up.
  const ssr = renderizadorSsr(config.webSsr, app.log);
  app.addHook('onListen', () => {
    void ssr.cargar();
  });
  // The app's page, with the product's, shop's or search's own tags when it is one of those.
  let plantilla: string | undefined;
  const base = (request: FastifyRequest) =>
    (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  const enviar = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://x');
    try {
      // A public page's first reads ride in its HTML (decision 045): no request waterfall after the bundle.
      const [meta, primer] = await Promise.all([
        metaDePagina(contextFrom(request), url.pathname, url.searchParams, base(request)),
        primerPintado(app, url.pathname, url.searchParams, request.ip).catch((err: unknown) => {
          request.log.warn({ err }, 'datos iniciales de la página: se sirve sin ellos');
          return null;
        }),
      ]);
      if (meta && 'redireccion' in meta)
        return await reply.header('cache-control', 'no-cache').redirect(meta.redireccion, 301);
      if (meta || primer) {
        plantilla ??= await readFile(indexHtml, 'utf8');
        let html = meta ? conMeta(plantilla, meta) : plantilla;
        if (primer) {
          const ancho = anchoDePintado(
            request.headers.cookie,
            request.headers['user-agent'],
            String(request.headers['sec-ch-ua-mobile'] ?? ''),
          );
          const marcado = await ssr.renderizar(`${base(request)}${request.url}`, primer.estado, ancho);
          html = conPrimerPintado(html, primer, marcado ? { marcado, ancho } : null);
        }
        return await reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      }
    } catch (err) {
      request.log.warn({ err }, 'meta de la página: se sirve el index sin ellas');
    }
    return reply.type('text/html').sendFile('index.html');
  };
  app.get('/', enviar);
  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots(base(request))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemap(contextFrom(request), base(request))),
  );
  return (request, reply) => {
    if (!isSpaRoute(request)) return false;
    void enviar(request, reply);
    return true;
  };
}

/** History fallback (docs/producto/rutas.md#tabla-de-rutas client routes): a GET for a page, not for an API or a file. */
export function isSpaRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NOT_SPA.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

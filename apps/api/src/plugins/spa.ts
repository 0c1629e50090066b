import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import { configurarAlmacenamiento, type Almacenamiento } from '../platform/almacenamiento';
import { contextFrom } from '../lib/context';
import { conMeta, metaDePagina, robots, sitemap } from './meta-paginas';
import { conPrimerPintado, lectorDePagina, primerPintado } from '../platform/primer-pintado';
import { anchoDePintado, renderizadorSsr } from './ssr';

const YEAR_SECONDS = 31_536_000;
const NOT_SPA = ['/api', '/uploads', '/health', '/ready', '/auth', '/_sandbox', '/metrics'];

/**
 * Serves the built SPA at `/` (Vite's hashed /assets cached for a year, index.html never), its
 * pages through the history fallback, and the uploaded images at /uploads (uuid names, so they
 * never change). Nothing is left for the not-found handler: pages have their own route.
 */
export async function registerStatic(app: FastifyInstance, config: Config): Promise<void> {
  await registerUploads(app, config);

  const indexHtml = path.join(config.webDist, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn({ webDist: config.webDist }, 'no hay build de la web; se sirve solo la API');
    return;
  }
  await app.register(fastifyStatic, {
    root: config.webDist,
    prefix: '/',
    // `/` is a page like the others: the history fallback below serves it with its data (decision 045).
    index: false,
    // One route per built file, not a catch-all: a page URL then reaches the history fallback
    // (the `/*` route below) directly instead of first failing as a missing file (a disk lookup
    // and one more wait on the reply per page). The build does not change while the server runs
    // (index.html and its CSP hashes are read once at start-up too).
    wildcard: false,
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
  const pagina = async (request: FastifyRequest): Promise<{ redireccion: string } | { html: string }> => {
    const url = new URL(request.url, 'http://x');
    plantilla ??= await readFile(indexHtml, 'utf8');
    try {
      // A public page's first reads ride in its HTML (decisions 045, 075): no request waterfall after
      // the bundle. Its meta tags read the same answers (each read once per request).
      const leer = lectorDePagina(app, request.ip);
      const [meta, primer] = await Promise.all([
        metaDePagina(leer, url.pathname, url.searchParams, base(request)),
        primerPintado(ssr, request.url, leer).catch((err: unknown) => {
          request.log.warn({ err }, 'datos iniciales de la página: se sirve sin ellos');
          return null;
        }),
      ]);
      if (meta && 'redireccion' in meta) return meta;
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
      return { html };
    } catch (err) {
      request.log.warn({ err }, 'meta de la página: se sirve el index sin ellas');
      return { html: plantilla };
    }
  };
  // The reply is handed back once, to Fastify, which waits for the answer to end (with
  // compression that is after send() returns: never resolve a handler before it, or Fastify sends
  // an empty body). Nothing here awaits the reply again: each wait on it adds two 'close'
  // listeners to the response until it ends, and a page chained through enough awaits passed
  // Node's 10 (MaxListenersExceededWarning, docs/arquitectura.md#rendimiento).
  const enviar = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    pagina(request).then(
      (respuesta) => {
        reply.header('cache-control', 'no-cache');
        if ('redireccion' in respuesta) reply.redirect(respuesta.redireccion, 301);
        else reply.type('text/html; charset=utf-8').send(respuesta.html);
      },
      (err: unknown) => {
        reply.send(err);
      },
    );
    return reply;
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
  // The history fallback is a route, not the not-found handler: only routes get the compression
  // hook (@fastify/compress adds it per route), and a browser asks for every page compressed. What
  // is neither a page nor a built file goes on to the not-found handler (a JSON 404).
  app.get('/*', (request, reply) => (isSpaRoute(request) ? enviar(request, reply) : reply.callNotFound()));
}

/**
 * The configured storage (decision 088) becomes the data dir's for this app's life, and /uploads
 * serves its public images: from the data dir as files, as always; from the bucket through this
 * API (the same URLs, whichever instance answers), or redirected to S3_PUBLIC_URL when a CDN
 * serves them. Only `uploads/` is ever reachable here: proofs live under another prefix.
 */
async function registerUploads(app: FastifyInstance, config: Config): Promise<void> {
  const { almacenamiento, soltar } = await configurarAlmacenamiento(config.dataDir, config.almacenamiento);
  app.addHook('onClose', async () => soltar());
  const cacheable = `public, max-age=${YEAR_SECONDS}, immutable`;
  if (almacenamiento.tipo === 'local') {
    const uploads = path.join(config.dataDir, 'uploads');
    await mkdir(uploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: '/uploads/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', cacheable),
    });
    return;
  }
  app.get('/uploads/*', (request, reply) => servirDelBucket(almacenamiento, request, reply, cacheable));
}

/** An image's file name under its folder (image.service.ts names them so). */
const RUTA_SUBIDA = /^[a-z0-9][a-z0-9-]{0,62}\/[a-z0-9][a-z0-9-]{0,80}\.webp$/;

async function servirDelBucket(
  almacenamiento: Almacenamiento,
  request: FastifyRequest,
  reply: FastifyReply,
  cacheable: string,
): Promise<FastifyReply> {
  const resto = (request.params as { '*': string })['*'];
  if (!RUTA_SUBIDA.test(resto)) return noEsta(reply);
  const clave = `uploads/${resto}`;
  const publica = almacenamiento.urlPublica(clave);
  // A CDN in front of the bucket: the stored URLs stay /uploads/…, the browser is sent there.
  if (publica !== `/${clave}`) return reply.header('cache-control', 'public, max-age=86400').redirect(publica, 302);
  const objeto = await almacenamiento.leer(clave);
  if (!objeto) return noEsta(reply);
  return reply
    .type(objeto.tipo)
    .header('content-length', objeto.bytes)
    .header('cache-control', cacheable)
    .send(objeto.cuerpo);
}

/** The app's JSON 404, as @fastify/static answers a missing file. */
function noEsta(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

/** History fallback (docs/producto/rutas.md#tabla-de-rutas client routes): a GET for a page, not for an API or a file. */
export function isSpaRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NOT_SPA.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

// s3rver ships no types: the API's storage tests declare the little used (one declaration, shared).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../apps/api/src/platform/almacenamiento/s3rver.d.ts" />
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';

/**
 * What the two-instance journey needs besides the product (README "Producción": several instances
 * behind a load balancer, one PostgreSQL, one bucket): a fresh database on the given server, an
 * S3-compatible bucket (s3rver, as the API's storage tests use) and a round-robin HTTP proxy.
 */

/** Creates `feria_e2e_dos_<random>` on the server `serverUrl` names; `drop()` removes it. */
export async function baseDePrueba(serverUrl: string): Promise<{ url: string; nombre: string; drop(): Promise<void> }> {
  const nombre = `feria_e2e_dos_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${nombre}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${nombre}`;
  return {
    url: url.toString(),
    nombre,
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        // An instance killed mid-journey may leave a connection behind for a moment.
        await c.query(`drop database if exists ${nombre} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** s3rver on loopback, on a free port, with one empty bucket; `env` is what an instance needs (README, STORAGE=s3). */
export async function bucketDePrueba(
  bucket = 'feria-dos-instancias',
): Promise<{ env: Record<string, string>; cerrar(): Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'feria-e2e-s3-'));
  const servidor = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await servidor.run();
  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      // s3rver's own fixed credentials (it checks the signature).
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async cerrar() {
      servidor.httpServer?.closeAllConnections();
      await servidor.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export interface Pedido {
  metodo: string;
  ruta: string;
  /** Index of the instance that answered (-1: none could). */
  instancia: number;
  estado: number;
  lastEventId?: string;
  /** The journey's own label for the browser that sent it (header X-E2E-Cliente), if any. */
  cliente?: string;
  /** True while the answer is still streaming (an open SSE connection). */
  abierto: boolean;
  /** Connection errors met on the way (the instance refused, or died mid-request). */
  fallos: string[];
  /** When the proxy received it (ms since the epoch). */
  en: number;
}

export interface Proxy {
  url: string;
  port: number;
  /** Every request the proxy forwarded, in order. */
  pedidos: Pedido[];
  cerrar(): Promise<void>;
}

const SIN_CONEXION = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/**
 * A tiny load balancer: each request goes to the next instance in turn (streams included: an SSE
 * response is piped as it comes), with the client's headers plus X-Forwarded-For/Host/Proto. When
 * an instance refuses the connection, the request goes once to the other one. When an instance
 * dies mid-stream the client's connection is cut too, as a real balancer does.
 */
export async function proxyRoundRobin(destinos: string[], port: number): Promise<Proxy> {
  const pedidos: Pedido[] = [];
  let turno = 0;
  // Like a balancer's passive health check: an instance that refused a connection is skipped for a while.
  const caidaHasta = new Map<number, number>();
  const siguiente = () => {
    for (let n = 0; n < destinos.length; n++) {
      const i = turno++ % destinos.length;
      if ((caidaHasta.get(i) ?? 0) <= Date.now()) return i;
    }
    return turno++ % destinos.length;
  };
  const servidor: Server = createServer((req, res) => {
    const cuerpo: Buffer[] = [];
    req.on('data', (c: Buffer) => cuerpo.push(c));
    req.on('end', () => {
      const registro: Pedido = {
        metodo: req.method ?? 'GET',
        ruta: req.url ?? '/',
        instancia: -1,
        estado: 0,
        lastEventId: req.headers['last-event-id'] as string | undefined,
        cliente: req.headers['x-e2e-cliente'] as string | undefined,
        abierto: false,
        fallos: [],
        en: Date.now(),
      };
      pedidos.push(registro);
      let cancelado = false;
      const primera = siguiente();
      const enviar = (indice: number, reintento: boolean) => {
        const destino = new URL(destinos[indice]!);
        const headers = { ...req.headers };
        const previo = req.headers['x-forwarded-for'];
        headers['x-forwarded-for'] = [previo, req.socket.remoteAddress].filter(Boolean).join(', ');
        headers['x-forwarded-host'] = req.headers.host ?? '';
        headers['x-forwarded-proto'] = 'http';
        const salida = httpRequest(
          { host: destino.hostname, port: destino.port, method: req.method, path: req.url, headers, agent: false },
          (respuesta: IncomingMessage) => {
            registro.instancia = indice;
            registro.estado = respuesta.statusCode ?? 0;
            res.writeHead(respuesta.statusCode ?? 502, respuesta.rawHeaders);
            res.flushHeaders();
            registro.abierto = true;
            respuesta.pipe(res);
            res.on('close', () => (registro.abierto = false));
            // The instance died mid-answer: cut the client's connection so it notices (and reconnects).
            respuesta.on('aborted', () => res.destroy());
            respuesta.on('error', () => res.destroy());
          },
        );
        salida.on('error', (e: NodeJS.ErrnoException) => {
          if (cancelado) return;
          registro.fallos.push(`${indice}: ${e.code ?? e.message}`);
          if (e.code === 'ECONNREFUSED') caidaHasta.set(indice, Date.now() + 10_000);
          if (res.headersSent) {
            res.destroy();
            return;
          }
          // Refused: nothing reached the instance, any request can go to the other one. Cut after
          // sending: only a read is repeated (a balancer does not replay a POST that may have landed).
          const repetible = e.code === 'ECONNREFUSED' || ['GET', 'HEAD'].includes(req.method ?? '');
          if (!reintento && repetible && SIN_CONEXION.has(e.code ?? '')) {
            enviar((indice + 1) % destinos.length, true);
            return;
          }
          registro.estado = 502;
          res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('Sin instancia disponible');
        });
        // The browser went away (an SSE stream closed, a query cancelled): stop the upstream request
        // too, and record it as nginx does (499), never as the instance's failure.
        res.on('close', () => {
          if (!res.headersSent && !res.writableEnded) {
            cancelado = true;
            registro.instancia = indice;
            registro.estado = 499;
          }
          salida.destroy();
        });
        salida.end(Buffer.concat(cuerpo));
      };
      enviar(primera, false);
    });
  });
  await new Promise<void>((ok) => servidor.listen(port, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pedidos,
    async cerrar() {
      servidor.closeAllConnections();
      await new Promise((ok) => servidor.close(ok));
    },
  };
}

import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORES, MENSAJES } from '@feria/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase, TEST_DATA_DIR } from '../testing';
import { urlWithoutSecrets } from '../lib/log-options';
import { errorDe } from '../lib/app-error';

// Framework refusals in Spanish, a NUL byte that reaches PostgreSQL is a
// 400, and the log of a failed query holds neither its parameters nor credentials from the URL.

const config = (env: Record<string, string> = {}) =>
  loadConfig({
    DATA_DIR: TEST_DATA_DIR,
    WEB_DIST: path.join(TEST_DATA_DIR, 'no-web-dist'),
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '0',
    CACHE_TTL_SECONDS: '0',
    ...env,
  });

const SECRETO = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0bw$hashsecreto';
const CUIT = '20123456786';

describe('error handler: framework errors, database refusals, logs', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const lineas: string[] = [];
  const log = () => lineas.join('\n');

  beforeAll(async () => {
    const handle = await openTestDatabase('empty', process.env.DATABASE_URL || undefined);
    app = await buildApp({ config: config(), db: handle.db, logStream: { write: (l) => void lineas.push(l) } });
    // Routes that reach the database with what the client sent, as a route a schema missed would.
    app.post('/api/test/texto', async (req) =>
      app.db.execute(sql`select ${(req.body as { t: string }).t}::text as t, ${SECRETO} as h`),
    );
    app.post('/api/test/json', async (req) =>
      app.db.execute(sql`select ${JSON.stringify(req.body)}::jsonb as j, ${CUIT} as c`),
    );
    app.get('/api/test/consulta', async () =>
      app.db.execute(sql`select * from app.productos where id = ${SECRETO}::uuid and nombre = ${CUIT}`),
    );
    app.post('/api/test/eco', async (req) => req.body);
    app.get('/api/test/ocupado', async () => {
      throw errorDe('IMAGENES_OCUPADO', 5);
    });
    app.get('/api/test/roto', async () => {
      throw new Error('algo que nadie esperaba');
    });
    await app.ready();
    close = async () => {
      await app.close();
      await handle.close();
    };
  });
  afterAll(async () => close?.());

  const body = (r: { statusCode: number; json: () => unknown }) => ({ status: r.statusCode, body: r.json() });

  it('answers a NUL byte PostgreSQL refuses with a Spanish 400, also inside jsonb', async () => {
    const texto = await app.inject({ method: 'POST', url: '/api/test/texto', payload: { t: 'x\u0000y' } });
    expect(body(texto)).toEqual({
      status: 400,
      body: { mensaje: MENSAJES.caracteresNoPermitidos, codigo: 'VALIDACION' },
    });
    const json = await app.inject({ method: 'POST', url: '/api/test/json', payload: { t: 'x\u0000y' } });
    expect(body(json)).toEqual({
      status: 400,
      body: { mensaje: MENSAJES.caracteresNoPermitidos, codigo: 'VALIDACION' },
    });
    expect((await app.inject({ method: 'POST', url: '/api/test/texto', payload: { t: 'xy' } })).statusCode).toBe(200);
  });

  it('logs a failed query with its SQL text and PostgreSQL code, never its parameters', async () => {
    lineas.length = 0;
    expect((await app.inject({ method: 'POST', url: '/api/test/texto', payload: { t: 'x\u0000y' } })).statusCode).toBe(
      400,
    );
    const res = await app.inject('/api/test/consulta');
    expect(body(res)).toEqual({ status: 500, body: { mensaje: MENSAJES.inesperado, codigo: 'ERROR_INTERNO' } });
    const error = lineas
      .map((l) => JSON.parse(l) as { msg?: string; err?: Record<string, unknown> })
      .find((l) => l.msg === 'error inesperado');
    expect(error?.err?.message).toContain('select * from app.productos where id = $1::uuid');
    expect(JSON.stringify(error?.err)).toContain('22P02');
    expect(log()).not.toContain('hashsecreto');
    expect(log()).not.toContain('argon2');
    expect(log()).not.toContain(CUIT);
  });

  it('logs an expected 503 of the catalogue (too many images) as a warning, an unexpected 500 as an error', async () => {
    const niveles = () =>
      lineas.map((l) => JSON.parse(l) as { level: number; msg?: string; codigo?: string; status?: number });
    lineas.length = 0;
    const ocupado = await app.inject('/api/test/ocupado');
    expect(body(ocupado)).toEqual({
      status: 503,
      body: { mensaje: ERRORES.IMAGENES_OCUPADO.mensaje, codigo: 'IMAGENES_OCUPADO' },
    });
    expect(ocupado.headers['retry-after']).toBe('5');
    expect(niveles().filter((l) => l.level >= 50)).toEqual([]);
    expect(niveles()).toContainEqual(
      expect.objectContaining({
        level: 40,
        codigo: 'IMAGENES_OCUPADO',
        status: 503,
        msg: ERRORES.IMAGENES_OCUPADO.mensaje,
      }),
    );
    expect(niveles()).toContainEqual(expect.objectContaining({ level: 40, msg: 'request', status: 503 }));

    lineas.length = 0;
    expect((await app.inject('/api/test/roto')).statusCode).toBe(500);
    expect(niveles()).toContainEqual(expect.objectContaining({ level: 50, msg: 'error inesperado' }));
    expect(niveles()).toContainEqual(expect.objectContaining({ level: 50, msg: 'request', status: 500 }));
  });

  it('keeps credentials in the URL out of the log', async () => {
    lineas.length = 0;
    await app.inject(
      '/api/nada?state=abc&code=codigo-secreto&id_token_hint=eyJ.hint.secreto&access_token=tok-secreto&password=clave-secreta',
    );
    expect(log()).toContain('state=abc');
    for (const s of ['codigo-secreto', 'hint.secreto', 'tok-secreto', 'clave-secreta']) expect(log()).not.toContain(s);
    expect(urlWithoutSecrets('/a?code=1&x=2&Password=3&id%5Ftoken%5Fhint=4')).toBe('/a?x=2');
    expect(urlWithoutSecrets('/a?code=1')).toBe('/a');
    expect(urlWithoutSecrets('/a')).toBe('/a');
  });

  it("answers Fastify's own refusals in Spanish: bad URL, over-long path segment, media type, body size", async () => {
    expect(body(await app.inject('/api/v1/public/core/productos/%E0%A4%A'))).toEqual({
      status: 400,
      body: { mensaje: MENSAJES.urlInvalida, codigo: 'VALIDACION' },
    });
    expect(body(await app.inject(`/api/v1/public/core/productos/${'a'.repeat(101)}`))).toEqual({
      status: 400,
      body: { mensaje: MENSAJES.idInvalido, codigo: 'VALIDACION' },
    });
    const xml = await app.inject({
      method: 'POST',
      url: '/api/test/eco',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(body(xml)).toEqual({
      status: 415,
      body: { mensaje: MENSAJES.tipoContenidoNoSoportado, codigo: 'TIPO_DE_CONTENIDO_NO_SOPORTADO' },
    });
    const grande = await app.inject({ method: 'POST', url: '/api/test/eco', payload: { t: 'x'.repeat(1_100_000) } });
    expect(body(grande)).toEqual({
      status: 413,
      body: { mensaje: MENSAJES.solicitudDemasiadoGrande, codigo: 'SOLICITUD_DEMASIADO_GRANDE' },
    });
    const roto = await app.inject({
      method: 'POST',
      url: '/api/test/eco',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(body(roto)).toEqual({ status: 400, body: { mensaje: MENSAJES.parametrosInvalidos, codigo: 'VALIDACION' } });
  });

  describe('over a real socket', () => {
    let port: number;
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as { port: number }).port;
    });

    const enviar = (raw: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(raw));
        let recibido = '';
        socket.on('data', (d) => (recibido += d.toString('utf8')));
        socket.on('close', () => resolve(recibido));
        socket.on('error', reject);
      });
    const cuerpo = (respuesta: string) => JSON.parse(respuesta.slice(respuesta.indexOf('\r\n\r\n') + 4)) as unknown;

    it('answers headers over the limit with a Spanish 431', async () => {
      const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { port, host: '127.0.0.1', path: '/health', headers: { 'x-grande': 'a'.repeat(20_000) } },
          (r) => {
            let b = '';
            r.on('data', (d: Buffer) => (b += d.toString('utf8')));
            r.on('end', () => resolve({ status: r.statusCode ?? 0, body: b }));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toEqual({
        mensaje: MENSAJES.encabezadosDemasiadoGrandes,
        codigo: 'ENCABEZADOS_DEMASIADO_GRANDES',
      });
    });

    it('answers a malformed request with a Spanish 400', async () => {
      const respuesta = await enviar('ESTO NO ES HTTP\r\n\r\n');
      expect(respuesta).toMatch(/^HTTP\/1\.1 400 /);
      expect(cuerpo(respuesta)).toEqual({ mensaje: MENSAJES.solicitudInvalida, codigo: 'VALIDACION' });
    });

    it('answers a bad URL with a Spanish 400', async () => {
      const respuesta = await enviar(
        'GET /api/v1/public/core/productos/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      );
      expect(respuesta).toMatch(/^HTTP\/1\.1 400 /);
      expect(cuerpo(respuesta)).toEqual({ mensaje: MENSAJES.urlInvalida, codigo: 'VALIDACION' });
    });
  });
});

import path from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase, TEST_DATA_DIR } from '../testing';
import { loggerDeSolicitud } from './log-options';

// A request's logger is made only when the request writes a line at an enabled level (docs/arquitectura.md#rendimiento:
// a pino child per request was a visible share of a cached public read), and its lines still
// carry the request id.

function servidor(level: string) {
  const lineas: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (l: string) => void lineas.push(JSON.parse(l) as Record<string, unknown>) } },
  });
  let hijos = 0;
  const padre = app.log;
  const contado = new Proxy(padre, {
    get: (t, p, r) =>
      p === 'child' ? (...a: Parameters<FastifyBaseLogger['child']>) => (hijos++, t.child(...a)) : Reflect.get(t, p, r),
  });
  return { lineas, padre: contado, hijos: () => hijos };
}

describe('loggerDeSolicitud', () => {
  it('makes no child for a line below the level, and one (with the request id) for the first line written', () => {
    const s = servidor('warn');
    const log = loggerDeSolicitud(s.padre, { reqId: 'r-1' }, {});
    log.info('nada');
    log.debug({ a: 1 }, 'nada');
    expect(s.hijos()).toBe(0);
    expect(log.level).toBe('warn');
    log.warn({ x: 2 }, 'aviso');
    log.error('fallo');
    expect(s.hijos()).toBe(1);
    expect(s.lineas).toMatchObject([
      { reqId: 'r-1', x: 2, msg: 'aviso' },
      { reqId: 'r-1', msg: 'fallo' },
    ]);
  });

  it("honours a route's own log level at once", () => {
    const s = servidor('warn');
    const log = loggerDeSolicitud(s.padre, { reqId: 'r-2' }, { level: 'debug' });
    log.debug('visto');
    expect(s.hijos()).toBe(1);
    expect(s.lineas).toMatchObject([{ reqId: 'r-2', msg: 'visto' }]);
  });
});

describe('request log', () => {
  it("writes one line per request with the request's id, and a route's error line carries the same id", async () => {
    const handle = await openTestDatabase('empty', process.env.DATABASE_URL || undefined);
    const lineas: Record<string, unknown>[] = [];
    const config = loadConfig({
      DATA_DIR: TEST_DATA_DIR,
      WEB_DIST: path.join(TEST_DATA_DIR, 'no-web-dist'),
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '0',
      CACHE_TTL_SECONDS: '0',
    });
    const app = await buildApp({
      config,
      db: handle.db,
      logStream: { write: (l) => void lineas.push(JSON.parse(l) as Record<string, unknown>) },
    });
    app.get('/api/test/anota', async (req) => (req.log.warn({ algo: 1 }, 'anotado'), { ok: true }));
    try {
      const leido = await app.inject('/api/v1/public/core/rubros');
      const anotado = await app.inject('/api/test/anota');
      const id = (r: typeof leido) => String(r.headers['x-request-id']);
      expect(lineas.filter((l) => l.msg === 'request')).toMatchObject([
        { reqId: id(leido), method: 'GET', url: '/api/v1/public/core/rubros', status: 200 },
        { reqId: id(anotado), url: '/api/test/anota', status: 200 },
      ]);
      expect(lineas.find((l) => l.msg === 'anotado')).toMatchObject({ reqId: id(anotado), algo: 1 });
    } finally {
      await app.close();
      await handle.close();
    }
  });
});

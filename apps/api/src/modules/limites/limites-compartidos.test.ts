import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORES } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';

// Decision 089: on PostgreSQL a limit of N a minute is N across every instance on the database,
// whichever instance each request reaches; PGlite (one process) counts in memory.

const RUBROS = '/api/v1/public/core/rubros';
const LIMITE = '10';

const pedir = (t: TestApp, ip: string) => t.app.inject({ url: RUBROS, remoteAddress: ip });

describe.skipIf(!process.env.DATABASE_URL)('rate limits on PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ seed: 'empty', env: { RATE_LIMIT_MAX: LIMITE } });
    b = await createTestApp({ seed: 'empty', segundaInstancia: true, env: { RATE_LIMIT_MAX: LIMITE } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it.each([
    ['the first', '10.0.0.1', () => [a, b] as const],
    ['the second', '10.0.0.2', () => [b, a] as const],
  ])(
    'refuse the 11th request of a minute when it reaches %s instance, after ten alternating',
    async (_q, ip, orden) => {
      const [undecimo, otra] = orden();
      for (let i = 0; i < 10; i++) {
        const res = await pedir(i % 2 === 0 ? otra : undecimo, ip);
        expect(res.statusCode, `pedido ${i + 1}`).toBe(200);
        expect(res.headers['x-ratelimit-remaining']).toBe(String(9 - i));
      }
      const res = await pedir(undecimo, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        codigo: 'DEMASIADAS_SOLICITUDES',
        mensaje: ERRORES.DEMASIADAS_SOLICITUDES.mensaje,
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await pedir(otra, ip)).statusCode).toBe(429);
      // Another client still has its whole budget.
      expect((await pedir(otra, '10.0.0.99')).statusCode).toBe(200);
    },
  );

  it('counts simultaneous requests one by one', async () => {
    const ip = '10.0.0.3';
    const res = await Promise.all(Array.from({ length: 14 }, (_, i) => pedir(i % 2 === 0 ? a : b, ip)));
    const codigos = res.map((r) => r.statusCode);
    expect(codigos.filter((c) => c === 200)).toHaveLength(10);
    expect(codigos.filter((c) => c === 429)).toHaveLength(4);
  });
});

describe('rate limits on PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (process.env.DATABASE_URL) return;
    t = await createTestApp({ seed: 'empty', env: { RATE_LIMIT_MAX: LIMITE } });
  });
  afterAll(() => t?.close());

  it.skipIf(!!process.env.DATABASE_URL)('count in the one process: the 11th request is refused', async () => {
    for (let i = 0; i < 10; i++) expect((await pedir(t, '10.0.1.1')).statusCode).toBe(200);
    expect((await pedir(t, '10.0.1.1')).statusCode).toBe(429);
    expect((await pedir(t, '10.0.1.2')).statusCode).toBe(200);
  });
});

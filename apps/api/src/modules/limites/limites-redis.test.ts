import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { ERRORES } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';
import { agotarFormularios } from './formularios.test-support';
import { conectarRedis, contadorEnRedis } from './redis';

// Decision 093: with REDIS_URL the rate limits and the identity forms' budgets count in Redis,
// through @fastify/rate-limit's own Redis store: a limit of N a minute is N across every instance.
// Runs when REDIS_URL is set (.ci/run sets it when a Redis answers on the machine); skipped without.
// The two instances share Redis and nothing else on PGlite (two databases), the database too on
// PostgreSQL. Redis keeps its keys between runs: each run counts under addresses of its own.

const REDIS_URL = process.env.REDIS_URL;
const RUBROS = '/api/v1/public/core/rubros';
const corrida = `10.${randomInt(1, 255)}.${randomInt(1, 255)}`;

const pedir = (t: TestApp, ip: string) => t.app.inject({ url: RUBROS, remoteAddress: ip });

describe.skipIf(!REDIS_URL)('limits in Redis across two instances (skipped without REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    const env = { RATE_LIMIT_MAX: '10', REDIS_URL: REDIS_URL! };
    a = await createTestApp({ seed: 'empty', env });
    b = process.env.DATABASE_URL
      ? await createTestApp({ seed: 'empty', segundaInstancia: true, env })
      : await createTestApp({ seed: 'empty', env });
    redis = await conectarRedis(REDIS_URL!, () => undefined);
  });
  afterAll(async () => {
    await redis?.quit();
    await b?.close();
    await a?.close();
  });

  it.each([
    ['the first', `${corrida}.1`, () => [a, b] as const],
    ['the second', `${corrida}.2`, () => [b, a] as const],
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
      expect((await pedir(otra, `${corrida}.99`)).statusCode).toBe(200);
      // The counter is Redis's, under the limits' namespace.
      expect(Number(await redis.get(`feria-limites-${ip}`))).toBe(12);
    },
  );

  it('counts simultaneous requests one by one', async () => {
    const ip = `${corrida}.3`;
    const res = await Promise.all(Array.from({ length: 14 }, (_, i) => pedir(i % 2 === 0 ? a : b, ip)));
    const codigos = res.map((r) => r.statusCode);
    expect(codigos.filter((c) => c === 200)).toHaveLength(10);
    expect(codigos.filter((c) => c === 429)).toHaveLength(4);
  });

  it('share the identity forms budget: the post past it is refused on either instance', async () => {
    await agotarFormularios(a, b, `${corrida}.4`);
    await agotarFormularios(b, a, `${corrida}.5`);
  });

  it('count the identity throttles in fixed windows, taking back never below zero', async () => {
    const contador = contadorEnRedis(redis);
    const clave = `identidad|prueba|${corrida}`;
    expect(await contador.read(clave)).toBe(0);
    expect(await contador.increment(clave, 60_000)).toBe(1);
    expect(await contador.increment(clave, 60_000)).toBe(2);
    expect(await redis.pttl(`feria-limites-${clave}`)).toBeGreaterThan(59_000);
    await contador.decrement(clave);
    await contador.decrement(clave);
    await contador.decrement(clave);
    expect(await contador.read(clave)).toBe(0);
    expect(await contador.increment(`${clave}|corta`, 30)).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await contador.read(`${clave}|corta`)).toBe(0);
    expect(await contador.increment(`${clave}|corta`, 60_000)).toBe(1);
  });
});

describe('a Redis that does not answer', () => {
  it('stops the start with a clear message instead of limits that never count', async () => {
    await expect(conectarRedis('redis://127.0.0.1:19399', () => undefined)).rejects.toThrow(
      /No se pudo conectar a Redis \(REDIS_URL\)/,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { contadorEnPostgres } from './limites.store';
import { agotarFormularios } from './formularios.test-support';

// Decision 093: the identity forms' per-IP budget is one budget across every instance on the
// PostgreSQL database, whichever instance each post reaches; PGlite (one process) counts in memory.

describe.skipIf(!process.env.DATABASE_URL)(
  'identity form throttles on PostgreSQL (skipped on PGlite: one process)',
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      // RATE_LIMIT_MAX=0 (the tests' default) would turn the forms' budget off too.
      a = await createTestApp({ seed: 'empty', env: { RATE_LIMIT_MAX: '600' } });
      b = await createTestApp({ seed: 'empty', segundaInstancia: true, env: { RATE_LIMIT_MAX: '600' } });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it.each([
      ['the first', '10.1.0.1', () => [a, b] as const],
      ['the second', '10.1.0.2', () => [b, a] as const],
    ])('refuse the post past the budget when it reaches %s instance', async (_q, ip, orden) => {
      const [ultima, otra] = orden();
      await agotarFormularios(ultima, otra, ip);
    });

    it('count in one row per key: windows, taking back, never below zero', async () => {
      const contador = contadorEnPostgres(a.db);
      const otro = contadorEnPostgres(b.db);
      expect(await contador.read('identidad|prueba|1')).toBe(0);
      expect(await contador.increment('identidad|prueba|1', 60_000)).toBe(1);
      expect(await otro.increment('identidad|prueba|1', 60_000)).toBe(2);
      await otro.decrement('identidad|prueba|1');
      expect(await contador.read('identidad|prueba|1')).toBe(1);
      await contador.decrement('identidad|prueba|1');
      await contador.decrement('identidad|prueba|1');
      expect(await otro.read('identidad|prueba|1')).toBe(0);
      // A window that ended counts nothing, and the next hit opens a new one at 1.
      expect(await contador.increment('identidad|prueba|2', 1)).toBe(1);
      await new Promise((r) => setTimeout(r, 20));
      expect(await contador.read('identidad|prueba|2')).toBe(0);
      expect(await otro.increment('identidad|prueba|2', 60_000)).toBe(1);
    });

    it('count simultaneous increments of both instances one by one', async () => {
      const [ca, cb] = [contadorEnPostgres(a.db), contadorEnPostgres(b.db)];
      const cuentas = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? ca : cb).increment('identidad|prueba|3', 60_000)),
      );
      expect([...cuentas].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });
  },
);

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing';
import type { DatabaseHandle } from './client';
import { queryPreparada, TURNO_MS } from './preparadas';
import { queryRows } from './sql';

describe('queryPreparada: read statements parsed once per connection (decision 043)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('empty', process.env.DATABASE_URL || undefined);
  });
  afterAll(() => handle.close());

  const consulta = (texto: string | null, n: number, desde: string) =>
    sql`select ${texto}::text as texto, g.i, g.i * ${n}::numeric as producto, ${desde}::timestamptz + make_interval(days => g.i) as fecha,
               g.i % 2 = 0 as par, array[${texto}::text, 'b'] as arreglo, json_build_object('i', g.i) as objeto
        from generate_series(1, 3) as g(i) where ${texto}::text is distinct from 'nada'`;

  it('answers what an unnamed statement answers, with other values on every call', async () => {
    for (const [texto, n, desde] of [
      ['uno', 2, '2026-01-01T00:00:00Z'],
      ["o'tro; drop table x", 1.5, '2025-06-30T12:00:00Z'],
      [null, 0, '2026-01-01T00:00:00Z'],
      ['nada', 3, '2026-01-01T00:00:00Z'],
    ] as const) {
      const esperado = await queryRows(handle.db, consulta(texto, n, desde));
      const filas = await queryPreparada(handle.db, consulta(texto, n, desde));
      expect(filas).toEqual(esperado);
      expect(filas).toHaveLength(texto === 'nada' ? 0 : 3);
    }
    const [fila] = await queryPreparada<{ texto: string; fecha: unknown; objeto: unknown; arreglo: unknown }>(
      handle.db,
      consulta('x', 1, '2026-01-01T00:00:00Z'),
    );
    // As drizzle reads them: timestamps as the database's text, json and arrays parsed.
    expect(typeof fila!.fecha).toBe('string');
    expect(fila!.objeto).toEqual({ i: 1 });
    expect(fila!.arreglo).toEqual(['x', 'b']);
  });

  it('keeps the statement on the connection under one name, parsed once', async () => {
    const marca = `marca_${Date.now()}`;
    const q = (v: number) => sql`select ${v}::int + 1 as n, ${sql.raw(`'${marca}'`)} as marca`;
    for (const v of [1, 2, 3])
      expect(await queryPreparada<{ n: number }>(handle.db, q(v))).toEqual([{ n: v + 1, marca }]);
    // Sequential calls reuse the connection just released (node-postgres' pool takes the last idle one).
    const preparadas = await queryPreparada<{ name: string }>(
      handle.db,
      sql`select name from pg_prepared_statements where statement like ${`%${marca}%`} and statement not like '%pg_prepared_statements%'`,
    );
    expect(preparadas).toHaveLength(1);
    expect(preparadas[0]!.name).toMatch(/^feria_/);
  });

  it('inside a transaction runs on the transaction (sees its uncommitted rows)', async () => {
    const filas = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table preparadas_prueba (v int) on commit drop`);
      await tx.execute(sql`insert into preparadas_prueba values (7)`);
      return queryPreparada<{ v: number }>(tx, sql`select v from preparadas_prueba where v > ${0}`);
    });
    expect(filas).toEqual([{ v: 7 }]);
  });

  it('parses the statement again when the session lost it (DEALLOCATE ALL)', async () => {
    if (!handle.pglite) return; // node-postgres keeps its own record of what each connection parsed
    const q = (v: number) => sql`select ${v}::int * 2 as doble`;
    expect(await queryPreparada(handle.db, q(2))).toEqual([{ doble: 4 }]);
    await handle.db.execute(sql`deallocate all`);
    expect(await queryPreparada(handle.db, q(3))).toEqual([{ doble: 6 }]);
  });

  it('reports a database error and stays usable', async () => {
    await expect(queryPreparada(handle.db, sql`select 1 / ${0}::int as x`)).rejects.toThrow(/division by zero/);
    expect(await queryPreparada(handle.db, sql`select ${5}::int as x`)).toEqual([{ x: 5 }]);
  });

  it('a first call refused for its value keeps the statement, and the next value runs on it', async () => {
    const q = (v: string) => sql`select ${v}::int + 1 as siguiente`;
    await expect(queryPreparada(handle.db, q('no es un número'))).rejects.toThrow(/invalid input syntax/);
    expect(await queryPreparada(handle.db, q('41'))).toEqual([{ siguiente: 42 }]);
    expect(await queryPreparada(handle.db, q('1'))).toEqual([{ siguiente: 2 }]);
  });

  it('a statement that does not parse is reported every time and leaves the session usable', async () => {
    const roto = sql`select ${1}::int fromm nada`;
    await expect(queryPreparada(handle.db, roto)).rejects.toThrow(/syntax error/);
    await expect(queryPreparada(handle.db, roto)).rejects.toThrow(/syntax error/);
    expect(await queryPreparada(handle.db, sql`select ${8}::int as x`)).toEqual([{ x: 8 }]);
  });

  it('lets the event loop turn while statements are queued, so requests are not starved (decision 103)', async () => {
    // 60 statements of a few milliseconds each, all asked for at once (as 50 connections do). A
    // callback for the loop's next turn stands for the sockets: it must run before the last one ends.
    const q = (i: number) => sql`select count(*)::int as n from generate_series(1, ${40_000 + i}::int)`;
    let terminadas = 0;
    let alTurnar = -1;
    setImmediate(() => (alTurnar = terminadas));
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => queryPreparada<{ n: number }>(handle.db, q(i)).then(() => terminadas++)),
    );
    // Only meaningful when the statements held the loop longer than a turn is allowed to wait.
    expect(performance.now() - t0).toBeGreaterThan(3 * TURNO_MS);
    expect(alTurnar).toBeGreaterThanOrEqual(0);
    expect(alTurnar).toBeLessThan(60);
  });
});

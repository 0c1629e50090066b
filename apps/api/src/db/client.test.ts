import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { queryPreparada } from './preparadas';
import { queryRows } from './sql';

// Decision 091: on PGlite a plain SELECT outside a transaction goes to the engine in one call.
describe('PGlite: a plain read in one call into the engine (decision 091)', () => {
  let handle: DatabaseHandle;
  let llamadas = 0;
  beforeAll(async () => {
    handle = await openDatabase({});
    const pglite = handle.pglite!;
    const original = pglite.execProtocol.bind(pglite);
    pglite.execProtocol = (...args: Parameters<typeof original>) => (llamadas++, original(...args));
    await handle.db.execute(sql`create table lectura_prueba (id int primary key, nombre text, alta timestamptz)`);
    await handle.db.execute(
      sql`insert into lectura_prueba values (1, 'uno', '2026-01-02T03:04:05Z'), (2, 'dos', '2026-02-03T04:05:06Z')`,
    );
  });
  afterAll(() => handle.close());

  it('answers what PGlite answers, in one call, with text and number values', async () => {
    llamadas = 0;
    const filas = await queryRows<{ id: number; nombre: string; alta: string }>(
      handle.db,
      sql`select id, nombre, alta from lectura_prueba where id >= ${1} and nombre <> ${'nada'} order by id`,
    );
    expect(llamadas).toBe(1);
    expect(filas).toEqual([
      { id: 1, nombre: 'uno', alta: '2026-01-02 03:04:05+00' },
      { id: 2, nombre: 'dos', alta: '2026-02-03 04:05:06+00' },
    ]);
    // The same through PGlite's own path (an explicit parameter type sends it there).
    const propia = await handle.pglite!.query('select id, nombre from lectura_prueba where id = $1', [2], {
      paramTypes: [23],
    });
    expect(propia.rows).toEqual([{ id: 2, nombre: 'dos' }]);
  });

  it('reports a failing read and stays usable', async () => {
    await expect(
      queryRows(handle.db, sql`select id from lectura_prueba where id = ${'no es un número'}`),
    ).rejects.toThrow();
    await expect(queryRows(handle.db, sql`select 1 / ${0}::int as x`)).rejects.toThrow();
    expect(await queryRows(handle.db, sql`select ${7}::int as x`)).toEqual([{ x: 7 }]);
  });

  it('leaves writes and transactions on PGlite’s own path', async () => {
    llamadas = 0;
    await handle.db.execute(sql`update lectura_prueba set nombre = ${'UNO'} where id = ${1}`);
    // PGlite's own path calls its engine without the public execProtocol.
    expect(llamadas).toBe(0);
    const enTransaccion = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update lectura_prueba set nombre = ${'Uno'} where id = ${1}`);
      const r = (await tx.execute(sql`select nombre from lectura_prueba where id = ${1}`)) as unknown as {
        rows: unknown[];
      };
      return r.rows;
    });
    expect(enTransaccion).toEqual([{ nombre: 'Uno' }]);
    expect(llamadas).toBe(0);
  });

  // Decision 098, "A third of the ceiling was ours": PGlite merged each call's parsers into a copy
  // of the client's ~390 (every array type); drizzle's are now the client's own and left out.
  it('reads and writes without copying the client’s parsers, and parses as PGlite does', async () => {
    const pglite = handle.pglite!;
    const propios = pglite.parsers;
    let copias = 0;
    pglite.parsers = new Proxy(propios, {
      ownKeys: (t) => (copias++, Reflect.ownKeys(t)),
    });
    try {
      const consulta = sql`select alta, '{1,2}'::int[] as numeros, '2026-03-04'::date as dia, ${3}::int as n
        from lectura_prueba where id = ${2}`;
      const esperado = [{ alta: '2026-02-03 04:05:06+00', numeros: [1, 2], dia: '2026-03-04', n: 3 }];
      expect(await queryRows(handle.db, consulta)).toEqual(esperado);
      expect(await queryPreparada(handle.db, consulta)).toEqual(esperado);
      // Writes and transactions take PGlite's own path: no copy there either.
      const escrita = sql`update lectura_prueba set nombre = nombre where id = ${2} returning alta, '{3}'::int[] as numeros`;
      const devuelto = [{ alta: '2026-02-03 04:05:06+00', numeros: [3] }];
      expect(await queryRows(handle.db, escrita)).toEqual(devuelto);
      expect(await handle.db.transaction((tx) => queryRows(tx as unknown as typeof handle.db, escrita))).toEqual(
        devuelto,
      );
      expect(copias).toBe(0);
    } finally {
      pglite.parsers = propios;
    }
  });
});

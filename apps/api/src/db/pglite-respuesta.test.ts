import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intercambio, mensajesDe, unir } from './pglite-respuesta';

// Decision 105: the answers of the prepared reads on PGlite are read by db/pglite-respuesta.ts
// instead of PGlite's parser. Every exchange here runs twice, through PGlite's execProtocol and
// through `intercambio`, and parseResults must give the same rows and fields from both.
describe('respuestas de PGlite leídas sin sus copias', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite();
    await pg.waitReady;
  });
  afterAll(() => pg.close());

  const ida = (texto: string, valores: (string | null)[], nombre = '') =>
    unir([
      protocol.serialize.parse({ name: nombre, text: texto }),
      protocol.serialize.bind({ statement: nombre, values: valores }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
  type Mensajes = Parameters<typeof parse.parseResults>[0];

  const ambos = async (texto: string, valores: (string | null)[]) => {
    const { messages } = await pg.execProtocol(ida(texto, valores), { syncToFs: false });
    const propios = await intercambio(pg, ida(texto, valores));
    return [
      parse.parseResults(messages, pg.parsers),
      parse.parseResults(propios as unknown as Mensajes, pg.parsers),
    ] as const;
  };

  it.each([
    [
      'varias filas y tipos',
      `select g.i, g.i * 1.5 as n, g.i % 2 = 0 as par, now() > '2000-01-01' as despues, array[g.i, 2] as a, json_build_object('i', g.i) as j from generate_series(1, 50) g(i)`,
      [],
    ],
    [
      'nulos y textos difíciles',
      `select $1::text as t, null::text as nada, '' as vacio, 'ñandú "comillas" \\ barra' as raro, $2::text as emoji`,
      ['á\u2028b\tc\nd', '👩‍🌾 🧉'],
    ],
    [
      'un texto largo (varios trozos de la respuesta)',
      `select repeat('añ', 200000) as largo, g.i from generate_series(1, 3) g(i)`,
      [],
    ],
    ['sin filas', `select 1 as uno where false`, []],
    ['columnas con nombres no ASCII', `select 1 as "año", 2 as "número"`, []],
  ])('%s: las mismas filas que el parser de PGlite', async (_nombre, texto, valores) => {
    const [suyo, nuestro] = await ambos(texto, valores);
    expect(nuestro[0]!.rows).toEqual(suyo[0]!.rows);
    expect(nuestro[0]!.fields).toEqual(suyo[0]!.fields);
    expect(nuestro[0]!.rows.length).toBe(suyo[0]!.rows.length);
  });

  it('a text of 400 kB arrives in several chunks and is read whole', async () => {
    const [, nuestro] = await ambos(`select repeat('añ', 200000) as largo`, []);
    expect((nuestro[0]!.rows[0] as { largo: string }).largo).toBe('añ'.repeat(200000));
  });

  it('throws the DatabaseError PGlite throws, with its code, and the session goes on', async () => {
    const suyo = await pg.execProtocol(ida('select 1/0', []), { syncToFs: false }).catch((e: unknown) => e);
    const nuestro = await intercambio(pg, ida('select 1/0', [])).catch((e: unknown) => e);
    expect(nuestro).toBeInstanceOf(Error);
    expect((nuestro as { code?: string }).code).toBe('22012');
    expect((nuestro as Error).message).toBe((suyo as Error).message);
    const [, despues] = await ambos('select 2 as dos', []);
    expect(despues[0]!.rows).toEqual([{ dos: 2 }]);
  });

  it('reads the messages as the protocol lays them out', () => {
    const datos = unir([
      new Uint8Array([
        0x54, 0, 0, 0, 26, 0, 1, 0x78, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0,
      ]),
      new Uint8Array([0x44, 0, 0, 0, 13, 0, 1, 0, 0, 0, 3, 0x61, 0x62, 0x63]),
      new Uint8Array([0x43, 0, 0, 0, 13, ...new TextEncoder().encode('SELECT 1'), 0]),
    ]);
    expect(mensajesDe(datos)).toEqual([
      { name: 'rowDescription', fields: [{ name: 'x', dataTypeID: 25 }] },
      { name: 'dataRow', fields: ['abc'] },
      { name: 'commandComplete', text: 'SELECT 1' },
    ]);
  });
});

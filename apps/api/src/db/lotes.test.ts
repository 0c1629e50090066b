import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { arrayDeUuid, esUuid, lectorPorLotes } from './lotes';
import { clavesPorLote } from '../lib/metricas';

// The batching itself, over a reader that records the keys of each call (the statements it stands
// for are tested against a real database in http/publico/lecturas-sentencias.routes.test.ts).

const db1 = {} as Database;
const db2 = {} as Database;

/** A reader whose calls are recorded and that answers each call when `soltar` is called. */
function registrador(opciones: Partial<Parameters<typeof lectorPorLotes>[1]> = {}) {
  const llamadas: { db: Database; claves: string[]; soltar: (error?: Error) => void }[] = [];
  const leer = lectorPorLotes<string, string>(
    (db, claves) =>
      new Promise((resolve, reject) => {
        llamadas.push({
          db,
          claves,
          soltar: (error) =>
            error
              ? reject(error)
              : resolve(new Map(claves.filter((c) => !c.startsWith('no')).map((c) => [c, c.toUpperCase()]))),
        });
      }),
    { nombre: 'prueba', clave: (c) => c, ...opciones },
  );
  return { leer, llamadas };
}

const unTurno = () => new Promise((r) => setImmediate(r));

describe('lectorPorLotes', () => {
  it('reads the keys asked in one turn with one call, each answered its own row', async () => {
    const { leer, llamadas } = registrador({ nombre: 'una-vuelta' });
    const pedidos = [leer(db1, 'a'), leer(db1, 'b'), leer(db1, 'a'), leer(db1, 'no-existe')];
    await unTurno();
    expect(llamadas.map((l) => l.claves)).toEqual([['a', 'b', 'no-existe']]);
    llamadas[0]!.soltar();
    expect(await Promise.all(pedidos)).toEqual(['A', 'B', 'A', undefined]);
    // /metrics: one statement of this reader, with its three distinct keys.
    const valores = (await clavesPorLote.get()).values.filter((v) => v.labels.lector === 'una-vuelta');
    const de = (m: string) => valores.find((v) => v.metricName === `feria_db_lote_claves_${m}`)?.value;
    expect([de('count'), de('sum')]).toEqual([1, 3]);
  });

  it('keys asked while a call runs wait for it and go together in the next one', async () => {
    const { leer, llamadas } = registrador();
    const primero = leer(db1, 'a');
    await unTurno();
    const despues = [leer(db1, 'b'), leer(db1, 'c')];
    await unTurno();
    // Never added to the running call: it started before they were asked for.
    expect(llamadas.map((l) => l.claves)).toEqual([['a']]);
    llamadas[0]!.soltar();
    expect(await primero).toBe('A');
    await unTurno();
    expect(llamadas.map((l) => l.claves)).toEqual([['a'], ['b', 'c']]);
    llamadas[1]!.soltar();
    expect(await Promise.all(despues)).toEqual(['B', 'C']);
  });

  it('runs up to `enVuelo` calls at once and splits past `maximo` keys', async () => {
    const { leer, llamadas } = registrador({ maximo: 2, enVuelo: 2 });
    const pedidos = ['a', 'b', 'c', 'd', 'e'].map((c) => leer(db1, c));
    await unTurno();
    expect(llamadas.map((l) => l.claves)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    llamadas[0]!.soltar();
    expect(await pedidos[1]).toBe('B');
    await unTurno();
    expect(llamadas.map((l) => l.claves)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    llamadas[1]!.soltar();
    llamadas[2]!.soltar();
    expect(await Promise.all(pedidos)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('a call that fails rejects its own requests only, and the reader goes on', async () => {
    const { leer, llamadas } = registrador();
    const fallidos = [leer(db1, 'a'), leer(db1, 'b')];
    await unTurno();
    const siguiente = leer(db1, 'c');
    llamadas[0]!.soltar(new Error('la base no contesta'));
    await expect(Promise.all(fallidos)).rejects.toThrow('la base no contesta');
    await unTurno();
    llamadas[1]!.soltar();
    expect(await siguiente).toBe('C');
  });

  it('never mixes two databases in one call', async () => {
    const { leer, llamadas } = registrador();
    const pedidos = [leer(db1, 'a'), leer(db2, 'b')];
    await unTurno();
    expect(llamadas.map((l) => [l.db === db1 ? 'db1' : 'db2', l.claves])).toEqual([
      ['db1', ['a']],
      ['db2', ['b']],
    ]);
    for (const l of llamadas) l.soltar();
    expect(await Promise.all(pedidos)).toEqual(['A', 'B']);
  });
});

describe('uuids in a batch', () => {
  it('lets only uuids travel, as one array literal', () => {
    expect(esUuid('E3D06A39-5172-4c84-ae9a-87092ab41034')).toBe(true);
    expect(esUuid("x'); drop table app.productos; --")).toBe(false);
    expect(esUuid('')).toBe(false);
    expect(arrayDeUuid(['e3d06a39-5172-4c84-ae9a-87092ab41034', 'ed7036f1-3686-4909-80c0-6660d53c5d84'])).toBe(
      '{e3d06a39-5172-4c84-ae9a-87092ab41034,ed7036f1-3686-4909-80c0-6660d53c5d84}',
    );
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import type { EmprendimientoPublico, Producto, ProductoPage } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';

// Decision 091: on a cache miss each statement costs a trip to the database (on PGlite, a crossing
// into the engine). These tests pin how many statements the product and the shop reads send, so a
// new read added to either page shows up here and has to be folded in or accounted for.

const P = '/api/v1/public/core';

/**
 * Product read: ONE statement, the product (with its variants) and, as columns their owners write,
 * its questions and its shop's payment methods (decision 091, "One statement per page").
 */
const SENTENCIAS_PRODUCTO = 1;
/** Shop read: ONE statement, the shop row with its answer time and its payment methods as columns. */
const SENTENCIAS_TIENDA = 1;

/**
 * Counts the statements the driver runs: on PGlite the Execute and simple Query messages handed to
 * the engine (every path, prepared or not, goes through `execProtocolRawSync`); on PostgreSQL the
 * pool clients' `query` calls.
 */
function contador(t: TestApp): { contar: (hacer: () => Promise<unknown>) => Promise<number>; soltar: () => void } {
  let n = 0;
  const client = (t.db as unknown as { $client: unknown }).$client;
  let soltar: () => void;
  if (client instanceof pg.Pool) {
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      n++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    soltar = () => void (pg.Client.prototype.query = original);
  } else {
    const pglite = client as PGlite;
    const original = pglite.execProtocolRawSync.bind(pglite);
    pglite.execProtocolRawSync = (mensajes: Uint8Array) => {
      n += sentenciasEn(mensajes);
      return original(mensajes);
    };
    soltar = () => void (pglite.execProtocolRawSync = original);
  }
  return {
    contar: async (hacer) => {
      n = 0;
      await hacer();
      return n;
    },
    soltar: () => soltar(),
  };
}

/** Execute ('E') and simple Query ('Q') messages in a buffer of frontend protocol messages. */
function sentenciasEn(b: Uint8Array): number {
  let n = 0;
  for (let i = 0; i + 5 <= b.length;) {
    const tipo = b[i]!;
    if (tipo === 0x45 || tipo === 0x51) n++;
    i += 1 + ((b[i + 1]! << 24) | (b[i + 2]! << 16) | (b[i + 3]! << 8) | b[i + 4]!);
  }
  return n;
}

describe('statements of a public read on a cache miss', () => {
  let t: TestApp;
  let cuenta: ReturnType<typeof contador>;
  let producto: { id: string; idEmprendimiento: string };
  beforeAll(async () => {
    // CACHE_TTL_SECONDS=0: no response cache and no aggregate memo, every request runs its loader.
    t = await createTestApp({ seed: 'demo', env: { CACHE_TTL_SECONDS: '0' } });
    const page = (await t.app.inject(`${P}/productos/buscar?size=1`)).json<ProductoPage>();
    producto = page.content[0]!;
    cuenta = contador(t);
  });
  afterAll(async () => {
    cuenta?.soltar();
    await t?.close();
  });

  const leer = async <T>(url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };

  it('the product page is one statement, twice in a row (nothing cached between them)', async () => {
    for (let i = 0; i < 2; i++) {
      let body: (Producto & { preguntas?: unknown; mediosDePago: string[] }) | undefined;
      const n = await cuenta.contar(
        async () => (body = await leer<NonNullable<typeof body>>(`${P}/productos/${producto.id}`)),
      );
      expect(body?.id).toBe(producto.id);
      expect(body?.preguntas).toBeDefined();
      expect(body?.mediosDePago.length).toBeGreaterThan(0);
      expect(n).toBe(SENTENCIAS_PRODUCTO);
    }
  });

  it('the shop page is one statement, twice in a row', async () => {
    for (let i = 0; i < 2; i++) {
      let body: EmprendimientoPublico | undefined;
      const n = await cuenta.contar(
        async () => (body = await leer<EmprendimientoPublico>(`${P}/tienda/${producto.idEmprendimiento}`)),
      );
      expect(body?.id).toBe(producto.idEmprendimiento);
      expect(body).toHaveProperty('respondeEnMinutos');
      expect(body?.mediosDePago?.length).toBeGreaterThan(0);
      expect(n).toBe(SENTENCIAS_TIENDA);
    }
  });

  it('a product or a shop that is not public still answers 404', async () => {
    for (const url of [
      `${P}/productos/00000000-0000-4000-8000-000000000000`,
      `${P}/tienda/00000000-0000-4000-8000-000000000000`,
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
    }
  });
});

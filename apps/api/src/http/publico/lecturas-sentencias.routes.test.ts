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
 * Counts the statements the driver runs for the app: on PGlite the Execute and simple Query
 * messages handed to the engine (every path, prepared or not, goes through `execProtocolRawSync`),
 * on PostgreSQL the clients' `query` calls. The embedded Mercado Pago sandbox shares the test's
 * database and polls its webhook deliveries on a timer, so statements on its schema are not counted.
 * `preparadas` counts only the runs of named (prepared) statements, the kind every public page's
 * read is (db/preparadas.ts).
 */
function contador(t: TestApp): {
  contar: (hacer: () => Promise<unknown>) => Promise<number>;
  preparadas: (hacer: () => Promise<unknown>) => Promise<number>;
  soltar: () => void;
} {
  let n = 0;
  let nombradas = 0;
  const contarUna = (texto: string | undefined, nombrada: boolean) => {
    if (texto?.includes('mp_sandbox.')) return;
    n++;
    if (nombrada) nombradas++;
  };
  const client = (t.db as unknown as { $client: unknown }).$client;
  let soltar: () => void;
  if (client instanceof pg.Pool) {
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const q = args[0] as string | { text?: string; name?: string } | undefined;
      contarUna(typeof q === 'string' ? q : q?.text, typeof q === 'object' && !!q.name);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    soltar = () => void (pg.Client.prototype.query = original);
  } else {
    const pglite = client as PGlite;
    const original = pglite.execProtocolRawSync.bind(pglite);
    const lector = lectorDeMensajes(contarUna);
    pglite.execProtocolRawSync = (mensajes: Uint8Array) => {
      lector(mensajes);
      return original(mensajes);
    };
    soltar = () => void (pglite.execProtocolRawSync = original);
  }
  const medir = (cual: () => number) => async (hacer: () => Promise<unknown>) => {
    n = 0;
    nombradas = 0;
    await hacer();
    return cual();
  };
  return { contar: medir(() => n), preparadas: medir(() => nombradas), soltar: () => soltar() };
}

/**
 * Reads buffers of frontend protocol messages and calls `contar` for each Execute ('E') and simple
 * Query ('Q') with the statement's text (from the Parse of the statement the last Bind named;
 * undefined when it was parsed before the reader started) and whether it is a named statement.
 */
function lectorDeMensajes(contar: (texto: string | undefined, nombrada: boolean) => void) {
  const textos = new Map<string, string>();
  let actual: { texto: string | undefined; nombrada: boolean } = { texto: undefined, nombrada: false };
  const decoder = new TextDecoder();
  /** The C string at `i` and the index after its terminator. */
  const cadena = (b: Uint8Array, i: number): [string, number] => {
    const fin = b.indexOf(0, i);
    return [decoder.decode(b.subarray(i, fin)), fin + 1];
  };
  return (b: Uint8Array) => {
    for (let i = 0; i + 5 <= b.length;) {
      const tipo = b[i]!;
      const cuerpo = i + 5;
      if (tipo === 0x50) {
        const [nombre, j] = cadena(b, cuerpo);
        textos.set(nombre, cadena(b, j)[0]);
      } else if (tipo === 0x42) {
        const [, j] = cadena(b, cuerpo);
        const [nombre] = cadena(b, j);
        actual = { texto: textos.get(nombre), nombrada: nombre !== '' };
      } else if (tipo === 0x45) contar(actual.texto, actual.nombrada);
      else if (tipo === 0x51) contar(cadena(b, cuerpo)[0], false);
      i += 1 + ((b[i + 1]! << 24) | (b[i + 2]! << 16) | (b[i + 3]! << 8) | b[i + 4]!);
    }
  };
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

  // Decision 100: the reads that many requests ask for at once go in one statement (db/lotes.ts).
  // Each answer must be what that request alone would have been answered, and a key that names
  // nothing public must be a 404 for its request only.
  describe('requests that ask at once share one statement', () => {
    const NADA = '00000000-0000-4000-8000-000000000000';
    let productos: { id: string; idEmprendimiento: string }[];
    let tiendas: string[];
    beforeAll(async () => {
      productos = (await leer<ProductoPage>(`${P}/productos/buscar?size=12`)).content;
      tiendas = [...new Set(productos.map((p) => p.idEmprendimiento))];
      expect(productos.length).toBe(12);
      expect(tiendas.length).toBeGreaterThan(1);
    });

    /** The answers to `urls` asked at once, with the prepared statements they ran; then each asked alone. */
    async function juntasYSolas(urls: string[]) {
      let juntas: { statusCode: number; body: string }[] = [];
      const n = await cuenta.preparadas(async () => {
        juntas = (await Promise.all(urls.map((url) => t.app.inject(url)))).map((r) => ({
          statusCode: r.statusCode,
          body: r.body,
        }));
      });
      const solas: { statusCode: number; body: string }[] = [];
      for (const url of urls) {
        const r = await t.app.inject(url);
        solas.push({ statusCode: r.statusCode, body: r.body });
      }
      return { n, juntas, solas };
    }

    it('twelve products and one that does not exist: one statement, each answer its own', async () => {
      const urls = [...productos.map((p) => `${P}/productos/${p.id}`), `${P}/productos/${NADA}`];
      const { n, juntas, solas } = await juntasYSolas(urls);
      expect(n).toBe(SENTENCIAS_PRODUCTO);
      expect(juntas).toEqual(solas);
      expect(juntas.map((r) => r.statusCode)).toEqual([...productos.map(() => 200), 404]);
      expect(juntas.slice(0, -1).map((r) => JSON.parse(r.body).id)).toEqual(productos.map((p) => p.id));
    });

    it('the shops, in capitals too, and one that does not exist: one statement', async () => {
      const urls = [
        ...tiendas.map((id) => `${P}/tienda/${id}`),
        `${P}/tienda/${tiendas[0]!.toUpperCase()}`,
        `${P}/tienda/${NADA}`,
      ];
      const { n, juntas, solas } = await juntasYSolas(urls);
      expect(n).toBe(SENTENCIAS_TIENDA);
      expect(juntas).toEqual(solas);
      expect(juntas.map((r) => r.statusCode)).toEqual([...tiendas.map(() => 200), 200, 404]);
      expect(JSON.parse(juntas[tiendas.length]!.body).id).toBe(tiendas[0]);
    });

    it('pages of several shops, past the end, without a product and of no shop: one statement', async () => {
      const [a, b] = tiendas as [string, string];
      const excluido = productos.find((p) => p.idEmprendimiento === a)!.id;
      const urls = [
        `${P}/tienda/${a}/productos?page=0&size=24`,
        `${P}/tienda/${a}/productos?page=1&size=2`,
        `${P}/tienda/${b}/productos?page=0&size=5`,
        `${P}/tienda/${a}/productos?page=0&size=24&excluir=${excluido}`,
        `${P}/tienda/${b}/productos?page=99&size=24`,
        `${P}/tienda/${NADA}/productos?page=0&size=24`,
      ];
      const { n, juntas, solas } = await juntasYSolas(urls);
      expect(n).toBe(1);
      expect(juntas).toEqual(solas);
      expect(juntas.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 404]);
      const paginas = juntas.slice(0, 5).map((r) => JSON.parse(r.body) as ProductoPage);
      expect(paginas[1]!.content.map((p) => p.id)).toEqual(paginas[0]!.content.slice(2, 4).map((p) => p.id));
      expect(paginas[3]!.totalElements).toBe(paginas[0]!.totalElements - 1);
      expect(paginas[3]!.content.map((p) => p.id)).not.toContain(excluido);
      expect(paginas[4]!.content).toEqual([]);
      expect(paginas[4]!.totalElements).toBe(paginas[2]!.totalElements);
    });
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

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Producto, ProductoPage } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';

// Decision 100: public product reads asked at once share one statement (db/lotes.ts). Nothing is
// kept between statements, so a request made after a write finished reads the row as written, alone
// or in a batch (the statements' count is pinned in http/publico/lecturas-sentencias.routes.test.ts).

const P = '/api/v1/public/core';

describe('public product reads in a batch', () => {
  let t: TestApp;
  beforeAll(async () => {
    // CACHE_TTL_SECONDS=0: no response cache, every request runs its loader.
    t = await createTestApp({ seed: 'demo', env: { CACHE_TTL_SECONDS: '0' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const leer = async (id: string) => {
    const res = await t.app.inject(`${P}/productos/${id}`);
    expect(res.statusCode).toBe(200);
    return res.json<Producto>();
  };

  it('a request sees a change that finished before it was made', async () => {
    const { content } = (await t.app.inject(`${P}/productos/buscar?size=4`)).json<ProductoPage>();
    const [p] = content as [Producto];
    for (const [nombre, precio] of [
      [`${p.nombre} (editado)`, p.precio + 100],
      [p.nombre, p.precio],
    ] as const) {
      await t.db.execute(sql`update app.productos set nombre = ${nombre}, precio = ${precio} where id = ${p.id}`);
      const juntas = await Promise.all(content.map((x) => leer(x.id)));
      expect(juntas.map((x) => x.id)).toEqual(content.map((x) => x.id));
      expect([juntas[0]!.nombre, juntas[0]!.precio]).toEqual([nombre, precio]);
      expect([(await leer(p.id)).nombre, (await leer(p.id)).precio]).toEqual([nombre, precio]);
    }
  });

  it('a product that stops being public is a 404 for its request only', async () => {
    const { content } = (await t.app.inject(`${P}/productos/buscar?size=3`)).json<ProductoPage>();
    const [oculto] = content as [Producto];
    await t.db.execute(sql`update app.productos set habilitado = false where id = ${oculto.id}`);
    const codigos = await Promise.all(
      content.map(async (x) => (await t.app.inject(`${P}/productos/${x.id}`)).statusCode),
    );
    expect(codigos).toEqual([404, 200, 200]);
    await t.db.execute(sql`update app.productos set habilitado = true where id = ${oculto.id}`);
    expect((await leer(oculto.id)).id).toBe(oculto.id);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Estadisticas, ProductoPage } from '@feria/contracts';
import { queryRows } from '../db/sql';
import { createTestApp, seedBulk, type TestApp } from '../testing';

describe('seedBulk', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    await seedBulk(t.db, { shops: 4, productsPerShop: 60 });
  });
  afterAll(async () => t.close());

  const get = async <T>(url: string) => (await t.app.inject(url)).json<T>();

  it('creates public shops and products', async () => {
    expect(await get<Estadisticas>('/api/v1/public/core/estadisticas')).toMatchObject({
      productos: 240,
      emprendimientos: 4,
    });
    const page = await get<ProductoPage>('/api/v1/public/core/productos/buscar?size=5');
    expect(page.totalElements).toBe(240);
    expect(page.content[0]!.atributos.map((a) => a.clave).sort()).toEqual(['Color', 'Material']);
  });

  it('leaves the search columns as the triggers would have written them', async () => {
    const [row] = await queryRows<{ distintos: number }>(
      t.db,
      sql`select count(*)::int as distintos from app.productos p
          where (select array_agg(w order by w) from regexp_split_to_table(p.busqueda_extra, ' ') w)
             is distinct from (select array_agg(w order by w) from regexp_split_to_table(app.texto_busqueda_extra(p.id, p.tipo_producto_id), ' ') w)`,
    );
    expect(row!.distintos).toBe(0);
    const [faltantes] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from app.productos p,
            app.palabras_busqueda(concat_ws(' ', p.nombre, p.busqueda_extra, p.descripcion)) w
          where not exists (select 1 from app.search_words s where s.word = w)`,
    );
    expect(faltantes!.n).toBe(0);
    const [resumen] = await queryRows<{ distintos: number }>(
      t.db,
      sql`select count(*)::int as distintos from app.productos p
          where p.atributos_json is distinct from app.atributos_de_producto(p.id) or p.ruta_imagen is distinct from app.imagen_de_producto(p.id)`,
    );
    expect(resumen!.distintos).toBe(0);
  });

  it('makes its vocabulary findable with typos', async () => {
    const [row] = await queryRows<{ nombre: string }>(
      t.db,
      sql`select nombre from app.productos where nombre like 'Remera %' limit 1`,
    );
    expect(row).toBeDefined();
    const page = await get<ProductoPage>('/api/v1/public/core/productos/buscar?nombre=remra&size=100');
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.content.every((p) => p.nombre.startsWith('Remera'))).toBe(true);
  });
});

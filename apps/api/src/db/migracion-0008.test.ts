import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { describe, expect, it } from 'vitest';

const carpeta = new URL('./migrations/', import.meta.url);
const journal = JSON.parse(await readFile(new URL('meta/_journal.json', carpeta), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const aplicar = async (db: PGlite, idx: number) => {
  const { tag } = journal.entries.find((e) => e.idx === idx)!;
  await db.exec((await readFile(new URL(`${tag}.sql`, carpeta), 'utf8')).replaceAll('--> statement-breakpoint', ''));
};

describe('migration 0008: the storefront catalog selection moves to a join table', () => {
  it('keeps each selection in its order and drops ids of deleted or foreign catalogs', async () => {
    const db = await PGlite.create({ extensions: { pg_trgm, unaccent } });
    for (let i = 0; i <= 7; i++) await aplicar(db, i);
    await db.exec(`
      insert into app.rubros (id, nombre) values (1, 'Rubro') on conflict do nothing;
      insert into app.provincias (id, nombre) values (1, 'Provincia') on conflict do nothing;
      insert into app.emprendimientos (id, owner_user_id, nombre, rubro_id, provincia_id) values
        ('00000000-0000-4000-8000-000000000001', 'a', 'Tienda A', 1, 1),
        ('00000000-0000-4000-8000-000000000002', 'b', 'Tienda B', 1, 1);
      insert into app.catalogos (id, emprendimiento_id, nombre) values
        (10, '00000000-0000-4000-8000-000000000001', 'Verano'),
        (11, '00000000-0000-4000-8000-000000000001', 'Invierno'),
        (20, '00000000-0000-4000-8000-000000000002', 'Ajeno');
      insert into app.apariencias (emprendimiento_id, catalogos_seleccionados) values
        ('00000000-0000-4000-8000-000000000001', '{11, 99, 20, 10, 11}'),
        ('00000000-0000-4000-8000-000000000002', '{}');
    `);
    await aplicar(db, 8);
    const { rows } = await db.query<{ emprendimiento_id: string; catalogo_id: number; orden: number }>(
      'select emprendimiento_id, catalogo_id, orden from app.apariencia_catalogos order by emprendimiento_id, orden',
    );
    expect(rows).toEqual([
      { emprendimiento_id: '00000000-0000-4000-8000-000000000001', catalogo_id: 11, orden: 0 },
      { emprendimiento_id: '00000000-0000-4000-8000-000000000001', catalogo_id: 10, orden: 1 },
    ]);
    // From now on a deleted catalog leaves the selection by itself.
    await db.exec('delete from app.catalogos where id = 11');
    expect((await db.query('select catalogo_id from app.apariencia_catalogos')).rows).toEqual([{ catalogo_id: 10 }]);
    await db.close();
  });
});

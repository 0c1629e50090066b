import { asc, type SQL, type SQLWrapper } from 'drizzle-orm';
import { type Provincia, type Rubro, type TipoProductoListItem } from '@feria/contracts';
import { provincias, rubros, tiposProducto } from '../../db/schema';
import { cached, type ServiceContext } from '../../lib/context';
import { errorDe } from '../../lib/app-error';
import { columnaDe } from '../../db/sql';

/**
 * Every rubro, each saying whether it has public products (the home shows only those as tiles).
 * Products are a module above this one: the caller gives the SQL that answers "has public
 * products" (productos' `rubroConProductosPublicos`), so reference data never imports them.
 */
export async function listarRubros(
  ctx: ServiceContext,
  rubroConProductosPublicos: (idRubro: SQLWrapper) => SQL,
): Promise<Rubro[]> {
  return cached(ctx, 'rubros', () =>
    ctx.db
      .select({
        idRubro: rubros.id,
        nombre: rubros.nombre,
        conProductos: rubroConProductosPublicos(columnaDe(rubros.id)).mapWith(Boolean),
      })
      .from(rubros)
      .orderBy(asc(rubros.nombre)),
  );
}

/** Listed in the order they were loaded (reference-data.ts), the usual official order. */
export async function listarProvincias(ctx: ServiceContext): Promise<Provincia[]> {
  return cached(ctx, 'provincias', () =>
    ctx.db
      .select({ idProvincia: provincias.id, nombre: provincias.nombre })
      .from(provincias)
      .orderBy(asc(provincias.id)),
  );
}

async function idsDeRubros(ctx: ServiceContext): Promise<number[]> {
  return cached(ctx, 'rubros-ids', async () => (await ctx.db.select({ id: rubros.id }).from(rubros)).map((r) => r.id));
}

/** Profile forms send reference ids; an unknown one is the client's mistake (400), not a 500 from the foreign key. */
export async function exigirRubroYProvincia(
  ctx: ServiceContext,
  ids: { idRubro?: number; idProvincia: number },
): Promise<void> {
  const [todosRubros, todasProvincias] = await Promise.all([idsDeRubros(ctx), listarProvincias(ctx)]);
  if (ids.idRubro !== undefined && !todosRubros.includes(ids.idRubro)) throw errorDe('RUBRO_INVALIDO');
  if (!todasProvincias.some((p) => p.idProvincia === ids.idProvincia)) throw errorDe('PROVINCIA_INVALIDA');
}

export async function listarTipos(ctx: ServiceContext): Promise<TipoProductoListItem[]> {
  return cached(ctx, 'tipos', () =>
    ctx.db
      .select({ id: tiposProducto.id, nombre: tiposProducto.nombre, descripcion: tiposProducto.descripcion })
      .from(tiposProducto)
      .orderBy(asc(tiposProducto.nombre)),
  );
}

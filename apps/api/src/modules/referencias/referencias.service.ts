import { asc, sql } from 'drizzle-orm';
import { MENSAJES, type Estadisticas, type Provincia, type Rubro, type Sitio } from '@feria/contracts';
import { provincias, rubros } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { cached, type ServiceContext } from '../../lib/context';
import { PRODUCTO_PUBLICO } from '../productos/producto-publico';
import { DEMO_OWNER_PREFIX } from '../../lib/demo-owner';
import { validacion } from '../../lib/app-error';

export async function listarRubros(ctx: ServiceContext): Promise<Rubro[]> {
  return cached(ctx, 'rubros', () =>
    ctx.db.select({ idRubro: rubros.id, nombre: rubros.nombre }).from(rubros).orderBy(asc(rubros.nombre)),
  );
}

/** Listed in the order they were loaded (reference-data.ts), the usual official order. */
export async function listarProvincias(ctx: ServiceContext): Promise<Provincia[]> {
  return cached(ctx, 'provincias', () =>
    ctx.db.select({ idProvincia: provincias.id, nombre: provincias.nombre }).from(provincias).orderBy(asc(provincias.id)),
  );
}

/** Profile forms send reference ids; an unknown one is the client's mistake (400), not a 500 from the foreign key. */
export async function exigirRubroYProvincia(ctx: ServiceContext, ids: { idRubro?: number; idProvincia: number }): Promise<void> {
  const [todosRubros, todasProvincias] = await Promise.all([listarRubros(ctx), listarProvincias(ctx)]);
  if (ids.idRubro !== undefined && !todosRubros.some((r) => r.idRubro === ids.idRubro)) throw validacion(MENSAJES.rubroInvalido);
  if (!todasProvincias.some((p) => p.idProvincia === ids.idProvincia)) throw validacion(MENSAJES.provinciaInvalida);
}

/** Home "estadísticas" (spec §2.4): real counts of what the public can see (cached briefly). */
export async function estadisticas(ctx: ServiceContext): Promise<Estadisticas> {
  return cached(ctx, 'estadisticas', () => contarPublicos(ctx));
}

async function contarPublicos(ctx: ServiceContext): Promise<Estadisticas> {
  const [row] = await queryRows<Estadisticas>(
    ctx.db,
    sql`select
          (select count(*)::int from app.productos p where ${PRODUCTO_PUBLICO}) as productos,
          count(*)::int as emprendimientos,
          count(distinct provincia_id)::int as provincias,
          count(distinct rubro_id)::int as rubros
        from app.emprendimientos where estado = 'Activo'`,
  );
  return row ?? { productos: 0, emprendimientos: 0, provincias: 0, rubros: 0 };
}

/** The footer labels the catalogue as demo data only while demo shops exist (SEED_DEMO). */
export async function sitio(ctx: ServiceContext): Promise<Sitio> {
  return cached(ctx, 'sitio', async () => {
    const [row] = await queryRows<{ demo: boolean }>(
      ctx.db,
      sql`select exists (select 1 from app.emprendimientos where owner_user_id like ${`${DEMO_OWNER_PREFIX}%`}) as demo`,
    );
    return { demo: row?.demo ?? false };
  });
}

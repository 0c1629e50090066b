import { sql, type SQL } from 'drizzle-orm';
import { TIENDAS_VISITADAS_MAX, type EmprendimientoPublico } from '@feria/contracts';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';
import { emprendimientoNoEncontrado } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { emprendimientoActivo } from '../emprendimientos/emprendimientos.sql';
import type { ConteosDeTienda } from '../emprendimientos/conteos';
import { loadEmprendimientos } from '../emprendimientos/emprendimientos.service';

// docs/producto/entidades.md "History of last 10 visited shops" for a signed-in buyer (decision 039). Rows belong to
// the token's user only; a visit to a shop that is not public is refused, and after every write
// the user keeps their newest 10 rows (older ones deleted in the same transaction).

/** The buyer opened a public shop: its visit moves to the top (idempotent). */
export async function registrarVisita(ctx: UserContext, idEmprendimiento: string): Promise<void> {
  const userId = ctx.usuario.sub;
  await ctx.db.transaction(async (tx) => {
    const filas = await queryRows<{ ok: number }>(
      tx,
      sql`insert into app.tiendas_visitadas (user_id, emprendimiento_id, visitada_en)
          select ${userId}, ${idEmprendimiento}::uuid, clock_timestamp() where ${emprendimientoActivo(sql`${idEmprendimiento}::uuid`)}
          on conflict (user_id, emprendimiento_id) do update set visitada_en = excluded.visitada_en
          returning 1 as ok`,
    );
    if (filas.length === 0) throw emprendimientoNoEncontrado();
    await recortar(tx, userId);
  });
}

/** Merges the anonymous browser history (newest first) after login; shops no longer public are skipped. */
export async function importarVisitas(
  ctx: UserContext,
  ids: readonly string[],
  conteos: ConteosDeTienda,
): Promise<EmprendimientoPublico[]> {
  const userId = ctx.usuario.sub;
  if (ids.length > 0) {
    const lista = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await ctx.db.transaction(async (tx) => {
      await queryRows(
        tx,
        // The browser's visits just happened (before the login): newer than any visit the server has,
        // newest first, a microsecond apart (at most 10, so `ahora` leaves room for all of them).
        sql`with base as (
              select greatest(clock_timestamp(), coalesce(max(t.visitada_en), '-infinity') + interval '11 microseconds') as ahora
              from app.tiendas_visitadas t where t.user_id = ${userId}
            )
            insert into app.tiendas_visitadas (user_id, emprendimiento_id, visitada_en)
            select ${userId}, v.id, base.ahora - v.n * interval '1 microsecond'
            from unnest(array[${lista}]) with ordinality as v(id, n), base
            where ${emprendimientoActivo(sql`v.id`)}
            on conflict (user_id, emprendimiento_id) do update set visitada_en = greatest(app.tiendas_visitadas.visitada_en, excluded.visitada_en)`,
      );
      await recortar(tx, userId);
    });
  }
  return listarVisitas(ctx, conteos);
}

/** The buyer's last visited public shops, newest first. */
export async function listarVisitas(ctx: UserContext, conteos: ConteosDeTienda): Promise<EmprendimientoPublico[]> {
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    sql`select t.emprendimiento_id as id from app.tiendas_visitadas t
        where t.user_id = ${ctx.usuario.sub} and ${emprendimientoActivo(sql`t.emprendimiento_id`)}
        order by t.visitada_en desc, t.emprendimiento_id limit ${TIENDAS_VISITADAS_MAX}`,
  );
  return loadEmprendimientos(
    ctx,
    rows.map((r) => r.id),
    conteos,
  );
}

function recortar(db: Database, userId: string): Promise<unknown> {
  const masNuevas: SQL = sql`select t.emprendimiento_id from app.tiendas_visitadas t where t.user_id = ${userId}
                             order by t.visitada_en desc, t.emprendimiento_id limit ${TIENDAS_VISITADAS_MAX}`;
  return queryRows(
    db,
    sql`delete from app.tiendas_visitadas where user_id = ${userId} and emprendimiento_id not in (${masNuevas}) returning 1`,
  );
}

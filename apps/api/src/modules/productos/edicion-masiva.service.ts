import { sql, type SQL } from 'drizzle-orm';
import {
  MENSAJES_EDICION_MASIVA,
  PRECIO_MAXIMO_PRODUCTO,
  type CambioMasivo,
  type EdicionMasivaInput,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { emprendimientoPropio, exigirModificable } from '../emprendimientos/propiedad';
import { resumirVariantes } from './variantes.service';

// docs/producto/edicion-masiva.md: one change to many products of the caller's shop, in one
// transaction, set-based. The search columns, `publico` and the public cache follow from the
// triggers on app.productos and app.producto_variantes, as after a form save; the summary
// columns (stock, precio_desde, busqueda_extra) through resumirVariantes, as the form does.

/**
 * docs/producto/edicion-masiva.md#porcentaje: a price times (100 + p) / 100, rounded to the peso,
 * never below $ 1 (a price of 0 stays 0). The same expression for products and variants.
 */
const conPorcentaje = (precio: SQL, porcentaje: number) =>
  sql`case when ${precio} > 0 then greatest(round(${precio} * (100 + ${porcentaje}::numeric) / 100), 1) else ${precio} end`;

/** PATCH emprendimientos/{idEmprendimiento}/productos: the number of products changed. */
export async function editarEnMasa(
  ctx: UserContext,
  idEmprendimiento: string,
  input: EdicionMasivaInput,
): Promise<{ actualizados: number }> {
  const emprendimiento = await emprendimientoPropio(ctx, idEmprendimiento);
  exigirModificable(emprendimiento);
  const ids = [...new Set(input.ids)];
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    // Locked first, so two bulk edits on the same products apply one after the other.
    const propios = await queryRows<{ id: string; con_opciones: boolean }>(
      db,
      sql`select id, jsonb_array_length(opciones) > 0 as con_opciones from app.productos
           where id in ${ids} and emprendimiento_id = ${emprendimiento.id} and not eliminado
           order by id for update`,
    );
    // Another shop's, a deleted or a missing id: the whole request is refused, nothing written.
    if (propios.length !== ids.length) throw errorDe('PRODUCTO_NO_ENCONTRADO');
    await aplicar(db, ids, input.cambio);
    // docs/producto/edicion-masiva.md#variantes: stock and 'Desde $ X' follow the variants again.
    if (input.cambio.tipo !== 'habilitado')
      await resumirVariantes(
        tx,
        propios.filter((p) => p.con_opciones).map((p) => p.id),
      );
  });
  return { actualizados: ids.length };
}

async function aplicar(db: Database, ids: string[], cambio: CambioMasivo): Promise<void> {
  switch (cambio.tipo) {
    case 'precio':
      // docs/producto/edicion-masiva.md#precio: the variants take the product's price.
      await db.execute(sql`update app.producto_variantes set precio = null where producto_id in ${ids}`);
      await db.execute(sql`update app.productos set precio = ${cambio.precio}, updated_at = now() where id in ${ids}`);
      return;
    case 'porcentaje':
      await exigirPreciosEnRango(db, ids, cambio.porcentaje);
      await db.execute(
        sql`update app.producto_variantes set precio = ${conPorcentaje(sql`precio`, cambio.porcentaje)}
             where producto_id in ${ids} and precio is not null`,
      );
      await db.execute(
        sql`update app.productos set precio = ${conPorcentaje(sql`precio`, cambio.porcentaje)}, updated_at = now()
             where id in ${ids}`,
      );
      return;
    case 'stock':
      // docs/producto/edicion-masiva.md#stock: with options, each enabled variant; the product's is their sum.
      await db.execute(
        sql`update app.producto_variantes set stock = ${cambio.stock} where producto_id in ${ids} and habilitada`,
      );
      await db.execute(
        sql`update app.productos
               set stock = case when jsonb_array_length(opciones) = 0 then ${cambio.stock} else stock end,
                   updated_at = now()
             where id in ${ids}`,
      );
      return;
    case 'habilitado':
      // docs/producto/edicion-masiva.md#habilitado: as the product's own habilitar / deshabilitar.
      await db.execute(
        sql`update app.productos set habilitado = ${cambio.habilitado}, updated_at = now() where id in ${ids}`,
      );
  }
}

/** docs/producto/edicion-masiva.md#porcentaje: a raise that takes any price past the maximum is refused whole. */
async function exigirPreciosEnRango(db: Database, ids: string[], porcentaje: number): Promise<void> {
  if (porcentaje <= 0) return;
  const [fila] = await queryRows<{ excede: boolean }>(
    db,
    sql`select exists (select 1 from app.productos where id in ${ids}
                        and ${conPorcentaje(sql`precio`, porcentaje)} > ${PRECIO_MAXIMO_PRODUCTO})
            or exists (select 1 from app.producto_variantes where producto_id in ${ids}
                        and ${conPorcentaje(sql`precio`, porcentaje)} > ${PRECIO_MAXIMO_PRODUCTO}) as excede`,
  );
  if (!fila?.excede) return;
  const e = errorDe('VALIDACION', { campo: 'cambio.porcentaje' });
  e.textoDelEsquema = MENSAJES_EDICION_MASIVA.porcentajeExcede;
  throw e;
}

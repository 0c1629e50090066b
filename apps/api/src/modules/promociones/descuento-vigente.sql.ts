import { sql, type SQL } from 'drizzle-orm';
import { equivalentPercentage, type Descuento } from '@feria/contracts';
import { isoUtc, jsonNumero, jsonObjeto, jsonTexto } from '../../db/sql';

// The one place where the price a buyer pays is decided in SQL (the mirror of contracts
// `calcularPrecio`), for queries that alias the products table as `p`. A discount counts while its
// switch is on and now is inside its dates: it starts and stops at those instants, no job
// involved. Several at once: the lowest price wins (decision 035).

const VIGENTE: SQL = sql`d.activo and (d.fecha_inicio is null or d.fecha_inicio <= now()) and (d.fecha_fin is null or d.fecha_fin >= now())`;

/** The unit price with discount `d` (docs/producto/precios.md: percentage rounded; fixed never below 0). */
const PRECIO_CON_D: SQL = sql`(case when d.tipo = 'PORCENTAJE' then round(p.precio * (1 - d.valor / 100)) else greatest(p.precio - d.valor, 0) end)`;

/**
 * `left join lateral … dv`: the best discount in effect for product `p`, as columns
 * dv.descuento_id, dv.descuento_tipo, dv.descuento_valor, dv.descuento_fecha_fin,
 * dv.descuento_descripcion (all null without one). `siHay`, a condition on the outer row alone,
 * says whether to look at all (decision 102: a product linked to no discount has none in effect;
 * the lookup runs only where it holds).
 */
export const joinDescuentoVigente = (siHay: SQL = sql`true`): SQL => sql`left join lateral (
    select d.id as descuento_id, d.tipo as descuento_tipo, d.valor as descuento_valor, d.fecha_fin as descuento_fecha_fin,
           d.descripcion as descuento_descripcion, ${PRECIO_CON_D} as precio_final
      from app.descuento_productos dp join app.descuentos d on d.id = dp.descuento_id
     where ${siHay} and dp.producto_id = p.id and ${VIGENTE}
     order by precio_final, d.fecha_fin desc nulls first, d.id
     limit 1) dv on true`;

/** `joinDescuentoVigente` for every product. */
export const JOIN_DESCUENTO_VIGENTE: SQL = joinDescuentoVigente();

/** The columns JOIN_DESCUENTO_VIGENTE adds, for the select list. */
export const COLUMNAS_DESCUENTO: SQL = sql`dv.descuento_id, dv.descuento_tipo, dv.descuento_valor, dv.descuento_fecha_fin, dv.descuento_descripcion`;

/** The price the buyer pays for `p` now (search filters by price use it: what the card shows). */
export const PRECIO_EFECTIVO: SQL = sql`coalesce((select min(${PRECIO_CON_D}) from app.descuento_productos dp join app.descuentos d on d.id = dp.descuento_id
   where dp.producto_id = p.id and ${VIGENTE}), p.precio)`;

export interface FilaDescuento {
  descuento_id: string | null;
  descuento_tipo: string | null;
  descuento_valor: string | number | null;
  descuento_fecha_fin: Date | string | null;
  descuento_descripcion: string | null;
}

/** docs/producto/entidades.md product `descuento` from the columns above; a fixed discount also as its percentage. */
export function descuentoDeFila(r: FilaDescuento, precio: number): Descuento | null {
  if (r.descuento_id === null || r.descuento_valor === null) return null;
  const valor = Number(r.descuento_valor);
  const fechaFin = r.descuento_fecha_fin === null ? null : new Date(r.descuento_fecha_fin).toISOString();
  if (r.descuento_tipo === 'VALOR_FIJO')
    return { activo: true, porcentajeDescuento: equivalentPercentage(precio, valor), fechaFin, montoFijo: valor };
  return { activo: true, porcentajeDescuento: valor, fechaFin };
}

/**
 * `descuentoDeFila` as JSON text the database writes (decision 101), over JOIN_DESCUENTO_VIGENTE's
 * columns and `p.precio`: 'null' without a discount in effect; a fixed one also as its percentage,
 * computed as `equivalentPercentage` computes it, in float8 (the same IEEE operations as
 * JavaScript's numbers; `Math.round(x)` is `floor(x + 0.5)`).
 */
export const DESCUENTO_JSON: SQL = sql`(case when dv.descuento_id is null or dv.descuento_valor is null then 'null'
    when dv.descuento_tipo = 'VALOR_FIJO' then ${jsonObjeto({
      activo: sql`'true'`,
      porcentajeDescuento: jsonNumero(
        sql`case when p.precio > 0 then least(100, floor((dv.descuento_valor::float8 / p.precio::float8) * 10000 + 0.5) / 100) else 0 end`,
      ),
      fechaFin: jsonTexto(isoUtc(sql`dv.descuento_fecha_fin`)),
      montoFijo: jsonNumero(sql`dv.descuento_valor`),
    })}
    else ${jsonObjeto({
      activo: sql`'true'`,
      porcentajeDescuento: jsonNumero(sql`dv.descuento_valor`),
      fechaFin: jsonTexto(isoUtc(sql`dv.descuento_fecha_fin`)),
    })} end)`;

/** What an order line keeps of the discount it was charged with. */
export function instantaneaDescuento(r: FilaDescuento): Record<string, unknown> | null {
  if (r.descuento_id === null) return null;
  return {
    idDescuento: r.descuento_id,
    tipo: r.descuento_tipo,
    valor: Number(r.descuento_valor),
    descripcion: r.descuento_descripcion,
  };
}

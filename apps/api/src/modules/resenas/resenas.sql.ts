import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Read-only SQL over app.resenas for other modules' queries (modules/README.md): the rating and
// the number of visible reviews of a shop (its shop reviews).

/** Average of the shop's visible reviews, one decimal; null without reviews. */
export const calificacionDeEmprendimiento = (id: SQLWrapper): SQL<string | null> =>
  sql<
    string | null
  >`(select round(avg(r.calificacion), 1) from app.resenas r where r.emprendimiento_id = ${id} and r.venta_item_id is null and not r.oculta)`;

/** How many visible reviews the shop has. */
export const numResenasDeEmprendimiento = (id: SQLWrapper): SQL<number> =>
  sql<number>`(select count(*)::int from app.resenas r where r.emprendimiento_id = ${id} and r.venta_item_id is null and not r.oculta)`;

// A product's rating and number of visible reviews are columns of the product (calificacion,
// num_resenas), kept by this table's triggers (migration 0016).

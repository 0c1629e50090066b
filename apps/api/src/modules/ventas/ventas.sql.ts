import { sql, type SQL } from 'drizzle-orm';
import { emprendimientosDelDueno } from '../emprendimientos/emprendimientos.sql';

// Read-only SQL over app.ventas for other modules' queries (modules/README.md): the chat counts
// unread messages of the orders a person takes part in.

/** Ids of the orders one buyer placed. */
export const ventasDelComprador = (userId: string): SQL =>
  sql`(select v.id from app.ventas v where v.comprador_user_id = ${userId})`;

/** Ids of the orders of the shops one seller owns. */
export const ventasDelVendedor = (userId: string): SQL =>
  sql`(select v.id from app.ventas v where v.emprendimiento_id in ${emprendimientosDelDueno(userId)})`;

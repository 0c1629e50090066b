import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { FREE_SHIPPING_THRESHOLD } from '@feria/contracts';

// Read-only SQL over app.metodos_envio for other modules' queries (modules/README.md: the owner
// names the table, the others embed these fragments).

/**
 * Decision 086: the `gratisDesde` of each live home-delivery (DOMICILIO) method of product `p`'s
 * shop, as a jsonb array (null where a method has none; [] without home delivery). The product
 * payloads turn it into the shop's threshold with `umbralEnvioGratis` (contracts), read at query
 * time: a seller's new methods show on the next read, and the public cache drops the shop's
 * answers when its methods change (migration 0023). At most 10 rows per shop, by its index.
 */
export const COLUMNA_GRATIS_DESDE_DOMICILIOS: SQL = sql`(select coalesce(jsonb_agg(me.datos -> 'gratisDesde'), '[]'::jsonb)
         from app.metodos_envio me
        where me.emprendimiento_id = p.emprendimiento_id and me.tipo = 'DOMICILIO' and not me.eliminado)`;

const GRATIS_DESDE = sql`(me.datos ->> 'gratisDesde')`;
const TOPE = sql.raw(`${FREE_SHIPPING_THRESHOLD}`);

/**
 * `umbralEnvioGratis` (contracts, decision 086) of shop `id` in SQL, as a float8: the lowest of the
 * platform's threshold and the `gratisDesde` of its live home-delivery methods, null without home
 * delivery. For a page of one shop's products the database writes as JSON (decision 101), where it
 * is the same for every product and so computed once.
 */
export const umbralEnvioGratisDe = (id: SQLWrapper): SQL =>
  sql`(select min(case when ${GRATIS_DESDE} is not null and ${GRATIS_DESDE}::numeric < ${TOPE}
                       then ${GRATIS_DESDE}::float8 else ${TOPE}::float8 end)
         from app.metodos_envio me
        where me.emprendimiento_id = ${id} and me.tipo = 'DOMICILIO' and not me.eliminado)`;

import { sql, type SQL } from 'drizzle-orm';

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

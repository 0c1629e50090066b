import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryPreparada } from '../../db/preparadas';

// Which payment methods a shop takes (docs/producto/pagos.md#medios-de-pago): bank transfer always;
// Mercado Pago when the shop's own account is connected and its token still valid, so the card
// money lands in the shop's account. A deployment without an OAuth application (only the
// platform's MP_ACCESS_TOKEN, decision 083) charges every shop's card payments with that token.

export type MedioDePago = 'MERCADO_PAGO' | 'TRANSFERENCIA';

const SOLO_TRANSFERENCIA: readonly MedioDePago[] = ['TRANSFERENCIA'];
const AMBOS: readonly MedioDePago[] = ['MERCADO_PAGO', 'TRANSFERENCIA'];

/**
 * The methods of each shop in `ids`. `conAplicacion`: the platform has an OAuth application
 * (`app.cuentasMercadoPago.oauth`), so a shop takes Mercado Pago only through its own account.
 */
export async function mediosDePago(
  db: Database,
  ids: readonly string[],
  conAplicacion: boolean,
  ahora = new Date(),
): Promise<Map<string, readonly MedioDePago[]>> {
  const unicos = [...new Set(ids)];
  if (!conAplicacion) return new Map(unicos.map((id) => [id, AMBOS]));
  // One prepared statement whatever the number of shops (decision 091): the ids travel as one
  // array literal, so the text never changes and is parsed and planned once per connection.
  const conectadas =
    unicos.length === 0
      ? []
      : await queryPreparada<{ id: string }>(
          db,
          sql`select c.emprendimiento_id as id from app.mercadopago_cuentas c
              where c.emprendimiento_id = any(${`{${unicos.join(',')}}`}::uuid[])
                and c.estado = 'conectada' and c.vence_en > ${ahora.toISOString()}::timestamptz`,
        );
  const si = new Set(conectadas.map((c) => c.id));
  return new Map(unicos.map((id) => [id, si.has(id) ? AMBOS : SOLO_TRANSFERENCIA]));
}

import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Which payment methods a shop takes (docs/producto/pagos.md#medios-de-pago): bank transfer always;
// Mercado Pago when the shop's own account is connected and its token still valid, so the card
// money lands in the shop's account. A deployment without an OAuth application (only the
// platform's MP_ACCESS_TOKEN, decision 083) charges every shop's card payments with that token.

export type MedioDePago = 'MERCADO_PAGO' | 'TRANSFERENCIA';

const SOLO_TRANSFERENCIA: readonly MedioDePago[] = ['TRANSFERENCIA'];
const AMBOS: readonly MedioDePago[] = ['MERCADO_PAGO', 'TRANSFERENCIA'];

/**
 * The methods of the shop `tienda` (an expression of the statement that embeds it), as a column of
 * the shop's or the product's one statement (decision 091: one statement per page) and how its
 * value reads back. `conAplicacion`: the platform has an OAuth application
 * (`app.cuentasMercadoPago.oauth`), so a shop takes Mercado Pago only through its own account;
 * without one the column is the constant `true` and reads no table.
 */
export function mediosDePago(conAplicacion: boolean, ahora = new Date()) {
  return {
    sql: ({ tienda }: { tienda: SQLWrapper }): SQL =>
      conAplicacion
        ? sql`exists(select 1 from app.mercadopago_cuentas c
                     where c.emprendimiento_id = ${tienda}
                       and c.estado = 'conectada' and c.vence_en > ${ahora.toISOString()}::timestamptz)`
        : sql`true`,
    leer: (valor: unknown): MedioDePago[] => [...(valor === true ? AMBOS : SOLO_TRANSFERENCIA)],
  };
}

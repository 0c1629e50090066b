import { sql } from 'drizzle-orm';
import { queryOne, queryRows, type MpSandboxDb } from '../db/sandbox-db';
import type { PaymentStatus } from '../mp-types';
import type { PreferenceRow } from '../preferences/preferences.repository';
import { aCentavos, comisionMercadoPagoCentavos, dePesos } from '../sandbox-account';
import { registrarNotificacion } from '../webhooks/outbox';

export interface PaymentRow {
  id: string | number;
  preference_id: string | null;
  status: PaymentStatus;
  status_detail: string;
  transaction_amount: string;
  transaction_amount_refunded: string;
  currency_id: string;
  external_reference: string | null;
  payer_email: string | null;
  marketplace_fee: string | null;
  mercadopago_fee: string;
  /** The account that collects it (the preference's). */
  collector_id: string | number;
  description: string | null;
  merchant_order_id: string | number | null;
  date_created: Date | string;
  date_approved: Date | string | null;
  date_last_updated: Date | string;
  /** Where this payment's webhooks go (the preference's notification_url). */
  notification_url?: string | null;
}

export interface RefundRow {
  id: string | number;
  payment_id: string | number;
  amount: string;
  date_created: Date | string;
}

/** The buttons of the hosted checkout page and the payment each one makes. */
export const RESULTADOS = {
  aprobar: { status: 'approved', detail: 'accredited' },
  pendiente: { status: 'pending', detail: 'pending_contingency' },
  rechazar: { status: 'rejected', detail: 'cc_rejected_other_reason' },
} as const satisfies Record<string, { status: PaymentStatus; detail: string }>;
export type Accion = keyof typeof RESULTADOS;

/**
 * A payment of the preference's total, collected by the preference's account with Mercado Pago's fee
 * on it (docs/producto/pagos.md#sandbox-oauth), and its `payment.created` notification, in one transaction.
 */
export function crearPago(db: MpSandboxDb, pref: PreferenceRow, accion: Accion): Promise<PaymentRow> {
  const { status, detail } = RESULTADOS[accion];
  const comision = dePesos(comisionMercadoPagoCentavos(aCentavos(pref.total)));
  return db.transaction(async (tx) => {
    const pago = await queryOne<PaymentRow>(
      tx,
      sql`INSERT INTO mp_sandbox.payments (preference_id, status, status_detail, transaction_amount, external_reference,
            payer_email, marketplace_fee, mercadopago_fee, collector_id, description, merchant_order_id, date_approved)
          VALUES (${pref.id}, ${status}, ${detail}, ${pref.total}, ${pref.external_reference}, ${pref.datos.payer?.email ?? null},
            ${pref.datos.marketplace_fee ?? null}, ${comision}, ${pref.collector_id}, ${pref.datos.items[0]?.title ?? null},
            ${pref.merchant_order_id}, ${status === 'approved' ? sql`now()` : null})
          RETURNING *`,
    );
    if (!pago) throw new Error('mp-sandbox: el pago no se guardó');
    await registrarNotificacion(
      tx,
      pref.notification_url,
      Number(pago.id),
      'payment.created',
      Number(pago.collector_id),
    );
    return pago;
  });
}

export function buscarPago(db: MpSandboxDb, id: number): Promise<PaymentRow | undefined> {
  return queryOne<PaymentRow>(db, sql`SELECT * FROM mp_sandbox.payments WHERE id = ${id}`);
}

export function reembolsosDe(db: MpSandboxDb, paymentIds: number[]): Promise<RefundRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return queryRows<RefundRow>(
    db,
    sql`SELECT * FROM mp_sandbox.refunds WHERE payment_id IN (${sql.join(
      paymentIds.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id`,
  );
}

/** The payments the account collected (Mercado Pago's search shows only the caller's). */
export async function buscarPagos(
  db: MpSandboxDb,
  filtro: { collectorId: number; externalReference?: string; limit: number; offset: number },
): Promise<{ rows: PaymentRow[]; total: number }> {
  const where =
    filtro.externalReference === undefined
      ? sql`collector_id = ${filtro.collectorId}`
      : sql`collector_id = ${filtro.collectorId} AND external_reference = ${filtro.externalReference}`;
  const rows = await queryRows<PaymentRow>(
    db,
    sql`SELECT * FROM mp_sandbox.payments WHERE ${where} ORDER BY date_created DESC, id DESC LIMIT ${filtro.limit} OFFSET ${filtro.offset}`,
  );
  const count = await queryOne<{ total: string | number }>(
    db,
    sql`SELECT count(*) AS total FROM mp_sandbox.payments WHERE ${where}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

/** The payment locked for a change, with where its webhooks go. */
export function bloquearPago(tx: MpSandboxDb, id: number): Promise<PaymentRow | undefined> {
  return queryOne<PaymentRow>(
    tx,
    sql`SELECT p.*, pr.notification_url FROM mp_sandbox.payments p
        LEFT JOIN mp_sandbox.preferences pr ON pr.id = p.preference_id
        WHERE p.id = ${id} FOR UPDATE OF p`,
  );
}

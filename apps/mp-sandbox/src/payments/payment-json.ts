import type { Payment, Refund } from '../mp-types';
import { COLLECTOR_ID, fechaMp } from '../sandbox-account';
import type { PaymentRow, RefundRow } from './payments.repository';

export function refundJson(row: RefundRow): Refund {
  return {
    id: Number(row.id),
    payment_id: Number(row.payment_id),
    amount: Number(row.amount),
    status: 'approved',
    refund_mode: 'standard',
    date_created: fechaMp(row.date_created) ?? '',
  };
}

/** A payment as `GET /v1/payments/:id` answers it. */
export function paymentJson(row: PaymentRow, refunds: RefundRow[]): Payment {
  return {
    id: Number(row.id),
    status: row.status,
    status_detail: row.status_detail,
    transaction_amount: Number(row.transaction_amount),
    transaction_amount_refunded: Number(row.transaction_amount_refunded),
    currency_id: row.currency_id,
    external_reference: row.external_reference,
    description: row.description,
    date_created: fechaMp(row.date_created) ?? '',
    date_approved: fechaMp(row.date_approved),
    date_last_updated: fechaMp(row.date_last_updated) ?? '',
    payer: { email: row.payer_email },
    marketplace_fee: row.marketplace_fee === null ? null : Number(row.marketplace_fee),
    ...(row.preference_id ? { preference_id: row.preference_id } : {}),
    order: row.merchant_order_id === null ? null : { id: String(row.merchant_order_id), type: 'mercadopago' },
    collector_id: COLLECTOR_ID,
    operation_type: 'regular_payment',
    payment_method_id: 'visa',
    payment_type_id: 'credit_card',
    installments: 1,
    live_mode: false,
    refunds: refunds.filter((r) => String(r.payment_id) === String(row.id)).map(refundJson),
  };
}

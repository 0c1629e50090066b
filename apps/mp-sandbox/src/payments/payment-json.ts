import type { FeeDetail, Payment, Refund } from '../mp-types';
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

/**
 * What the collector is charged once the payment is approved (docs/producto/pagos.md#sandbox-oauth): Mercado
 * Pago's fee, then the marketplace's `marketplace_fee` when a connected seller collects it.
 */
function feeDetails(row: PaymentRow): FeeDetail[] {
  if (row.date_approved === null) return [];
  const fees: FeeDetail[] = [{ type: 'mercadopago_fee', amount: Number(row.mercadopago_fee), fee_payer: 'collector' }];
  const marketplace = Number(row.marketplace_fee ?? 0);
  if (Number(row.collector_id) !== COLLECTOR_ID && marketplace > 0)
    fees.push({ type: 'application_fee', amount: marketplace, fee_payer: 'collector' });
  return fees;
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
    collector_id: Number(row.collector_id),
    marketplace_owner: Number(row.collector_id) === COLLECTOR_ID ? null : COLLECTOR_ID,
    fee_details: feeDetails(row),
    operation_type: 'regular_payment',
    payment_method_id: 'visa',
    payment_type_id: 'credit_card',
    installments: 1,
    live_mode: false,
    refunds: refunds.filter((r) => String(r.payment_id) === String(row.id)).map(refundJson),
  };
}

import { sql } from 'drizzle-orm';
import { queryOne, type MpSandboxDb } from '../db/sandbox-db';
import type { MpErrorBody } from '../mp-types';
import { aCentavos, dePesos } from '../sandbox-account';
import { registrarNotificacion } from '../webhooks/outbox';
import { bloquearPago, type PaymentRow, type RefundRow } from './payments.repository';

export type ResultadoReembolso = { ok: true; refund: RefundRow; nuevo: boolean } | { ok: false; error: MpErrorBody };

const rechazo = (status: number, error: string, message: string): ResultadoReembolso => ({
  ok: false,
  error: { message, error, status, cause: [{ code: error, description: message, data: null }] },
});

/**
 * Refunds `amount` (all that is left when absent) of an approved payment. The same idempotency key
 * on the same payment answers the refund it made, without refunding again.
 */
export function reembolsar(
  db: MpSandboxDb,
  paymentId: number,
  amount: number | undefined,
  idempotencyKey: string | undefined,
): Promise<ResultadoReembolso> {
  return db.transaction(async (tx) => {
    const pago = await bloquearPago(tx, paymentId);
    if (!pago) return rechazo(404, 'not_found', 'Payment not found');
    if (idempotencyKey) {
      const previo = await queryOne<RefundRow>(
        tx,
        sql`SELECT * FROM mp_sandbox.refunds WHERE payment_id = ${paymentId} AND idempotency_key = ${idempotencyKey}`,
      );
      if (previo) return { ok: true, refund: previo, nuevo: false };
    }
    if (pago.status !== 'approved')
      return rechazo(400, 'invalid_status', `Payment status ${pago.status} can not be refunded`);
    const restante = aCentavos(pago.transaction_amount) - aCentavos(pago.transaction_amount_refunded);
    const pedido = amount === undefined ? restante : aCentavos(amount);
    if (!(pedido > 0) || pedido > restante) return rechazo(400, 'invalid_refund_amount', 'Invalid refund amount');
    const refund = await queryOne<RefundRow>(
      tx,
      sql`INSERT INTO mp_sandbox.refunds (payment_id, amount, idempotency_key) VALUES (${paymentId}, ${dePesos(pedido)}, ${idempotencyKey ?? null}) RETURNING *`,
    );
    if (!refund) throw new Error('mp-sandbox: el reembolso no se guardó');
    const total = pedido === restante;
    await tx.execute(
      sql`UPDATE mp_sandbox.payments
          SET transaction_amount_refunded = transaction_amount_refunded + ${dePesos(pedido)},
              status = ${total ? 'refunded' : 'approved'}, status_detail = ${total ? 'refunded' : 'partially_refunded'},
              date_last_updated = now()
          WHERE id = ${paymentId}`,
    );
    await registrarNotificacion(
      tx,
      pago.notification_url ?? null,
      paymentId,
      'payment.updated',
      Number(pago.collector_id),
    );
    return { ok: true, refund, nuevo: true };
  });
}

/** Sandbox control: settles a pending payment (what Mercado Pago does later on its own). */
export const ESTADOS_FINALES = {
  approved: 'accredited',
  rejected: 'cc_rejected_other_reason',
  cancelled: 'by_collector',
} as const;
export type EstadoFinal = keyof typeof ESTADOS_FINALES;

export type ResultadoCambio = { ok: true; pago: PaymentRow } | { ok: false; error: MpErrorBody };

export function cambiarEstado(db: MpSandboxDb, paymentId: number, status: EstadoFinal): Promise<ResultadoCambio> {
  return db.transaction(async (tx): Promise<ResultadoCambio> => {
    const pago = await bloquearPago(tx, paymentId);
    if (!pago)
      return { ok: false, error: { message: 'Payment not found', error: 'not_found', status: 404, cause: [] } };
    if (pago.status !== 'pending' && pago.status !== 'in_process') {
      const message = `Payment status ${pago.status} can not change to ${status}`;
      return { ok: false, error: { message, error: 'invalid_status', status: 400, cause: [] } };
    }
    const actualizado = await queryOne<PaymentRow>(
      tx,
      sql`UPDATE mp_sandbox.payments
          SET status = ${status}, status_detail = ${ESTADOS_FINALES[status]}, date_last_updated = now(),
              date_approved = ${status === 'approved' ? sql`now()` : null}
          WHERE id = ${paymentId} RETURNING *`,
    );
    if (!actualizado) throw new Error('mp-sandbox: el pago no se actualizó');
    await registrarNotificacion(
      tx,
      pago.notification_url ?? null,
      paymentId,
      'payment.updated',
      Number(pago.collector_id),
    );
    return { ok: true, pago: actualizado };
  });
}

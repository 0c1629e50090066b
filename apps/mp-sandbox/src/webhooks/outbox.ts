import { sql } from 'drizzle-orm';
import { queryRows, type MpSandboxDb } from '../db/sandbox-db';

export type WebhookAction = 'payment.created' | 'payment.updated';

export interface DeliveryRow {
  id: string | number;
  url: string;
  payment_id: string | number;
  action: WebhookAction;
  user_id: string | number;
  date_created: Date | string;
  attempts: number;
}

/**
 * Records a notification to deliver. Called inside the transaction that changes the payment, so
 * the notification exists exactly when the change does. `userId` is the payment's collector (a
 * connected seller's, docs/producto/pagos.md#sandbox-oauth).
 */
export async function registrarNotificacion(
  tx: MpSandboxDb,
  url: string | null,
  paymentId: number,
  action: WebhookAction,
  userId: number,
): Promise<void> {
  if (!url) return; // a preference without notification_url gets no webhooks, like Mercado Pago
  await tx.execute(
    sql`INSERT INTO mp_sandbox.webhook_deliveries (url, payment_id, action, user_id) VALUES (${url}, ${paymentId}, ${action}, ${userId})`,
  );
}

/**
 * Takes up to `limit` due deliveries for this process: the attempt is counted and the row is
 * leased for `leaseMs` (a process that dies mid-request leaves it to be retried after that).
 */
export function reclamarVencidas(db: MpSandboxDb, limit: number, leaseMs: number): Promise<DeliveryRow[]> {
  return queryRows<DeliveryRow>(
    db,
    sql`UPDATE mp_sandbox.webhook_deliveries d
        SET attempts = d.attempts + 1, last_attempt_at = now(), next_attempt_at = now() + ${leaseMs}::integer * interval '1 millisecond'
        WHERE d.id IN (
          SELECT id FROM mp_sandbox.webhook_deliveries
          WHERE delivered_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= now()
          ORDER BY next_attempt_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING d.id, d.url, d.payment_id, d.action, d.user_id, d.date_created, d.attempts`,
  );
}

export interface ResultadoIntento {
  status: number | null;
  error: string | null;
  request: unknown;
}

export async function marcarEntregada(db: MpSandboxDb, id: string | number, r: ResultadoIntento): Promise<void> {
  await db.execute(
    sql`UPDATE mp_sandbox.webhook_deliveries
        SET delivered_at = now(), last_status = ${r.status}, last_error = NULL, last_request = ${JSON.stringify(r.request)}::jsonb
        WHERE id = ${id}`,
  );
}

/** A failed attempt: retried after `retryInMs`, or given up when `giveUp`. */
export async function marcarFallida(
  db: MpSandboxDb,
  id: string | number,
  r: ResultadoIntento,
  retryInMs: number,
  giveUp: boolean,
): Promise<void> {
  await db.execute(
    sql`UPDATE mp_sandbox.webhook_deliveries
        SET last_status = ${r.status}, last_error = ${r.error}, last_request = ${JSON.stringify(r.request)}::jsonb,
            next_attempt_at = now() + ${retryInMs}::integer * interval '1 millisecond',
            gave_up_at = CASE WHEN ${giveUp}::boolean THEN now() END
        WHERE id = ${id}`,
  );
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MpSandboxDb } from '../db/sandbox-db';
import type { WebhookNotification } from '../mp-types';
import { fechaMp } from '../sandbox-account';
import { marcarEntregada, marcarFallida, reclamarVencidas, type DeliveryRow, type ResultadoIntento } from './outbox';
import { firmarWebhook } from './signature';

export interface DelivererOptions {
  db: MpSandboxDb;
  webhookSecret: string;
  fetch: typeof fetch;
  log: FastifyBaseLogger;
  intervalMs: number;
  /** First retry delay; each failure doubles it up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Attempts before giving up. */
  maxAttempts: number;
  timeoutMs: number;
}

const BATCH = 10;

export interface Deliverer {
  /** Look for due deliveries now (after recording one), besides the regular poll. */
  kick(): void;
  /** Stops polling, aborts requests in flight and waits for the round to be recorded. */
  stop(): Promise<void>;
}

/** Polls the persistent outbox and posts the notifications, signed like Mercado Pago's. */
export function startDeliverer(o: DelivererOptions): Deliverer {
  const closing = new AbortController();
  let round: Promise<void> | undefined;
  let again = false;

  const tick = () => {
    if (closing.signal.aborted) return;
    if (round) {
      again = true;
      return;
    }
    round = deliverDue(o, closing.signal)
      .catch((err: unknown) => o.log.warn({ err }, 'mp-sandbox: no se pudieron entregar los webhooks'))
      .finally(() => {
        round = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, o.intervalMs);
  timer.unref();

  return {
    kick: tick,
    async stop() {
      clearInterval(timer);
      closing.abort();
      while (round) await round;
    },
  };
}

async function deliverDue(o: DelivererOptions, closing: AbortSignal): Promise<void> {
  const due = await reclamarVencidas(o.db, BATCH, o.timeoutMs + 30_000);
  await Promise.all(due.map((row) => deliverOne(o, row, closing)));
}

async function deliverOne(o: DelivererOptions, row: DeliveryRow, closing: AbortSignal): Promise<void> {
  const result = await attempt(o, row, closing);
  if (result.status !== null && result.status >= 200 && result.status < 300) {
    await marcarEntregada(o.db, row.id, result);
    return;
  }
  const giveUp = row.attempts >= o.maxAttempts;
  const delay = Math.min(o.baseDelayMs * 2 ** (row.attempts - 1), o.maxDelayMs);
  await marcarFallida(o.db, row.id, result, delay, giveUp);
  o.log.info(
    { deliveryId: String(row.id), attempt: row.attempts, status: result.status, error: result.error, giveUp },
    'mp-sandbox: webhook no entregado',
  );
}

async function attempt(o: DelivererOptions, row: DeliveryRow, closing: AbortSignal): Promise<ResultadoIntento> {
  const dataId = String(row.payment_id);
  const requestId = randomUUID();
  const ts = String(Math.floor(Date.now() / 1000)); // fresh on every attempt, like Mercado Pago
  const url = new URL(row.url);
  url.searchParams.append('data.id', dataId);
  url.searchParams.append('type', 'payment');
  const body: WebhookNotification = {
    id: Number(row.id),
    live_mode: false,
    type: 'payment',
    date_created: fechaMp(row.date_created) ?? '',
    user_id: Number(row.user_id),
    api_version: 'v1',
    action: row.action,
    data: { id: dataId },
  };
  const headers = {
    'content-type': 'application/json',
    'x-request-id': requestId,
    'x-signature': `ts=${ts},v1=${firmarWebhook(o.webhookSecret, { dataId, requestId, ts })}`,
  };
  const request = { url: url.toString(), headers, body };
  try {
    const res = await o.fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.any([AbortSignal.timeout(o.timeoutMs), closing]),
    });
    await res.body?.cancel().catch(() => undefined);
    return { status: res.status, error: res.ok ? null : `HTTP ${res.status}`, request };
  } catch (err) {
    return { status: null, error: err instanceof Error ? err.message : String(err), request };
  }
}

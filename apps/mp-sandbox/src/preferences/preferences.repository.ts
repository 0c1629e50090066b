import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Preference, PreferenceRequest } from '../mp-types';
import { queryOne, type MpSandboxDb } from '../db/sandbox-db';
import { dePesos, fechaMp } from '../sandbox-account';

export interface PreferenceRow {
  id: string;
  datos: PreferenceRequest;
  total: string;
  external_reference: string | null;
  notification_url: string | null;
  merchant_order_id: string | number;
  date_created: Date | string;
  /** The account whose token created it: it collects its payments. */
  collector_id: string | number;
}

/**
 * Stores a preference of `collectorId`; with an idempotency key that account already used, answers
 * the stored one instead (keys of different accounts never meet).
 */
export async function crearPreferencia(
  db: MpSandboxDb,
  datos: PreferenceRequest,
  totalCentavos: number,
  idempotencyKey: string | undefined,
  collectorId: number,
): Promise<PreferenceRow> {
  const id = `${collectorId}-${randomUUID()}`;
  const clave = idempotencyKey === undefined ? null : `${collectorId}:${idempotencyKey}`;
  const inserted = await queryOne<PreferenceRow>(
    db,
    sql`INSERT INTO mp_sandbox.preferences (id, idempotency_key, datos, total, external_reference, notification_url, collector_id)
        VALUES (${id}, ${clave}, ${JSON.stringify(datos)}::jsonb, ${dePesos(totalCentavos)},
                ${datos.external_reference ?? null}, ${datos.notification_url ?? null}, ${collectorId})
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING *`,
  );
  if (inserted) return inserted;
  const existing = await queryOne<PreferenceRow>(
    db,
    sql`SELECT * FROM mp_sandbox.preferences WHERE idempotency_key = ${clave}`,
  );
  if (!existing) throw new Error('mp-sandbox: preferencia idempotente no encontrada');
  return existing;
}

/** Mercado Pago's update: the fields sent replace the stored ones. */
export function actualizarPreferencia(
  db: MpSandboxDb,
  id: string,
  cambios: Partial<PreferenceRequest>,
): Promise<PreferenceRow | undefined> {
  return queryOne<PreferenceRow>(
    db,
    sql`UPDATE mp_sandbox.preferences SET datos = datos || ${JSON.stringify(cambios)}::jsonb WHERE id = ${id} RETURNING *`,
  );
}

export function buscarPreferencia(db: MpSandboxDb, id: string): Promise<PreferenceRow | undefined> {
  return queryOne<PreferenceRow>(db, sql`SELECT * FROM mp_sandbox.preferences WHERE id = ${id}`);
}

/**
 * The preference as Mercado Pago answers it; `checkoutUrl` is the hosted page of this sandbox,
 * `clientId` the platform's application (which made it, with its own token or a seller's).
 */
export function preferenciaJson(row: PreferenceRow, checkoutUrl: (id: string) => string, clientId: string): Preference {
  const d = row.datos;
  const initPoint = checkoutUrl(row.id);
  return {
    id: row.id,
    init_point: initPoint,
    sandbox_init_point: initPoint,
    items: d.items,
    payer: d.payer ?? {},
    back_urls: d.back_urls ?? {},
    auto_return: d.auto_return ?? '',
    external_reference: d.external_reference ?? '',
    notification_url: d.notification_url ?? null,
    marketplace_fee: d.marketplace_fee ?? 0,
    ...(d.shipments ? { shipments: d.shipments } : {}),
    expires: d.expires ?? Boolean(d.expiration_date_to),
    expiration_date_from: d.expiration_date_from ?? null,
    expiration_date_to: d.expiration_date_to ?? null,
    binary_mode: d.binary_mode ?? false,
    date_created: fechaMp(row.date_created) ?? '',
    collector_id: Number(row.collector_id),
    client_id: clientId,
    operation_type: 'regular_payment',
  };
}

/** Past its `expiration_date_to`: Mercado Pago no longer takes payments on it. */
export function preferenciaVencida(row: PreferenceRow, now = new Date()): boolean {
  const hasta = row.datos.expiration_date_to;
  return hasta !== undefined && Date.parse(hasta) < now.getTime();
}

import { sql } from 'drizzle-orm';
import { check, index, numeric, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';
import { ventas } from './ventas';

/**
 * The payment of an order (modules/pagos): how it is paid and where it stands. Mercado Pago:
 * the preference and the payment it produced; transfer: the buyer's proof and the seller's answer.
 * The state only moves forward (pendiente → en_revision → aprobado → reembolsado; or to rechazado,
 * vencido, cancelado).
 */
export const pagos = appSchema.table(
  'pagos',
  {
    ventaId: uuid('venta_id')
      .primaryKey()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    metodo: text('metodo').notNull(),
    estado: text('estado').notNull().default('pendiente'),
    preferenciaId: text('preferencia_id'),
    urlPago: text('url_pago'),
    pagoProveedorId: text('pago_proveedor_id'),
    /** Private path of the transfer proof under DATA_DIR/comprobantes (never a public URL). */
    comprobante: text('comprobante'),
    comprobanteTipo: text('comprobante_tipo'),
    motivoRechazo: text('motivo_rechazo'),
    /**
     * The Mercado Pago user that collects this order's payment: the shop's connected account when
     * the preference was made with its token (docs/producto/pagos.md#cobros), null when made with
     * the platform's own token (a deployment without an OAuth application).
     */
    cobradorMpUserId: text('cobrador_mp_user_id'),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'pagos_estado_check',
      sql`${t.estado} in ('pendiente', 'en_revision', 'aprobado', 'rechazado', 'vencido', 'cancelado', 'reembolsado')`,
    ),
  ],
);

/** Mercado Pago notifications already applied: a redelivery of the same (payment, status) changes nothing. */
export const pagosNotificaciones = appSchema.table(
  'pagos_notificaciones',
  {
    pagoProveedorId: text('pago_proveedor_id').notNull(),
    estado: text('estado').notNull(),
    recibidaEn: timestamp('recibida_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pagoProveedorId, t.estado] })],
);

/**
 * The refund of an order (at most one: the primary key is the order). Mercado Pago: done through
 * the PaymentProvider with the stable idempotency key `reembolso-{ventaId}`; transfer: recorded as
 * done by the seller, with a note.
 */
export const reembolsos = appSchema.table(
  'reembolsos',
  {
    ventaId: uuid('venta_id')
      .primaryKey()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    metodo: text('metodo').notNull(),
    /** pendiente (asked to the provider), hecho, fallido (the provider refused; can be retried). */
    estado: text('estado').notNull().default('pendiente'),
    monto: numeric('monto', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    reembolsoProveedorId: text('reembolso_proveedor_id'),
    nota: text('nota'),
    creadoPorUserId: text('creado_por_user_id').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reembolsos_estado_check', sql`${t.estado} in ('pendiente', 'hecho', 'fallido')`)],
);

/**
 * Every provider payment an order received, one row per Mercado Pago payment id. The order takes
 * at most one (estado 'aprobado'); any other approved payment — one that arrived after the order
 * was cancelled or expired, or a second one on a paid order — is given back: 'reembolso_pendiente'
 * until the provider confirms the refund, then 'reembolsado', with the reason
 * (docs/producto/pagos.md#pagos-tardíos).
 */
export const pagosRecibidos = appSchema.table(
  'pagos_recibidos',
  {
    pagoProveedorId: text('pago_proveedor_id').primaryKey(),
    ventaId: uuid('venta_id')
      .notNull()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    estado: text('estado').notNull(),
    monto: numeric('monto', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    motivo: text('motivo'),
    /** Mercado Pago's `collector_id` of this payment. */
    cobradorId: text('cobrador_id'),
    /** From the payment's `fee_details`: Mercado Pago's own fee (`mercadopago_fee`). */
    comisionMercadoPago: numeric('comision_mercadopago', { precision: 12, scale: 2, mode: 'number' }),
    /** From the payment's `fee_details`: the marketplace's fee split to the platform (`application_fee`). */
    comisionMarketplace: numeric('comision_marketplace', { precision: 12, scale: 2, mode: 'number' }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pagos_recibidos_estado_check', sql`${t.estado} in ('aprobado', 'reembolso_pendiente', 'reembolsado')`),
    index('pagos_recibidos_venta_idx').on(t.ventaId),
  ],
);

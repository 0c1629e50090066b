import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appSchema } from './app-schema';
import { emprendimientos } from './emprendimientos';
import { productos } from './productos';

const dinero = (nombre: string) => numeric(nombre, { precision: 12, scale: 2, mode: 'number' });

/**
 * Orders (docs/producto/entidades.md Sale, docs/producto/api.md#ventas). One shop per order. Money is decided on the server from database
 * prices when the order is placed and kept here as it was charged. `(comprador_user_id,
 * clave_idempotencia)` is unique: a retried POST answers the order the first one created.
 */
export const ventas = appSchema.table(
  'ventas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number people read ('Pedido #1042') and the transfer's 'concepto'. */
    numero: bigserial('numero', { mode: 'number' }).notNull().unique(),
    compradorUserId: text('comprador_user_id').notNull(),
    compradorNombre: text('comprador_nombre').notNull(),
    compradorEmail: text('comprador_email').notNull(),
    emprendimientoId: uuid('emprendimiento_id')
      .notNull()
      .references(() => emprendimientos.id),
    estado: text('estado').notNull().default('pendiente'),
    metodoPago: text('metodo_pago').notNull(),
    subtotal: dinero('subtotal').notNull(),
    /** What the products' discounts saved (list − discounted prices). */
    ahorro: dinero('ahorro').notNull(),
    /** What the coupon took off the discounted total (0 without coupon). */
    descuentoCupon: dinero('descuento_cupon').notNull().default(0),
    /** The coupon as it was applied: { idCupon, codigoCupon, tipo, valor, descripcion }. */
    cupon: jsonb('cupon').$type<Record<string, unknown>>(),
    montoTotal: dinero('monto_total').notNull(),
    /** docs/producto/precios.md: the platform's 5 % of the products after discounts and coupon, never of the delivery (decision 087). */
    comision: dinero('comision').notNull(),
    envioGratis: boolean('envio_gratis').notNull(),
    direccionEnvio: jsonb('direccion_envio').notNull().$type<Record<string, unknown>>(),
    /** docs/producto/envios.md#costo-en-el-pedido: what delivery costs, from the shop's zones (0 without it). */
    montoEnvio: dinero('monto_envio').notNull().default(0),
    /** The shop's delivery method chosen (module envios); null for orders without one. */
    metodoEnvioId: uuid('metodo_envio_id'),
    /** The method, estimate and address or pickup data as they were at purchase time (contracts `envioVenta`). */
    envio: jsonb('envio').$type<Record<string, unknown>>(),
    /**
     * docs/producto/envios.md#seguimiento: the shipment the seller recorded for a home delivery
     * (contracts `seguimientoEnvio`: transportista, codigoSeguimiento, urlSeguimiento, registradoEn).
     */
    seguimiento: jsonb('seguimiento').$type<Record<string, unknown>>(),
    claveIdempotencia: text('clave_idempotencia').notNull(),
    /** Hash of the request body: the same key with another body is refused. */
    huellaSolicitud: text('huella_solicitud').notNull(),
    /** Until when an unpaid order holds its stock; null once paid or closed. */
    reservaHasta: timestamp('reserva_hasta', { withTimezone: true }),
    /** The reserved units went back to stock (cancelled, rejected or expired): never twice. */
    stockLiberado: boolean('stock_liberado').notNull().default(false),
    motivoCancelacion: text('motivo_cancelacion'),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadaEn: timestamp('actualizada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ventas_idempotencia_unique').on(t.compradorUserId, t.claveIdempotencia),
    index('ventas_comprador_idx').on(t.compradorUserId, t.creadaEn),
    index('ventas_emprendimiento_idx').on(t.emprendimientoId, t.creadaEn),
    check('ventas_estado_check', sql`${t.estado} in ('pendiente', 'preparando', 'listo', 'completado', 'cancelado')`),
    check('ventas_metodo_check', sql`${t.metodoPago} in ('MERCADO_PAGO', 'TRANSFERENCIA')`),
  ],
);

/** The lines of an order, with the prices as charged. */
export const ventaItems = appSchema.table(
  'venta_items',
  {
    id: serial('id').primaryKey(),
    ventaId: uuid('venta_id')
      .notNull()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    productoId: uuid('producto_id')
      .notNull()
      .references(() => productos.id),
    nombre: text('nombre').notNull(),
    /** docs/producto/variantes.md#compra: the variant bought (its stock is returned to it) and its text then. */
    varianteId: uuid('variante_id'),
    variante: text('variante'),
    precioLista: dinero('precio_lista').notNull(),
    precioUnitario: dinero('precio_unitario').notNull(),
    porcentajeDescuento: numeric('porcentaje_descuento', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** The discount applied to the line as it was: { idDescuento, tipo, valor, descripcion }. */
    descuento: jsonb('descuento').$type<Record<string, unknown>>(),
    cantidad: integer('cantidad').notNull(),
    subtotal: dinero('subtotal').notNull(),
  },
  (t) => [index('venta_items_venta_idx').on(t.ventaId), check('venta_items_cantidad_check', sql`${t.cantidad} > 0`)],
);

/** The order's timeline: every change of its estado or of its payment. */
export const ventaEventos = appSchema.table(
  'venta_eventos',
  {
    id: serial('id').primaryKey(),
    ventaId: uuid('venta_id')
      .notNull()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    estado: text('estado').notNull(),
    /** The estado before this change (null for the order's creation and for payment events). */
    estadoAnterior: text('estado_anterior'),
    /** Who made the change: 'comprador', 'vendedor' or 'sistema' (webhook, expiry job). */
    actor: text('actor').notNull().default('sistema'),
    actorUserId: text('actor_user_id'),
    detalle: text('detalle'),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('venta_eventos_venta_idx').on(t.ventaId, t.id)],
);

/**
 * 'Botón de arrepentimiento' (Resolución 424/2020): a buyer revokes a purchase within 10 days of
 * delivery. One request per order (a repeated form answers the same code); the seller sees it in
 * the order's history.
 */
export const solicitudesArrepentimiento = appSchema.table(
  'solicitudes_arrepentimiento',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the buyer keeps ('ARR-7K3Q9M'). */
    codigo: text('codigo').notNull().unique(),
    ventaId: uuid('venta_id')
      .notNull()
      .unique()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    motivo: text('motivo'),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('solicitudes_arrepentimiento_codigo_check', sql`${t.codigo} ~ '^ARR-[0-9A-Z]{6}$'`)],
);

/**
 * docs/producto/devoluciones.md: the return a confirmed revocation opens on its order, one per
 * order: solicitada → aceptada → recibida → reembolsada, or rechazada with a reason. Receiving it
 * refunds the order and returns its units to stock, once.
 */
export const devoluciones = appSchema.table(
  'devoluciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ventaId: uuid('venta_id')
      .notNull()
      .unique()
      .references(() => ventas.id, { onDelete: 'cascade' }),
    solicitudId: uuid('solicitud_id')
      .notNull()
      .unique()
      .references(() => solicitudesArrepentimiento.id, { onDelete: 'cascade' }),
    estado: text('estado').notNull().default('solicitada'),
    /** How to send the product back, written by the seller when accepting. */
    instrucciones: text('instrucciones'),
    /** Why the seller refused it. */
    motivoRechazo: text('motivo_rechazo'),
    /** The seller's note when receiving it (a transfer refund says how the money went back). */
    nota: text('nota'),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadaEn: timestamp('actualizada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'devoluciones_estado_check',
      sql`${t.estado} in ('solicitada', 'aceptada', 'recibida', 'reembolsada', 'rechazada')`,
    ),
  ],
);

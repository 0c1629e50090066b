import { z } from 'zod';
import { pageOf, uuidParam } from '../common/common.schemas';
import { linea } from '../common/texto';
import { direccionEnvio } from '../comprador/comprador.schemas';
import { devolucionVenta, seguimientoEnvio } from './seguimiento';
import { direccionGuardada } from '../comprador/direcciones';
import { CANTIDAD_MAX_POR_ITEM, ITEMS_MAX_POR_VENTA, MENSAJES_VENTA } from './ventas.mensajes';
import { MENSAJES_VARIANTE } from '../common/mensajes/producto';

export * from './ventas.mensajes';

// Orders (ventas): docs/producto/entidades.md "Sale", docs/producto/pedidos.md#estado-del-pedido, docs/producto/api.md#ventas POST ventas. The buyer sends what to buy; prices,
// discounts, totals and the commission are decided by the server from the database.

/** docs/producto/pedidos.md#estado-del-pedido / docs/producto/precios.md: the statuses of a sale ('todos' is a filter only). */
export const ESTADOS_VENTA = ['pendiente', 'preparando', 'listo', 'completado', 'cancelado'] as const;
export type EstadoVenta = (typeof ESTADOS_VENTA)[number];

export const METODOS_PAGO = ['MERCADO_PAGO', 'TRANSFERENCIA'] as const;
export type MetodoPago = (typeof METODOS_PAGO)[number];

/**
 * Payment state, separate from the sale's estado: pendiente (waiting for the buyer), en_revision
 * (transfer proof sent, the seller checks it), aprobado, rechazado, vencido (the reservation
 * expired), cancelado (the buyer cancelled), reembolsado.
 */
export const ESTADOS_PAGO = [
  'pendiente',
  'en_revision',
  'aprobado',
  'rechazado',
  'vencido',
  'cancelado',
  'reembolsado',
] as const;
export type EstadoPago = (typeof ESTADOS_PAGO)[number];

const cantidad = z
  .number({ error: MENSAJES_VENTA.cantidadEntera })
  .int(MENSAJES_VENTA.cantidadEntera)
  .min(1, MENSAJES_VENTA.cantidadMinima)
  .max(CANTIDAD_MAX_POR_ITEM, MENSAJES_VENTA.cantidadMaxima);

/** Body of POST /api/comprador/v1/ventas. Any price the client adds is ignored (not part of the schema). */
export const ventaInput = z.object({
  emprendimientoId: uuidParam,
  items: z
    // docs/producto/variantes.md#compra: a product with variants is bought by its variant (idVariante);
    // two variants of one product are two lines.
    .array(z.object({ idProducto: uuidParam, idVariante: uuidParam.optional(), cantidad }))
    .min(1, MENSAJES_VENTA.sinItems)
    .max(ITEMS_MAX_POR_VENTA, MENSAJES_VENTA.demasiadosItems)
    .refine(
      (items) =>
        new Set(items.filter((i) => !i.idVariante).map((i) => i.idProducto)).size ===
        items.filter((i) => !i.idVariante).length,
      MENSAJES_VENTA.productoRepetido,
    )
    .refine(
      (items) =>
        new Set(items.filter((i) => i.idVariante).map((i) => i.idVariante)).size ===
        items.filter((i) => i.idVariante).length,
      MENSAJES_VARIANTE.varianteRepetida,
    ),
  metodoPago: z.enum(METODOS_PAGO, { error: MENSAJES_VENTA.metodoPago }),
  /** Default: the buyer profile's address. */
  direccionEnvio: direccionEnvio.optional(),
  codigoCupon: linea().trim().max(50).optional(),
  /**
   * docs/producto/envios.md#costo-en-el-pedido: the shop's delivery method chosen and, for home
   * delivery (DOMICILIO), one of the buyer's saved addresses (required there, refused for RETIRO).
   * The cost is the server's, from the shop's stored zones and the address's province. Without
   * `envio` the order is as before: delivery 'A coordinar con el emprendimiento', montoEnvio 0.
   */
  envio: z
    .object({
      idMetodo: uuidParam,
      idDireccion: uuidParam.optional(),
    })
    .optional(),
});
export type VentaInput = z.input<typeof ventaInput>;
export type VentaInputParsed = z.output<typeof ventaInput>;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKey = linea({ error: MENSAJES_VENTA.claveIdempotencia })
  .trim()
  .min(8, MENSAJES_VENTA.claveIdempotencia)
  .max(200, MENSAJES_VENTA.claveIdempotencia);

export const ventaItem = z.object({
  idProducto: z.uuid(),
  nombre: z.string(),
  /** docs/producto/variantes.md#compra: the variant bought and its text then ('Talle 38 · Negro'); null without one. */
  idVariante: z.uuid().nullable().optional(),
  variante: z.string().nullable().optional(),
  /** What the buyer pays per unit (after the discount in effect when ordering). */
  precioUnitario: z.number(),
  /** The list price then; equal to precioUnitario without discount. */
  precioLista: z.number(),
  porcentajeDescuento: z.number(),
  /** The discount the line was charged with, as it was then (null without one). */
  descuento: z
    .object({ tipo: z.enum(['PORCENTAJE', 'VALOR_FIJO']), valor: z.number(), descripcion: z.string().nullable() })
    .nullable()
    .optional(),
  cantidad: z.number().int(),
  subtotal: z.number(),
});
export type VentaItem = z.infer<typeof ventaItem>;

/** Bank details the buyer transfers to (the seller's), with the exact amount and 'concepto'. */
export const datosTransferencia = z.object({
  titular: z.string(),
  cuit: z.string(),
  cbu: z.string(),
  alias: z.string(),
  monto: z.number(),
  concepto: z.string(),
  comprobanteSubido: z.boolean(),
  motivoRechazo: z.string().nullable(),
});
export type DatosTransferencia = z.infer<typeof datosTransferencia>;

/**
 * What happened to each Mercado Pago payment the order received: the one the order took
 * ('aprobado'), and any other approved payment the order could not take (it arrived after the
 * order was cancelled or expired, or the order was already paid), which is given back
 * ('reembolso_pendiente' until Mercado Pago confirms, then 'reembolsado'), with the reason.
 */
export const ESTADOS_PAGO_RECIBIDO = ['aprobado', 'reembolso_pendiente', 'reembolsado'] as const;
export type EstadoPagoRecibido = (typeof ESTADOS_PAGO_RECIBIDO)[number];
export const pagoRecibido = z.object({
  /** Mercado Pago's payment id (the number the buyer sees in their Mercado Pago account). */
  id: z.string(),
  estado: z.enum(ESTADOS_PAGO_RECIBIDO),
  monto: z.number(),
  /** Why it is given back; null for the payment the order took. */
  motivo: z.string().nullable(),
  fecha: z.string(),
});
export type PagoRecibido = z.infer<typeof pagoRecibido>;

export const pagoVenta = z.object({
  metodo: z.enum(METODOS_PAGO),
  estado: z.enum(ESTADOS_PAGO),
  /** Mercado Pago: where the buyer pays (present while the payment can still be made). */
  urlPago: z.string().optional(),
  transferencia: datosTransferencia.optional(),
  /** Mercado Pago: the payments received for this order, oldest first. */
  historial: z.array(pagoRecibido).optional(),
});
export type PagoVenta = z.infer<typeof pagoVenta>;

/** docs/producto/pedidos.md#estado-del-pedido: the moves the server allows (the client does not enforce them). 'cancelado' goes through «Cancelar venta», with a motivo. */
export const TRANSICIONES_VENTA: Readonly<Record<EstadoVenta, readonly EstadoVenta[]>> = {
  pendiente: ['preparando', 'cancelado'],
  preparando: ['listo', 'cancelado'],
  listo: ['completado', 'cancelado'],
  completado: [],
  cancelado: [],
};

export const ACTORES_VENTA = ['comprador', 'vendedor', 'sistema'] as const;
export type ActorVenta = (typeof ACTORES_VENTA)[number];

/** A line of the order's timeline: who changed what, when, from which estado. */
export const eventoVenta = z.object({
  fecha: z.string(),
  tipo: z.enum(['estado', 'pago']),
  estado: z.string(),
  estadoAnterior: z.string().nullable().optional(),
  actor: z.enum(ACTORES_VENTA).optional(),
  detalle: z.string().nullable(),
});
export type EventoVenta = z.infer<typeof eventoVenta>;

export const direccionVenta = direccionEnvio.extend({ provincia: z.string() });

/**
 * docs/producto/envios.md#costo-en-el-pedido: the delivery chosen, copied at purchase time (later
 * changes to the shop's methods or to the buyer's saved address do not touch the order).
 */
export const envioVenta = z.object({
  idMetodo: z.uuid(),
  tipo: z.enum(['RETIRO', 'DOMICILIO', 'A_COORDINAR']),
  nombre: z.string(),
  /** DOMICILIO: the zone's delivery estimate in days. */
  diasMin: z.number().int().optional(),
  diasMax: z.number().int().optional(),
  /** DOMICILIO: the saved address it goes to, as it was then. */
  direccion: direccionGuardada.omit({ id: true, alias: true, predeterminada: true }).optional(),
  /** RETIRO: where and when the buyer picks it up. */
  retiro: z
    .object({
      direccion: z.object({
        calle: z.string(),
        numero: z.string(),
        ciudad: z.string(),
        idProvincia: z.number().int(),
        provincia: z.string(),
      }),
      horarios: z.string(),
    })
    .optional(),
});
export type EnvioVenta = z.infer<typeof envioVenta>;

/** An order as the buyer (and the seller) see it. */
export const venta = z.object({
  id: z.uuid(),
  numero: z.number().int(),
  estado: z.enum(ESTADOS_VENTA),
  fechaCreacion: z.string(),
  emprendimientoId: z.uuid(),
  emprendimientoNombre: z.string(),
  compradorNombre: z.string(),
  items: z.array(ventaItem),
  /** Sum of list prices × quantities. */
  subtotal: z.number(),
  /** What the products' discounts saved. */
  ahorro: z.number(),
  /** What the coupon took off (0 without one). */
  descuentoCupon: z.number(),
  /** The coupon as it was applied (a copy: later changes to it do not touch the order). */
  cupon: z
    .object({
      codigoCupon: z.string(),
      tipo: z.enum(['PORCENTAJE', 'VALOR_FIJO']),
      valor: z.number(),
      descripcion: z.string().nullable(),
    })
    .nullable(),
  envioGratis: z.boolean(),
  /** docs/producto/envios.md#costo-en-el-pedido: what delivery costs (0 without a method, for pickup, or when free). */
  montoEnvio: z.number(),
  /** montoTotal = subtotal − ahorro − descuentoCupon + montoEnvio. */
  montoTotal: z.number(),
  direccionEnvio: direccionVenta,
  /** The delivery method chosen at checkout, copied then; null for orders without one ('A coordinar'). */
  envio: envioVenta.nullable(),
  /** docs/producto/envios.md#seguimiento: the shipment the seller recorded (home delivery); null until then. */
  seguimiento: seguimientoEnvio.nullable().optional(),
  /** docs/producto/devoluciones.md: the return a confirmed revocation opened; null without one. */
  devolucion: devolucionVenta.nullable().optional(),
  pago: pagoVenta,
  /** Until when an unpaid order keeps its stock (ISO); null once paid or closed. */
  reservaHasta: z.string().nullable(),
  motivoCancelacion: z.string().nullable(),
  historial: z.array(eventoVenta),
  /** The seller's view only: how to reach the buyer. */
  compradorEmail: z.string().optional(),
  /** Set once the order was refunded (at most once). */
  reembolso: z
    .object({
      estado: z.enum(['pendiente', 'hecho', 'fallido']),
      monto: z.number(),
      nota: z.string().nullable(),
      fecha: z.string(),
    })
    .nullable()
    .optional(),
});
export type Venta = z.infer<typeof venta>;

/** A line of 'Mis Pedidos' (docs/producto/entidades.md Sale). */
export const ventaResumen = venta
  .pick({
    id: true,
    numero: true,
    estado: true,
    fechaCreacion: true,
    emprendimientoId: true,
    emprendimientoNombre: true,
    compradorNombre: true,
    montoTotal: true,
  })
  .extend({
    pagoEstado: z.enum(ESTADOS_PAGO),
    metodoPago: z.enum(METODOS_PAGO),
    cantidadProductos: z.number().int(),
  });
export type VentaResumen = z.infer<typeof ventaResumen>;
export const ventaPage = pageOf(ventaResumen);
export type VentaPage = z.infer<typeof ventaPage>;

export const misVentasQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(10),
  estado: z.enum(ESTADOS_VENTA).optional(),
});

export const cancelarVentaInput = z.object({ motivo: linea().trim().max(300).optional() });

/** PUT …/ventas/{id}/estado (seller): the next estado (docs/producto/api.md#ventas body estado). */
export const estadoVentaInput = z.object({ estado: z.enum(ESTADOS_VENTA, { error: 'Elegí un estado válido' }) });
/** PUT …/ventas/{id}/cancelar (seller): the motivo is required (docs/producto/pedidos.md#estado-del-pedido). */
export const cancelarVentaVendedorInput = z.object({
  motivo: linea({ error: MENSAJES_VENTA.motivoCancelacion }).trim().min(1, MENSAJES_VENTA.motivoCancelacion).max(300),
});
/** POST …/ventas/{id}/reembolso: a transfer refund needs a note on how the money went back. */
export const reembolsoInput = z.object({ nota: linea().trim().max(300).optional() }).optional();

/** GET …/ventas/{id}/estado: where the order stands and where it can go. */
export const estadoDeVenta = z.object({
  id: z.uuid(),
  numero: z.number().int(),
  estado: z.enum(ESTADOS_VENTA),
  pagoEstado: z.enum(ESTADOS_PAGO),
  metodoPago: z.enum(METODOS_PAGO),
  siguientes: z.array(z.enum(ESTADOS_VENTA)),
});
export type EstadoDeVenta = z.infer<typeof estadoDeVenta>;

/** The seller's list: a page plus the count per estado for the filter chips (same search and dates). */
export const ventasVendedorPage = pageOf(ventaResumen).extend({
  conteos: z.object({
    todos: z.number().int(),
    pendiente: z.number().int(),
    preparando: z.number().int(),
    listo: z.number().int(),
    completado: z.number().int(),
    cancelado: z.number().int(),
  }),
});
export type VentasVendedorPage = z.infer<typeof ventasVendedorPage>;

/** GET …/ventas/{emprendimientoId}/mercadopago/estado. */
export const estadoMercadoPago = z.object({
  proveedor: z.literal('Mercado Pago'),
  conectado: z.boolean(),
  modo: z.enum(['sandbox', 'produccion']),
  mensaje: z.string(),
});
export type EstadoMercadoPago = z.infer<typeof estadoMercadoPago>;

/** PUT …/ventas/{id}/transferencia (seller): confirm or reject the receipt of the transfer. */
export const transferenciaInput = z
  .object({ confirmada: z.boolean(), motivo: linea().trim().max(300).optional() })
  .refine((b) => b.confirmada || (b.motivo?.length ?? 0) > 0, {
    message: MENSAJES_VENTA.motivoRequerido,
    path: ['motivo'],
  });

export const ventaIdParams = z.object({ id: uuidParam });

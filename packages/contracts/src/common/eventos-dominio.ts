import type { EstadoDevolucion } from '../ventas/seguimiento';
import type { ActorVenta, EstadoVenta, MetodoPago } from '../ventas/ventas.schemas';

// Domain events (docs/producto/eventos.md#eventos): what happened to an order (and in its chat),
// written to the outbox in the transaction of the change. Each carries the ids and facts its
// reactions need; reactions (live events, e-mails, coupon bookkeeping, best-seller counts) run
// later, once per event and reaction.

interface Base {
  ventaId: string;
  /** Who made the change ('sistema': a webhook, an expiry job). */
  actor: ActorVenta;
  actorUserId: string | null;
}

/** A line of the order: the product and its units (best-seller counts). */
export interface LineaEvento {
  idProducto: string;
  cantidad: number;
}

export interface VentaCreada extends Base {
  tipo: 'VentaCreada';
  metodoPago: MetodoPago;
  montoTotal: number;
  /** The coupon taken by the order, if any (its use is bookkept by promociones). */
  cuponId: string | null;
}
/** The seller moved the order (preparando, listo, completado). A cancel is VentaCancelada. */
export interface VentaCambioDeEstado extends Base {
  tipo: 'VentaCambioDeEstado';
  de: EstadoVenta | null;
  a: EstadoVenta;
}
export interface VentaCancelada extends Base {
  tipo: 'VentaCancelada';
  de: EstadoVenta | null;
  /** The reason as its author gave it (the seller's words, the buyer's line, the system's text). */
  motivo: string | null;
  /** The money goes back with the cancel (a VentaReembolsada of the same change tells it). */
  reembolso: boolean;
}
/** Mercado Pago approved the order's payment: the order is paid. */
export interface PagoAprobado extends Base {
  tipo: 'PagoAprobado';
  lineas: LineaEvento[];
}
/** The seller confirmed the transfer arrived: the order is paid (instead of a PagoAprobado). */
export interface TransferenciaConfirmada extends Base {
  tipo: 'TransferenciaConfirmada';
  lineas: LineaEvento[];
}
/** Mercado Pago rejected the payment (the order is cancelled with it). */
export interface PagoRechazado extends Base {
  tipo: 'PagoRechazado';
  motivo: string | null;
}
/** The seller did not find the transfer: the proof is rejected, the order keeps waiting. */
export interface TransferenciaRechazada extends Base {
  tipo: 'TransferenciaRechazada';
  motivo: string | null;
}
/**
 * The seller gave a paid order's money back (a transfer) or asked Mercado Pago to (the payment's
 * move to reembolsado, when it is done, is a PagoCambioDeEstado). Once per order.
 */
export interface VentaReembolsada extends Base {
  tipo: 'VentaReembolsada';
  /** The reason told to the buyer. */
  motivo: string;
  lineas: LineaEvento[];
}
/** The buyer sent the transfer's proof. */
export interface TransferenciaInformada extends Base {
  tipo: 'TransferenciaInformada';
}
/** A payment the order could not take was given back by Mercado Pago. */
export interface PagoDevuelto extends Base {
  tipo: 'PagoDevuelto';
  idPago: string;
  monto: number;
  motivo: string;
}
/** Any other move of the payment (cancelado, vencido, reembolsado, observado…). */
export interface PagoCambioDeEstado extends Base {
  tipo: 'PagoCambioDeEstado';
  de: string | null;
  a: string;
}
/**
 * Botón de arrepentimiento, step 1: the form named this order; its buyer gets the link that
 * confirms. The link's token travels to the mail (it expires in hours).
 */
export interface ArrepentimientoPorConfirmar extends Base {
  tipo: 'ArrepentimientoPorConfirmar';
  token: string;
}
/** Botón de arrepentimiento, step 2: the request is recorded with its code. */
export interface ArrepentimientoRegistrado extends Base {
  tipo: 'ArrepentimientoRegistrado';
  de: EstadoVenta | null;
  codigo: string;
  /** The name typed in the form. */
  nombre: string;
  motivo: string | null;
}
/**
 * docs/producto/envios.md#seguimiento: the seller recorded (or corrected) the shipment of a home
 * delivery; the buyer is told by mail and live.
 */
export interface EnvioRegistrado extends Base {
  tipo: 'EnvioRegistrado';
  transportista: string;
  codigoSeguimiento: string;
  urlSeguimiento: string | null;
  /** A correction of a shipment already recorded (the buyer is told again, as a correction). */
  correccion: boolean;
}
/** docs/producto/devoluciones.md: the order's return moved (aceptada, recibida, reembolsada, rechazada). */
export interface DevolucionCambioDeEstado extends Base {
  tipo: 'DevolucionCambioDeEstado';
  de: EstadoDevolucion;
  a: EstadoDevolucion;
  /** aceptada: the instructions; rechazada: the reason; recibida: the seller's note. */
  texto: string | null;
}
/** A message in the order's chat (actor: who wrote it), for the other participant. */
export interface MensajeEnviado extends Base {
  tipo: 'MensajeEnviado';
  mensajeId: number;
  destinatarioUserId: string;
  /** When it was sent (ISO): chat mails are batched by the window it falls in. */
  enviadoEn: string;
}

/**
 * A shop's Mercado Pago account stopped being usable without the seller asking (docs/producto/pagos.md#tokens):
 * Mercado Pago refused the refresh of its tokens. Not an order's event: no `ventaId`.
 */
export interface CuentaMercadoPagoDesconectada {
  tipo: 'CuentaMercadoPagoDesconectada';
  emprendimientoId: string;
  motivo: 'renovacion_rechazada';
  actor: 'sistema';
  actorUserId: null;
}

/**
 * A buyer asked a public question on a product (docs/producto/preguntas.md): the shop's seller is
 * told (e-mail, live, push). Not an order's event: no `ventaId`.
 */
export interface PreguntaHecha {
  tipo: 'PreguntaHecha';
  preguntaId: string;
  productoId: string;
  emprendimientoId: string;
  actor: 'comprador';
  actorUserId: string;
}

/** The seller answered (or corrected the answer to) a question: the asker is told. */
export interface PreguntaRespondida {
  tipo: 'PreguntaRespondida';
  preguntaId: string;
  productoId: string;
  compradorUserId: string;
  actor: 'emprendedor';
  actorUserId: string;
}

/**
 * A buyer's one-shot alert came true (docs/producto/favoritos.md#alertas): a sold-out product or
 * variant has stock again, or a favourite's price went down. The buyer is told once (e-mail, push).
 */
export interface AlertaCumplida {
  tipo: 'AlertaCumplida';
  alertaId: string;
  alerta: 'stock' | 'precio';
  userId: string;
  productoId: string;
  varianteId: string | null;
  actor: 'sistema';
  actorUserId: null;
}

export type EventoDominio =
  | EventoDeCuenta
  | VentaCreada
  | VentaCambioDeEstado
  | VentaCancelada
  | PagoAprobado
  | TransferenciaConfirmada
  | PagoRechazado
  | TransferenciaRechazada
  | VentaReembolsada
  | TransferenciaInformada
  | PagoDevuelto
  | PagoCambioDeEstado
  | ArrepentimientoPorConfirmar
  | ArrepentimientoRegistrado
  | EnvioRegistrado
  | DevolucionCambioDeEstado
  | MensajeEnviado;
/** The events that are not about an order. */
export type EventoDeCuenta = CuentaMercadoPagoDesconectada | PreguntaHecha | PreguntaRespondida | AlertaCumplida;

export type TipoEventoDominio = EventoDominio['tipo'];
export type EventoDe<T extends TipoEventoDominio> = Extract<EventoDominio, { tipo: T }>;
/** What an event says besides its order and its author (registrarEvento fills those in). */
export type HechoDeEvento =
  Exclude<EventoDominio, EventoDeCuenta> extends infer E
    ? E extends EventoDominio
      ? Omit<E, keyof Base>
      : never
    : never;

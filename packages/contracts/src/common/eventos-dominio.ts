import type { ActorVenta, EstadoVenta, MetodoPago } from '../ventas/ventas.schemas';

// Domain events (docs/producto/eventos.md): what happened to an order, written to the outbox in
// the transaction of the change. Each carries the ids and facts its reactions need; reactions
// (live events, e-mails, coupon bookkeeping, counters) run later, once per event and reaction.

interface Base {
  ventaId: string;
  /** Who made the change ('sistema': a webhook, an expiry job). */
  actor: ActorVenta;
  actorUserId: string | null;
}

export interface VentaCreada extends Base {
  tipo: 'VentaCreada';
  metodoPago: MetodoPago;
  montoTotal: number;
  /** The coupon taken by the order, if any (its use is bookkept by promociones). */
  cuponId: string | null;
}
export interface VentaCambioDeEstado extends Base {
  tipo: 'VentaCambioDeEstado';
  de: EstadoVenta | null;
  a: EstadoVenta;
}
export interface VentaCancelada extends Base {
  tipo: 'VentaCancelada';
  de: EstadoVenta | null;
  motivo: string | null;
}
export interface PagoAprobado extends Base {
  tipo: 'PagoAprobado';
}
export interface PagoRechazado extends Base {
  tipo: 'PagoRechazado';
  motivo: string | null;
}
export interface VentaReembolsada extends Base {
  tipo: 'VentaReembolsada';
}
export interface TransferenciaInformada extends Base {
  tipo: 'TransferenciaInformada';
}
/** A transfer's confirmation is a PagoAprobado. Any other move of the payment (en_revision back to pendiente, cancelado…). */
export interface PagoCambioDeEstado extends Base {
  tipo: 'PagoCambioDeEstado';
  de: string | null;
  a: string;
}

export type EventoDominio =
  | VentaCreada
  | VentaCambioDeEstado
  | VentaCancelada
  | PagoAprobado
  | PagoRechazado
  | VentaReembolsada
  | TransferenciaInformada
  | PagoCambioDeEstado;

export type TipoEventoDominio = EventoDominio['tipo'];
export type EventoDe<T extends TipoEventoDominio> = Extract<EventoDominio, { tipo: T }>;

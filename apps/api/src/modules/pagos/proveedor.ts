// The payment provider port (docs/arquitectura.md#mercado-pago-sandbox). One adapter implements it: Mercado
// Pago's REST API (mercadopago.ts), pointed at the real Mercado Pago or at the embedded sandbox
// (apps/mp-sandbox) by configuration only.

export interface ItemPreferencia {
  id: string;
  titulo: string;
  cantidad: number;
  precioUnitario: number;
}

export interface SolicitudPreferencia {
  /** Our order id: Mercado Pago's `external_reference`. */
  referencia: string;
  items: readonly ItemPreferencia[];
  /** docs/producto/envios.md#costo-en-el-pedido: delivery, Mercado Pago's `shipments.cost` (charged on top of the items); 0 without it. */
  costoEnvio?: number;
  comprador: { email: string; nombre: string; apellido: string; dni: string | null };
  urlsRetorno: { exito: string; error: string; pendiente: string };
  urlNotificacion: string;
  /** The platform's commission (docs/producto/precios.md), Mercado Pago's `marketplace_fee`. */
  comision: number;
  /** Stable per order: a retried creation answers the same preference. */
  claveIdempotencia: string;
  /** The order's reservation ends then: Mercado Pago takes no payment on the link after it (`expiration_date_to`). */
  venceEn: Date;
}

export interface Preferencia {
  id: string;
  /** Where the buyer pays (`init_point`). */
  url: string;
}

/** Mercado Pago payment statuses (notes/payments.md). */
export type EstadoPagoProveedor =
  | 'pending'
  | 'approved'
  | 'authorized'
  | 'in_process'
  | 'in_mediation'
  | 'rejected'
  | 'cancelled'
  | 'refunded'
  | 'charged_back';

export interface PagoProveedor {
  id: string;
  estado: EstadoPagoProveedor;
  detalle: string | null;
  monto: number;
  moneda: string;
  referencia: string | null;
  /** Who collects it (`collector_id`): the connected shop's Mercado Pago user, or the platform's. */
  cobradorId: string | null;
  /** From `fee_details` (docs/producto/pagos.md#cobro-dividido): Mercado Pago's own fee, null when not informed. */
  comisionMercadoPago: number | null;
  /** From `fee_details`: the marketplace's fee split to the platform (`application_fee`). */
  comisionMarketplace: number | null;
}

export interface FirmaWebhook {
  /** `x-signature`: `ts=…,v1=…`. */
  firma: string | undefined;
  /** `x-request-id`. */
  idSolicitud: string | undefined;
  /** `data.id` from the query string. */
  idDato: string | undefined;
}

export interface PaymentProvider {
  crearPreferencia(solicitud: SolicitudPreferencia): Promise<Preferencia>;
  /** Signature valid and fresh (constant-time comparison). */
  verificarWebhook(firma: FirmaWebhook, ahora?: Date): boolean;
  obtenerPago(id: string): Promise<PagoProveedor>;
  reembolsar(id: string, opts: { monto?: number; claveIdempotencia: string }): Promise<void>;
  /** The checkout link takes no more payments from `ahora` (the order stopped waiting for one). */
  caducarPreferencia(id: string, ahora: Date): Promise<void>;
  /**
   * The same provider acting with a connected shop's access token (docs/producto/pagos.md#cobro-dividido):
   * its preferences are collected by that shop, and only it can read or refund their payments.
   */
  conToken(accessToken: string): PaymentProvider;
}

/** The provider could not be reached or refused the call: the caller answers 503 or retries later. */
export class ProveedorNoDisponible extends Error {
  constructor(mensaje: string, options?: ErrorOptions) {
    super(mensaje, options);
    this.name = 'ProveedorNoDisponible';
  }
}

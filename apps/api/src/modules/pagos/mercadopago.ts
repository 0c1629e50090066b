import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ProveedorNoDisponible,
  type EstadoPagoProveedor,
  type FirmaWebhook,
  type PagoProveedor,
  type PaymentProvider,
  type Preferencia,
  type SolicitudPreferencia,
} from './proveedor';

// Mercado Pago over its REST API (notes/payments.md): Checkout Pro preferences, payments, refunds,
// and the webhook signature. The same code talks to the real Mercado Pago and to the embedded
// sandbox; only `baseUrl` and the credentials differ.

export interface OpcionesMercadoPago {
  /** https://api.mercadopago.com, or the sandbox's /_sandbox/mp. */
  baseUrl: string;
  accessToken: string;
  webhookSecret: string;
  /** How old a notification's `ts` may be (and how far in the future). */
  toleranciaFirmaMs?: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** `id:<data.id lowercased>;request-id:<x-request-id>;ts:<ts>;`, parts that are missing left out. */
export function manifiestoFirma(idDato: string | undefined, idSolicitud: string | undefined, ts: string): string {
  return `${idDato ? `id:${idDato.toLowerCase()};` : ''}${idSolicitud ? `request-id:${idSolicitud};` : ''}ts:${ts};`;
}

function partesFirma(cabecera: string): { ts?: string; v1?: string } {
  const partes: Record<string, string> = {};
  for (const parte of cabecera.split(',')) {
    const [k, v] = parte.split('=', 2).map((s) => s.trim());
    if (k && v) partes[k] = v;
  }
  return { ts: partes.ts, v1: partes.v1 };
}

/** A `ts` in seconds (Mercado Pago) or milliseconds, as milliseconds. */
const tsEnMs = (ts: string) => (ts.length >= 13 ? Number(ts) : Number(ts) * 1000);

export function mercadoPago(opts: OpcionesMercadoPago): PaymentProvider {
  const hacerFetch = opts.fetch ?? fetch;
  const tolerancia = opts.toleranciaFirmaMs ?? 5 * 60_000;
  const base = opts.baseUrl.replace(/\/$/, '');

  async function llamar<T>(
    metodo: 'GET' | 'POST' | 'PUT',
    ruta: string,
    body?: unknown,
    claveIdempotencia?: string,
  ): Promise<T> {
    let res: Response;
    try {
      res = await hacerFetch(`${base}${ruta}`, {
        method: metodo,
        headers: {
          Authorization: `Bearer ${opts.accessToken}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(claveIdempotencia ? { 'X-Idempotency-Key': claveIdempotencia } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (e) {
      throw new ProveedorNoDisponible(`Mercado Pago no respondió (${metodo} ${ruta})`, { cause: e });
    }
    const texto = await res.text();
    if (!res.ok)
      throw new ProveedorNoDisponible(
        `Mercado Pago respondió ${res.status} a ${metodo} ${ruta}: ${texto.slice(0, 300)}`,
      );
    return JSON.parse(texto) as T;
  }

  return {
    async crearPreferencia(s: SolicitudPreferencia): Promise<Preferencia> {
      const r = await llamar<{ id: string; init_point: string }>(
        'POST',
        '/checkout/preferences',
        {
          items: s.items.map((i) => ({
            id: i.id,
            title: i.titulo,
            quantity: i.cantidad,
            unit_price: i.precioUnitario,
            currency_id: 'ARS',
          })),
          payer: {
            email: s.comprador.email,
            name: s.comprador.nombre,
            surname: s.comprador.apellido,
            ...(s.comprador.dni ? { identification: { type: 'DNI', number: s.comprador.dni } } : {}),
          },
          back_urls: { success: s.urlsRetorno.exito, failure: s.urlsRetorno.error, pending: s.urlsRetorno.pendiente },
          auto_return: 'approved',
          external_reference: s.referencia,
          notification_url: s.urlNotificacion,
          marketplace_fee: s.comision,
          ...(s.costoEnvio ? { shipments: { cost: s.costoEnvio, mode: 'not_specified' } } : {}),
          expires: true,
          expiration_date_to: s.venceEn.toISOString(),
        },
        s.claveIdempotencia,
      );
      return { id: r.id, url: r.init_point };
    },

    verificarWebhook(f: FirmaWebhook, ahora = new Date()): boolean {
      if (!f.firma) return false;
      const { ts, v1 } = partesFirma(f.firma);
      if (!ts || !v1 || !/^\d+$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return false;
      if (Math.abs(ahora.getTime() - tsEnMs(ts)) > tolerancia) return false;
      const esperada = createHmac('sha256', opts.webhookSecret)
        .update(manifiestoFirma(f.idDato, f.idSolicitud, ts))
        .digest();
      return timingSafeEqual(esperada, Buffer.from(v1, 'hex'));
    },

    async obtenerPago(id: string): Promise<PagoProveedor> {
      const p = await llamar<{
        id: number | string;
        status: EstadoPagoProveedor;
        status_detail?: string;
        transaction_amount: number;
        currency_id: string;
        external_reference?: string | null;
        collector_id?: number | string | null;
        fee_details?: { type: string; amount: number }[];
      }>('GET', `/v1/payments/${encodeURIComponent(id)}`);
      const comision = (tipo: string) => {
        const cargos = (p.fee_details ?? []).filter((f) => f.type === tipo);
        return cargos.length === 0 ? null : cargos.reduce((t, f) => t + Number(f.amount), 0);
      };
      return {
        id: String(p.id),
        estado: p.status,
        detalle: p.status_detail ?? null,
        monto: Number(p.transaction_amount),
        moneda: p.currency_id,
        referencia: p.external_reference ?? null,
        cobradorId: p.collector_id === undefined || p.collector_id === null ? null : String(p.collector_id),
        comisionMercadoPago: comision('mercadopago_fee'),
        comisionMarketplace: comision('application_fee'),
      };
    },

    async reembolsar(id: string, { monto, claveIdempotencia }): Promise<void> {
      await llamar(
        'POST',
        `/v1/payments/${encodeURIComponent(id)}/refunds`,
        monto === undefined ? {} : { amount: monto },
        claveIdempotencia,
      );
    },

    async caducarPreferencia(id: string, ahora: Date): Promise<void> {
      await llamar('PUT', `/checkout/preferences/${encodeURIComponent(id)}`, {
        expires: true,
        expiration_date_to: ahora.toISOString(),
      });
    },

    conToken(accessToken: string): PaymentProvider {
      return mercadoPago({ ...opts, accessToken });
    },
  };
}

import type { CuentasMercadoPago } from '../pagos/cobros.service';
import type { PaymentProvider } from '../pagos/proveedor';

/**
 * What the order flow needs besides the database: the payment provider, where Mercado Pago sends
 * the buyer back and posts its notifications, how long an unpaid order holds its stock, where
 * transfer proofs are kept, and a way to wake the job worker after enqueueing.
 */
export interface Comercio {
  /** Acting with the platform's token; `proveedor.conToken(...)` acts for a connected shop. */
  proveedor: PaymentProvider;
  /** The shops' own Mercado Pago accounts (docs/producto/pagos.md#cobro-dividido): who collects each order. */
  cuentas: CuentasMercadoPago;
  /** The embedded sandbox (no MP_BASE_URL) or a real Mercado Pago. */
  modoPagos: 'sandbox' | 'produccion';
  /** Public origin of the site (back_urls): `${urlPublica}/pago/exito`. */
  urlPublica: string;
  /**
   * PUBLIC_URL was configured. Without it (embedded, development) the buyer comes back to the
   * origin the order was placed from, so the session and the cart are there.
   */
  urlPublicaFija: boolean;
  /** Where Mercado Pago posts its notifications (`notification_url`). */
  urlNotificacion: string;
  reservaMercadoPagoMs: number;
  reservaTransferenciaMs: number;
  dataDir: string;
  despertarTrabajos(): void;
}

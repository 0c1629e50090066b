import type { Database } from '../../db/client';
import type { CuentasMercadoPago } from './cobros.service';
import { tokensDe, tokenDeUsuarioMp } from './cuentas';
import type { PaymentProvider } from './proveedor';

// Who collects an order's Mercado Pago payment (docs/producto/pagos.md#cobro-dividido): the shop's
// own connected account, so the money lands there and Mercado Pago splits Feria's commission; or,
// in a deployment without an OAuth application, the platform (decision 083).

export type Cobrador =
  /** The platform's token (MP_ACCESS_TOKEN) collects: no OAuth application is configured. */
  | { tipo: 'plataforma' }
  /** The shop's connected account collects. */
  | { tipo: 'emprendimiento'; mpUserId: string };

/**
 * The collector of a new Mercado Pago order of this shop; undefined when the shop does not take
 * Mercado Pago (docs/producto/pagos.md#medios-de-pago: not connected, or its access expired).
 * The same rule as medios.ts, which tells the pages what each shop accepts.
 */
export async function cobradorParaVenta(
  db: Database,
  cuentas: CuentasMercadoPago,
  emprendimientoId: string,
  ahora = new Date(),
): Promise<Cobrador | undefined> {
  if (!cuentas.oauth) return { tipo: 'plataforma' };
  const t = await tokensDe(db, cuentas.cifrador, emprendimientoId);
  if (!t || t.venceEn <= ahora) return undefined;
  return { tipo: 'emprendimiento', mpUserId: t.mpUserId };
}

/**
 * The provider acting for the collector `mpUserId` (null: the platform): its token is the only one
 * that may read or refund that collector's payments. Undefined when that account is no longer
 * connected (the caller says why and, from a job, lets the queue retry).
 */
export async function proveedorDelCobrador(
  db: Database,
  cuentas: CuentasMercadoPago,
  plataforma: PaymentProvider,
  mpUserId: string | null,
): Promise<PaymentProvider | undefined> {
  if (mpUserId === null) return plataforma;
  const token = await tokenDeUsuarioMp(db, cuentas.cifrador, mpUserId);
  return token === undefined ? undefined : plataforma.conToken(token);
}

/**
 * The provider acting for the shop that collects an order (`cobradorMpUserId`; null: the platform):
 * its own connected account, still the same Mercado Pago user. Undefined when the shop is no
 * longer connected with it (a refund then waits for the shop to reconnect).
 */
export async function proveedorDelEmprendimiento(
  db: Database,
  cuentas: CuentasMercadoPago,
  plataforma: PaymentProvider,
  emprendimientoId: string,
  cobradorMpUserId: string | null,
): Promise<PaymentProvider | undefined> {
  if (cobradorMpUserId === null) return plataforma;
  const t = await tokensDe(db, cuentas.cifrador, emprendimientoId);
  return t && t.mpUserId === cobradorMpUserId ? plataforma.conToken(t.accessToken) : undefined;
}

/**
 * Whose token reads a notified payment: the connected account of the notification's `user_id`
 * (`leidoCon`), else the platform's (`leidoCon` null).
 */
export async function proveedorDelAviso(
  db: Database,
  cuentas: CuentasMercadoPago,
  plataforma: PaymentProvider,
  usuarioMp: unknown,
): Promise<{ proveedor: PaymentProvider; leidoCon: string | null }> {
  if (typeof usuarioMp === 'string') {
    const deLaCuenta = await proveedorDelCobrador(db, cuentas, plataforma, usuarioMp);
    if (deLaCuenta) return { proveedor: deLaCuenta, leidoCon: usuarioMp };
  }
  return { proveedor: plataforma, leidoCon: null };
}

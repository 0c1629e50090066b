import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Venta, VentaInput } from '@feria/contracts';
import { contarPendientes, procesarPendientes } from '../trabajos/trabajos';
import { TRABAJO_NOTIFICACION } from './pago-mercadopago';
import { manejadoresDeComercio } from './trabajos-comercio';
import {
  compradorValido,
  crearEmprendimiento,
  crearProducto,
  type ProductoPrueba,
  type TestApp,
  type UsuarioPrueba,
} from '../../testing';
import { idDeReferencia } from '../referencias/referencias.queries';
import { tokenDeUsuarioMp } from '../pagos/cuentas';
import { conectarCuentaMercadoPago, VENDEDORES_SANDBOX } from '../pagos/cuentas.test-support';
import { despacharPendientes } from '../eventos/eventos';
import { REACCIONES } from '../../reacciones';

// Shared by the order API tests: a buyer with a complete profile, a shop with products, signed calls.
// A call that changes something is followed by the dispatch of its domain events (what the job
// worker does in production right after the response, docs/producto/eventos.md), so a test sees
// the live events and mails of each call before its next one.

export const VENTAS = '/api/comprador/v1/ventas';
export const VENTAS_VENDEDOR = '/api/emprendedor/v1/emprendimientos/ventas';

export interface Respuesta<T> {
  status: number;
  body: T;
}

export function ventasPrueba(app: () => TestApp) {
  const call = async <T = unknown>(
    u: UsuarioPrueba,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Respuesta<T>> => {
    const t = app();
    const res = await t.app.inject({
      method,
      url,
      headers: { ...(await t.auth(u)), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (method !== 'GET') await despacharPendientes(t.db, REACCIONES);
    return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
  };

  /** A buyer with a complete profile (its address is the default shipping address). */
  const comprador = async (): Promise<UsuarioPrueba> => {
    const u: UsuarioPrueba = { sub: randomUUID(), roles: ['comprador'] };
    const idProvincia = (await idDeReferencia(app().db, 'provincia', 'Córdoba'))!;
    const r = await call(u, 'POST', '/api/comprador/v1/compradores', compradorValido(idProvincia));
    if (r.status !== 201) throw new Error(`perfil de comprador: ${r.status} ${JSON.stringify(r.body)}`);
    return u;
  };

  /**
   * An Activo shop (with bank details) owned by a new seller, and its products. It takes Mercado
   * Pago through its own sandbox account (`mercadoPago`: which test seller; false: transfer only)
   * and delivers 'A coordinar' (`envios: false`: no delivery method yet, so it cannot sell).
   */
  const tienda = async (
    productos: ProductoPrueba[],
    { mercadoPago = VENDEDORES_SANDBOX[0] as string | false, envios = true } = {},
  ) => {
    const vendedor: UsuarioPrueba = { sub: randomUUID(), roles: ['emprendedor'] };
    const id = await crearEmprendimiento(app().db, {
      ownerUserId: vendedor.sub,
      nombre: `Tienda ${randomUUID().slice(0, 6)}`,
      envios,
    });
    const ids: string[] = [];
    for (const p of productos) ids.push(await crearProducto(app().db, id, p));
    const mpUserId = mercadoPago ? await conectarCuentaMercadoPago(app(), vendedor, id, mercadoPago) : null;
    return { id, vendedor, productos: ids, mpUserId };
  };

  const pedir = (u: UsuarioPrueba, body: VentaInput | Record<string, unknown>, clave: string = randomUUID()) =>
    call<Venta>(u, 'POST', VENTAS, body, { 'idempotency-key': clave });

  const procesar = async () => {
    const n = await procesarPendientes(app().db, manejadoresDeComercio(app().app.comercio));
    await despacharPendientes(app().db, REACCIONES);
    return n;
  };

  /** Presses a button on the sandbox's hosted checkout; the 302 back to /pago/… with MP's query. */
  async function pagar(urlPago: string, accion: 'aprobar' | 'pendiente' | 'rechazar') {
    const path = new URL(urlPago).pathname;
    const res = await app().app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `accion=${accion}`,
    });
    expect(res.statusCode).toBe(302);
    return new URL(res.headers.location as string);
  }
  /** Waits for the sandbox's webhook to reach the API and be queued, then runs the queue. */
  async function notificado(pagoId: string) {
    await expect
      .poll(() => contarPendientes(app().db, TRABAJO_NOTIFICACION, { pagoId }), { timeout: 10_000, interval: 100 })
      .toBeGreaterThan(0);
    await procesar();
  }

  /** A bank-transfer order with its proof sent (the seller can confirm it). */
  const subirComprobante = async (u: UsuarioPrueba, id: string, bytes: Buffer) => {
    const { payload, headers } = multipart(bytes);
    const res = await app().app.inject({
      method: 'POST',
      url: `${VENTAS}/${id}/comprobante`,
      payload,
      headers: { ...headers, ...(await app().auth(u)) },
    });
    await despacharPendientes(app().db, REACCIONES);
    return { status: res.statusCode, body: res.json() as Venta & { codigo?: string } };
  };

  /** The access token of a connected sandbox seller: the only one that reads or refunds its payments. */
  const tokenVendedorMp = async (mpUserId: string = VENDEDORES_SANDBOX[0]) => {
    const token = await tokenDeUsuarioMp(app().db, app().app.cuentasMercadoPago.cifrador, mpUserId);
    if (!token) throw new Error(`ninguna tienda conectada con la cuenta ${mpUserId}`);
    return token;
  };

  return { call, comprador, tienda, pedir, procesar, pagar, notificado, subirComprobante, tokenVendedorMp };
}

/** A multipart body with one `file` part. */
export function multipart(bytes: Buffer, nombre = 'comprobante.png', tipo = 'image/png') {
  const limite = '----feria-prueba';
  const payload = Buffer.concat([
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="file"; filename="${nombre}"\r\nContent-Type: ${tipo}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

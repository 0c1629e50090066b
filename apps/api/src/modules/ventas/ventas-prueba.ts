import { randomUUID } from 'node:crypto';
import type { Venta, VentaInput } from '@feria/contracts';
import { compradorValido, crearEmprendimiento, crearProducto, type ProductoPrueba, type TestApp, type UsuarioPrueba } from '../../testing';
import { idDeReferencia } from '../referencias/referencias.queries';

// Shared by the order API tests: a buyer with a complete profile, a shop with products, signed calls.

export const VENTAS = '/api/comprador/v1/ventas';
export const VENTAS_VENDEDOR = '/api/emprendedor/v1/emprendimientos/ventas';

export interface Respuesta<T> {
  status: number;
  body: T;
}

export function ventasPrueba(app: () => TestApp) {
  const call = async <T = unknown>(u: UsuarioPrueba, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Respuesta<T>> => {
    const t = app();
    const res = await t.app.inject({ method, url, headers: { ...(await t.auth(u)), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
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

  /** An Activo shop (with bank details) owned by a new seller, and its products. */
  const tienda = async (productos: ProductoPrueba[]) => {
    const vendedor: UsuarioPrueba = { sub: randomUUID(), roles: ['emprendedor'] };
    const id = await crearEmprendimiento(app().db, { ownerUserId: vendedor.sub, nombre: `Tienda ${randomUUID().slice(0, 6)}` });
    const ids: string[] = [];
    for (const p of productos) ids.push(await crearProducto(app().db, id, p));
    return { id, vendedor, productos: ids };
  };

  const pedir = (u: UsuarioPrueba, body: VentaInput | Record<string, unknown>, clave: string = randomUUID()) =>
    call<Venta>(u, 'POST', VENTAS, body, { 'idempotency-key': clave });

  return { call, comprador, tienda, pedir };
}

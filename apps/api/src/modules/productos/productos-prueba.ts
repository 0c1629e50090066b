import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ProductoInput, ProductoPage, ProductoVendedor, TipoProductoListItem } from '@feria/contracts';
import { crearEmprendimiento, type TestApp, type UsuarioPrueba } from '../../testing';
import { respuestaError } from '../../lib/app-error.test-support';

// Shared steps of the seller product API tests.

export const BASE = '/api/emprendedor/v1/productos';
export const PUBLIC = '/api/v1/public/core';
export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const vendedor = (): UsuarioPrueba => ({ sub: randomUUID(), roles: ['emprendedor'] });
export const error = respuestaError;

/** GET productos/buscar with `query` (public, anonymous), expecting 200. */
export async function buscarPublico(t: TestApp, query: Record<string, string | number>): Promise<ProductoPage> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await t.app.inject({ method: 'GET', url: `${PUBLIC}/productos/buscar?${qs}` });
  expect(res.statusCode).toBe(200);
  return res.json<ProductoPage>();
}

export async function tiposDeProducto(t: TestApp): Promise<TipoProductoListItem[]> {
  return (await t.app.inject(`${PUBLIC}/productos/tipos`)).json<TipoProductoListItem[]>();
}

/** `app` and `tipos` are read at call time: the test app is created in beforeAll. */
export function pasos(app: () => TestApp, tipos: () => TipoProductoListItem[]) {
  const call = async <T = unknown>(u: UsuarioPrueba | null, method: Metodo, url: string, payload?: object) => {
    const headers = u ? await app().auth(u) : {};
    const res = await app().app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
    return { status: res.statusCode, body: (res.body ? res.json<T>() : null) as T };
  };
  const tienda = async (u: UsuarioPrueba, estado: 'Activo' | 'Pendiente' | 'Rechazado' | 'Eliminado' = 'Activo') =>
    crearEmprendimiento(app().db, { ownerUserId: u.sub, estado, nombre: `Tienda ${u.sub.slice(0, 6)}` });
  const payload = (cambios: Partial<ProductoInput> = {}): ProductoInput => ({
    nombre: 'Taza esmaltada turquesa',
    descripcion: 'Cerámica de alta temperatura, apta lavavajillas',
    precio: 12500.5,
    stock: 4,
    sku: 'TAZ-001',
    tipoProductoId: tipos()[0]!.id,
    atributosRequestDto: [
      { clave: 'Color', valor: 'Turquesa' },
      { clave: 'Capacidad', valor: '350 ml' },
    ],
    ...cambios,
  });
  const crear = (u: UsuarioPrueba, idEmprendimiento: string, cambios: Partial<ProductoInput> = {}) =>
    call<ProductoVendedor>(u, 'POST', `${BASE}?idEmprendimiento=${idEmprendimiento}`, payload(cambios));
  const mios = async (u: UsuarioPrueba, idEmprendimiento: string) =>
    (await call<ProductoVendedor[]>(u, 'GET', `${BASE}/misProductos/${idEmprendimiento}`)).body;
  const publico = async (id: string) => (await app().app.inject(`${PUBLIC}/productos/${id}`)).statusCode;
  const buscar = async (texto: string) =>
    (await app().app.inject(`${PUBLIC}/productos/buscar?nombre=${encodeURIComponent(texto)}`))
      .json<ProductoPage>()
      .content.map((p) => p.id);
  return { call, tienda, payload, crear, mios, publico, buscar };
}

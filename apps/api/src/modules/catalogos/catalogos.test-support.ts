import { randomUUID } from 'node:crypto';
import { MENSAJES_CATALOGO, type CatalogoTienda } from '@feria/contracts';
import { crearEmprendimiento, crearProducto, type TestApp, type UsuarioPrueba } from '../../testing';
import { respuestaError } from '../../lib/app-error.test-support';

// Shared by the catalog API tests: signed calls, a seller with a shop and two products, the public view.

export const BASE = '/api/emprendedor/v1/catalogos';
export const PUBLIC = '/api/v1/public/core/tienda';
export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const error = respuestaError;
export const noEncontrado = error(404, MENSAJES_CATALOGO.catalogoNoEncontrado, 'CATALOGO_NO_ENCONTRADO');
export const vendedor = (): UsuarioPrueba => ({ sub: randomUUID(), roles: ['emprendedor'] });

export function catalogosPrueba(app: () => TestApp) {
  const call = async <T = unknown>(u: UsuarioPrueba | null, method: Metodo, url: string, payload?: unknown) => {
    const t = app();
    const headers = u ? await t.auth(u) : {};
    const res = await t.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : undefined) as T };
  };
  /** A seller with its shop (Activo unless told) and two products: `viejo` enabled, `nuevo` newer and disabled. */
  const tienda = async (estado: 'Activo' | 'Pendiente' | 'Eliminado' = 'Activo') => {
    const { db } = app();
    const u = vendedor();
    const id = await crearEmprendimiento(db, { ownerUserId: u.sub, estado, nombre: `Tienda ${u.sub.slice(0, 6)}` });
    const viejo = await crearProducto(db, id, {
      nombre: 'Mate de calabaza',
      fechaAlta: new Date('2026-01-01T00:00:00Z'),
    });
    const nuevo = await crearProducto(db, id, {
      nombre: 'Bombilla de alpaca',
      habilitado: false,
      fechaAlta: new Date('2026-02-01T00:00:00Z'),
    });
    return { u, id, viejo, nuevo };
  };
  const publicos = async (id: string) => (await app().app.inject(`${PUBLIC}/catalogos/${id}`)).json<CatalogoTienda[]>();
  return { call, tienda, publicos };
}

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_PERFIL, type FavoritosPage, type MisDatos } from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { ventasPrueba } from '../ventas/ventas-prueba';
import { borrarFavoritos } from './datos-personales';

// docs/producto/favoritos.md: a buyer's saved products.
const BASE = '/api/comprador/v1/favoritos';
const PRODUCTOS_VENDEDOR = '/api/emprendedor/v1/productos';

describe('favoritos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda } = ventasPrueba(() => t);
  const sinSesion = (method: 'GET' | 'PUT' | 'DELETE', url: string) =>
    t.app.inject({ method, url }).then((r) => r.statusCode);
  const lista = async (u: UsuarioPrueba, query = '') => (await call<FavoritosPage>(u, 'GET', `${BASE}${query}`)).body;

  it('is only for signed-in buyers: 401 without a session, 403 for a seller-only account', async () => {
    const s = await tienda([{ nombre: 'Mate imperial' }]);
    expect(await sinSesion('GET', BASE)).toBe(401);
    expect(await sinSesion('GET', `${BASE}/ids`)).toBe(401);
    expect(await sinSesion('PUT', `${BASE}/${s.productos[0]}`)).toBe(401);
    expect(await call(s.vendedor, 'PUT', `${BASE}/${s.productos[0]}`)).toEqual({
      status: 403,
      body: { mensaje: MENSAJES_PERFIL.sinPermiso, codigo: 'SIN_PERMISO' },
    });
  });

  it('saves and removes idempotently, newest first, and answers 404 for unknown or hidden products', async () => {
    const u = await comprador();
    const s = await tienda([
      { nombre: 'Yerba barbacuá', precio: 5000 },
      { nombre: 'Bombilla pico de loro', precio: 7000 },
      { nombre: 'Termo oculto', habilitado: false },
    ]);
    const [yerba, bombilla, oculto] = s.productos as [string, string, string];
    expect(await call(u, 'PUT', `${BASE}/${yerba}`)).toEqual({ status: 204, body: null });
    expect((await call(u, 'PUT', `${BASE}/${bombilla}`)).status).toBe(204);
    expect((await call(u, 'PUT', `${BASE}/${yerba}`)).status).toBe(204);
    expect((await call<string[]>(u, 'GET', `${BASE}/ids`)).body).toEqual([bombilla, yerba]);
    expect((await call(u, 'PUT', `${BASE}/${randomUUID()}`)).body).toMatchObject({ codigo: 'PRODUCTO_NO_ENCONTRADO' });
    expect((await call(u, 'PUT', `${BASE}/${oculto}`)).status).toBe(404);
    expect((await call(u, 'PUT', `${BASE}/no-es-un-id`)).status).toBe(400);
    // Another buyer's list is their own.
    expect((await call<string[]>(await comprador(), 'GET', `${BASE}/ids`)).body).toEqual([]);

    expect(await call(u, 'DELETE', `${BASE}/${yerba}`)).toEqual({ status: 204, body: null });
    expect((await call(u, 'DELETE', `${BASE}/${yerba}`)).status).toBe(204);
    expect((await call<string[]>(u, 'GET', `${BASE}/ids`)).body).toEqual([bombilla]);
  });

  it('lists each product as its card shows it now: current price, discount, stock and availability', async () => {
    const u = await comprador();
    const s = await tienda([
      { nombre: 'Taza de gres', precio: 10000, stock: 3 },
      { nombre: 'Plato playo', precio: 8000, stock: 2, descuento: { porcentaje: 25 } },
    ]);
    const [taza, plato] = s.productos as [string, string];
    await call(u, 'PUT', `${BASE}/${taza}`);
    await call(u, 'PUT', `${BASE}/${plato}`);
    const antes = await lista(u);
    expect(antes).toMatchObject({ totalElements: 2, totalPages: 1, number: 0, size: 20 });
    expect(antes.content.map((f) => [f.producto.nombre, f.precioAlGuardar, f.disponible])).toEqual([
      ['Plato playo', 6000, true],
      ['Taza de gres', 10000, true],
    ]);
    expect(antes.content[0]!.producto).toMatchObject({
      precio: 8000,
      stock: 2,
      descuento: { porcentajeDescuento: 25 },
    });
    expect(antes.content[0]!.alertas).toEqual([]);

    // The seller sells out and disables the cup: the list shows it as it is now, still saved.
    const vendedor = s.vendedor;
    const prod = (await call<Record<string, unknown>>(vendedor, 'GET', `${PRODUCTOS_VENDEDOR}/${taza}`)).body;
    expect(prod).toMatchObject({ id: taza });
    expect((await call(vendedor, 'PATCH', `${PRODUCTOS_VENDEDOR}/deshabilitar/${taza}`)).status).toBe(200);
    const despues = await lista(u);
    expect(despues.content.find((f) => f.producto.id === taza)).toMatchObject({
      disponible: false,
      producto: { habilitado: false },
      precioAlGuardar: 10000,
    });
    const pagina = await lista(u, '?page=1&size=1');
    expect(pagina).toMatchObject({ totalElements: 2, totalPages: 2, number: 1, size: 1 });
    expect(pagina.content.map((f) => f.producto.id)).toEqual([taza]);
    expect((await call(u, 'GET', `${BASE}?size=51`)).status).toBe(400);
  });

  it('are part of the personal data download, and deleted with the account', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Vela de soja', precio: 3000 }]);
    await call(u, 'PUT', `${BASE}/${s.productos[0]}`);
    const datos = (await call<MisDatos>(u, 'GET', '/api/v1/cuenta/mis-datos')).body;
    expect(datos.favoritos).toEqual([expect.objectContaining({ productoId: s.productos[0], precioAlGuardar: 3000 })]);
    await borrarFavoritos(t.db, u.sub);
    await borrarFavoritos(t.db, u.sub);
    expect((await call<string[]>(u, 'GET', `${BASE}/ids`)).body).toEqual([]);
  });
});

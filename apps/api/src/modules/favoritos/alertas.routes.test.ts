import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_FAVORITOS, type Alerta, type FavoritosPage, type ProductoVendedor } from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { TRABAJO_CORREO } from '../correo/correo.service';
import { despacharPendientes } from '../eventos/eventos';
import { TRABAJO_PUSH } from '../notificaciones/avisos';
import { tiposDeProducto } from '../productos/productos-prueba';
import { datosDeTrabajos } from '../trabajos/trabajos.test-support';
import { contarPendientes, procesarPendientes } from '../trabajos/trabajos';
import { VENTAS, ventasPrueba } from '../ventas/ventas-prueba';
import { REACCIONES } from '../../reacciones';
import { manejadoresDeAlertas, revisarAlertas } from './alertas-revision';
import { TRABAJO_REVISAR_ALERTAS } from './alertas.service';

// docs/producto/favoritos.md#alertas: one-shot alerts fire once, whatever path changed the product.
const ALERTAS = '/api/comprador/v1/alertas';
const FAVORITOS = '/api/comprador/v1/favoritos';
const PRODUCTOS_VENDEDOR = '/api/emprendedor/v1/productos';

describe('alertas', () => {
  let t: TestApp;
  let tipo: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    tipo = (await tiposDeProducto(t))[0]!.id;
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir } = ventasPrueba(() => t);

  /** What the worker does: the alert checks, then the events' reactions. */
  const revisar = async () => {
    await procesarPendientes(t.db, manejadoresDeAlertas(), { limite: 100 });
    await despacharPendientes(t.db, REACCIONES);
  };
  const alertas = async (u: UsuarioPrueba, idProducto?: string) =>
    (await call<Alerta[]>(u, 'GET', `${ALERTAS}${idProducto ? `?idProducto=${idProducto}` : ''}`)).body;
  const crear = (u: UsuarioPrueba, body: Record<string, unknown>) => call<Alerta>(u, 'PUT', ALERTAS, body);
  const correos = (userIdProducto: string) =>
    datosDeTrabajos(t.db, TRABAJO_CORREO, { plantilla: 'alerta-cumplida', datos: { idProducto: userIdProducto } });
  const pushes = (u: UsuarioPrueba) =>
    datosDeTrabajos(t.db, TRABAJO_PUSH, { userId: u.sub, aviso: { clase: 'alerta' } });

  /** The seller's form: the whole product with another stock and price. */
  const editar = async (vendedor: UsuarioPrueba, id: string, cambios: { stock?: number; precio?: number }) => {
    const p = (await call<ProductoVendedor>(vendedor, 'GET', `${PRODUCTOS_VENDEDOR}/${id}`)).body;
    const r = await call(vendedor, 'PUT', `${PRODUCTOS_VENDEDOR}/${id}`, {
      nombre: p.nombre,
      descripcion: p.descripcion,
      precio: cambios.precio ?? p.precio,
      stock: cambios.stock ?? p.stock,
      tipoProductoId: tipo,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };

  it('refuses a stock alert on something in stock, a price alert off the favourites, and unknown products', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Mate torpedo', stock: 3, precio: 9000 }]);
    const id = s.productos[0]!;
    expect(await crear(u, { tipo: 'stock', idProducto: id })).toMatchObject({
      status: 409,
      body: { codigo: 'ALERTA_CON_STOCK', mensaje: MENSAJES_FAVORITOS.alertaConStock },
    });
    expect(await crear(u, { tipo: 'precio', idProducto: id })).toMatchObject({
      status: 409,
      body: { codigo: 'ALERTA_PRECIO_SIN_FAVORITO' },
    });
    expect((await crear(u, { tipo: 'stock', idProducto: id, idVariante: s.id })).body).toMatchObject({
      codigo: 'ALERTA_VARIANTE_NO_ENCONTRADA',
    });
    expect((await crear(u, { tipo: 'otra', idProducto: id })).body).toMatchObject({
      codigo: 'VALIDACION',
      mensaje: MENSAJES_FAVORITOS.tipoAlerta,
    });
    expect((await crear(u, { tipo: 'stock', idProducto: s.id })).status).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: ALERTAS, payload: { tipo: 'stock', idProducto: id } })).statusCode,
    ).toBe(401);
    expect((await crear(s.vendedor, { tipo: 'stock', idProducto: id })).status).toBe(403);
  });

  it('a stock alert fires once when the seller restocks, and never again on a second restock', async () => {
    const u = await comprador();
    const otra = await comprador();
    const s = await tienda([{ nombre: 'Taza sin stock', stock: 0, precio: 5000 }]);
    const id = s.productos[0]!;
    const creada = await crear(u, { tipo: 'stock', idProducto: id });
    expect(creada).toMatchObject({
      status: 200,
      body: { tipo: 'stock', idProducto: id, nombreProducto: 'Taza sin stock', idVariante: null, cumplidaEn: null },
    });
    // Idempotent: the same live alert.
    expect((await crear(u, { tipo: 'stock', idProducto: id })).body.id).toBe(creada.body.id);
    expect((await alertas(u, id)).map((a) => a.id)).toEqual([creada.body.id]);
    expect(await alertas(otra)).toEqual([]);
    // Nothing changed yet: the check finds it still sold out.
    await revisar();
    expect(await alertas(u)).toHaveLength(1);

    await editar(s.vendedor, id, { stock: 4 });
    expect(await contarPendientes(t.db, TRABAJO_REVISAR_ALERTAS, { productoId: id })).toBe(1);
    await revisar();
    expect(await alertas(u)).toEqual([]);
    const mails = await correos(id);
    expect(mails).toEqual([
      expect.objectContaining({
        plantilla: 'alerta-cumplida',
        datos: expect.objectContaining({ alerta: 'stock', producto: 'Taza sin stock' }),
      }),
    ]);
    expect(await pushes(u)).toEqual([
      expect.objectContaining({
        aviso: expect.objectContaining({
          clase: 'alerta',
          titulo: MENSAJES_FAVORITOS.avisoStockTitulo,
          url: `/productos/${id}`,
        }),
      }),
    ]);

    // Sold out and back again: the alert ended, nothing more is sent (and no check is even queued).
    await editar(s.vendedor, id, { stock: 0 });
    await editar(s.vendedor, id, { stock: 2 });
    expect(await contarPendientes(t.db, TRABAJO_REVISAR_ALERTAS, { productoId: id })).toBe(0);
    await revisar();
    expect(await correos(id)).toHaveLength(1);
    expect(await pushes(u)).toHaveLength(1);
  });

  it('a stock alert fires when a cancelled order gives the stock back', async () => {
    const compradora = await comprador();
    const u = await comprador();
    const s = await tienda([{ nombre: 'Vela aromática', stock: 2, precio: 3000 }]);
    const id = s.productos[0]!;
    const { body: venta, status } = await pedir(compradora, {
      emprendimientoId: s.id,
      items: [{ idProducto: id, cantidad: 2 }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(status).toBe(201);
    expect((await crear(u, { tipo: 'stock', idProducto: id })).status).toBe(200);
    await revisar();
    expect(await alertas(u)).toHaveLength(1);
    expect((await call(compradora, 'PUT', `${VENTAS}/${venta.id}/cancelar`, { motivo: 'Me equivoqué' })).status).toBe(
      200,
    );
    await revisar();
    expect(await alertas(u)).toEqual([]);
    expect(await correos(id)).toHaveLength(1);
  });

  it('a price alert fires once when the price goes below the price it was set at', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Cuenco de cerámica', stock: 5, precio: 12000 }]);
    const id = s.productos[0]!;
    expect((await call(u, 'PUT', `${FAVORITOS}/${id}`)).status).toBe(204);
    const creada = await crear(u, { tipo: 'precio', idProducto: id });
    expect(creada.body).toMatchObject({ tipo: 'precio', precioReferencia: 12000 });
    const favorito = (await call<FavoritosPage>(u, 'GET', FAVORITOS)).body.content[0]!;
    expect(favorito.alertas.map((a) => a.id)).toEqual([creada.body.id]);

    // A rise, then back to the same price: not a drop.
    await editar(s.vendedor, id, { precio: 13000 });
    await editar(s.vendedor, id, { precio: 12000 });
    await revisar();
    expect(await alertas(u)).toHaveLength(1);

    await editar(s.vendedor, id, { precio: 10000 });
    await revisar();
    expect(await alertas(u)).toEqual([]);
    expect(await correos(id)).toEqual([
      expect.objectContaining({
        datos: expect.objectContaining({ alerta: 'precio', precio: 10000, precioAnterior: 12000 }),
      }),
    ]);
    await editar(s.vendedor, id, { precio: 9000 });
    await revisar();
    expect(await correos(id)).toHaveLength(1);
  });

  it('removing the favourite removes its price alert; an alert is removed idempotently, only by its buyer', async () => {
    const u = await comprador();
    const otra = await comprador();
    const s = await tienda([
      { nombre: 'Jarra', stock: 5, precio: 7000 },
      { nombre: 'Jarrita agotada', stock: 0 },
    ]);
    const [jarra, agotada] = s.productos as [string, string];
    await call(u, 'PUT', `${FAVORITOS}/${jarra}`);
    await crear(u, { tipo: 'precio', idProducto: jarra });
    await call(u, 'DELETE', `${FAVORITOS}/${jarra}`);
    expect(await alertas(u)).toEqual([]);

    const { body: alerta } = await crear(u, { tipo: 'stock', idProducto: agotada });
    expect((await call(otra, 'DELETE', `${ALERTAS}/${alerta.id}`)).status).toBe(204);
    expect(await alertas(u)).toHaveLength(1);
    expect((await call(u, 'DELETE', `${ALERTAS}/${alerta.id}`)).status).toBe(204);
    expect((await call(u, 'DELETE', `${ALERTAS}/${alerta.id}`)).status).toBe(204);
    expect(await alertas(u)).toEqual([]);
  });

  it('two checks of the same product at once fire each alert once', async () => {
    const us = [await comprador(), await comprador(), await comprador()];
    const s = await tienda([{ nombre: 'Maceta agotada', stock: 0, precio: 4000 }]);
    const id = s.productos[0]!;
    for (const u of us) expect((await crear(u, { tipo: 'stock', idProducto: id })).status).toBe(200);
    await revisar();
    await editar(s.vendedor, id, { stock: 1 });
    const disparadas = await Promise.all([
      revisarAlertas(t.db, id),
      revisarAlertas(t.db, id),
      revisarAlertas(t.db, id),
    ]);
    expect(disparadas.reduce((a, b) => a + b, 0)).toBe(3);
    await revisar();
    expect(await correos(id)).toHaveLength(3);
    for (const u of us) expect(await pushes(u)).toHaveLength(1);
  });
});

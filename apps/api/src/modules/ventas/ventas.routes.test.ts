import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_VENTA, type Venta, type VentaPage } from '@feria/contracts';
import { buildApp } from '../../app';
import { createTestApp, testTokenKeys, type TestApp } from '../../testing';
import { pagosDeVentas } from '../pagos/pagos.queries';
import { filasVentas, filtros } from './ventas.queries';
import { productosParaVenta } from '../productos/productos.queries';
import { procesarPendientes } from '../trabajos/trabajos';
import { manejadoresDeComercio } from './trabajos-comercio';
import { VENTAS, ventasPrueba } from './ventas-prueba';

describe('POST /api/comprador/v1/ventas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir } = ventasPrueba(() => t);
  const stock = async (id: string) => (await productosParaVenta(t.db, [id]))[0]!.stock;

  it('prices the order from the database, ignoring prices in the body, and reserves the stock', async () => {
    const u = await comprador();
    const s = await tienda([
      { nombre: 'Mate de calabaza', precio: 12000, stock: 10 },
      { nombre: 'Bombilla de alpaca', precio: 8000, stock: 4, descuento: { porcentaje: 25 } },
    ]);
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [
        { idProducto: s.productos[0]!, cantidad: 2, precio: 1 },
        { idProducto: s.productos[1]!, cantidad: 1, precioUnitario: 1 },
      ],
      metodoPago: 'TRANSFERENCIA',
      montoTotal: 5,
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      estado: 'pendiente',
      subtotal: 32000,
      ahorro: 2000,
      montoTotal: 30000,
      envioGratis: false,
      items: [
        { idProducto: s.productos[0], nombre: 'Mate de calabaza', precioUnitario: 12000, cantidad: 2, subtotal: 24000 },
        {
          idProducto: s.productos[1],
          nombre: 'Bombilla de alpaca',
          precioUnitario: 6000,
          precioLista: 8000,
          porcentajeDescuento: 25,
          cantidad: 1,
          subtotal: 6000,
        },
      ],
      pago: {
        metodo: 'TRANSFERENCIA',
        estado: 'pendiente',
        transferencia: { monto: 30000, cbu: '2850590940090418135201', concepto: `Pedido ${r.body.numero}` },
      },
      direccionEnvio: { ciudad: 'Caballito', provincia: 'Córdoba' },
    });
    expect(r.body.numero).toBeGreaterThanOrEqual(1001);
    expect(await stock(s.productos[0]!)).toBe(8);
    expect(await stock(s.productos[1]!)).toBe(3);
  });

  it('refuses bad quantities with 400 and nothing reserved', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Yerba orgánica', stock: 5 }]);
    for (const cantidad of [0, -1, 1.5, 100000, '2', null]) {
      const r = await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad }],
        metodoPago: 'TRANSFERENCIA',
      });
      expect(r.status, `cantidad ${String(cantidad)}`).toBe(400);
      expect(r.body).toMatchObject({ codigo: 'VALIDACION' });
    }
    expect((await pedir(u, { emprendimientoId: s.id, items: [], metodoPago: 'TRANSFERENCIA' })).body).toMatchObject({
      mensaje: MENSAJES_VENTA.sinItems,
    });
    expect(
      (
        await pedir(u, {
          emprendimientoId: s.id,
          items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
          metodoPago: 'EFECTIVO',
        })
      ).body,
    ).toMatchObject({
      mensaje: MENSAJES_VENTA.metodoPago,
    });
    const sinClave = await call(u, 'POST', VENTAS, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(sinClave.status).toBe(400);
    expect(await stock(s.productos[0]!)).toBe(5);
  });

  it('answers 422 naming the product for unknown, disabled, deleted or another shop’s products, 409 for short stock', async () => {
    const u = await comprador();
    const s = await tienda([
      { nombre: 'Taza esmaltada', stock: 3 },
      { nombre: 'Plato hondo', habilitado: false },
      { nombre: 'Jarra vieja', eliminado: true },
    ]);
    const otra = await tienda([{ nombre: 'Vela de soja' }]);
    const una = (idProducto: string, cantidad = 1) =>
      pedir(u, { emprendimientoId: s.id, items: [{ idProducto, cantidad }], metodoPago: 'TRANSFERENCIA' });
    expect(await una(randomUUID())).toMatchObject({
      status: 422,
      body: { codigo: 'PRODUCTO_NO_DISPONIBLE', mensaje: MENSAJES_VENTA.productoInexistente },
    });
    expect(await una(s.productos[1]!)).toMatchObject({
      status: 422,
      body: {
        codigo: 'PRODUCTO_NO_DISPONIBLE',
        mensaje: MENSAJES_VENTA.productoInexistente,
        detalle: MENSAJES_VENTA.productoNoDisponible('Plato hondo'),
      },
    });
    expect(await una(s.productos[2]!)).toMatchObject({
      status: 422,
      body: {
        codigo: 'PRODUCTO_NO_DISPONIBLE',
        mensaje: MENSAJES_VENTA.productoInexistente,
        detalle: MENSAJES_VENTA.productoNoDisponible('Jarra vieja'),
      },
    });
    expect(await una(otra.productos[0]!)).toMatchObject({
      status: 422,
      body: {
        codigo: 'PRODUCTO_DE_OTRO_EMPRENDIMIENTO',
        mensaje: MENSAJES_VENTA.deOtroEmprendimiento,
        detalle: MENSAJES_VENTA.otroEmprendimiento('Vela de soja'),
      },
    });
    expect(await una(s.productos[0]!, 4)).toMatchObject({
      status: 409,
      body: {
        codigo: 'STOCK_INSUFICIENTE',
        mensaje: MENSAJES_VENTA.stockInsuficiente,
        detalle: 'De «Taza esmaltada» quedan 3 unidades',
        campo: 'items',
      },
    });
    expect(await stock(s.productos[0]!)).toBe(3);
  });

  it('answers the same order to 20 concurrent requests with one Idempotency-Key, and refuses the key for another body', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Alfajor artesanal', precio: 900, stock: 50 }]);
    const body = {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 2 }],
      metodoPago: 'TRANSFERENCIA' as const,
    };
    const clave = randomUUID();
    const respuestas = await Promise.all(Array.from({ length: 20 }, () => pedir(u, body, clave)));
    expect(respuestas.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(respuestas.map((r) => r.body.id)).size).toBe(1);
    expect(await stock(s.productos[0]!)).toBe(48);
    const lista = await call<VentaPage>(u, 'GET', VENTAS);
    expect(lista.body.totalElements).toBe(1);
    expect(await pedir(u, { ...body, items: [{ idProducto: s.productos[0]!, cantidad: 3 }] }, clave)).toMatchObject({
      status: 422,
      body: { codigo: 'IDEMPOTENCY_KEY_REUTILIZADA' },
    });
    // Another buyer may use the same key: keys are per buyer.
    expect((await pedir(await comprador(), body, clave)).status).toBe(201);
  });

  it('never oversells: 50 concurrent checkouts of a product with stock 5 make exactly 5 orders', async () => {
    const s = await tienda([{ nombre: 'Edición limitada', precio: 5000, stock: 5 }]);
    const compradores = await Promise.all(Array.from({ length: 10 }, () => comprador()));
    const respuestas = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        pedir(compradores[i % 10]!, {
          emprendimientoId: s.id,
          items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
          metodoPago: 'TRANSFERENCIA',
        }),
      ),
    );
    const creadas = respuestas.filter((r) => r.status === 201);
    expect(creadas).toHaveLength(5);
    expect(respuestas.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
    expect(await stock(s.productos[0]!)).toBe(0);
  });

  it('lets the buyer see and cancel only its own unpaid orders; cancelling gives the stock back once', async () => {
    const u = await comprador();
    const otro = await comprador();
    const s = await tienda([{ nombre: 'Sahumerio', stock: 6 }]);
    const { body: venta } = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 2 }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(await call(otro, 'GET', `${VENTAS}/${venta.id}`)).toMatchObject({
      status: 404,
      body: { codigo: 'VENTA_NO_ENCONTRADA' },
    });
    expect((await call(otro, 'PUT', `${VENTAS}/${venta.id}/cancelar`, {})).status).toBe(404);
    const cancelada = await call<Venta>(u, 'PUT', `${VENTAS}/${venta.id}/cancelar`, {
      motivo: 'Me equivoqué de color',
    });
    expect(cancelada).toMatchObject({
      status: 200,
      body: { estado: 'cancelado', pago: { estado: 'cancelado' }, reservaHasta: null },
    });
    expect(cancelada.body.historial.map((e) => e.estado)).toEqual(['pendiente', 'cancelado', 'cancelado']);
    expect(await stock(s.productos[0]!)).toBe(6);
    expect(await call(u, 'PUT', `${VENTAS}/${venta.id}/cancelar`, {})).toMatchObject({
      status: 409,
      body: { codigo: 'VENTA_NO_CANCELABLE' },
    });
    expect(await stock(s.productos[0]!)).toBe(6);
  });
});

describe('reservation expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { comprador, tienda, pedir } = ventasPrueba(() => t);

  it('releases the stock of an order whose reservation expired, from the persistent queue after a restart', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Poncho', precio: 40000, stock: 2 }]);
    const { body: venta } = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 2 }],
      metodoPago: 'TRANSFERENCIA',
    });
    const stock = async () => (await productosParaVenta(t.db, [s.productos[0]!]))[0]!.stock;
    expect(await stock()).toBe(0);
    // The process that took the order stops; another one on the same database runs the queue.
    await t.app.close();
    const otra = await buildApp({ config: t.config, db: t.db, tokenKeys: testTokenKeys, trabajador: false });
    try {
      const manejadores = manejadoresDeComercio(otra.comercio);
      await procesarPendientes(t.db, manejadores); // not due yet
      expect(await stock()).toBe(0);
      await procesarPendientes(t.db, manejadores, { ahora: new Date(Date.now() + 73 * 3_600_000) });
      expect(await stock()).toBe(2);
      const [fila] = await filasVentas(t.db, filtros.id(venta.id));
      expect(fila).toMatchObject({ estado: 'cancelado', stockLiberado: true, reservaHasta: null });
      expect((await pagosDeVentas(t.db, [venta.id])).get(venta.id)?.estado).toBe('vencido');
      // Run again: nothing more is given back.
      await procesarPendientes(t.db, manejadores, { ahora: new Date(Date.now() + 100 * 3_600_000) });
      expect(await stock()).toBe(2);
    } finally {
      await otra.close();
    }
  });
});

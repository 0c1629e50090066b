import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORES, MENSAJES_VENTA, type Venta, type VentaPage } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';
import { mercadoPago } from '../pagos/mercadopago';
import { productosParaVenta } from '../productos/productos.queries';
import { VENTAS, ventasPrueba } from './ventas-prueba';

// An order is refused before anything is written or reserved when it cannot be charged: a total
// beyond what an order's amounts can hold, a $ 0 order for Mercado Pago. And when Mercado Pago
// cannot give the checkout link, no order is left holding stock.

describe('límites del pedido', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir } = ventasPrueba(() => t);
  const stock = async (id: string) => (await productosParaVenta(t.db, [id]))[0]!.stock;
  const misPedidos = async (u: Parameters<typeof call>[0]) =>
    (await call<VentaPage>(u, 'GET', VENTAS)).body.totalElements;

  it('a total above what an order can hold answers 422 from the catalogue and reserves nothing', async () => {
    const u = await comprador();
    const s = await tienda([
      { nombre: 'Campo en Traslasierra', precio: 5_000_000_000, stock: 5 },
      { nombre: 'Estancia en Tandil', precio: 5_000_000_000, stock: 5 },
    ]);
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [
        { idProducto: s.productos[0]!, cantidad: 1 },
        { idProducto: s.productos[1]!, cantidad: 1 },
      ],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ codigo: 'MONTO_FUERA_DE_RANGO', mensaje: ERRORES.MONTO_FUERA_DE_RANGO.mensaje });
    expect(await stock(s.productos[0]!)).toBe(5);
    expect(await misPedidos(u)).toBe(0);
  });

  it('a $ 0 order paid by Mercado Pago answers 422 before reserving, however often it is retried', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Muestra gratis de yerba', precio: 0, stock: 3 }]);
    for (let i = 0; i < 3; i++) {
      const r = await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
        metodoPago: 'MERCADO_PAGO',
      });
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ codigo: 'PAGO_MONTO_CERO', mensaje: MENSAJES_VENTA.pagoMontoCero });
    }
    expect(await stock(s.productos[0]!)).toBe(3);
    expect(await misPedidos(u)).toBe(0);
  });

  it('Mercado Pago unreachable: 503, the order is cancelled at once with its stock back, and a retry with the same key places it anew', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Taza esmaltada', precio: 8000, stock: 2 }]);
    const real = t.app.comercio.proveedor;
    // The real adapter against an address where nothing listens (port 9, discard): the network refuses.
    t.app.comercio.proveedor = mercadoPago({
      baseUrl: 'http://127.0.0.1:9',
      accessToken: 'x',
      webhookSecret: 'x',
      timeoutMs: 2000,
    });
    const clave = 'reintento-de-la-misma-compra';
    const body = {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 2 }],
      metodoPago: 'MERCADO_PAGO' as const,
    };
    try {
      const caida = await pedir(u, body, clave);
      expect(caida.status).toBe(503);
      expect(caida.body).toMatchObject({ codigo: 'PAGO_NO_DISPONIBLE' });
      expect(await stock(s.productos[0]!)).toBe(2);
      const lista = (await call<VentaPage>(u, 'GET', VENTAS)).body;
      expect(lista.content).toEqual([expect.objectContaining({ estado: 'cancelado', pagoEstado: 'cancelado' })]);
      const anulada = (await call<Venta>(u, 'GET', `${VENTAS}/${lista.content[0]!.id}`)).body;
      expect(anulada.motivoCancelacion).toBe(MENSAJES_VENTA.pagoSinIniciar);
    } finally {
      t.app.comercio.proveedor = real;
    }
    const otra = await pedir(u, body, clave);
    expect(otra.status).toBe(201);
    expect(otra.body.pago).toMatchObject({ estado: 'pendiente', urlPago: expect.stringContaining('/checkout/pay/') });
    expect(await stock(s.productos[0]!)).toBe(0);
  });
});

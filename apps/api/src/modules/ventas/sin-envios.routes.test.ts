import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_ENVIO, type MetodosEnvio, type Venta, type VentaPage } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';
import { respuestaError } from '../../lib/app-error.test-support';
import { productosParaVenta } from '../productos/productos.queries';
import { totalesDeVentas } from './ventas.test-support';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from './ventas-prueba';

// docs/producto/envios.md#sin-metodos: a shop that has not said how it delivers cannot sell. The
// order is refused inside its transaction before anything is written or reserved; once the seller
// saves a method, the same purchase goes through.

const EMP = '/api/emprendedor/v1/emprendimientos';

describe('a shop without delivery methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir } = ventasPrueba(() => t);
  const stock = async (id: string) => (await productosParaVenta(t.db, [id]))[0]!.stock;
  const misPedidos = async (u: Parameters<typeof call>[0]) =>
    (await call<VentaPage>(u, 'GET', VENTAS)).body.totalElements;

  it('answers 409 TIENDA_SIN_ENVIOS and writes nothing; after the seller saves a method the same order works', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Mate de calabaza', precio: 12000, stock: 4 }], {
      mercadoPago: false,
      envios: false,
    });
    const mate = s.productos[0]!;
    const body = {
      emprendimientoId: s.id,
      items: [{ idProducto: mate, cantidad: 2 }],
      metodoPago: 'TRANSFERENCIA' as const,
    };
    const clave = randomUUID();

    expect(await pedir(u, body, clave)).toEqual(
      respuestaError(409, MENSAJES_ENVIO.tiendaSinEnvios, 'TIENDA_SIN_ENVIOS'),
    );
    // Nothing written or reserved: no order on either side, the stock untouched.
    expect(await totalesDeVentas(t.db, s.id)).toEqual({ pedidos: 0, completados: 0, monto: 0 });
    expect(await misPedidos(u)).toBe(0);
    expect((await call<{ totalElements: number }>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${s.id}`)).body).toMatchObject(
      { totalElements: 0 },
    );
    expect(await stock(mate)).toBe(4);

    const guardado = await call<MetodosEnvio>(s.vendedor, 'PUT', `${EMP}/${s.id}/envios`, {
      metodos: [{ tipo: 'A_COORDINAR', nombre: 'A coordinar con el emprendimiento' }],
    });
    expect(guardado.status).toBe(200);
    // The refused attempt left no trace, so even its key buys now.
    const r = await pedir(u, body, clave);
    expect(r.status).toBe(201);
    expect((r.body as Venta).montoTotal).toBe(24000);
    expect(await stock(mate)).toBe(2);
    expect(await totalesDeVentas(t.db, s.id)).toMatchObject({ pedidos: 1 });
  });

  it('refuses it before anything else about the delivery: a method named by id is not even read', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Poncho de telar', precio: 95000, stock: 1 }], { envios: false });
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'MERCADO_PAGO',
      envio: { idMetodo: randomUUID() },
    });
    expect(r).toEqual(respuestaError(409, MENSAJES_ENVIO.tiendaSinEnvios, 'TIENDA_SIN_ENVIOS'));
    expect(await stock(s.productos[0]!)).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Venta } from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { productosParaVenta } from '../productos/productos.queries';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from './ventas-prueba';
import { tipoDeComprobante } from './transferencia';

describe('bank transfer: proof, seller answer', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir, subirComprobante: subir } = ventasPrueba(() => t);

  it('takes the proof by content, lets the seller confirm it, and counts the units as sold', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Canasta de mimbre', precio: 15000, stock: 3, unidadesVendidas: 0 }]);
    // A newer product wins ties while nothing is sold.
    const otra = await tienda([{ nombre: 'Individual de yute', precio: 3000, unidadesVendidas: 0 }]);
    const masVendido = async () =>
      (await t.app.inject('/api/v1/public/core/productos/mas-vendidos?size=1')).json<{ id: string }[]>()[0]?.id;
    const { body: venta } = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect((await subir(u, venta.id, Buffer.from('no soy una imagen'))).body).toMatchObject({
      codigo: 'COMPROBANTE_INVALIDO',
    });
    const enviada = await subir(u, venta.id, png);
    expect(enviada).toMatchObject({
      status: 200,
      body: { pago: { estado: 'en_revision', transferencia: { comprobanteSubido: true } } },
    });

    const proof = await t.app.inject({
      method: 'GET',
      url: `${VENTAS_VENDEDOR}/${venta.id}/comprobante`,
      headers: await t.auth(s.vendedor),
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.rawPayload.equals(png)).toBe(true);
    const ajeno: UsuarioPrueba = { sub: crypto.randomUUID(), roles: ['emprendedor'] };
    expect(
      (await call(ajeno, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/transferencia`, { confirmada: true })).status,
    ).toBe(404);

    expect(await masVendido()).toBe(otra.productos[0]);
    const confirmada = await call<Venta>(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/transferencia`, {
      confirmada: true,
    });
    expect(confirmada).toMatchObject({
      status: 200,
      body: { estado: 'pendiente', pago: { estado: 'aprobado' }, reservaHasta: null },
    });
    expect((await call<Venta>(u, 'GET', `${VENTAS}/${venta.id}`)).body.pago.estado).toBe('aprobado');
    expect((await productosParaVenta(t.db, [s.productos[0]!]))[0]!.stock).toBe(2);
    // 'Los más vendidos' counts the units of paid orders (nothing else in this database sold any).
    expect(await masVendido()).toBe(s.productos[0]);
    expect(await call(u, 'PUT', `${VENTAS}/${venta.id}/cancelar`, {})).toMatchObject({ status: 409 });
    expect(
      await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/transferencia`, { confirmada: true }),
    ).toMatchObject({ status: 409, body: { codigo: 'TRANSFERENCIA_NO_PENDIENTE' } });
  });

  it('a rejected proof needs a reason and lets the buyer send another one', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Tabla de algarrobo', precio: 22000, stock: 1 }]);
    const { body: venta } = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    await subir(u, venta.id, png);
    expect(
      (await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/transferencia`, { confirmada: false })).status,
    ).toBe(400);
    const rechazada = await call<Venta>(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/transferencia`, {
      confirmada: false,
      motivo: 'No llegó a la cuenta',
    });
    expect(rechazada.body.pago).toMatchObject({
      estado: 'pendiente',
      transferencia: { motivoRechazo: 'No llegó a la cuenta' },
    });
    expect((await subir(u, venta.id, png)).body.pago).toMatchObject({
      estado: 'en_revision',
      transferencia: { motivoRechazo: null },
    });
    const lista = await call<unknown>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${s.id}`);
    expect(lista).toMatchObject({
      status: 200,
      body: {
        content: [{ id: venta.id, pagoEstado: 'en_revision', metodoPago: 'TRANSFERENCIA', cantidadProductos: 1 }],
        conteos: { todos: 1, pendiente: 1 },
      },
    });
  });

  it('recognises proofs by their first bytes', () => {
    expect(tipoDeComprobante(Buffer.from('%PDF-1.7\n'))?.mime).toBe('application/pdf');
    expect(tipoDeComprobante(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    expect(tipoDeComprobante(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.mime).toBe('image/webp');
    expect(tipoDeComprobante(Buffer.from('<svg></svg>'))).toBeNull();
  });
});

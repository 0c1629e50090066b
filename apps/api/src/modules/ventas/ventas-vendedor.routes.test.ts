import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { MENSAJES_VENTA, type EstadoDeVenta, type Venta, type VentasVendedorPage } from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { productosParaVenta } from '../productos/productos.queries';
import { contarPendientes } from '../trabajos/trabajos';
import { TRABAJO_CORREO } from '../correo/correo.service';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from './ventas-prueba';

// The seller's sales (docs/producto/pedidos.md#estado-del-pedido, docs/producto/api.md#ventas): every call for the owner only, the moves the server
// enforces, cancel and refund exactly once, text search and dates.

describe('seller sales', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir, pagar, notificado, subirComprobante, tokenVendedorMp } = ventasPrueba(
    () => t,
  );
  const stock = async (id: string) => (await productosParaVenta(t.db, [id]))[0]!.stock;

  /** A transfer order the seller confirmed: paid. */
  async function pagadaPorTransferencia(u: UsuarioPrueba, s: Awaited<ReturnType<typeof tienda>>, cantidad = 1) {
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(r.status).toBe(201);
    expect((await subirComprobante(u, r.body.id, png)).status).toBe(200);
    expect(
      (await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${r.body.id}/transferencia`, { confirmada: true })).status,
    ).toBe(200);
    return r.body;
  }
  const mover = (s: { vendedor: UsuarioPrueba }, id: string, estado: string) =>
    call<Venta & { codigo?: string; mensaje?: string }>(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${id}/estado`, {
      estado,
    });

  it('answers every sales call to the shop owner only: another seller gets 404, a buyer 403, nobody 401', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Taza de cerámica', precio: 8000, stock: 5 }]);
    const venta = (
      await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
        metodoPago: 'TRANSFERENCIA',
      })
    ).body;
    const ajeno = (await tienda([])).vendedor;
    const llamadas: [method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown][] = [
      ['GET', `${VENTAS_VENDEDOR}/${s.id}`],
      ['GET', `${VENTAS_VENDEDOR}/${venta.id}`],
      ['GET', `${VENTAS_VENDEDOR}/${venta.id}/estado`],
      ['PUT', `${VENTAS_VENDEDOR}/${venta.id}/estado`, { estado: 'preparando' }],
      ['PUT', `${VENTAS_VENDEDOR}/${venta.id}/cancelar`, { motivo: 'Sin stock real' }],
      ['POST', `${VENTAS_VENDEDOR}/${venta.id}/reembolso`, { nota: 'Devuelto' }],
      ['GET', `${VENTAS_VENDEDOR}/${s.id}/mercadopago/estado`],
    ];
    for (const [method, url, body] of llamadas) {
      expect((await call(ajeno, method, url, body)).status, `${method} ${url} (otro vendedor)`).toBe(404);
      expect((await call(u, method, url, body)).status, `${method} ${url} (comprador)`).toBe(403);
      const anonimo = await t.app.inject({ method, url, ...(body ? { payload: body as object } : {}) });
      expect(anonimo.statusCode, `${method} ${url} (anónimo)`).toBe(401);
    }
    // Nothing changed.
    const detalle = await call<Venta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${venta.id}`);
    expect(detalle).toMatchObject({
      status: 200,
      body: { id: venta.id, estado: 'pendiente', compradorEmail: expect.stringContaining('@') },
    });
    expect(await call<EstadoDeVenta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${venta.id}/estado`)).toMatchObject({
      status: 200,
      body: {
        estado: 'pendiente',
        pagoEstado: 'pendiente',
        metodoPago: 'TRANSFERENCIA',
        siguientes: ['preparando', 'cancelado'],
      },
    });
    expect(await call(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${s.id}/mercadopago/estado`)).toMatchObject({
      status: 200,
      body: { proveedor: 'Mercado Pago', modo: 'sandbox', conectado: true },
    });
  });

  it('moves a paid order pendiente → preparando → listo → completado and refuses every other move with both states named', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Mate de calabaza', precio: 12000, stock: 5 }]);
    const impaga = (
      await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
        metodoPago: 'TRANSFERENCIA',
      })
    ).body;
    expect(await mover(s, impaga.id, 'preparando')).toMatchObject({ status: 409, body: { codigo: 'VENTA_SIN_PAGO' } });

    const venta = await pagadaPorTransferencia(u, s);
    expect(await mover(s, venta.id, 'listo')).toMatchObject({
      status: 409,
      body: {
        codigo: 'TRANSICION_INVALIDA',
        mensaje: MENSAJES_VENTA.transicionInvalidaGenerica,
        detalle: 'Una venta en «pendiente» no puede pasar a «listo»',
      },
    });
    expect(await mover(s, venta.id, 'cancelado')).toMatchObject({
      status: 409,
      body: { codigo: 'CANCELAR_CON_MOTIVO' },
    });
    expect((await mover(s, venta.id, 'preparando')).body.estado).toBe('preparando');
    // The same move again (a retry) changes nothing.
    expect((await mover(s, venta.id, 'preparando')).status).toBe(200);
    expect(await mover(s, venta.id, 'pendiente')).toMatchObject({
      status: 409,
      body: { codigo: 'TRANSICION_INVALIDA', detalle: 'Una venta en «preparando» no puede pasar a «pendiente»' },
    });
    expect((await mover(s, venta.id, 'listo')).body.estado).toBe('listo');
    const completada = await mover(s, venta.id, 'completado');
    expect(completada.body.estado).toBe('completado');
    expect(await mover(s, venta.id, 'preparando')).toMatchObject({
      status: 409,
      body: { codigo: 'TRANSICION_INVALIDA', detalle: 'Una venta en «completado» no puede pasar a «preparando»' },
    });
    expect((await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/cancelar`, { motivo: 'Tarde' })).status).toBe(
      409,
    );
    expect((await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/estado`, { estado: 'enviado' })).status).toBe(
      400,
    );

    // The timeline keeps who, from and to; the buyer sees the same order.
    const estados = completada.body.historial
      .filter((e) => e.tipo === 'estado')
      .map((e) => [e.estadoAnterior, e.estado, e.actor]);
    expect(estados).toEqual([
      [null, 'pendiente', 'comprador'],
      ['pendiente', 'preparando', 'vendedor'],
      ['preparando', 'listo', 'vendedor'],
      ['listo', 'completado', 'vendedor'],
    ]);
    expect((await call<Venta>(u, 'GET', `${VENTAS}/${venta.id}`)).body.estado).toBe('completado');
    // The buyer is told each move by e-mail, through the job queue (never on the request path).
    const email = (await call<Venta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${venta.id}`)).body.compradorEmail!;
    expect(await contarPendientes(t.db, TRABAJO_CORREO, { para: email, plantilla: 'estado-cambiado' })).toBe(3);
  });

  it('cancels with a motivo only, and two concurrent cancels give the stock back exactly once', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Vela de soja', precio: 5000, stock: 10 }]);
    const venta = (
      await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad: 3 }],
        metodoPago: 'TRANSFERENCIA',
      })
    ).body;
    expect(await stock(s.productos[0]!)).toBe(7);
    expect(await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/cancelar`, { motivo: '  ' })).toMatchObject({
      status: 400,
    });
    expect(await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/cancelar`, {})).toMatchObject({ status: 400 });
    const [a, b] = await Promise.all([
      call<Venta>(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/cancelar`, { motivo: 'Nos quedamos sin mecha' }),
      call<Venta>(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/cancelar`, { motivo: 'Nos quedamos sin mecha' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await stock(s.productos[0]!)).toBe(10);
    expect(a.body).toMatchObject({
      estado: 'cancelado',
      motivoCancelacion: 'Cancelado por el emprendimiento: Nos quedamos sin mecha',
      pago: { estado: 'cancelado' },
    });
    const final = (await call<Venta>(u, 'GET', `${VENTAS}/${venta.id}`)).body;
    expect(final.historial.filter((e) => e.tipo === 'estado' && e.estado === 'cancelado')).toHaveLength(1);
  });

  it('refunds a Mercado Pago payment once through the provider, even under two concurrent refunds', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Poncho de lana', precio: 30000, stock: 4 }]);
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 2 }],
      metodoPago: 'MERCADO_PAGO',
    });
    const vuelta = await pagar(r.body.pago.urlPago!, 'aprobar');
    await notificado(vuelta.searchParams.get('payment_id')!);
    expect((await mover(s, r.body.id, 'preparando')).body.estado).toBe('preparando');
    expect(await stock(s.productos[0]!)).toBe(2);

    // The refund goes through the shop's own token (docs/producto/pagos.md#cobro-dividido): count the calls of the providers made with it.
    const proveedor = t.app.comercio.proveedor;
    const conToken = proveedor.conToken.bind(proveedor);
    const reembolsar = vi.fn();
    const deLaTienda = vi.spyOn(proveedor, 'conToken').mockImplementation((token) => {
      const p = conToken(token);
      const original = p.reembolsar.bind(p);
      return {
        ...p,
        reembolsar: (...args) => {
          reembolsar(...args);
          return original(...args);
        },
      };
    });
    try {
      const [a, b] = await Promise.all([
        call<Venta>(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/${r.body.id}/reembolso`, {}),
        call<Venta>(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/${r.body.id}/reembolso`, {}),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(reembolsar).toHaveBeenCalledTimes(1);
    } finally {
      deLaTienda.mockRestore();
    }
    const venta = (await call<Venta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${r.body.id}`)).body;
    expect(venta).toMatchObject({
      estado: 'cancelado',
      pago: { estado: 'reembolsado' },
      reembolso: { estado: 'hecho', monto: 60000 },
    });
    expect(await stock(s.productos[0]!)).toBe(4);
    // The sandbox's payment is refunded too (the same wire format as Mercado Pago).
    const pago = await t.app.inject({
      method: 'GET',
      url: `/_sandbox/mp/v1/payments/${vuelta.searchParams.get('payment_id')}`,
      headers: { authorization: `Bearer ${await tokenVendedorMp()}` },
    });
    expect(pago.json()).toMatchObject({ status: 'refunded' });
  });

  it('cancelling a paid transfer order refunds it with the motivo; a transfer refund needs a note', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Cuaderno artesanal', precio: 9000, stock: 6 }]);
    const sinNota = await pagadaPorTransferencia(u, s);
    expect(await call(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/${sinNota.id}/reembolso`, {})).toMatchObject({
      status: 400,
      body: { codigo: 'NOTA_REEMBOLSO_REQUERIDA' },
    });
    const reembolsada = await call<Venta>(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/${sinNota.id}/reembolso`, {
      nota: 'Transferí de vuelta a la cuenta del comprador',
    });
    expect(reembolsada.body).toMatchObject({
      estado: 'cancelado',
      pago: { estado: 'reembolsado' },
      reembolso: { nota: 'Transferí de vuelta a la cuenta del comprador' },
    });

    const cancelada = await pagadaPorTransferencia(u, s, 2);
    expect(await stock(s.productos[0]!)).toBe(4);
    const r = await call<Venta>(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${cancelada.id}/cancelar`, {
      motivo: 'Se rompió en el taller',
    });
    expect(r.body).toMatchObject({
      estado: 'cancelado',
      pago: { estado: 'reembolsado' },
      reembolso: { nota: 'Devolución por la cancelación: Se rompió en el taller' },
    });
    expect(await stock(s.productos[0]!)).toBe(6);
    // Unpaid: nothing to refund.
    const impaga = (
      await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
        metodoPago: 'TRANSFERENCIA',
      })
    ).body;
    expect(await call(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/${impaga.id}/reembolso`, { nota: 'x' })).toMatchObject({
      status: 409,
      body: { codigo: 'VENTA_NO_REEMBOLSABLE' },
    });
  });

  it('searches by buyer name, sale id or number, case-insensitively; dates apply only with both ends; counts per estado', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Aros de alpaca', precio: 7000, stock: 20 }]);
    const pedido = () =>
      pedir(
        u,
        { emprendimientoId: s.id, items: [{ idProducto: s.productos[0]!, cantidad: 1 }], metodoPago: 'TRANSFERENCIA' },
        randomUUID(),
      );
    const [v1, v2] = [(await pedido()).body, (await pedido()).body];
    await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${v2.id}/cancelar`, { motivo: 'Pedido duplicado' });
    const listar = async (query: string) =>
      (await call<VentasVendedorPage>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${s.id}?${query}`)).body;

    const todo = await listar('');
    expect(todo.content.map((v) => v.id)).toEqual([v2.id, v1.id]);
    expect(todo.conteos).toEqual({ todos: 2, pendiente: 1, preparando: 0, listo: 0, completado: 0, cancelado: 1 });
    expect((await listar('estado=cancelado')).content.map((v) => v.id)).toEqual([v2.id]);
    expect((await listar('estado=cancelado')).conteos.todos).toBe(2);
    expect((await listar(`q=${encodeURIComponent(v1.compradorNombre.toUpperCase())}`)).totalElements).toBe(2);
    expect((await listar(`q=${v1.id.slice(0, 8)}`)).content.map((v) => v.id)).toEqual([v1.id]);
    expect((await listar(`q=%23${v1.numero}`)).content.map((v) => v.id)).toEqual([v1.id]);
    expect((await listar('q=nadie-se-llama-asi')).conteos.todos).toBe(0);
    // The seller's shop name matches too (docs/producto/validacion.md 'business name').
    const tiendaNombre = (await call<Venta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${v1.id}`)).body
      .emprendimientoNombre;
    expect((await listar(`q=${encodeURIComponent(tiendaNombre.toLowerCase())}`)).totalElements).toBe(2);

    const hoy = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10); // today in Argentina
    expect((await listar(`fechaInicio=${hoy}&fechaFin=${hoy}`)).totalElements).toBe(2);
    expect((await listar('fechaInicio=2020-01-01&fechaFin=2020-01-31')).totalElements).toBe(0);
    expect((await listar('fechaInicio=2020-01-01')).totalElements).toBe(2); // one end only: no date filter
    expect((await listar('size=1&page=1')).content.map((v) => v.id)).toEqual([v1.id]);
  });
});

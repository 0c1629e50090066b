import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MENSAJES_DEVOLUCION,
  type ArrepentimientoRespuesta,
  type Producto,
  type TipoProductoListItem,
  type Venta,
} from '@feria/contracts';
import { ventas } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { secretoDeFirma } from '../../lib/secreto-firma';
import { REACCIONES } from '../../reacciones';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { TRABAJO_CORREO } from '../correo/correo.service';
import { despacharPendientes, eventosDeVenta } from '../eventos/eventos';
import { ProveedorNoDisponible } from '../pagos/proveedor';
import { PUBLIC, pasos, tiposDeProducto } from '../productos/productos-prueba';
import { productosParaVenta } from '../productos/productos.queries';
import { datosDeTrabajos } from '../trabajos/trabajos.test-support';
import { firmarPedido } from './arrepentimiento-enlace';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from './ventas-prueba';

// docs/producto/devoluciones.md: a confirmed revocation opens the order's return; the seller
// accepts it (instructions), refuses it (reason) or marks it received, which puts the units back
// in stock once and refunds the order once (a transfer at once, Mercado Pago through the provider).
// PGlite, or PostgreSQL with DATABASE_URL.

const CONFIRMAR = '/api/v1/public/core/arrepentimiento/confirmar';
const INSTRUCCIONES = 'Mandalo por Correo Argentino a Belgrano 123, Córdoba; el envío lo pagamos nosotros.';
const NOTA = 'Transferí $ 18.000 a la cuenta del comprador';

type Respuesta = Venta & { codigo?: string; mensaje?: string; detalle?: string };

describe('returns (devoluciones)', () => {
  let t: TestApp;
  let secreto: string;
  let png: Buffer;
  let tipos: TipoProductoListItem[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    secreto = secretoDeFirma(t.config);
    tipos = await tiposDeProducto(t);
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir, pagar, notificado, subirComprobante } = ventasPrueba(() => t);
  const productos = pasos(
    () => t,
    () => tipos,
  );

  type Tienda = Awaited<ReturnType<typeof tienda>>;
  const stock = async (id: string) => (await productosParaVenta(t.db, [id]))[0]!.stock;
  /** 'N vendidos' as the product page shows it. */
  const vendidos = async (id: string) => (await t.app.inject(`${PUBLIC}/productos/${id}`)).json<Producto>().vendidos;
  const devoluciones = async (ventaId: string) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from app.devoluciones where venta_id = ${ventaId}`,
      )
    )[0]!.n;
  /** How many times the order's money was decided to go back (VentaReembolsada: 'N vendidos', the refund's mail). */
  const reembolsos = async (ventaId: string) =>
    (await eventosDeVenta(t.db, ventaId)).filter((e) => e.tipo === 'VentaReembolsada').length;
  /** The return mails queued for the order, by the return's state they tell. */
  const correos = async (ventaId: string, plantilla = 'devolucion-comprador') =>
    (await datosDeTrabajos(t.db, TRABAJO_CORREO, { plantilla, datos: { ventaId } })).map(
      (d) => (d['datos'] as Record<string, unknown>)['estado'] ?? plantilla,
    );

  const devolucion = (s: { vendedor: UsuarioPrueba }, id: string, body: Record<string, unknown>) =>
    call<Respuesta>(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${id}/devolucion`, body);
  const mover = (s: Tienda, id: string, estado: string) =>
    call<Respuesta>(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${id}/estado`, { estado });

  /** The buyer revokes the order: the link of the mail opened (docs/producto/arrepentimiento.md). */
  async function arrepentirse(ventaId: string) {
    const [v] = await t.db.select({ email: ventas.compradorEmail }).from(ventas).where(eq(ventas.id, ventaId));
    const token = firmarPedido(secreto, {
      ventaId,
      email: v!.email.toLowerCase(),
      nombre: 'Lucía Gómez',
      motivo: 'No era lo que esperaba',
      pedidoEn: new Date(),
      venceEn: new Date(Date.now() + 3_600_000),
    });
    const res = await t.app.inject({ method: 'POST', url: CONFIRMAR, payload: { token } });
    await despacharPendientes(t.db, REACCIONES);
    expect(res.statusCode).toBe(200);
    return res.json<ArrepentimientoRespuesta>();
  }

  async function porTransferencia(u: UsuarioPrueba, s: Tienda, items: object[], pagada = true) {
    const r = await pedir(u, { emprendimientoId: s.id, items, metodoPago: 'TRANSFERENCIA' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    if (!pagada) return r.body;
    expect((await subirComprobante(u, r.body.id, png)).status).toBe(200);
    const confirmada = await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${r.body.id}/transferencia`, {
      confirmada: true,
    });
    expect(confirmada.status).toBe(200);
    return r.body;
  }

  async function porMercadoPago(u: UsuarioPrueba, s: Tienda, cantidad: number) {
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad }],
      metodoPago: 'MERCADO_PAGO',
    });
    expect(r.status).toBe(201);
    const vuelta = await pagar(r.body.pago.urlPago!, 'aprobar');
    const pagoId = vuelta.searchParams.get('payment_id')!;
    await notificado(pagoId);
    return { ...r.body, pagoId };
  }

  async function entregar(s: Tienda, id: string) {
    for (const estado of ['preparando', 'listo', 'completado']) expect((await mover(s, id, estado)).status).toBe(200);
  }

  /**
   * Counts the shop's refunds asked to the provider. `fallar`: the first ones fail as if Mercado Pago
   * were down; `sinRespuesta`: they are done, but their answer never arrives.
   */
  function contarReembolsos(fallar = 0, sinRespuesta = false) {
    const proveedor = t.app.comercio.proveedor;
    const conToken = proveedor.conToken.bind(proveedor);
    const reembolsar = vi.fn();
    const espia = vi.spyOn(proveedor, 'conToken').mockImplementation((token) => {
      const p = conToken(token);
      const original = p.reembolsar.bind(p);
      return {
        ...p,
        reembolsar: (...args) => {
          reembolsar(...args);
          if (reembolsar.mock.calls.length > fallar) return original(...args);
          if (!sinRespuesta) throw new ProveedorNoDisponible('Mercado Pago no responde');
          return original(...args).then(() => {
            throw new ProveedorNoDisponible('Mercado Pago no respondió a tiempo');
          });
        },
      };
    });
    return { reembolsar, restaurar: () => espia.mockRestore() };
  }

  it('a delivered transfer order: the revocation opens it once, both sides see it, accept, receive under two concurrent calls: stock and refund once', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Mate de calabaza', precio: 9000, stock: 10 }], { mercadoPago: false });
    const p = s.productos[0]!;
    const venta = await porTransferencia(u, s, [{ idProducto: p, cantidad: 2 }]);
    await entregar(s, venta.id);
    expect([await stock(p), await vendidos(p)]).toEqual([8, 2]);

    const { codigo } = await arrepentirse(venta.id);
    expect((await arrepentirse(venta.id)).codigo).toBe(codigo);
    expect(await devoluciones(venta.id)).toBe(1);
    const vista = (await call<Venta>(u, 'GET', `${VENTAS}/${venta.id}`)).body;
    expect(vista.devolucion).toMatchObject({
      estado: 'solicitada',
      codigo,
      motivo: 'No era lo que esperaba',
      instrucciones: null,
    });
    expect((await call<Venta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${venta.id}`)).body.devolucion).toEqual(
      vista.devolucion,
    );

    // Validation, and the moves the states do not allow.
    expect(await devolucion(s, venta.id, { estado: 'aceptada', instrucciones: 'Correo' })).toMatchObject({
      status: 400,
      body: { mensaje: MENSAJES_DEVOLUCION.instrucciones },
    });
    expect(await devolucion(s, venta.id, { estado: 'archivada' })).toMatchObject({ status: 400 });
    expect(await devolucion(s, venta.id, { estado: 'recibida', nota: NOTA })).toMatchObject({
      status: 409,
      body: {
        codigo: 'DEVOLUCION_TRANSICION_INVALIDA',
        detalle: MENSAJES_DEVOLUCION.transicion('solicitada', 'recibida'),
      },
    });

    const aceptada = await devolucion(s, venta.id, { estado: 'aceptada', instrucciones: INSTRUCCIONES });
    expect(aceptada).toMatchObject({
      status: 200,
      body: { devolucion: { estado: 'aceptada', instrucciones: INSTRUCCIONES } },
    });
    // The same answer again changes nothing and tells nobody again.
    expect(
      (await devolucion(s, venta.id, { estado: 'aceptada', instrucciones: `${INSTRUCCIONES} (bis)` })).body.devolucion,
    ).toMatchObject({ estado: 'aceptada', instrucciones: INSTRUCCIONES });
    expect(await correos(venta.id)).toEqual(['aceptada']);
    const [mail] = await datosDeTrabajos(t.db, TRABAJO_CORREO, {
      plantilla: 'devolucion-comprador',
      datos: { ventaId: venta.id },
    });
    expect(mail).toMatchObject({ datos: { texto: INSTRUCCIONES } });

    // A transfer is given back by the seller: without the note nothing changes.
    expect(await devolucion(s, venta.id, { estado: 'recibida' })).toMatchObject({
      status: 400,
      body: { codigo: 'NOTA_REEMBOLSO_REQUERIDA' },
    });
    expect(await stock(p)).toBe(8);
    const [a, b] = await Promise.all([
      devolucion(s, venta.id, { estado: 'recibida', nota: NOTA }),
      devolucion(s, venta.id, { estado: 'recibida', nota: NOTA }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([await stock(p), await vendidos(p), await reembolsos(venta.id)]).toEqual([10, 0, 1]);
    const final = (await call<Venta>(u, 'GET', `${VENTAS}/${venta.id}`)).body;
    expect(final).toMatchObject({
      estado: 'completado',
      pago: { estado: 'reembolsado' },
      reembolso: { estado: 'hecho', nota: NOTA, monto: 18000 },
      devolucion: { estado: 'reembolsada', nota: NOTA, instrucciones: INSTRUCCIONES },
    });
    expect(final.historial.filter((e) => e.estado.startsWith('devolucion_')).map((e) => [e.estado, e.actor])).toEqual([
      ['devolucion_aceptada', 'vendedor'],
      ['devolucion_recibida', 'vendedor'],
      ['devolucion_reembolsada', 'vendedor'],
    ]);
    // One mail for the money: the return's, not the refund's usual one.
    expect(await correos(venta.id)).toEqual(['aceptada', 'reembolsada']);
    expect(await correos(venta.id, 'pedido-cancelado')).toEqual([]);

    // Done: receiving again answers as it is; refusing now is too late.
    expect((await devolucion(s, venta.id, { estado: 'recibida', nota: NOTA })).body.devolucion!.estado).toBe(
      'reembolsada',
    );
    expect(await devolucion(s, venta.id, { estado: 'rechazada', motivo: 'Llegó roto' })).toMatchObject({
      status: 409,
      body: { detalle: MENSAJES_DEVOLUCION.transicion('reembolsada', 'rechazada') },
    });
    expect(await stock(p)).toBe(10);
  });

  it('answers the owner only: another seller gets 404, a buyer 403; an order without a return is 404 DEVOLUCION_NO_ENCONTRADA', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Bombilla', precio: 4000, stock: 5 }], { mercadoPago: false });
    const otra = await tienda([], { mercadoPago: false });
    const venta = await porTransferencia(u, s, [{ idProducto: s.productos[0]!, cantidad: 1 }]);
    expect(await devolucion(s, venta.id, { estado: 'aceptada', instrucciones: INSTRUCCIONES })).toMatchObject({
      status: 404,
      body: { codigo: 'DEVOLUCION_NO_ENCONTRADA', mensaje: MENSAJES_DEVOLUCION.noEncontrada },
    });
    await arrepentirse(venta.id);
    const aceptar = { estado: 'aceptada', instrucciones: INSTRUCCIONES };
    expect((await devolucion(otra, venta.id, aceptar)).status).toBe(404);
    expect((await call(u, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/devolucion`, aceptar)).status).toBe(403);
    expect((await devolucion(s, '00000000-0000-4000-8000-000000000000', aceptar)).status).toBe(404);
    expect((await call<Venta>(u, 'GET', `${VENTAS}/${venta.id}`)).body.devolucion!.estado).toBe('solicitada');
  });

  it('refuses with a reason (from solicitada or aceptada), once, and a refused return goes nowhere else', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Taza', precio: 6000, stock: 5 }], { mercadoPago: false });
    const venta = await porTransferencia(u, s, [{ idProducto: s.productos[0]!, cantidad: 1 }]);
    await arrepentirse(venta.id);
    expect(await devolucion(s, venta.id, { estado: 'rechazada', motivo: 'x' })).toMatchObject({
      status: 400,
      body: { mensaje: MENSAJES_DEVOLUCION.motivoRechazo },
    });
    const motivo = 'Pasaron más de 10 días desde la entrega';
    expect((await devolucion(s, venta.id, { estado: 'rechazada', motivo })).body.devolucion).toMatchObject({
      estado: 'rechazada',
      motivoRechazo: motivo,
    });
    expect((await devolucion(s, venta.id, { estado: 'rechazada', motivo: 'Otro motivo' })).status).toBe(200);
    expect(await devolucion(s, venta.id, { estado: 'aceptada', instrucciones: INSTRUCCIONES })).toMatchObject({
      status: 409,
      body: { detalle: MENSAJES_DEVOLUCION.transicion('rechazada', 'aceptada') },
    });
    expect(await correos(venta.id)).toEqual(['rechazada']);
    const vista = (await call<Venta>(u, 'GET', `${VENTAS}/${venta.id}`)).body;
    expect(vista.devolucion).toMatchObject({ estado: 'rechazada', motivoRechazo: motivo });
    expect(vista.pago.estado).toBe('aprobado');

    const otra = await porTransferencia(u, s, [{ idProducto: s.productos[0]!, cantidad: 1 }]);
    await arrepentirse(otra.id);
    await devolucion(s, otra.id, { estado: 'aceptada', instrucciones: INSTRUCCIONES });
    expect(
      (await devolucion(s, otra.id, { estado: 'rechazada', motivo: 'Nunca llegó el paquete' })).body.devolucion!.estado,
    ).toBe('rechazada');
  });

  it('Mercado Pago, revoked before delivery: two concurrent receipts ask the provider once; the order is cancelled, stock and refund once', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Poncho de lana', precio: 30000, stock: 4 }]);
    const p = s.productos[0]!;
    const venta = await porMercadoPago(u, s, 2);
    expect((await mover(s, venta.id, 'preparando')).status).toBe(200);
    await arrepentirse(venta.id);
    await devolucion(s, venta.id, { estado: 'aceptada', instrucciones: INSTRUCCIONES });
    expect([await stock(p), await vendidos(p)]).toEqual([2, 2]);

    const espia = contarReembolsos();
    try {
      const [a, b] = await Promise.all([
        devolucion(s, venta.id, { estado: 'recibida' }),
        devolucion(s, venta.id, { estado: 'recibida' }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(espia.reembolsar).toHaveBeenCalledTimes(1);
    } finally {
      espia.restaurar();
    }
    expect([await stock(p), await vendidos(p), await reembolsos(venta.id)]).toEqual([4, 0, 1]);
    expect((await call<Venta>(u, 'GET', `${VENTAS}/${venta.id}`)).body).toMatchObject({
      estado: 'cancelado',
      pago: { estado: 'reembolsado' },
      reembolso: { estado: 'hecho', monto: 60000 },
      devolucion: { estado: 'reembolsada' },
    });
    expect(await correos(venta.id)).toEqual(['aceptada', 'reembolsada']);
    expect(await correos(venta.id, 'pedido-cancelado')).toEqual([]);
  });

  it('Mercado Pago down: the return stays recibida with its stock back, receiving again asks again; a disconnected shop changes nothing', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Manta tejida', precio: 20000, stock: 3 }]);
    const p = s.productos[0]!;
    const venta = await porMercadoPago(u, s, 1);
    await entregar(s, venta.id);
    await arrepentirse(venta.id);
    await devolucion(s, venta.id, { estado: 'aceptada', instrucciones: INSTRUCCIONES });

    const espia = contarReembolsos(1);
    try {
      expect(await devolucion(s, venta.id, { estado: 'recibida' })).toMatchObject({
        status: 503,
        body: { codigo: 'REEMBOLSO_NO_DISPONIBLE' },
      });
      let vista = (await call<Venta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${venta.id}`)).body;
      expect(vista).toMatchObject({
        devolucion: { estado: 'recibida' },
        pago: { estado: 'aprobado' },
        reembolso: { estado: 'fallido' },
      });
      expect(await stock(p)).toBe(3);
      const otraVez = await devolucion(s, venta.id, { estado: 'recibida' });
      expect(otraVez).toMatchObject({
        status: 200,
        body: { devolucion: { estado: 'reembolsada' }, pago: { estado: 'reembolsado' } },
      });
      expect(espia.reembolsar).toHaveBeenCalledTimes(2);
      vista = otraVez.body;
      expect(vista.historial.filter((e) => e.estado === 'devolucion_recibida')).toHaveLength(1);
    } finally {
      espia.restaurar();
    }
    expect([await stock(p), await vendidos(p), await reembolsos(venta.id)]).toEqual([3, 0, 1]);
    expect(await correos(venta.id)).toEqual(['aceptada', 'reembolsada']);

    // Another order of the same shop, once its Mercado Pago account is gone.
    const otra = await porMercadoPago(u, s, 1);
    await arrepentirse(otra.id);
    await devolucion(s, otra.id, { estado: 'aceptada', instrucciones: INSTRUCCIONES });
    const baja = await t.app.inject({
      method: 'DELETE',
      url: `/api/emprendedor/v1/emprendimientos/${s.id}/mercadopago`,
      headers: await t.auth(s.vendedor),
    });
    expect(baja.statusCode).toBeLessThan(300);
    expect(await devolucion(s, otra.id, { estado: 'recibida' })).toMatchObject({
      status: 409,
      body: { codigo: 'MERCADO_PAGO_RECONECTAR' },
    });
    expect((await call<Venta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${otra.id}`)).body).toMatchObject({
      devolucion: { estado: 'aceptada' },
      pago: { estado: 'aprobado' },
    });
    expect(await stock(p)).toBe(2);
  });

  it('a refund done whose answer got lost: Mercado Pago’s notice closes the return as reembolsada', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Canasta de mimbre', precio: 12000, stock: 2 }]);
    const venta = await porMercadoPago(u, s, 1);
    await entregar(s, venta.id);
    await arrepentirse(venta.id);
    await devolucion(s, venta.id, { estado: 'aceptada', instrucciones: INSTRUCCIONES });
    const espia = contarReembolsos(1, true);
    try {
      expect((await devolucion(s, venta.id, { estado: 'recibida' })).status).toBe(503);
    } finally {
      espia.restaurar();
    }
    await notificado(venta.pagoId);
    const vista = (await call<Venta>(u, 'GET', `${VENTAS}/${venta.id}`)).body;
    expect(vista).toMatchObject({ pago: { estado: 'reembolsado' }, devolucion: { estado: 'reembolsada' } });
    expect(vista.historial.find((e) => e.estado === 'devolucion_reembolsada')).toMatchObject({ actor: 'sistema' });
    expect([await stock(s.productos[0]!), await reembolsos(venta.id)]).toEqual([2, 1]);
    expect(await correos(venta.id)).toEqual(['aceptada', 'reembolsada']);
  });

  it('a variant comes back to its own stock', async () => {
    const u = await comprador();
    const s = await tienda([], { mercadoPago: false });
    const creado = await productos.crear(s.vendedor, s.id, {
      nombre: 'Zapatilla urbana',
      precio: 9000,
      stock: 99,
      sku: null,
      opciones: [{ nombre: 'Talle', valores: ['38', '39'] }],
      variantes: [
        { valores: { Talle: '38' }, stock: 3 },
        { valores: { Talle: '39' }, stock: 5 },
      ],
    });
    expect(creado.status, JSON.stringify(creado.body)).toBe(201);
    const [v38, v39] = creado.body.variantes!;
    const id = creado.body.id;
    const venta = await porTransferencia(u, { ...s, productos: [id] }, [
      { idProducto: id, idVariante: v39!.id, cantidad: 2 },
    ]);
    await entregar(s, venta.id);
    const variantes = async () => {
      const fila = (await productosParaVenta(t.db, [id]))[0]!;
      return [fila.stock, fila.variantes.get(v38!.id)!.stock, fila.variantes.get(v39!.id)!.stock];
    };
    expect(await variantes()).toEqual([6, 3, 3]);
    await arrepentirse(venta.id);
    await devolucion(s, venta.id, { estado: 'aceptada', instrucciones: INSTRUCCIONES });
    expect((await devolucion(s, venta.id, { estado: 'recibida', nota: NOTA })).body.devolucion!.estado).toBe(
      'reembolsada',
    );
    expect(await variantes()).toEqual([8, 3, 5]);
  });

  it('an order refunded before the product came back: receiving it puts the units back and closes it, with no second refund', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Cuaderno artesanal', precio: 9000, stock: 6 }], { mercadoPago: false });
    const p = s.productos[0]!;
    const venta = await porTransferencia(u, s, [{ idProducto: p, cantidad: 2 }]);
    await entregar(s, venta.id);
    await arrepentirse(venta.id);
    await devolucion(s, venta.id, { estado: 'aceptada', instrucciones: INSTRUCCIONES });
    const reembolso = await call<Venta>(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/${venta.id}/reembolso`, { nota: NOTA });
    expect(reembolso.body).toMatchObject({ pago: { estado: 'reembolsado' }, devolucion: { estado: 'aceptada' } });
    expect(await stock(p)).toBe(4);
    const r = await devolucion(s, venta.id, { estado: 'recibida' });
    expect(r).toMatchObject({ status: 200, body: { estado: 'completado', devolucion: { estado: 'reembolsada' } } });
    expect(r.body.historial.find((e) => e.estado === 'devolucion_reembolsada')!.detalle).toBe(NOTA);
    expect([await stock(p), await reembolsos(venta.id)]).toEqual([6, 1]);
    // The refund's own mail went when it was decided; the return's tells it came back.
    expect(await correos(venta.id, 'pedido-cancelado')).toHaveLength(1);
    expect(await correos(venta.id)).toEqual(['aceptada', 'reembolsada']);
  });

  it('an order never paid: receiving it cancels the order, the units come back, nothing is refunded and it stays recibida', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Vela de soja', precio: 5000, stock: 10 }], { mercadoPago: false });
    const p = s.productos[0]!;
    const venta = await porTransferencia(u, s, [{ idProducto: p, cantidad: 3 }], false);
    await arrepentirse(venta.id);
    await devolucion(s, venta.id, { estado: 'aceptada', instrucciones: INSTRUCCIONES });
    expect(await stock(p)).toBe(7);
    const r = await devolucion(s, venta.id, { estado: 'recibida' });
    expect(r).toMatchObject({
      status: 200,
      body: { estado: 'cancelado', pago: { estado: 'cancelado' }, reembolso: null, devolucion: { estado: 'recibida' } },
    });
    expect((await devolucion(s, venta.id, { estado: 'recibida' })).status).toBe(200);
    expect([await stock(p), await reembolsos(venta.id)]).toEqual([10, 0]);
    expect(await correos(venta.id)).toEqual(['aceptada']);
  });
});

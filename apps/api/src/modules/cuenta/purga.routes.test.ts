import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Venta } from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { almacenamientoDe } from '../../platform/almacenamiento';
import { programarPoda, TRABAJO_PODAR, manejadoresDeEventos } from '../../reacciones';
import { VENTAS_VENDEDOR, ventasPrueba } from '../ventas/ventas-prueba';
import { comprobantesDePedidos } from '../ventas/purga';
import { contarResenasDeVenta } from '../resenas/resenas.test-support';
import { procesarPendientes } from '../trabajos/trabajos';
import { datosDeTrabajos } from '../trabajos/trabajos.test-support';
import { manejadoresDeCuenta } from './baja-trabajo';
import {
  manejadoresDePurga,
  PLAZO_CONSERVACION_ANIOS,
  programarPurga,
  purgarPedidosConservados,
  TRABAJO_PURGA_PEDIDOS,
} from './purga';

// docs/producto/datos-personales.md#plazo-legal: a deleted account's orders are kept anonymised
// for ten years after their last movement, then a daily job deletes them with everything tied to
// them; the orders of accounts that still exist are never touched.

const DIA_MS = 86_400_000;
const enAnios = (desde: Date, anios: number, dias = 0) => {
  const d = new Date(desde.getTime() + dias * DIA_MS);
  d.setUTCFullYear(d.getUTCFullYear() + anios);
  return d;
};

describe('purge of the orders kept after an account deletion', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t?.close());
  const { call, comprador, tienda, pedir, subirComprobante } = ventasPrueba(() => t);
  type Tienda = Awaited<ReturnType<typeof tienda>>;

  /** A transfer order paid with a proof, completed, reviewed and talked about. */
  async function pedidoCompleto(u: UsuarioPrueba, s: Tienda): Promise<Venta> {
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(r.status).toBe(201);
    expect((await subirComprobante(u, r.body.id, png)).status).toBe(200);
    const id = r.body.id;
    expect((await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${id}/transferencia`, { confirmada: true })).status).toBe(
      200,
    );
    for (const estado of ['preparando', 'listo', 'completado'])
      expect((await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${id}/estado`, { estado })).status).toBe(200);
    expect((await call(u, 'POST', `/api/comprador/v1/ventas/${id}/chat`, { mensaje: '¿Llegó bien?' })).status).toBe(
      201,
    );
    const resena = { idVenta: id, idItem: null, calificacion: 4, comentario: 'Muy lindo' };
    expect((await call(u, 'POST', '/api/comprador/v1/resenas', resena)).status).toBe(201);
    return r.body;
  }

  const borrarCuenta = async (u: UsuarioPrueba) => {
    expect((await call(u, 'POST', '/api/v1/cuenta/baja', { confirmacion: 'ELIMINAR' })).status).toBe(202);
    expect(await procesarPendientes(t.db, manejadoresDeCuenta({ identidadLocal: true }))).toBe(1);
  };
  const verDelVendedor = (s: Tienda, id: string) => call<Venta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${id}`);

  it('deletes a deleted account’s orders with their proofs once ten years have passed, and nobody else’s', async () => {
    const s = await tienda([{ nombre: 'Mate de calabaza', precio: 7000, stock: 9 }], { mercadoPago: false });
    const seFue = await comprador();
    const sigue = await comprador();
    const conservada = await pedidoCompleto(seFue, s);
    const ajena = await pedidoCompleto(sigue, s);
    await borrarCuenta(seFue);
    const almacen = almacenamientoDe(t.config.dataDir);
    const [comprobante] = await comprobantesDePedidos(t.db, [conservada.id]);
    expect(await almacen.existe(comprobante!)).toBe(true);
    const ahora = new Date();

    // A day short of the period: kept, as the account deletion left it.
    expect(await purgarPedidosConservados(t.db, t.config.dataDir, enAnios(ahora, PLAZO_CONSERVACION_ANIOS, -1))).toBe(
      0,
    );
    expect((await verDelVendedor(s, conservada.id)).body).toMatchObject({ compradorNombre: 'Cuenta eliminada' });

    const vencido = enAnios(ahora, PLAZO_CONSERVACION_ANIOS, 1);
    expect(await purgarPedidosConservados(t.db, t.config.dataDir, vencido)).toBe(1);
    expect((await verDelVendedor(s, conservada.id)).status).toBe(404);
    expect(await almacen.existe(comprobante!)).toBe(false);
    expect(await contarResenasDeVenta(t.db, conservada.id)).toBe(0);
    expect((await call(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/obtenerChatVenta/${conservada.id}`)).status).toBe(404);

    // An order of an account that still exists is the buyer's own record: never purged.
    expect((await verDelVendedor(s, ajena.id)).status).toBe(200);
    const [suyo] = await comprobantesDePedidos(t.db, [ajena.id]);
    expect(await almacen.existe(suyo!)).toBe(true);
    expect(await contarResenasDeVenta(t.db, ajena.id)).toBe(1);

    // Again: nothing left to do.
    expect(await purgarPedidosConservados(t.db, t.config.dataDir, vencido)).toBe(0);
    // Two whole orders (proof, review, chat) and a deletion: well past the default on a busy machine.
  }, 60_000);

  it('runs once a day through the persistent queue, scheduled by the hourly pruning', async () => {
    const ahora = new Date();
    await programarPoda(t.db, ahora);
    await procesarPendientes(t.db, manejadoresDeEventos(), { ahora: new Date(ahora.getTime() + 3_600_000) });
    expect(await datosDeTrabajos(t.db, TRABAJO_PODAR, {})).not.toHaveLength(0);
    // The pruning ran (and scheduled the next one): today's purge is queued, once however often asked.
    expect(await datosDeTrabajos(t.db, TRABAJO_PURGA_PEDIDOS, {})).toHaveLength(1);
    await programarPurga(t.db, ahora);
    await programarPurga(t.db, new Date(ahora.getTime() + 3_600_000));
    expect(await datosDeTrabajos(t.db, TRABAJO_PURGA_PEDIDOS, {})).toHaveLength(1);

    const manana = new Date(ahora.getTime() + DIA_MS);
    expect(await procesarPendientes(t.db, manejadoresDePurga({ dataDir: t.config.dataDir }), { ahora: manana })).toBe(
      1,
    );
    await programarPurga(t.db, manana);
    expect(await datosDeTrabajos(t.db, TRABAJO_PURGA_PEDIDOS, {})).toHaveLength(2);
  });
});

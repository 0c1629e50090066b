import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { usuariosService } from '@feria/identity';
import {
  ERRORES,
  MENSAJES_DATOS_PERSONALES,
  type BajaAdmin,
  type BajaCuenta,
  type HiloChat,
  type MisDatos,
  type Page,
  type Venta,
} from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from '../ventas/ventas-prueba';
import { contarResenasDeVenta } from '../resenas/resenas.test-support';
import { idDeReferencia } from '../referencias/referencias.queries';
import { cuentaDe } from '../pagos/cuentas';
import { procesarPendientes } from '../trabajos/trabajos';
import { manejadoresDeCuenta } from './baja-trabajo';

// docs/producto/datos-personales.md: the download holds the caller's data and no one else's; a
// deletion waits for orders in progress, keeps orders anonymised, removes the rest, disables the account.

const CUENTA = '/api/v1/cuenta';
const BAJAS = '/api/admin/v1/bajas';
const AVISOS = '/api/v1/notificaciones/preferencias';

describe('personal data: download and account deletion', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir, subirComprobante } = ventasPrueba(() => t);
  const admin: UsuarioPrueba = { sub: randomUUID(), roles: ['admin'] };
  const correrBajas = () => procesarPendientes(t.db, manejadoresDeCuenta({ identidadLocal: true }));
  type Tienda = Awaited<ReturnType<typeof tienda>>;

  async function pedido(u: UsuarioPrueba, s: Tienda, completar: boolean): Promise<Venta> {
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(r.status).toBe(201);
    if (!completar) return r.body;
    expect((await subirComprobante(u, r.body.id, png)).status).toBe(200);
    expect(
      (await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${r.body.id}/transferencia`, { confirmada: true })).status,
    ).toBe(200);
    for (const estado of ['preparando', 'listo', 'completado'])
      expect((await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${r.body.id}/estado`, { estado })).status).toBe(200);
    return r.body;
  }

  /** A buyer with a completed order reviewed, a chat both ways, and a second order still pending. */
  async function historia() {
    const u = await comprador();
    const idProvincia = (await idDeReferencia(t.db, 'provincia', 'Córdoba'))!;
    const direccion = await call(u, 'POST', '/api/comprador/v1/direcciones', {
      alias: 'Casa',
      destinatario: 'Rocío Benítez',
      telefono: '0351 15-123-4567',
      calle: 'Av. Colón',
      numero: '1890',
      ciudad: 'Córdoba',
      idProvincia,
      codigoPostal: '5000',
    });
    expect(direccion.status).toBe(201);
    const s = await tienda([{ nombre: 'Mate de madera', precio: 6000, stock: 9 }], { mercadoPago: false });
    const venta = await pedido(u, s, true);
    expect((await call(u, 'POST', `${VENTAS}/${venta.id}/chat`, { mensaje: '¿Viene con bombilla?' })).status).toBe(201);
    expect(
      (await call(s.vendedor, 'POST', `${VENTAS_VENDEDOR}/enviarMensaje/${venta.id}`, { mensaje: 'Sí, de alpaca' }))
        .status,
    ).toBe(201);
    const resena = await call(u, 'POST', '/api/comprador/v1/resenas', {
      idVenta: venta.id,
      idItem: null,
      calificacion: 5,
      comentario: 'Hermoso mate, llegó rápido',
    });
    expect(resena.status).toBe(201);
    const enCurso = await pedido(u, s, false);
    return { u, s, venta, enCurso };
  }

  const descargar = async (u: UsuarioPrueba) => {
    const res = await t.app.inject({ url: `${CUENTA}/mis-datos`, headers: await t.auth(u) });
    return { res, datos: res.json<MisDatos>() };
  };

  it('downloads the buyer’s profile, addresses, orders, messages and reviews as a file, and nobody else’s', async () => {
    const { u, s, venta } = await historia();
    const otro = await historia(); // another buyer of another shop: none of it may appear
    const preferencia = { clase: 'pedido_estado', correo: true, push: false };
    expect((await call(u, 'PUT', AVISOS, { preferencias: [preferencia] })).status).toBe(200);
    const { res, datos } = await descargar(u);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="feria-mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(datos.cuenta).toMatchObject({ id: u.sub, roles: ['comprador'] });
    expect(datos.perfilComprador).toMatchObject({ userId: u.sub });
    expect(datos.direcciones).toMatchObject([{ alias: 'Casa', destinatario: 'Rocío Benítez' }]);
    expect(datos.pedidos.map((p) => p.numero).sort()).toHaveLength(2);
    expect(datos.pedidos.find((p) => p.id === venta.id)).toMatchObject({
      estado: 'completado',
      items: [{ nombre: 'Mate de madera', cantidad: 1 }],
    });
    expect(datos.mensajes.map((m) => [m.texto, m.propio])).toEqual([
      ['¿Viene con bombilla?', true],
      ['Sí, de alpaca', false],
    ]);
    expect(datos.resenas).toMatchObject([{ calificacion: 5, comentario: 'Hermoso mate, llegó rápido' }]);
    expect(datos.emprendimientos).toEqual([]);
    expect(datos.preferenciasAvisos).toMatchObject([preferencia]);
    expect(datos.dispositivosConAvisos).toEqual([]);
    const texto = JSON.stringify(datos);
    expect(texto).not.toContain(otro.u.sub);
    expect(texto).not.toContain(otro.venta.id);

    // The seller: its shop, its sales as numbers only, its own messages; no buyer's data.
    const vendedor = (await descargar(s.vendedor)).datos;
    expect(vendedor.emprendimientos).toMatchObject([{ id: s.id, ownerUserId: s.vendedor.sub }]);
    expect(vendedor.ventasComoVendedor).toHaveLength(2);
    expect(Object.keys(vendedor.ventasComoVendedor[0]!).sort()).toEqual([
      'creadaEn',
      'emprendimientoId',
      'estado',
      'montoTotal',
      'numero',
    ]);
    expect(vendedor.mensajes.map((m) => m.texto)).toEqual(['Sí, de alpaca']);
    expect(JSON.stringify(vendedor)).not.toContain(u.sub);
    expect(vendedor.perfilComprador).toBeNull();
  });

  it('refuses the deletion while an order is in progress, then deletes: orders kept anonymised, the rest gone, no more sign-in', async () => {
    const { u, s, venta, enCurso } = await historia();
    expect(await call(u, 'POST', `${CUENTA}/baja`, { confirmacion: 'eliminar' })).toMatchObject({
      status: 400,
      body: { mensaje: MENSAJES_DATOS_PERSONALES.confirmacionBaja },
    });
    expect(await call(u, 'POST', `${CUENTA}/baja`, { confirmacion: 'ELIMINAR' })).toMatchObject({
      status: 409,
      body: {
        codigo: 'BAJA_PEDIDOS_EN_CURSO',
        mensaje: ERRORES.BAJA_PEDIDOS_EN_CURSO.mensaje,
        detalle: `Pedidos en curso: #${enCurso.numero}`,
      },
    });
    // The seller is blocked by the same order, seen from its side.
    expect((await call(s.vendedor, 'POST', `${CUENTA}/baja`, { confirmacion: 'ELIMINAR' })).status).toBe(409);
    expect((await call(u, 'GET', `${CUENTA}/baja`)).body).toBeNull();

    expect(
      (await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${enCurso.id}/cancelar`, { motivo: 'Sin stock' })).status,
    ).toBe(200);
    const avisos = { preferencias: [{ clase: 'pedido_estado', correo: false, push: true }] };
    expect((await call(u, 'PUT', AVISOS, avisos)).status).toBe(200);
    const pedida = await call<BajaCuenta>(u, 'POST', `${CUENTA}/baja`, { confirmacion: 'ELIMINAR' });
    expect(pedida).toMatchObject({ status: 202, body: { estado: 'pendiente', hechaEn: null } });
    // Asking again answers the same request.
    expect((await call<BajaCuenta>(u, 'POST', `${CUENTA}/baja`, { confirmacion: 'ELIMINAR' })).body.id).toBe(
      pedida.body.id,
    );
    const miBaja = (await call<BajaCuenta>(u, 'GET', `${CUENTA}/baja`)).body;
    expect(miBaja).toMatchObject({ id: pedida.body.id, estado: 'pendiente' });

    expect(await correrBajas()).toBe(1);
    expect(await correrBajas()).toBe(0);

    // The account is disabled: its tokens are refused and it cannot sign in again.
    expect((await call(u, 'GET', `${CUENTA}/baja`)).status).toBe(401);
    expect((await usuariosService(t.db).obtener(u.sub))?.habilitado).toBe(false);

    // The seller still has the order, without the buyer's personal data; the chat texts stay.
    const vista = (await call<Venta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${venta.id}`)).body;
    expect(vista).toMatchObject({ id: venta.id, compradorNombre: 'Cuenta eliminada' });
    expect(vista.direccionEnvio).toMatchObject({ calle: 'Dato eliminado', numero: '-', pisoDepto: null });
    expect(JSON.stringify(vista)).not.toContain(u.sub);
    const hilo = (await call<HiloChat>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/obtenerChatVenta/${venta.id}`)).body;
    expect(hilo.mensajes.map((m) => m.texto)).toEqual(['¿Viene con bombilla?', 'Sí, de alpaca']);
    expect(await contarResenasDeVenta(t.db, venta.id)).toBe(1);

    // Nothing of the person is left to download (a new account with the same id would find nothing).
    const reabierta: UsuarioPrueba = { sub: u.sub, roles: ['comprador'] };
    await usuariosService(t.db).actualizar(u.sub, { habilitado: true });
    const resto = (await descargar(reabierta)).datos;
    expect(resto).toMatchObject({
      perfilComprador: null,
      direcciones: [],
      tiendasVisitadas: [],
      pedidos: [],
      resenas: [],
      mensajes: [],
      preferenciasCorreo: null,
      favoritos: [],
      alertas: [],
      preferenciasAvisos: [],
      dispositivosConAvisos: [],
    });
    await usuariosService(t.db).actualizar(u.sub, { habilitado: false });

    // The admin sees the request done, and the audit log has it.
    const bajas = (await call<Page<BajaAdmin>>(admin, 'GET', `${BAJAS}?size=100`)).body;
    expect(bajas.content.find((b) => b.id === pedida.body.id)).toMatchObject({
      userId: u.sub,
      roles: ['comprador'],
      estado: 'hecha',
    });
    const auditoria = (
      await call<Page<{ accion: string }>>(admin, 'GET', `/api/admin/v1/auditoria?idObjetivo=${u.sub}`)
    ).body;
    expect(auditoria.content.map((a) => a.accion)).toEqual(['cuenta.baja']);
  });

  it('closes the seller’s shop first: its public page goes, its sales stay for the buyers', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Taza', precio: 5000, stock: 5 }]);
    expect((await cuentaDe(t.db, s.id))?.estado).toBe('conectada');
    const venta = await pedido(u, s, true);
    expect((await call(s.vendedor, 'POST', `${CUENTA}/baja`, { confirmacion: 'ELIMINAR' })).status).toBe(202);
    await correrBajas();
    const publica = await t.app.inject({ url: `/api/v1/public/core/emprendimientos/${s.id}` });
    expect(publica.statusCode).toBe(404);
    expect(await cuentaDe(t.db, s.id)).toMatchObject({ estado: 'desconectada' });
    expect((await call<Venta>(u, 'GET', `${VENTAS}/${venta.id}`)).body).toMatchObject({
      id: venta.id,
      estado: 'completado',
    });
    const bajas = (await call<Page<BajaAdmin>>(admin, 'GET', `${BAJAS}?size=100`)).body;
    expect(bajas.content.find((b) => b.userId === s.vendedor.sub)).toMatchObject({
      roles: ['emprendedor'],
      estado: 'hecha',
    });
  });

  it('fails the request, without deleting anything, when an order was placed after it', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Vela', precio: 3000, stock: 5 }], { mercadoPago: false });
    const pedida = await call<BajaCuenta>(u, 'POST', `${CUENTA}/baja`, { confirmacion: 'ELIMINAR' });
    const nueva = await pedido(u, s, false);
    await correrBajas();
    expect((await call<BajaCuenta>(u, 'GET', `${CUENTA}/baja`)).body).toMatchObject({
      id: pedida.body.id,
      estado: 'fallida',
      detalle: `${ERRORES.BAJA_PEDIDOS_EN_CURSO.mensaje}. Pedidos en curso: #${nueva.numero}`,
    });
    expect((await descargar(u)).datos.perfilComprador).toMatchObject({ userId: u.sub });
  });

  it('answers 401 without a session and 403 to an admin; the list of deletions is for admins only', async () => {
    for (const [method, url] of [
      ['GET', `${CUENTA}/mis-datos`],
      ['GET', `${CUENTA}/baja`],
      ['POST', `${CUENTA}/baja`],
      ['GET', BAJAS],
    ] as const)
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    expect((await call(admin, 'GET', `${CUENTA}/mis-datos`)).status).toBe(403);
    expect((await call(admin, 'POST', `${CUENTA}/baja`, { confirmacion: 'ELIMINAR' })).status).toBe(403);
    // An admin that is also a buyer is not deleted from here either (another admin disables it).
    expect(
      (
        await call({ sub: randomUUID(), roles: ['comprador', 'admin'] }, 'POST', `${CUENTA}/baja`, {
          confirmacion: 'ELIMINAR',
        })
      ).status,
    ).toBe(403);
    for (const roles of [['comprador'], ['emprendedor']] as const)
      expect((await call({ sub: randomUUID(), roles: [...roles] }, 'GET', BAJAS)).status).toBe(403);
  });
});

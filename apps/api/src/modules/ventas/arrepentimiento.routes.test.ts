import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_ARREPENTIMIENTO, type ArrepentimientoRespuesta, type Venta } from '@feria/contracts';
import { ventas } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing';
import { TRABAJO_CORREO } from '../correo/correo.service';
import { contarPendientes } from '../trabajos/trabajos';
import { solicitarArrepentimiento } from './arrepentimiento';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from './ventas-prueba';

// 'Botón de arrepentimiento' (Resolución 424/2020): public form → code; the seller sees it in the
// order's history; wrong number or e-mail answer the same 404; 10 days after delivery it is late.

const URL = '/api/v1/public/core/arrepentimiento';
const DIA = 86_400_000;

describe('Botón de arrepentimiento', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir, pagar, notificado } = ventasPrueba(() => t);

  const enviar = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: URL, payload: body });
    return { status: res.statusCode, body: res.json<ArrepentimientoRespuesta & { mensaje?: string; codigo?: string }>() };
  };
  const emailDe = async (id: string) => (await t.db.select({ email: ventas.compradorEmail }).from(ventas).where(eq(ventas.id, id)))[0]!.email;

  it('gives the buyer a code without an account, once per order, and the seller sees it in the history', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Mate de calabaza', precio: 9000, stock: 3 }]);
    const r = await pedir(u, { emprendimientoId: s.id, items: [{ idProducto: s.productos[0]!, cantidad: 1 }], metodoPago: 'TRANSFERENCIA' });
    expect(r.status).toBe(201);
    const email = await emailDe(r.body.id);
    const datos = { numeroPedido: r.body.numero, email: `  ${email.toUpperCase()} `, nombre: 'Lucía Gómez', motivo: 'Me equivoqué de color' };
    const primera = await enviar(datos);
    expect(primera.status).toBe(201);
    expect(primera.body).toMatchObject({ codigo: expect.stringMatching(/^ARR-[0-9A-Z]{6}$/), numeroPedido: r.body.numero, nueva: true });
    const segunda = await enviar(datos);
    expect(segunda.body).toMatchObject({ codigo: primera.body.codigo, nueva: false });
    // The buyer gets the code by mail once (the repeat answers the same code and sends nothing).
    const mail = { para: email, plantilla: 'arrepentimiento-comprador', datos: { codigo: primera.body.codigo, saludo: 'Lucía Gómez' } };
    expect(await contarPendientes(t.db, TRABAJO_CORREO, mail)).toBe(1);

    // The seller's order detail (the same path as the list: decision 030).
    const detalle = await call<Venta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${r.body.id}`);
    expect(detalle.status).toBe(200);
    const historial = detalle.body.historial;
    expect(historial).toContainEqual(expect.objectContaining({ estado: 'arrepentimiento', actor: 'comprador', detalle: expect.stringContaining(primera.body.codigo) }));
  });

  it('answers the same 404 for a wrong number and a wrong e-mail; a cancelled order says so', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Bombilla', precio: 5000, stock: 3 }]);
    const r = await pedir(u, { emprendimientoId: s.id, items: [{ idProducto: s.productos[0]!, cantidad: 1 }], metodoPago: 'TRANSFERENCIA' });
    const email = await emailDe(r.body.id);
    const noEsta = { status: 404, body: { mensaje: MENSAJES_ARREPENTIMIENTO.noEncontrado } };
    expect(await enviar({ numeroPedido: r.body.numero, email: 'otra@prueba.feria.ar', nombre: 'Ana' })).toMatchObject(noEsta);
    expect(await enviar({ numeroPedido: r.body.numero + 100000, email, nombre: 'Ana' })).toMatchObject(noEsta);
    expect((await enviar({ numeroPedido: 'x', email, nombre: 'Ana' })).status).toBe(400);
    expect((await enviar({ numeroPedido: r.body.numero, email: 'no-es-un-correo', nombre: 'Ana' })).body.mensaje).toBe(MENSAJES_ARREPENTIMIENTO.email);
    expect((await call(u, 'PUT', `${VENTAS}/${r.body.id}/cancelar`, {})).status).toBeLessThan(300);
    expect(await enviar({ numeroPedido: r.body.numero, email, nombre: 'Ana' })).toMatchObject({ status: 409, body: { mensaje: MENSAJES_ARREPENTIMIENTO.cancelado } });
  });

  it('a delivered order: within 10 days yes, after them no', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Termo', precio: 30000, stock: 3 }]);
    const r = await pedir(u, { emprendimientoId: s.id, items: [{ idProducto: s.productos[0]!, cantidad: 1 }], metodoPago: 'MERCADO_PAGO' });
    const vuelta = await pagar(r.body.pago.urlPago!, 'aprobar');
    await notificado(vuelta.searchParams.get('payment_id')!);
    for (const estado of ['preparando', 'listo', 'completado']) expect((await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${r.body.id}/estado`, { estado })).status).toBe(200);
    const email = await emailDe(r.body.id);
    const datos = { numeroPedido: r.body.numero, email, nombre: 'Pablo' };
    await expect(solicitarArrepentimiento({ db: t.db } as never, datos, new Date(Date.now() + 11 * DIA))).rejects.toMatchObject({ codigo: 'ARREPENTIMIENTO_PLAZO_VENCIDO' });
    expect((await enviar(datos)).status).toBe(201);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type {
  EmprendimientoPublico,
  Producto,
  ResenaPropia,
  ResenasDeVenta,
  ResenasPage,
  ResenasVendedorPage,
  ResenaVendedor,
  Venta,
} from '@feria/contracts';
import { MENSAJES_RESENA } from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { VENTAS_VENDEDOR, ventasPrueba } from '../ventas/ventas-prueba';
import { contarResenasDeVenta, envejecerResena } from './resenas.test-support';
import { eventosDesde } from '../envivo/envivo.queries';

// Reviews from verified purchases (decision 038): who may write, once per order and line, the
// 30-day edit window, the seller's one answer, reports, the admin hiding one, and the averages.

const PUB = '/api/v1/public/core';
const RESENAS = '/api/comprador/v1/resenas';
const VENDEDOR = '/api/emprendedor/v1/resenas';
const ADMIN = '/api/admin/v1/resenas';

describe('reviews', () => {
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
  const publico = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as T };
  };

  type Tienda = Awaited<ReturnType<typeof tienda>>;
  /** An order placed by transfer; with `completar` paid and moved to completado by the seller. */
  async function pedido(u: UsuarioPrueba, s: Tienda, completar = true, cantidad = 1): Promise<Venta> {
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: s.productos.map((idProducto) => ({ idProducto, cantidad })),
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
    return (await call<Venta>(u, 'GET', `/api/comprador/v1/ventas/${r.body.id}`)).body;
  }
  const resenar = (
    u: UsuarioPrueba,
    idVenta: string,
    idItem: number | null,
    calificacion: number,
    comentario?: string,
  ) =>
    call<ResenaPropia & { codigo?: string; mensaje?: string }>(u, 'POST', RESENAS, {
      idVenta,
      idItem,
      calificacion,
      ...(comentario === undefined ? {} : { comentario }),
    });
  const items = async (u: UsuarioPrueba, idVenta: string) =>
    (await call<ResenasDeVenta>(u, 'GET', `/api/comprador/v1/ventas/${idVenta}/resenas`)).body.items;

  it('lets only the buyer of a completed order review: pendiente 403, another buyer 404, a line of another order 422, nobody 401', async () => {
    const u = await comprador();
    const otro = await comprador();
    const s = await tienda([{ nombre: 'Taza esmaltada', precio: 8000, stock: 10 }]);
    const pendiente = await pedido(u, s, false);
    expect(await resenar(u, pendiente.id, null, 5)).toMatchObject({
      status: 403,
      body: { codigo: 'RESENA_SIN_COMPRA_COMPLETADA', mensaje: MENSAJES_RESENA.sinCompraCompletada },
    });
    expect(
      (await call<ResenasDeVenta>(u, 'GET', `/api/comprador/v1/ventas/${pendiente.id}/resenas`)).body,
    ).toMatchObject({ puedeCalificar: false, tienda: null });

    const venta = await pedido(u, s);
    expect(await resenar(otro, venta.id, null, 1, 'No la compré')).toMatchObject({
      status: 404,
      body: { codigo: 'VENTA_NO_ENCONTRADA' },
    });
    expect((await call(otro, 'GET', `/api/comprador/v1/ventas/${venta.id}/resenas`)).status).toBe(404);
    const ajeno = (await items(u, pendiente.id))[0]!.idItem;
    expect(await resenar(u, venta.id, ajeno, 4)).toMatchObject({ status: 422, body: { codigo: 'RESENA_ITEM_AJENO' } });
    expect(await resenar(u, venta.id, null, 6)).toMatchObject({
      status: 400,
      body: { mensaje: MENSAJES_RESENA.calificacion },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: RESENAS,
          payload: { idVenta: venta.id, idItem: null, calificacion: 5 },
        })
      ).statusCode,
    ).toBe(401);
    expect((await call(s.vendedor, 'POST', RESENAS, { idVenta: venta.id, idItem: null, calificacion: 5 })).status).toBe(
      403,
    );
    expect(await contarResenasDeVenta(t.db, venta.id)).toBe(0);
  });

  it('takes one shop review per order and one per line, even under two concurrent POSTs, with the author as first name and initial', async () => {
    const u = await comprador();
    const s = await tienda([
      { nombre: 'Mate de calabaza', precio: 12000, stock: 10 },
      { nombre: 'Bombilla de alpaca', precio: 9000, stock: 10 },
    ]);
    const venta = await pedido(u, s);
    const [linea1, linea2] = await items(u, venta.id);
    const tiendaR = await resenar(u, venta.id, null, 5, '  Llegó rapidísimo, todo impecable.  ');
    expect(tiendaR).toMatchObject({
      status: 201,
      body: {
        autor: 'Rocío B.',
        calificacion: 5,
        comentario: 'Llegó rapidísimo, todo impecable.',
        producto: null,
        compraVerificada: true,
        editable: true,
      },
    });
    expect(await resenar(u, venta.id, null, 3)).toMatchObject({
      status: 409,
      body: { codigo: 'RESENA_YA_EXISTE', mensaje: MENSAJES_RESENA.yaCalificada },
    });

    const dobles = await Promise.all([
      resenar(u, venta.id, linea1!.idItem, 4, 'Buen mate'),
      resenar(u, venta.id, linea1!.idItem, 2, 'Otra vez'),
    ]);
    expect(dobles.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await resenar(u, venta.id, linea2!.idItem, 3, '')).toMatchObject({
      status: 201,
      body: { comentario: null, producto: { id: s.productos[1], nombre: 'Bombilla de alpaca' } },
    });
    expect(await contarResenasDeVenta(t.db, venta.id)).toBe(3);

    const vista = (await call<ResenasDeVenta>(u, 'GET', `/api/comprador/v1/ventas/${venta.id}/resenas`)).body;
    expect(vista).toMatchObject({ puedeCalificar: true, tienda: { calificacion: 5 }, emprendimiento: { id: s.id } });
    expect(vista.items.map((i) => i.resena?.producto?.nombre)).toEqual(['Mate de calabaza', 'Bombilla de alpaca']);
    expect(new Date(vista.tienda!.editableHasta).getTime() - new Date(vista.tienda!.fecha).getTime()).toBe(
      30 * 86_400_000,
    );
  });

  it('lets the author edit for 30 days (then 409), and nobody else', async () => {
    const u = await comprador();
    const otro = await comprador();
    const s = await tienda([{ nombre: 'Vela de soja', precio: 5000, stock: 10 }]);
    const venta = await pedido(u, s);
    const r = (await resenar(u, venta.id, null, 2, 'Tardó')).body;
    expect(
      await call(u, 'PUT', `${RESENAS}/${r.id}`, { calificacion: 4, comentario: 'Tardó, pero me respondieron bien' }),
    ).toMatchObject({
      status: 200,
      body: { calificacion: 4, comentario: 'Tardó, pero me respondieron bien', editada: true },
    });
    expect(await call(otro, 'PUT', `${RESENAS}/${r.id}`, { calificacion: 1 })).toMatchObject({
      status: 404,
      body: { codigo: 'RESENA_NO_ENCONTRADA' },
    });
    await envejecerResena(t.db, r.id, 31);
    expect(await call(u, 'PUT', `${RESENAS}/${r.id}`, { calificacion: 5 })).toMatchObject({
      status: 409,
      body: { codigo: 'RESENA_PLAZO_EDICION', mensaje: MENSAJES_RESENA.plazoEdicion },
    });
    const vista = (await call<ResenasDeVenta>(u, 'GET', `/api/comprador/v1/ventas/${venta.id}/resenas`)).body;
    expect(vista.tienda).toMatchObject({ calificacion: 4, editable: false });
  });

  it('lets the shop owner answer each review once; another seller gets 404 and a buyer 403', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Poncho de lana', precio: 30000, stock: 4 }]);
    const otra = await tienda([]);
    const venta = await pedido(u, s);
    const r = (await resenar(u, venta.id, null, 4, 'Muy abrigado')).body;
    // Told live: the shop's owner of the new review, later the buyer of the answer.
    const tipos = async (quien: UsuarioPrueba) =>
      (await eventosDesde(t.db, quien.sub, 0)).map((e) => e.tipo).filter((x) => x.startsWith('resena.'));
    expect(await tipos(s.vendedor)).toEqual(['resena.nueva']);
    expect(await tipos(u)).toEqual([]);
    const listado = await call<ResenasVendedorPage>(s.vendedor, 'GET', `${VENDEDOR}?sinResponder=true`);
    expect(listado.body).toMatchObject({
      totalElements: 1,
      sinResponder: 1,
      content: [{ id: r.id, numeroPedido: venta.numero, reportes: 0 }],
    });
    expect((await call<ResenasVendedorPage>(otra.vendedor, 'GET', VENDEDOR)).body.totalElements).toBe(0);
    expect(await call(otra.vendedor, 'POST', `${VENDEDOR}/${r.id}/respuesta`, { respuesta: 'Gracias' })).toMatchObject({
      status: 404,
      body: { codigo: 'RESENA_NO_ENCONTRADA' },
    });
    expect((await call(u, 'POST', `${VENDEDOR}/${r.id}/respuesta`, { respuesta: 'Gracias' })).status).toBe(403);
    expect((await call(s.vendedor, 'POST', `${VENDEDOR}/${r.id}/respuesta`, { respuesta: '   ' })).status).toBe(400);
    expect(
      await call<ResenaVendedor>(s.vendedor, 'POST', `${VENDEDOR}/${r.id}/respuesta`, {
        respuesta: '¡Gracias, Rocío!',
      }),
    ).toMatchObject({
      status: 201,
      body: { respuesta: '¡Gracias, Rocío!', respondidaEn: expect.any(String) },
    });
    expect(await call(s.vendedor, 'POST', `${VENDEDOR}/${r.id}/respuesta`, { respuesta: 'Otra' })).toMatchObject({
      status: 409,
      body: { codigo: 'RESENA_YA_RESPONDIDA' },
    });
    expect(await tipos(u)).toEqual(['resena.respuesta']);
    expect((await call<ResenasVendedorPage>(s.vendedor, 'GET', `${VENDEDOR}?sinResponder=true`)).body).toMatchObject({
      totalElements: 0,
      sinResponder: 0,
    });
    const publica = await publico<ResenasPage>(`${PUB}/tienda/${s.id}/resenas`);
    expect(publica.body.content[0]).toMatchObject({ respuesta: '¡Gracias, Rocío!', compraVerificada: true });
  });

  it('averages, counts, filters and sells: shop, public shop, product and units sold from paid orders', async () => {
    const s = await tienda([{ nombre: 'Cuenco de cerámica', precio: 7000, stock: 50 }]);
    const sinResenas = await publico<EmprendimientoPublico>(`${PUB}/tienda/${s.id}`);
    expect(sinResenas.body).toMatchObject({ calificacion: null, numReseñas: 0, vendidos: 0 });
    const notas: [number, string | undefined][] = [
      [5, 'Hermoso'],
      [4, undefined],
      [4, 'Muy lindo'],
    ];
    for (const [nota, texto] of notas) {
      const u = await comprador();
      const venta = await pedido(u, s, true, 2);
      expect((await resenar(u, venta.id, null, nota, texto)).status).toBe(201);
      expect((await resenar(u, venta.id, (await items(u, venta.id))[0]!.idItem, nota === 5 ? 5 : 3)).status).toBe(201);
    }
    expect((await publico<EmprendimientoPublico>(`${PUB}/tienda/${s.id}`)).body).toMatchObject({
      calificacion: 4.3,
      numReseñas: 3,
      vendidos: 6,
    });
    expect((await publico<EmprendimientoPublico>(`${PUB}/emprendimientos/${s.id}`)).body).toMatchObject({
      calificacion: 4.3,
      numReseñas: 3,
    });
    expect((await publico<Producto>(`${PUB}/productos/${s.productos[0]}`)).body).toMatchObject({
      calificacion: 3.7,
      numReseñas: 3,
      vendidos: 6,
    });

    const todas = (await publico<ResenasPage>(`${PUB}/tienda/${s.id}/resenas`)).body;
    expect(todas).toMatchObject({
      totalElements: 3,
      resumen: { calificacion: 4.3, numReseñas: 3, distribucion: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } },
    });
    expect(todas.content.every((r) => r.producto === null && r.compraVerificada)).toBe(true);
    const cuatro = (await publico<ResenasPage>(`${PUB}/tienda/${s.id}/resenas?estrellas=4`)).body;
    expect(cuatro.content.map((r) => r.calificacion)).toEqual([4, 4]);
    expect(cuatro.resumen.numReseñas).toBe(3);
    const conTexto = (await publico<ResenasPage>(`${PUB}/tienda/${s.id}/resenas?estrellas=4&conComentario=true`)).body;
    expect(conTexto.content.map((r) => r.comentario)).toEqual(['Muy lindo']);
    const pag = (await publico<ResenasPage>(`${PUB}/tienda/${s.id}/resenas?size=2&page=1`)).body;
    expect(pag).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, content: [{ comentario: 'Hermoso' }] });
    const producto = (await publico<ResenasPage>(`${PUB}/productos/${s.productos[0]}/resenas`)).body;
    expect(producto).toMatchObject({ totalElements: 3, resumen: { calificacion: 3.7, distribucion: { 3: 2, 5: 1 } } });
    expect(producto.content[0]!.producto).toEqual({ id: s.productos[0], nombre: 'Cuenco de cerámica' });
    expect((await publico(`${PUB}/tienda/${randomUUID()}/resenas`)).status).toBe(404);
    expect((await publico(`${PUB}/tienda/${s.id}/resenas?estrellas=9`)).status).toBe(400);
  });

  it('takes one report per person; an admin hides the review (out of lists and averages, audited), shows it again or resolves reports', async () => {
    const s = await tienda([{ nombre: 'Maceta de barro', precio: 6000, stock: 10 }]);
    const u1 = await comprador();
    const u2 = await comprador();
    const buena = (await resenar(u1, (await pedido(u1, s)).id, null, 5, 'Excelente')).body;
    const mala = (await resenar(u2, (await pedido(u2, s)).id, null, 1, 'Texto ofensivo de prueba')).body;
    const reportante = await comprador();
    expect(
      await call(reportante, 'POST', `/api/v1/resenas/${mala.id}/reportes`, { motivo: 'Es ofensiva' }),
    ).toMatchObject({ status: 201, body: { reportada: true } });
    expect(await call(reportante, 'POST', `/api/v1/resenas/${mala.id}/reportes`, { motivo: 'Otra vez' })).toMatchObject(
      { status: 409, body: { codigo: 'RESENA_YA_REPORTADA' } },
    );
    expect(
      (await call(s.vendedor, 'POST', `/api/v1/resenas/${mala.id}/reportes`, { motivo: 'No es real' })).status,
    ).toBe(201);
    expect((await call(reportante, 'POST', `/api/v1/resenas/${mala.id}/reportes`, { motivo: 'no' })).status).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/resenas/${mala.id}/reportes`,
          payload: { motivo: 'Es ofensiva' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await call<ResenasVendedorPage>(s.vendedor, 'GET', VENDEDOR)).body.content.find((r) => r.id === mala.id)
        ?.reportes,
    ).toBe(2);

    expect((await call(reportante, 'GET', `${ADMIN}/reportadas`)).status).toBe(403);
    const reportadas = await call<{ content: { id: string; reportes: { motivo: string; resuelto: boolean }[] }[] }>(
      admin,
      'GET',
      `${ADMIN}/reportadas`,
    );
    const fila = reportadas.body.content.find((r) => r.id === mala.id);
    expect(fila?.reportes.map((r) => r.motivo)).toEqual(['Es ofensiva', 'No es real']);
    expect(reportadas.body.content.some((r) => r.id === buena.id)).toBe(false);
    expect((await publico<EmprendimientoPublico>(`${PUB}/tienda/${s.id}`)).body).toMatchObject({
      calificacion: 3,
      numReseñas: 2,
    });

    expect((await call(admin, 'POST', `${ADMIN}/${mala.id}/ocultar`, { motivo: '' })).status).toBe(400);
    expect(await call(admin, 'POST', `${ADMIN}/${mala.id}/ocultar`, { motivo: 'Lenguaje ofensivo' })).toMatchObject({
      status: 200,
      body: { oculta: true, motivoOculta: 'Lenguaje ofensivo', reportes: [{ resuelto: true }, { resuelto: true }] },
    });
    expect((await publico<EmprendimientoPublico>(`${PUB}/tienda/${s.id}`)).body).toMatchObject({
      calificacion: 5,
      numReseñas: 1,
    });
    const lista = (await publico<ResenasPage>(`${PUB}/tienda/${s.id}/resenas`)).body;
    expect(lista.content.map((r) => r.id)).toEqual([buena.id]);
    expect(lista.resumen).toMatchObject({ calificacion: 5, numReseñas: 1, distribucion: { 1: 0, 5: 1 } });
    expect(
      (await call<{ content: { id: string }[] }>(admin, 'GET', `${ADMIN}/reportadas`)).body.content.some(
        (r) => r.id === mala.id,
      ),
    ).toBe(false);
    expect(
      (await call<{ content: { id: string }[] }>(admin, 'GET', `${ADMIN}/reportadas?ocultas=true`)).body.content.map(
        (r) => r.id,
      ),
    ).toContain(mala.id);
    expect(
      (await call(reportante, 'POST', `/api/v1/resenas/${mala.id}/reportes`, { motivo: 'Sigue ofensiva' })).status,
    ).toBe(404);
    const auditoria = await call<{ content: { accion: string; antes: object; despues: object }[] }>(
      admin,
      'GET',
      `/api/admin/v1/auditoria?idObjetivo=${mala.id}`,
    );
    expect(auditoria.body.content).toMatchObject([
      {
        accion: 'resena.ocultar',
        antes: { oculta: false, reportesPendientes: 2 },
        despues: { oculta: true, motivoOculta: 'Lenguaje ofensivo', reportesPendientes: 0 },
      },
    ]);

    expect(await call(admin, 'POST', `${ADMIN}/${mala.id}/mostrar`)).toMatchObject({
      status: 200,
      body: { oculta: false, motivoOculta: null },
    });
    expect((await publico<EmprendimientoPublico>(`${PUB}/tienda/${s.id}`)).body).toMatchObject({
      calificacion: 3,
      numReseñas: 2,
    });
    expect((await call(u1, 'POST', `/api/v1/resenas/${buena.id}/reportes`, { motivo: 'Me arrepentí' })).status).toBe(
      201,
    );
    expect(await call(admin, 'POST', `${ADMIN}/${buena.id}/resolver`)).toMatchObject({
      status: 200,
      body: { oculta: false, reportes: [{ resuelto: true }] },
    });
    expect((await call(admin, 'POST', `${ADMIN}/${randomUUID()}/ocultar`, { motivo: 'No existe' })).status).toBe(404);
  });
});

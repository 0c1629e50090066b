import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '@feria/identity';
import {
  MENSAJES_PREGUNTAS,
  type EmprendimientoPublico,
  type PreguntaPublica,
  type PreguntasPage,
  type PreguntasVendedorPage,
  type PreguntaVendedor,
  type Producto,
  type ResumenPreguntas,
} from '@feria/contracts';
import { REACCIONES } from '../../reacciones';
import {
  compradorValido,
  createTestApp,
  crearEmprendimiento,
  crearProducto,
  cuentaPrueba,
  type TestApp,
  type UsuarioPrueba,
} from '../../testing';
import { TRABAJO_CORREO } from '../correo/correo.service';
import { eventosDesde } from '../envivo/envivo.queries';
import { despacharPendientes } from '../eventos/eventos';
import { TRABAJO_PUSH } from '../notificaciones/avisos';
import { idDeReferencia } from '../referencias/referencias.queries';
import { datosDeTrabajos } from '../trabajos/trabajos.test-support';
import { ventasPrueba } from '../ventas/ventas-prueba';
import { anonimizarPreguntas } from './datos-personales';

// docs/producto/preguntas.md: who may ask and answer, masking on the way in, the hourly limit,
// the public order, hiding, the notices of a question and of its answer, and where they show.

const PUB = '/api/v1/public/core';
const COMPRADOR = '/api/comprador/v1/productos';
const VENDEDOR = '/api/emprendedor/v1/emprendimientos/preguntas';
const X = MENSAJES_PREGUNTAS.datoOculto;

describe('product questions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call } = ventasPrueba(() => t);

  /** An identity account (so mails find its address) with a buyer profile named Rocío Benítez. */
  async function compradora(): Promise<UsuarioPrueba> {
    const cuenta = cuentaPrueba('Rocío', ['comprador']);
    await seedDemoAccounts(t.db, [cuenta]);
    const u: UsuarioPrueba = { sub: cuenta.id, roles: ['comprador'] };
    const idProvincia = (await idDeReferencia(t.db, 'provincia', 'Córdoba'))!;
    expect((await call(u, 'POST', '/api/comprador/v1/compradores', compradorValido(idProvincia))).status).toBe(201);
    return u;
  }
  async function tiendaCon(nombreProducto = 'Mate de calabaza') {
    const cuenta = cuentaPrueba('Lucía', ['emprendedor', 'comprador']);
    await seedDemoAccounts(t.db, [cuenta]);
    const vendedor: UsuarioPrueba = { sub: cuenta.id, roles: ['emprendedor', 'comprador'] };
    const id = await crearEmprendimiento(t.db, { ownerUserId: cuenta.id, nombre: `Taller ${cuenta.id.slice(0, 6)}` });
    const producto = await crearProducto(t.db, id, { nombre: nombreProducto, precio: 12500, stock: 5 });
    return { id, vendedor, producto, email: cuenta.email };
  }
  const preguntar = (u: UsuarioPrueba, idProducto: string, texto: string) =>
    call<PreguntaPublica & { codigo?: string }>(u, 'POST', `${COMPRADOR}/${idProducto}/preguntas`, { texto });
  const responder = (u: UsuarioPrueba, id: string, texto: string) =>
    call<PreguntaVendedor & { codigo?: string }>(u, 'PUT', `${VENDEDOR}/${id}/respuesta`, { texto });
  const publicas = async (idProducto: string, q = '') => {
    const r = await t.app.inject({ method: 'GET', url: `${PUB}/productos/${idProducto}/preguntas${q}` });
    return { status: r.statusCode, body: r.json<PreguntasPage>() };
  };

  it('anonymous 401, own shop 403, a product that is not public 404, bad text 400', async () => {
    const s = await tiendaCon();
    const anonimo = await t.app.inject({
      method: 'POST',
      url: `${COMPRADOR}/${s.producto}/preguntas`,
      payload: { texto: '¿Tenés en azul?' },
    });
    expect(anonimo.statusCode).toBe(401);
    const propia = await preguntar(s.vendedor, s.producto, '¿Tenés en azul?');
    expect([propia.status, propia.body.codigo]).toEqual([403, 'PREGUNTA_PROPIA']);
    const u = await compradora();
    expect((await preguntar(u, randomUUID(), '¿Tenés en azul?')).status).toBe(404);
    const oculta = await tiendaCon();
    const cerrada = await crearEmprendimiento(t.db, { estado: 'Pendiente' });
    const noPublico = await crearProducto(t.db, cerrada, { nombre: 'Oculto' });
    expect((await preguntar(u, noPublico, '¿Tenés en azul?')).status).toBe(404);
    expect((await preguntar(u, oculta.producto, 'ok')).status).toBe(400);
    expect((await preguntar(u, oculta.producto, 'Hola <b>vendedor</b>')).status).toBe(400);
    expect((await preguntar(u, oculta.producto, 'x'.repeat(501))).status).toBe(400);
    expect((await publicas(noPublico)).status).toBe(404);
  });

  it('masks contact details, shows the asker as first name and initial, answered first; the 11th in an hour is 429', async () => {
    const s = await tiendaCon();
    const u = await compradora();
    const primera = await preguntar(u, s.producto, '  ¿Me pasás tu whatsapp? el mío es 11 4567-8901  ');
    expect(primera.status).toBe(201);
    expect(primera.body).toMatchObject({
      texto: `¿Me pasás tu whatsapp? el mío es ${X}`,
      textoEnmascarado: true,
      autor: 'Rocío B.',
      respuesta: null,
    });
    const segunda = await preguntar(u, s.producto, '¿Cuánto sale el envío? Vi $ 12.500');
    expect(segunda.body).toMatchObject({ texto: '¿Cuánto sale el envío? Vi $ 12.500', textoEnmascarado: false });
    expect((await responder(s.vendedor, primera.body.id, 'Escribime a ventas@taller.com.ar')).body).toMatchObject({
      respuesta: `Escribime a ${X}`,
      respuestaEnmascarada: true,
    });
    const lista = await publicas(s.producto);
    expect(lista.body.content.map((p) => p.id)).toEqual([primera.body.id, segunda.body.id]);

    for (let i = 3; i <= 10; i++) expect((await preguntar(u, s.producto, `Pregunta número ${i}`)).status).toBe(201);
    const once = await t.app.inject({
      method: 'POST',
      url: `${COMPRADOR}/${s.producto}/preguntas`,
      headers: await t.auth(u),
      payload: { texto: 'Una más' },
    });
    expect(once.statusCode).toBe(429);
    expect(once.json()).toMatchObject({
      codigo: 'PREGUNTAS_DEMASIADAS',
      mensaje: MENSAJES_PREGUNTAS.demasiadasPreguntas,
    });
    expect(Number(once.headers['retry-after'])).toBeGreaterThan(0);
    // Another buyer is not limited by the first one.
    expect((await preguntar(await compradora(), s.producto, '¿Y en verde?')).status).toBe(201);
  });

  it("only the shop's seller answers or hides; a hidden question leaves the public list and the product's payload", async () => {
    const s = await tiendaCon();
    const otra = await tiendaCon();
    const u = await compradora();
    const p = (await preguntar(u, s.producto, '¿Es apto lavavajillas?')).body;
    const ajena = await responder(otra.vendedor, p.id, 'Sí, claro que sí');
    expect([ajena.status, ajena.body.codigo]).toEqual([404, 'PREGUNTA_NO_ENCONTRADA']);
    expect((await call(u, 'PUT', `${VENDEDOR}/${p.id}/respuesta`, { texto: 'Sí, claro' })).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: VENDEDOR })).statusCode).toBe(401);
    expect((await call(otra.vendedor, 'PUT', `${VENDEDOR}/${p.id}/oculta`, { motivo: 'Es spam de otro' })).status).toBe(
      404,
    );

    const sinResponder = await call<PreguntasVendedorPage>(s.vendedor, 'GET', VENDEDOR);
    expect(sinResponder.body).toMatchObject({ sinResponder: 1, totalElements: 1 });
    expect(sinResponder.body.content[0]).toMatchObject({
      id: p.id,
      producto: { id: s.producto, nombre: 'Mate de calabaza' },
      oculta: false,
    });
    expect((await call(s.vendedor, 'GET', `${VENDEDOR}/sin-responder`)).body).toEqual({ cantidad: 1 });
    expect((await call<PreguntasVendedorPage>(otra.vendedor, 'GET', VENDEDOR)).body.totalElements).toBe(0);

    expect((await responder(s.vendedor, p.id, 'No, lavalo a mano')).status).toBe(200);
    // A correction keeps the first answer's time.
    const corregida = await responder(s.vendedor, p.id, 'No: lavalo a mano con agua tibia');
    expect(corregida.body).toMatchObject({ respuesta: 'No: lavalo a mano con agua tibia' });
    const producto = await t.app.inject({ method: 'GET', url: `${PUB}/productos/${s.producto}` });
    const resumen = producto.json<Producto & { preguntas: ResumenPreguntas }>().preguntas;
    expect(resumen.total).toBe(1);
    expect(resumen.recientes.map((r) => r.respuesta)).toEqual(['No: lavalo a mano con agua tibia']);

    const oculta = await call<PreguntaVendedor>(s.vendedor, 'PUT', `${VENDEDOR}/${p.id}/oculta`, {
      motivo: 'Insultos al vendedor',
    });
    expect(oculta.body).toMatchObject({ oculta: true, motivoOculta: 'Insultos al vendedor' });
    expect((await publicas(s.producto)).body.totalElements).toBe(0);
    const despues = await t.app.inject({ method: 'GET', url: `${PUB}/productos/${s.producto}` });
    expect(despues.json<{ preguntas: ResumenPreguntas }>().preguntas).toEqual({ recientes: [], total: 0 });
    expect(
      (await call<PreguntasVendedorPage>(s.vendedor, 'GET', `${VENDEDOR}?estado=ocultas`)).body.totalElements,
    ).toBe(1);
    const bloqueada = await responder(s.vendedor, p.id, 'Otra respuesta');
    expect([bloqueada.status, bloqueada.body.codigo]).toEqual([409, 'PREGUNTA_OCULTA']);
    expect((await call(s.vendedor, 'DELETE', `${VENDEDOR}/${p.id}/oculta`)).status).toBe(200);
    expect((await publicas(s.producto)).body.totalElements).toBe(1);
  });

  it('a question tells the seller (mail, live, push) and the answer tells the asker, once each', async () => {
    const s = await tiendaCon('Taza esmaltada');
    const u = await compradora();
    const p = (await preguntar(u, s.producto, '¿Viene en caja?')).body;
    await despacharPendientes(t.db, REACCIONES);
    const mails = await datosDeTrabajos(t.db, TRABAJO_CORREO, { plantilla: 'pregunta-nueva', para: s.email });
    expect(mails).toEqual([
      expect.objectContaining({
        datos: expect.objectContaining({ producto: 'Taza esmaltada', pregunta: '¿Viene en caja?' }),
      }),
    ]);
    expect((await datosDeTrabajos(t.db, TRABAJO_PUSH, { userId: s.vendedor.sub })).map((d) => d['aviso'])).toEqual([
      expect.objectContaining({ clase: 'pregunta_nueva', url: '/dashboard-emprendedor/preguntas' }),
    ]);
    const enVivo = await eventosDesde(t.db, s.vendedor.sub, 0);
    expect(enVivo.map((e) => [e.tipo, (e.datos as { preguntaId: string }).preguntaId])).toEqual([
      ['pregunta.nueva', p.id],
    ]);

    await responder(s.vendedor, p.id, 'Sí, en caja de cartón');
    await despacharPendientes(t.db, REACCIONES);
    await despacharPendientes(t.db, REACCIONES);
    const respuesta = await datosDeTrabajos(t.db, TRABAJO_CORREO, { plantilla: 'pregunta-respondida' });
    expect(respuesta.filter((d) => (d['datos'] as { idProducto: string }).idProducto === s.producto)).toHaveLength(1);
    expect((await datosDeTrabajos(t.db, TRABAJO_PUSH, { userId: u.sub })).map((d) => d['aviso'])).toEqual([
      expect.objectContaining({ clase: 'pregunta_respuesta', url: `/productos/${s.producto}#preguntas` }),
    ]);
    expect((await eventosDesde(t.db, u.sub, 0)).map((e) => e.tipo)).toEqual(['pregunta.respuesta']);
  });

  it('counts the hourly limit under concurrency: 12 questions at once, 10 stored', async () => {
    const s = await tiendaCon();
    const u = await compradora();
    const r = await Promise.all(
      Array.from({ length: 12 }, (_, i) => preguntar(u, s.producto, `¿Pregunta simultánea ${i}?`)),
    );
    expect(r.map((x) => x.status).sort()).toEqual([...Array(10).fill(201), 429, 429]);
    expect((await publicas(s.producto)).body.totalElements).toBe(10);
  });

  it("the asker's download carries their questions; deletion keeps them without the author", async () => {
    const s = await tiendaCon();
    const u = await compradora();
    await preguntar(u, s.producto, '¿Lo tenés en madera?');
    const datos = await call<{ preguntas: { texto: string; autor: string }[] }>(u, 'GET', '/api/v1/cuenta/mis-datos');
    expect(datos.body.preguntas).toEqual([
      expect.objectContaining({ texto: '¿Lo tenés en madera?', autor: 'Rocío B.' }),
    ]);
    // Account deletion: the question stays on the product, without its author.
    await anonimizarPreguntas(t.db, u.sub, `baja:${randomUUID()}`);
    expect((await publicas(s.producto)).body.content.map((p) => [p.texto, p.autor])).toEqual([
      ['¿Lo tenés en madera?', 'Cuenta eliminada'],
    ]);
    expect((await call<{ preguntas: unknown[] }>(u, 'GET', '/api/v1/cuenta/mis-datos')).body.preguntas).toEqual([]);
  });

  it("shows the shop's answer time once five questions were answered", async () => {
    const s = await tiendaCon();
    const u = await compradora();
    const tienda = async () =>
      (await t.app.inject({ method: 'GET', url: `${PUB}/tienda/${s.id}` })).json<EmprendimientoPublico>();
    for (let i = 1; i <= 5; i++) {
      const p = (await preguntar(u, s.producto, `¿Pregunta ${i}?`)).body;
      if (i < 5) expect((await tienda()).respondeEnMinutos).toBeNull();
      await responder(s.vendedor, p.id, `Respuesta ${i}`);
    }
    expect((await tienda()).respondeEnMinutos).toBe(5);
  });
});

describe('product questions through the public cache (decision 046)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty', env: { CACHE_TTL_SECONDS: '3600' } });
  });
  afterAll(async () => t.close());
  const { call, comprador } = ventasPrueba(() => t);

  it('a question, its answer and hiding it show on the next public read', async () => {
    const vendedor: UsuarioPrueba = { sub: randomUUID(), roles: ['emprendedor'] };
    const id = await crearEmprendimiento(t.db, { ownerUserId: vendedor.sub });
    const producto = await crearProducto(t.db, id, { nombre: 'Mate', precio: 12500, stock: 5 });
    const leer = async () => ({
      lista: (await t.app.inject(`${PUB}/productos/${producto}/preguntas`)).json<PreguntasPage>().totalElements,
      detalle: (await t.app.inject(`${PUB}/productos/${producto}`)).json<{ preguntas: ResumenPreguntas }>().preguntas,
    });
    expect(await leer()).toEqual({ lista: 0, detalle: { recientes: [], total: 0 } });
    const u = await comprador();
    const p = (await call<PreguntaPublica>(u, 'POST', `${COMPRADOR}/${producto}/preguntas`, { texto: '¿Hay en rojo?' }))
      .body;
    expect(await leer()).toMatchObject({ lista: 1, detalle: { recientes: [], total: 1 } });
    await call(vendedor, 'PUT', `${VENDEDOR}/${p.id}/respuesta`, { texto: 'Sí, hay' });
    expect((await leer()).detalle.recientes.map((r) => r.respuesta)).toEqual(['Sí, hay']);
    await call(vendedor, 'PUT', `${VENDEDOR}/${p.id}/oculta`, { motivo: 'Era una prueba' });
    expect(await leer()).toEqual({ lista: 0, detalle: { recientes: [], total: 0 } });
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAJES_SEGUIMIENTO,
  type DireccionGuardada,
  type MetodoEnvioInput,
  type MetodosEnvio,
  type Venta,
} from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { TRABAJO_CORREO } from '../correo/correo.service';
import { eventosDesde } from '../envivo/envivo.queries';
import { eventosDeVenta } from '../eventos/eventos';
import { idDeReferencia } from '../referencias/referencias.queries';
import { datosDeTrabajos } from '../trabajos/trabajos.test-support';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from './ventas-prueba';

// docs/producto/envios.md#seguimiento: the seller records the carrier and the tracking code of an
// order that travels once it is ready (or corrects it later); the buyer sees it on the order, by
// mail and live. Pickup orders have nothing to record. PGlite, or PostgreSQL with DATABASE_URL.

const EMP = '/api/emprendedor/v1/emprendimientos';
const ANDREANI = 'https://www.andreani.com/envio/';

type Respuesta = Venta & { codigo?: string; mensaje?: string; campo?: string };

describe('shipment tracking (seguimiento del envío)', () => {
  let t: TestApp;
  let png: Buffer;
  let cordoba = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    cordoba = (await idDeReferencia(t.db, 'provincia', 'Córdoba'))!;
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir, subirComprobante } = ventasPrueba(() => t);

  const metodos = (): MetodoEnvioInput[] => [
    {
      tipo: 'RETIRO',
      nombre: 'Retiro en el taller',
      direccion: { calle: 'Belgrano', numero: '860', ciudad: 'Córdoba', idProvincia: cordoba },
      horarios: 'Lunes a viernes de 10 a 18 h',
    },
    {
      tipo: 'DOMICILIO',
      nombre: 'Correo a todo el país',
      zonas: [{ restoDelPais: true, costo: 3500, diasMin: 2, diasMax: 5 }],
    },
    { tipo: 'A_COORDINAR', nombre: 'Lo charlamos por el chat' },
  ];

  /** A shop (transfer only) with the three kinds of delivery; its methods by kind. */
  async function tiendaConEnvios() {
    const s = await tienda([{ nombre: 'Mate de calabaza', precio: 10000, stock: 50 }], { mercadoPago: false });
    const r = await call<MetodosEnvio>(s.vendedor, 'PUT', `${EMP}/${s.id}/envios`, { metodos: metodos() });
    expect(r.status).toBe(200);
    const id = (tipo: string) => r.body.metodos.find((m) => m.tipo === tipo)!.id;
    return { ...s, retiro: id('RETIRO'), domicilio: id('DOMICILIO'), coordinar: id('A_COORDINAR') };
  }
  type Tienda = Awaited<ReturnType<typeof tiendaConEnvios>>;

  async function direccion(u: UsuarioPrueba) {
    const r = await call<DireccionGuardada>(u, 'POST', '/api/comprador/v1/direcciones', {
      alias: 'Casa',
      destinatario: 'Rocío Benítez',
      telefono: '351 456-7890',
      calle: 'San Martín',
      numero: '1200',
      ciudad: 'Córdoba',
      idProvincia: cordoba,
      codigoPostal: 'X5000IYV',
    });
    expect(r.status).toBe(201);
    return r.body.id;
  }

  /**
   * A paid order (transfer, confirmed) moved to `hasta`. `envio`: 'domicilio' (to a saved address),
   * 'retiro', 'coordinar', or none.
   */
  async function pedido(
    u: UsuarioPrueba,
    s: Tienda,
    envio: 'domicilio' | 'retiro' | 'coordinar' | null = 'domicilio',
    hasta: 'pendiente' | 'preparando' | 'listo' | 'completado' = 'listo',
  ) {
    const elegido =
      envio === 'domicilio'
        ? { idMetodo: s.domicilio, idDireccion: await direccion(u) }
        : envio === 'retiro'
          ? { idMetodo: s.retiro }
          : envio === 'coordinar'
            ? { idMetodo: s.coordinar }
            : undefined;
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
      ...(elegido ? { envio: elegido } : {}),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    if (hasta === 'pendiente') return r.body;
    expect((await subirComprobante(u, r.body.id, png)).status).toBe(200);
    const ok = await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${r.body.id}/transferencia`, { confirmada: true });
    expect(ok.status).toBe(200);
    for (const estado of ['preparando', 'listo', 'completado'] as const) {
      const m = await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${r.body.id}/estado`, { estado });
      expect(m.status, `${estado}: ${JSON.stringify(m.body)}`).toBe(200);
      if (estado === hasta) break;
    }
    return r.body;
  }

  const registrar = (s: { vendedor: UsuarioPrueba }, id: string, body: Record<string, unknown>) =>
    call<Respuesta>(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${id}/envio`, body);
  /** The shipment mails queued for the order: their subjects' facts, oldest first. */
  const correos = async (ventaId: string) =>
    (await datosDeTrabajos(t.db, TRABAJO_CORREO, { plantilla: 'envio-comprador', datos: { ventaId } })).map(
      (d) => d['datos'] as Record<string, unknown>,
    );
  const registrados = async (ventaId: string) =>
    (await eventosDeVenta(t.db, ventaId)).filter((e) => e.tipo === 'EnvioRegistrado');
  const enVivo = async (userId: string, ventaId: string) =>
    (await eventosDesde(t.db, userId, 0)).filter(
      (e) => e.tipo === 'venta.envio' && (e.datos as { ventaId?: string }).ventaId === ventaId,
    );

  it('answers the order’s seller only: another seller 404, a buyer 403, nobody 401, and nothing changes', async () => {
    const u = await comprador();
    const s = await tiendaConEnvios();
    const venta = await pedido(u, s);
    const ajeno = (await tienda([])).vendedor;
    const url = `${VENTAS_VENDEDOR}/${venta.id}/envio`;
    const body = { transportista: 'Andreani', codigoSeguimiento: '360000012345670' };
    expect((await call(ajeno, 'PUT', url, body)).status).toBe(404);
    expect((await call(u, 'PUT', url, body)).status).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
    // An order that does not exist reads like another seller's.
    expect((await registrar(s, '00000000-0000-4000-8000-000000000000', body)).status).toBe(404);
    const visto = await call<Venta>(u, 'GET', `${VENTAS}/${venta.id}`);
    expect(visto.body.seguimiento).toBeNull();
    expect(await registrados(venta.id)).toHaveLength(0);
  });

  it('records a known carrier with its public tracking link; the buyer sees it on the order, by mail and live', async () => {
    const u = await comprador();
    const s = await tiendaConEnvios();
    const venta = await pedido(u, s);
    const r = await registrar(s, venta.id, { transportista: ' andreani ', codigoSeguimiento: ' 3600 0001 ' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The carrier by its own name; the code trimmed and, in the link, encoded.
    expect(r.body.seguimiento).toEqual({
      transportista: 'Andreani',
      codigoSeguimiento: '3600 0001',
      urlSeguimiento: `${ANDREANI}3600%200001`,
      registradoEn: expect.any(String),
    });
    expect(Date.now() - Date.parse(r.body.seguimiento!.registradoEn)).toBeLessThan(60_000);
    // The order stays 'listo'; its timeline says the shipment was recorded, and by whom.
    expect(r.body.estado).toBe('listo');
    expect(r.body.historial.at(-1)).toMatchObject({
      tipo: 'estado',
      estado: 'envio_registrado',
      actor: 'vendedor',
      detalle: 'Andreani · código 3600 0001',
    });

    const compra = await call<Venta>(u, 'GET', `${VENTAS}/${venta.id}`);
    expect(compra.status).toBe(200);
    expect(compra.body.seguimiento).toEqual(r.body.seguimiento);
    expect(compra.body.historial.map((e) => e.estado)).toContain('envio_registrado');

    expect(await correos(venta.id)).toEqual([
      expect.objectContaining({
        numero: venta.numero,
        transportista: 'Andreani',
        codigoSeguimiento: '3600 0001',
        urlSeguimiento: `${ANDREANI}3600%200001`,
        correccion: false,
      }),
    ]);
    for (const quien of [u.sub, s.vendedor.sub])
      expect((await enVivo(quien, venta.id)).map((e) => e.datos)).toEqual([
        { ventaId: venta.id, numero: venta.numero, estado: 'enviado' },
      ]);
  });

  it('keeps the seller’s link for another carrier, and has none when the seller gives none', async () => {
    const u = await comprador();
    const s = await tiendaConEnvios();
    const conEnlace = await pedido(u, s);
    const r = await registrar(s, conEnlace.id, {
      transportista: 'Vía Cargo',
      codigoSeguimiento: 'VC-99',
      urlSeguimiento: 'https://viacargo.com.ar/seguimiento/VC-99',
    });
    expect(r.body.seguimiento).toMatchObject({
      transportista: 'Vía Cargo',
      urlSeguimiento: 'https://viacargo.com.ar/seguimiento/VC-99',
    });
    const sinEnlace = await pedido(u, s);
    const r2 = await registrar(s, sinEnlace.id, { transportista: 'Vía Cargo', codigoSeguimiento: 'VC-100' });
    expect(r2.body.seguimiento).toMatchObject({ transportista: 'Vía Cargo', urlSeguimiento: null });
    // The seller's own delivery has no public page.
    const moto = await pedido(u, s);
    const r3 = await registrar(s, moto.id, { transportista: 'moto/cadete propio', codigoSeguimiento: 'Juan, 18 h' });
    expect(r3.body.seguimiento).toMatchObject({ transportista: 'Moto/cadete propio', urlSeguimiento: null });
    // A known carrier with the seller's own link keeps the seller's.
    const propio = await pedido(u, s);
    const r4 = await registrar(s, propio.id, {
      transportista: 'OCA',
      codigoSeguimiento: '123',
      urlSeguimiento: 'https://mi-tienda.example/envios/123',
    });
    expect(r4.body.seguimiento).toMatchObject({ urlSeguimiento: 'https://mi-tienda.example/envios/123' });
    expect((await correos(sinEnlace.id))[0]).toMatchObject({ transportista: 'Vía Cargo', urlSeguimiento: null });
  });

  it('a repeat changes nothing; a change is stored and told as a correction, once more', async () => {
    const u = await comprador();
    const s = await tiendaConEnvios();
    const venta = await pedido(u, s);
    const body = { transportista: 'Correo Argentino', codigoSeguimiento: 'CP123456789AR' };
    const primero = await registrar(s, venta.id, body);
    expect(primero.status).toBe(200);
    const otraVez = await registrar(s, venta.id, { ...body, transportista: 'CORREO ARGENTINO' });
    expect(otraVez.status).toBe(200);
    expect(otraVez.body.seguimiento).toEqual(primero.body.seguimiento);
    expect(await registrados(venta.id)).toHaveLength(1);
    expect(await correos(venta.id)).toHaveLength(1);
    expect(await enVivo(u.sub, venta.id)).toHaveLength(1);

    const corregido = await registrar(s, venta.id, { ...body, codigoSeguimiento: 'CP987654321AR' });
    expect(corregido.status).toBe(200);
    expect(corregido.body.seguimiento).toMatchObject({
      transportista: 'Correo Argentino',
      codigoSeguimiento: 'CP987654321AR',
      urlSeguimiento: 'https://www.correoargentino.com.ar/formularios/e-commerce?id=CP987654321AR',
    });
    expect(corregido.body.historial.filter((e) => e.estado.startsWith('envio_')).map((e) => e.estado)).toEqual([
      'envio_registrado',
      'envio_corregido',
    ]);
    expect((await registrados(venta.id)).map((e) => (e as { correccion?: boolean }).correccion)).toEqual([false, true]);
    expect((await correos(venta.id)).map((d) => [d['codigoSeguimiento'], d['correccion']])).toEqual([
      ['CP123456789AR', false],
      ['CP987654321AR', true],
    ]);
    expect(await enVivo(u.sub, venta.id)).toHaveLength(2);
    // Dropping the seller's link is a change too: the known carrier's page comes back.
    const conEnlace = await registrar(s, venta.id, {
      ...body,
      codigoSeguimiento: 'CP987654321AR',
      urlSeguimiento: 'https://mi-tienda.example/1',
    });
    expect(conEnlace.body.seguimiento?.urlSeguimiento).toBe('https://mi-tienda.example/1');
    expect(await registrados(venta.id)).toHaveLength(3);
  });

  it('two identical requests at once record the shipment once (the order is locked)', async () => {
    const u = await comprador();
    const s = await tiendaConEnvios();
    const venta = await pedido(u, s);
    const body = { transportista: 'Andreani', codigoSeguimiento: '360000012345670' };
    const respuestas = await Promise.all([registrar(s, venta.id, body), registrar(s, venta.id, body)]);
    expect(respuestas.map((r) => r.status)).toEqual([200, 200]);
    expect(await registrados(venta.id)).toHaveLength(1);
    expect(await correos(venta.id)).toHaveLength(1);
  });

  it('records on a ready order or corrects a completed one; before that it is 409 ENVIO_NO_LISTO', async () => {
    const u = await comprador();
    const s = await tiendaConEnvios();
    const body = { transportista: 'OCA', codigoSeguimiento: '3867500000001234567' };
    for (const hasta of ['pendiente', 'preparando'] as const) {
      const venta = await pedido(u, s, 'domicilio', hasta);
      const r = await registrar(s, venta.id, body);
      expect(r.status, hasta).toBe(409);
      expect(r.body, hasta).toMatchObject({ codigo: 'ENVIO_NO_LISTO', mensaje: MENSAJES_SEGUIMIENTO.noListo });
      expect(await registrados(venta.id)).toHaveLength(0);
    }
    const completado = await pedido(u, s, 'domicilio', 'completado');
    const r = await registrar(s, completado.id, body);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ estado: 'completado', seguimiento: { transportista: 'OCA' } });
    // A cancelled order travels nowhere.
    const cancelado = await pedido(u, s, 'domicilio', 'pendiente');
    expect(
      (await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${cancelado.id}/cancelar`, { motivo: 'Sin stock' })).status,
    ).toBe(200);
    expect((await registrar(s, cancelado.id, body)).body.codigo).toBe('ENVIO_NO_LISTO');
  });

  it('refuses a pickup order (409 ENVIO_EN_RETIRO), which shows where and when instead; other orders may travel', async () => {
    const u = await comprador();
    const s = await tiendaConEnvios();
    const retiro = await pedido(u, s, 'retiro');
    const r = await registrar(s, retiro.id, { transportista: 'Andreani', codigoSeguimiento: '1' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ codigo: 'ENVIO_EN_RETIRO', mensaje: MENSAJES_SEGUIMIENTO.enRetiro });
    const visto = await call<Venta>(u, 'GET', `${VENTAS}/${retiro.id}`);
    expect(visto.body).toMatchObject({
      seguimiento: null,
      envio: { tipo: 'RETIRO', retiro: { horarios: 'Lunes a viernes de 10 a 18 h' } },
    });
    // Even before it is ready, the pickup is what the seller hears about.
    const retiroPendiente = await pedido(u, s, 'retiro', 'pendiente');
    expect((await registrar(s, retiroPendiente.id, { transportista: 'OCA', codigoSeguimiento: '1' })).body.codigo).toBe(
      'ENVIO_EN_RETIRO',
    );
    for (const envio of ['coordinar', null] as const) {
      const venta = await pedido(u, s, envio);
      const ok = await registrar(s, venta.id, { transportista: 'Andreani', codigoSeguimiento: '42' });
      expect(ok.status, String(envio)).toBe(200);
      expect(ok.body.seguimiento?.urlSeguimiento).toBe(`${ANDREANI}42`);
    }
  });

  it('validates the body: 400 VALIDACION with the field’s own message, nothing stored', async () => {
    const u = await comprador();
    const s = await tiendaConEnvios();
    const venta = await pedido(u, s);
    // Schema errors carry the first issue's text (plugins/error-handler.ts); each field's text is its own.
    const casos: [Record<string, unknown>, string][] = [
      [{ transportista: 'Andreani', codigoSeguimiento: '   ' }, MENSAJES_SEGUIMIENTO.codigo],
      [{ transportista: 'Andreani' }, MENSAJES_SEGUIMIENTO.codigo],
      [{ codigoSeguimiento: '1' }, MENSAJES_SEGUIMIENTO.transportista],
      [{ transportista: 'A', codigoSeguimiento: '1' }, MENSAJES_SEGUIMIENTO.transportista],
      [{ transportista: 'Andreani', codigoSeguimiento: '1'.repeat(61) }, MENSAJES_SEGUIMIENTO.codigoLargo],
      [
        { transportista: 'Andreani', codigoSeguimiento: '1', urlSeguimiento: 'http://andreani.com/1' },
        MENSAJES_SEGUIMIENTO.url,
      ],
      [
        { transportista: 'Andreani', codigoSeguimiento: '1', urlSeguimiento: 'javascript:alert(1)' },
        MENSAJES_SEGUIMIENTO.url,
      ],
    ];
    for (const [body, mensaje] of casos) {
      const r = await registrar(s, venta.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body, JSON.stringify(body)).toMatchObject({ codigo: 'VALIDACION', mensaje });
    }
    expect((await call<Venta>(u, 'GET', `${VENTAS}/${venta.id}`)).body.seguimiento).toBeNull();
    expect(await registrados(venta.id)).toHaveLength(0);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  formatPrice,
  MENSAJES_VENTA,
  type DireccionGuardada,
  type Liquidacion,
  type MetodoEnvioInput,
  type MetodosEnvio,
  type Venta,
} from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { idDeReferencia } from '../referencias/referencias.queries';
import { contarPendientes } from '../trabajos/trabajos';
import { TRABAJO_CORREO } from '../correo/correo.service';
import { filasVentas, filtros } from './ventas.queries';
import { VENTAS, VENTAS_VENDEDOR, ventasPrueba } from './ventas-prueba';

// docs/producto/envios.md#costo-en-el-pedido: the delivery chosen at checkout. The cost comes from
// the shop's stored zones and the province of the buyer's saved address, never from the client;
// it joins the total, the Mercado Pago preference (shipments.cost) and the transfer amount, and
// the settlement shows it apart (decision 087: the commission is on the products only).

const EMP = '/api/emprendedor/v1/emprendimientos';
const DIRECCIONES = '/api/comprador/v1/direcciones';
const diaArgentino = (d: Date) => new Date(d.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

interface ErrorApi {
  codigo: string;
  mensaje: string;
  campo?: string;
  detalle?: string;
}

describe('delivery cost in the order', () => {
  let t: TestApp;
  let png: Buffer;
  const p = { cordoba: 0, santaFe: 0, salta: 0, mendoza: 0 };
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    const id = async (nombre: string) => (await idDeReferencia(t.db, 'provincia', nombre))!;
    Object.assign(p, {
      cordoba: await id('Córdoba'),
      santaFe: await id('Santa Fe'),
      salta: await id('Salta'),
      mendoza: await id('Mendoza'),
    });
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#15803d' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir, pagar, notificado, subirComprobante, tokenVendedorMp } = ventasPrueba(
    () => t,
  );

  const metodos = (): MetodoEnvioInput[] => [
    {
      tipo: 'RETIRO',
      nombre: 'Retiro en el taller',
      direccion: { calle: 'Belgrano', numero: '860', ciudad: 'Córdoba', idProvincia: p.cordoba },
      horarios: 'Lunes a viernes de 10 a 18 h',
    },
    {
      tipo: 'DOMICILIO',
      nombre: 'Correo a todo el país',
      zonas: [
        { idProvincias: [p.cordoba], costo: 3500, diasMin: 1, diasMax: 2 },
        { idProvincias: [p.santaFe], costo: 6200, diasMin: 3, diasMax: 5 },
        { restoDelPais: true, costo: 9000, diasMin: 5, diasMax: 10 },
      ],
      gratisDesde: 20000,
    },
    {
      tipo: 'DOMICILIO',
      nombre: 'Moto en Córdoba',
      zonas: [{ idProvincias: [p.cordoba], costo: 1500, diasMin: 0, diasMax: 1 }],
    },
    { tipo: 'A_COORDINAR', nombre: 'Lo charlamos por el chat' },
  ];

  /** A shop with three products and the four methods above; its methods by name. */
  async function tiendaConEnvios(opciones: { mercadoPago?: string | false } = { mercadoPago: false }) {
    const s = await tienda(
      [
        { nombre: 'Mate de calabaza', precio: 10000, stock: 50 },
        { nombre: 'Bombilla de alpaca', precio: 9999.99, stock: 50 },
        { nombre: 'Poncho de telar', precio: 90000, stock: 5 },
      ],
      opciones,
    );
    const r = await call<MetodosEnvio>(s.vendedor, 'PUT', `${EMP}/${s.id}/envios`, { metodos: metodos() });
    expect(r.status).toBe(200);
    const id = (nombre: string) => r.body.metodos.find((m) => m.nombre === nombre)!.id;
    return {
      ...s,
      mate: s.productos[0]!,
      bombilla: s.productos[1]!,
      poncho: s.productos[2]!,
      metodos: r.body.metodos,
      retiro: id('Retiro en el taller'),
      correo: id('Correo a todo el país'),
      moto: id('Moto en Córdoba'),
      coordinar: id('Lo charlamos por el chat'),
    };
  }

  /** A saved address of the buyer in a province. */
  async function direccion(u: UsuarioPrueba, idProvincia: number, ciudad: string, codigoPostal: string) {
    const r = await call<DireccionGuardada>(u, 'POST', DIRECCIONES, {
      alias: ciudad,
      destinatario: 'Rocío Benítez',
      telefono: '351 456-7890',
      calle: 'San Martín',
      numero: '1200',
      piso: '3',
      depto: 'B',
      ciudad,
      idProvincia,
      codigoPostal,
      indicaciones: 'Tocar timbre',
    });
    expect(r.status).toBe(201);
    return r.body;
  }

  type Tienda = Awaited<ReturnType<typeof tiendaConEnvios>>;
  const transferencia = (s: Tienda, envio: unknown, items = [{ idProducto: s.mate, cantidad: 1 }]) => ({
    emprendimientoId: s.id,
    items,
    metodoPago: 'TRANSFERENCIA' as const,
    ...(envio === undefined ? {} : { envio }),
  });

  it('charges what the stored zone says for each method type and province, and nothing the client sends', async () => {
    const u = await comprador();
    const s = await tiendaConEnvios();
    const cordoba = await direccion(u, p.cordoba, 'Córdoba', 'X5000IYV');
    const santaFe = await direccion(u, p.santaFe, 'Rosario', '2000');
    const salta = await direccion(u, p.salta, 'Salta', 'A4400ABC');

    // Home delivery: the zone naming the province, else 'resto del país'.
    for (const [d, costo, dias] of [
      [cordoba, 3500, [1, 2]],
      [santaFe, 6200, [3, 5]],
      [salta, 9000, [5, 10]],
    ] as const) {
      const r = await pedir(u, transferencia(s, { idMetodo: s.correo, idDireccion: d.id }));
      expect(r.status, d.provincia).toBe(201);
      expect(r.body, d.provincia).toMatchObject({
        subtotal: 10000,
        montoEnvio: costo,
        montoTotal: 10000 + costo,
        envioGratis: false,
        envio: {
          idMetodo: s.correo,
          tipo: 'DOMICILIO',
          nombre: 'Correo a todo el país',
          diasMin: dias[0],
          diasMax: dias[1],
          direccion: {
            destinatario: 'Rocío Benítez',
            calle: 'San Martín',
            numero: '1200',
            piso: '3',
            depto: 'B',
            ciudad: d.ciudad,
            provincia: d.provincia,
            codigoPostal: d.codigoPostal,
            indicaciones: 'Tocar timbre',
          },
        },
        // The order's address is the saved one chosen.
        direccionEnvio: { calle: 'San Martín', ciudad: d.ciudad, provincia: d.provincia },
      });
      // The transfer asks for the whole amount, delivery included.
      expect(r.body.pago.transferencia?.monto).toBe(10000 + costo);
      // Decision 087: Feria's commission is on the products only.
      const [fila] = await filasVentas(t.db, filtros.id(r.body.id));
      expect(fila!.comision).toBe(500);
    }

    // Pickup: free, with where and when.
    const retiro = await pedir(u, transferencia(s, { idMetodo: s.retiro }));
    expect(retiro.status).toBe(201);
    expect(retiro.body).toMatchObject({
      montoEnvio: 0,
      montoTotal: 10000,
      envio: {
        tipo: 'RETIRO',
        nombre: 'Retiro en el taller',
        retiro: {
          direccion: { calle: 'Belgrano', numero: '860', ciudad: 'Córdoba', provincia: 'Córdoba' },
          horarios: 'Lunes a viernes de 10 a 18 h',
        },
      },
    });
    expect(retiro.body.envio?.direccion).toBeUndefined();

    // 'A coordinar': no cost, named as such.
    const coordinar = await pedir(u, transferencia(s, { idMetodo: s.coordinar }));
    expect(coordinar.status).toBe(201);
    expect(coordinar.body).toMatchObject({
      montoEnvio: 0,
      montoTotal: 10000,
      envio: { tipo: 'A_COORDINAR', nombre: 'Lo charlamos por el chat' },
    });

    // Without `envio`: as before.
    const sinEnvio = await pedir(u, transferencia(s, undefined));
    expect(sinEnvio.status).toBe(201);
    expect(sinEnvio.body).toMatchObject({ montoEnvio: 0, montoTotal: 10000, envio: null });

    // A cost, a total or a free-shipping flag the client adds is not read.
    const trucho = await pedir(u, {
      ...transferencia(s, { idMetodo: s.correo, idDireccion: cordoba.id, costo: 0, montoEnvio: 0 }),
      montoEnvio: 1,
      montoTotal: 1,
      envioGratis: true,
    });
    expect(trucho.status).toBe(201);
    expect(trucho.body).toMatchObject({ montoEnvio: 3500, montoTotal: 13500, envioGratis: false });

    // The buyer's e-mail shows the delivery apart.
    expect(
      await contarPendientes(t.db, TRABAJO_CORREO, {
        plantilla: 'pedido-creado-comprador',
        datos: { numero: trucho.body.numero, envio: `Envío a domicilio (Correo a todo el país): ${formatPrice(3500)}` },
      }),
    ).toBe(1);
    expect(
      await contarPendientes(t.db, TRABAJO_CORREO, {
        plantilla: 'pedido-creado-vendedor',
        datos: {
          numero: retiro.body.numero,
          envio: 'Retiro en Belgrano 860, Córdoba (Lunes a viernes de 10 a 18 h): gratis',
        },
      }),
    ).toBe(1);

    // The seller reads the same delivery in the sale.
    const vendida = await call<Venta>(s.vendedor, 'GET', `${VENTAS_VENDEDOR}/${trucho.body.id}`);
    expect(vendida.status).toBe(200);
    expect(vendida.body).toMatchObject({
      montoEnvio: 3500,
      envio: { tipo: 'DOMICILIO', nombre: 'Correo a todo el país' },
    });
  });

  it('refuses a delivery the shop does not offer there, or a wrong address, and reserves nothing', async () => {
    const u = await comprador();
    const s = await tiendaConEnvios();
    const otra = await tiendaConEnvios();
    const cordoba = await direccion(u, p.cordoba, 'Córdoba', 'X5000IYV');
    const mendoza = await direccion(u, p.mendoza, 'Mendoza', 'M5500ABC');
    const ajeno = await comprador();
    const deOtro = await direccion(ajeno, p.cordoba, 'Córdoba', '5000');

    const casos: [string, unknown, number, Partial<ErrorApi>][] = [
      [
        'a method of another shop',
        { idMetodo: otra.correo, idDireccion: cordoba.id },
        409,
        { codigo: 'METODO_ENVIO_NO_DISPONIBLE', mensaje: MENSAJES_VENTA.envioNoDisponible, campo: 'envio.idMetodo' },
      ],
      [
        'a method that never existed',
        { idMetodo: randomUUID(), idDireccion: cordoba.id },
        409,
        { codigo: 'METODO_ENVIO_NO_DISPONIBLE', campo: 'envio.idMetodo' },
      ],
      [
        "another buyer's address",
        { idMetodo: s.correo, idDireccion: deOtro.id },
        404,
        { codigo: 'DIRECCION_NO_ENCONTRADA', campo: 'envio.idDireccion' },
      ],
      [
        'home delivery without an address',
        { idMetodo: s.correo },
        400,
        { codigo: 'ENVIO_DIRECCION_REQUERIDA', mensaje: MENSAJES_VENTA.envioSinDireccion, campo: 'envio.idDireccion' },
      ],
      [
        'pickup with an address',
        { idMetodo: s.retiro, idDireccion: cordoba.id },
        400,
        { codigo: 'ENVIO_RETIRO_CON_DIRECCION', campo: 'envio.idDireccion' },
      ],
      [
        'a province no zone covers',
        { idMetodo: s.moto, idDireccion: mendoza.id },
        422,
        {
          codigo: 'ENVIO_SIN_COBERTURA',
          campo: 'envio.idDireccion',
          detalle: 'Este emprendimiento no envía a Mendoza',
        },
      ],
      ['a method id that is not an id', { idMetodo: 'moto' }, 400, { codigo: 'VALIDACION' }],
    ];
    for (const [caso, envio, status, error] of casos) {
      const r = await pedir(u, transferencia(s, envio, [{ idProducto: s.mate, cantidad: 50 }]));
      expect(r.status, caso).toBe(status);
      expect(r.body, caso).toMatchObject(error);
    }
    // Nothing was ordered nor reserved: the whole stock is still there to buy.
    const todo = await pedir(
      u,
      transferencia(s, { idMetodo: s.moto, idDireccion: cordoba.id }, [{ idProducto: s.mate, cantidad: 50 }]),
    );
    expect(todo.status).toBe(201);
    expect(todo.body).toMatchObject({ montoEnvio: 0, montoTotal: 500000, envioGratis: true });
  });

  it('waives home delivery from gratisDesde (at the amount exactly) and from the platform’s $ 90.000', async () => {
    const u = await comprador();
    const s = await tiendaConEnvios();
    const d = await direccion(u, p.cordoba, 'Córdoba', 'X5000IYV');
    const con = (idMetodo: string, items: { idProducto: string; cantidad: number }[]) =>
      pedir(u, transferencia(s, { idMetodo, idDireccion: d.id }, items));

    // gratisDesde 20.000 on 'Correo a todo el país': 19.999,99 pays it, 20.000 does not (≥).
    const abajo = await con(s.correo, [
      { idProducto: s.bombilla, cantidad: 1 },
      { idProducto: s.mate, cantidad: 1 },
    ]);
    expect(abajo.body).toMatchObject({
      subtotal: 19999.99,
      montoEnvio: 3500,
      montoTotal: 23499.99,
      envioGratis: false,
    });
    const justo = await con(s.correo, [{ idProducto: s.mate, cantidad: 2 }]);
    expect(justo.body).toMatchObject({ subtotal: 20000, montoEnvio: 0, montoTotal: 20000, envioGratis: true });

    // After the coupon: a coupon that leaves the order below gratisDesde brings the cost back.
    const cupon = await call(s.vendedor, 'POST', `${EMP}/cupones?idEmprendimiento=${s.id}`, {
      codigoCupon: 'ENVIO10',
      tipo: 'PORCENTAJE',
      valor: 10,
    });
    expect(cupon.status).toBe(201);
    const conCupon = await pedir(u, {
      ...transferencia(s, { idMetodo: s.correo, idDireccion: d.id }, [{ idProducto: s.mate, cantidad: 2 }]),
      codigoCupon: 'envio10',
    });
    expect(conCupon.body).toMatchObject({ descuentoCupon: 2000, montoEnvio: 3500, montoTotal: 18000 + 3500 });

    // No gratisDesde on 'Moto en Córdoba': always charged below $ 90.000, free from it (decision 086).
    expect((await con(s.moto, [{ idProducto: s.mate, cantidad: 8 }])).body).toMatchObject({
      montoEnvio: 1500,
      montoTotal: 81500,
    });
    expect((await con(s.moto, [{ idProducto: s.poncho, cantidad: 1 }])).body).toMatchObject({
      montoEnvio: 0,
      montoTotal: 90000,
      envioGratis: true,
    });
  });

  it('a method removed between the cart and the checkout is refused naming it; the same key replays the order', async () => {
    const u = await comprador();
    const s = await tiendaConEnvios();
    const d = await direccion(u, p.cordoba, 'Córdoba', 'X5000IYV');
    const clave = randomUUID();
    const cuerpo = transferencia(s, { idMetodo: s.moto, idDireccion: d.id });
    const primera = await pedir(u, cuerpo, clave);
    expect(primera.status).toBe(201);
    expect(primera.body.montoEnvio).toBe(1500);

    // The seller takes 'Moto en Córdoba' out of the list.
    const sinMoto = s.metodos.filter((m) => m.id !== s.moto);
    expect((await call(s.vendedor, 'PUT', `${EMP}/${s.id}/envios`, { metodos: sinMoto })).status).toBe(200);

    // A retry with the same key answers the order it created, as it was.
    const repetida = await pedir(u, cuerpo, clave);
    expect(repetida.status).toBe(201);
    expect(repetida.body).toMatchObject({
      id: primera.body.id,
      montoEnvio: 1500,
      envio: { nombre: 'Moto en Córdoba' },
    });
    // The same key for another delivery is another request.
    const otra = await pedir(u, transferencia(s, { idMetodo: s.retiro }), clave);
    expect(otra.status).toBe(422);
    expect(otra.body).toMatchObject({ codigo: 'IDEMPOTENCY_KEY_REUTILIZADA' });

    // A new order with the removed method: 409 that names it.
    const nueva = await pedir(u, cuerpo);
    expect(nueva.status).toBe(409);
    expect(nueva.body).toMatchObject({
      codigo: 'METODO_ENVIO_NO_DISPONIBLE',
      campo: 'envio.idMetodo',
      detalle: 'El envío «Moto en Córdoba» ya no está disponible: elegí otro',
    });
  });

  it('checkouts racing the seller removing their method either get it as it was or a 409 naming it, never a 500', async () => {
    const u = await comprador();
    const s = await tiendaConEnvios();
    const d = await direccion(u, p.cordoba, 'Córdoba', 'X5000IYV');
    const sinMoto = s.metodos.filter((m) => m.id !== s.moto);
    const cuerpo = transferencia(s, { idMetodo: s.moto, idDireccion: d.id });
    const [quitar, ...pedidos] = await Promise.all([
      call(s.vendedor, 'PUT', `${EMP}/${s.id}/envios`, { metodos: sinMoto }),
      ...Array.from({ length: 8 }, () => pedir(u, cuerpo)),
    ]);
    expect(quitar.status).toBe(200);
    for (const r of pedidos) {
      if (r.status === 201) expect(r.body).toMatchObject({ montoEnvio: 1500, envio: { nombre: 'Moto en Córdoba' } });
      else
        expect(r.body).toMatchObject({
          codigo: 'METODO_ENVIO_NO_DISPONIBLE',
          detalle: 'El envío «Moto en Córdoba» ya no está disponible: elegí otro',
        });
    }
    expect((await pedir(u, cuerpo)).status).toBe(409);
  });

  it('Mercado Pago is asked for the products plus shipments.cost, charges the total, and the settlement shows delivery apart', async () => {
    const u = await comprador();
    const s = await tiendaConEnvios({});
    const d = await direccion(u, p.santaFe, 'Rosario', '2000');
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.bombilla, cantidad: 1 }],
      metodoPago: 'MERCADO_PAGO',
      envio: { idMetodo: s.correo, idDireccion: d.id },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ montoEnvio: 6200, montoTotal: 16199.99 });

    // The preference: the product lines, the delivery as shipments.cost, Feria's fee on the products.
    const preferenciaId = new URL(r.body.pago.urlPago!).pathname.split('/').pop()!;
    const pref = await t.app.inject({
      method: 'GET',
      url: `/_sandbox/mp/checkout/preferences/${preferenciaId}`,
      headers: { authorization: `Bearer ${await tokenVendedorMp()}` },
    });
    expect(pref.statusCode).toBe(200);
    expect(pref.json()).toMatchObject({
      items: [expect.objectContaining({ title: 'Bombilla de alpaca', quantity: 1, unit_price: 9999.99 })],
      shipments: { cost: 6200, mode: 'not_specified' },
      marketplace_fee: 500,
    });
    // The sandbox's checkout page shows the delivery and charges the whole total.
    const pagina = await t.app.inject({ method: 'GET', url: new URL(r.body.pago.urlPago!).pathname });
    const texto = pagina.body.replace(/\u00a0/g, ' ');
    // (the sandbox's page shows whole pesos)
    expect(texto).toMatch(/Envío<\/span>.*\$ 6\.200/);
    expect(texto).toMatch(/Total<\/span><span>\$ 16\.200/);

    const vuelta = await pagar(r.body.pago.urlPago!, 'aprobar');
    const pagoId = vuelta.searchParams.get('payment_id')!;
    await notificado(pagoId);
    const pago = await t.app.inject({
      method: 'GET',
      url: `/_sandbox/mp/v1/payments/${pagoId}`,
      headers: { authorization: `Bearer ${await tokenVendedorMp()}` },
    });
    expect(pago.json()).toMatchObject({ transaction_amount: 16199.99 });
    const pagada = await call<Venta>(u, 'GET', `${VENTAS}/${r.body.id}`);
    expect(pagada.body.pago.estado).toBe('aprobado');

    // A transfer order of the same shop, paid.
    const porTransferencia = await pedir(u, transferencia(s, { idMetodo: s.correo, idDireccion: d.id }));
    expect(porTransferencia.body.pago.transferencia?.monto).toBe(16200);
    await subirComprobante(u, porTransferencia.body.id, png);
    expect(
      (
        await call(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${porTransferencia.body.id}/transferencia`, {
          confirmada: true,
        })
      ).status,
    ).toBe(200);

    // The settlement: bruto is what the buyer paid, delivery apart, Feria's 5 % on the products.
    const hoy = diaArgentino(new Date());
    const res = await t.app.inject({
      method: 'GET',
      url: `${EMP}/${s.id}/liquidaciones?desde=${hoy}&hasta=${hoy}`,
      headers: await t.auth(s.vendedor),
    });
    const l = res.json<Liquidacion>();
    expect(l.filas).toEqual([
      expect.objectContaining({ idVenta: r.body.id, bruto: 16199.99, envio: 6200, comisionFeria: 500 }),
      expect.objectContaining({ idVenta: porTransferencia.body.id, bruto: 16200, envio: 6200, comisionFeria: 500 }),
    ]);
    expect(l.totales).toMatchObject({ bruto: 32399.99, envio: 12400, comisionFeria: 1000 });
    const csv = await t.app.inject({
      method: 'GET',
      url: `${EMP}/${s.id}/liquidaciones?desde=${hoy}&hasta=${hoy}&formato=csv`,
      headers: await t.auth(s.vendedor),
    });
    const lineas = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lineas[0]).toContain(';Bruto;Envío;');
    expect(lineas[2]!.split(';').slice(3, 6)).toEqual(['16200', '6200', '0']);
  });
});

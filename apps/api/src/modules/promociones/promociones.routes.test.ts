import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAJES,
  MENSAJES_PROMOCION,
  type CuponVendedor,
  type DescuentoVendedor,
  type Producto,
  type ProductoPage,
  type Venta,
} from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { productosParaVenta } from '../productos/productos.queries';
import { ventasPrueba, VENTAS } from '../ventas/ventas-prueba';

const EMP = '/api/emprendedor/v1';
const VALIDAR = `${VENTAS}/validar-cupon`;
const PUBLICO = '/api/v1/public/core';
const DIA = 86_400_000;

describe('discounts and coupons (docs/producto/api.md#descuentos-y-cupones, docs/producto/api.md#ventas validar-cupon, docs/producto/errores.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir } = ventasPrueba(() => t);

  const producto = async (id: string) => (await t.app.inject(`${PUBLICO}/productos/${id}`)).json<Producto>();
  const stock = async (id: string) => (await productosParaVenta(t.db, [id]))[0]!.stock;
  const crearDescuento = (s: { id: string; vendedor: UsuarioPrueba }, body: Record<string, unknown>) =>
    call<DescuentoVendedor & { mensaje?: string }>(
      s.vendedor,
      'POST',
      `${EMP}/emprendimientos/descuentos?idEmprendimiento=${s.id}`,
      body,
    );
  const crearCupon = (s: { id: string; vendedor: UsuarioPrueba }, body: Record<string, unknown>) =>
    call<CuponVendedor & { mensaje?: string; codigo?: string }>(
      s.vendedor,
      'POST',
      `${EMP}/emprendimientos/cupones?idEmprendimiento=${s.id}`,
      body,
    );
  const validar = (u: UsuarioPrueba, body: Record<string, unknown>) =>
    call<{
      cuponValido?: boolean;
      montoFinal?: number;
      montoDescuentoAplicado?: number;
      mensaje: string;
      codigo?: string;
      detalle?: string;
    }>(u, 'POST', VALIDAR, { compradorId: u.sub, ...body });

  describe('discounts', () => {
    it('a percentage discount changes the price every public read shows, and only while it is on', async () => {
      const s = await tienda([
        { nombre: 'Vela de soja', precio: 10001 },
        { nombre: 'Difusor', precio: 5000 },
      ]);
      const r = await crearDescuento(s, {
        tipo: 'PORCENTAJE',
        valor: 15,
        productosIds: [s.productos[0]],
        descripcion: 'Semana de velas',
      });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({
        activo: true,
        estado: 'ACTIVO',
        tipo: 'PORCENTAJE',
        valor: 15,
        productosIds: [s.productos[0]],
        productos: [{ nombre: 'Vela de soja', precio: 10001, precioConDescuento: 8501 }],
      });
      expect((await producto(s.productos[0]!)).descuento).toEqual({
        activo: true,
        porcentajeDescuento: 15,
        fechaFin: null,
      });
      expect((await producto(s.productos[1]!)).descuento).toBeNull();

      const off = await call<DescuentoVendedor>(
        s.vendedor,
        'PATCH',
        `${EMP}/descuentos/${r.body.idDescuento}/desactivar`,
      );
      expect(off.body).toMatchObject({ activo: false, estado: 'INACTIVO' });
      expect((await producto(s.productos[0]!)).descuento).toBeNull();
      const on = await call<DescuentoVendedor>(s.vendedor, 'PATCH', `${EMP}/descuentos/${r.body.idDescuento}/activar`);
      expect(on.body.estado).toBe('ACTIVO');
      expect((await producto(s.productos[0]!)).descuento?.porcentajeDescuento).toBe(15);
    });

    it('a fixed discount shows as its equivalent percentage and the exact price; it may not reach $ 0', async () => {
      const s = await tienda([
        { nombre: 'Mate', precio: 12000 },
        { nombre: 'Bombilla', precio: 1500 },
      ]);
      const mucho = await crearDescuento(s, { tipo: 'VALOR_FIJO', valor: 1500, productosIds: s.productos });
      expect(mucho.status).toBe(400);
      expect(mucho.body).toMatchObject({
        codigo: 'DESCUENTO_FIJO_SUPERA_PRECIO',
        mensaje: MENSAJES_PROMOCION.fijoSuperaAlgunPrecio,
        campo: 'valor',
        detalle: MENSAJES_PROMOCION.fijoSuperaPrecio('Bombilla'),
      });
      const r = await crearDescuento(s, { tipo: 'VALOR_FIJO', valor: 1000, productosIds: [s.productos[0]] });
      expect(r.status).toBe(201);
      expect((await producto(s.productos[0]!)).descuento).toEqual({
        activo: true,
        porcentajeDescuento: 8.33,
        fechaFin: null,
        montoFijo: 1000,
      });
      const u = await comprador();
      const v = await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad: 2 }],
        metodoPago: 'TRANSFERENCIA',
      });
      expect(v.body).toMatchObject({
        subtotal: 24000,
        ahorro: 2000,
        montoTotal: 22000,
        items: [{ precioUnitario: 11000, precioLista: 12000, descuento: { tipo: 'VALOR_FIJO', valor: 1000 } }],
      });
    });

    it('of overlapping discounts the best for the buyer applies; dates start and stop it without a job', async () => {
      const s = await tienda([{ nombre: 'Taza', precio: 10000 }]);
      const [p] = s.productos;
      await crearDescuento(s, { tipo: 'PORCENTAJE', valor: 10, productosIds: [p] });
      await crearDescuento(s, { tipo: 'VALOR_FIJO', valor: 2500, productosIds: [p] });
      await crearDescuento(s, {
        tipo: 'PORCENTAJE',
        valor: 50,
        productosIds: [p],
        fechaInicio: new Date(Date.now() + DIA).toISOString(),
      });
      const fin = new Date(Date.now() + 1500).toISOString();
      const corto = await crearDescuento(s, { tipo: 'PORCENTAJE', valor: 40, productosIds: [p], fechaFin: fin });
      expect(corto.body.estado).toBe('ACTIVO');
      expect((await producto(p!)).descuento).toEqual({ activo: true, porcentajeDescuento: 40, fechaFin: fin });
      await new Promise((r) => setTimeout(r, 1600));
      expect((await producto(p!)).descuento).toMatchObject({ porcentajeDescuento: 25, montoFijo: 2500 });
      const lista = await call<DescuentoVendedor[]>(
        s.vendedor,
        'GET',
        `${EMP}/emprendimientos/descuentos?idEmprendimiento=${s.id}`,
      );
      expect(lista.body.map((d) => d.estado).sort()).toEqual(['ACTIVO', 'ACTIVO', 'PROGRAMADO', 'VENCIDO']);
    });

    it('search filters by the price the card shows', async () => {
      const s = await tienda([{ nombre: 'Lámpara zorzal', precio: 20000 }]);
      await crearDescuento(s, { tipo: 'PORCENTAJE', valor: 50, productosIds: s.productos });
      const hasta = (max: number) =>
        t.app
          .inject(`${PUBLICO}/productos/buscar?nombre=zorzal&precioMax=${max}`)
          .then((r) => r.json<ProductoPage>().content.length);
      expect(await hasta(10000)).toBe(1);
      expect(await hasta(9999)).toBe(0);
    });

    it('refuses percentages outside 1–90, products of another shop, and inverted dates', async () => {
      const s = await tienda([{ nombre: 'Yerba' }]);
      const otra = await tienda([{ nombre: 'Ajena' }]);
      for (const valor of [0, 91, 12.5])
        expect((await crearDescuento(s, { tipo: 'PORCENTAJE', valor, productosIds: s.productos })).status).toBe(400);
      const ajena = await crearDescuento(s, { tipo: 'PORCENTAJE', valor: 10, productosIds: otra.productos });
      expect(ajena).toMatchObject({ status: 400, body: { mensaje: MENSAJES_PROMOCION.productosAjenos } });
      const fechas = await crearDescuento(s, {
        tipo: 'PORCENTAJE',
        valor: 10,
        productosIds: s.productos,
        fechaInicio: '2026-12-10',
        fechaFin: '2026-12-01',
      });
      expect(fechas).toMatchObject({ status: 400, body: { mensaje: MENSAJES_PROMOCION.fechasInvertidas } });
    });

    it('filters the list by busqueda, tipo, estado and dates', async () => {
      const s = await tienda([
        { nombre: 'Remera lisa', precio: 9000 },
        { nombre: 'Gorro de lana', precio: 7000 },
      ]);
      await crearDescuento(s, {
        tipo: 'PORCENTAJE',
        valor: 10,
        productosIds: [s.productos[0]],
        fechaInicio: '2026-01-01',
        fechaFin: '2026-01-31',
      });
      await crearDescuento(s, {
        tipo: 'VALOR_FIJO',
        valor: 500,
        productosIds: [s.productos[1]],
        descripcion: 'Invierno',
      });
      const lista = async (qs: string) =>
        (
          await call<DescuentoVendedor[]>(
            s.vendedor,
            'GET',
            `${EMP}/emprendimientos/descuentos?idEmprendimiento=${s.id}&${qs}`,
          )
        ).body.map((d) => d.valor);
      expect(await lista('busqueda=GORRO')).toEqual([500]);
      expect(await lista('busqueda=invierno')).toEqual([500]);
      expect(await lista('tipo=PORCENTAJE')).toEqual([10]);
      expect(await lista('estado=VENCIDO')).toEqual([10]);
      expect(await lista('fechaInicio=2026-01-15&fechaFin=2026-01-20')).toEqual([500, 10]);
      expect(await lista('fechaInicio=2026-03-01')).toEqual([500]);
    });
  });

  describe('access (owner / other seller / buyer / anonymous)', () => {
    it('answers every discount and coupon call only to the owner', async () => {
      const s = await tienda([{ nombre: 'Cuenco', precio: 5000 }]);
      const d = await crearDescuento(s, { tipo: 'PORCENTAJE', valor: 10, productosIds: s.productos });
      const c = await crearCupon(s, { codigoCupon: 'HOLA10', tipo: 'PORCENTAJE', valor: 10 });
      const otro: UsuarioPrueba = { sub: randomUUID(), roles: ['emprendedor'] };
      const buyer: UsuarioPrueba = { sub: randomUUID(), roles: ['comprador'] };
      const descuento = { tipo: 'PORCENTAJE', valor: 20, productosIds: s.productos };
      const llamadas: [string, string, unknown?][] = [
        ['GET', `${EMP}/emprendimientos/descuentos?idEmprendimiento=${s.id}`],
        ['POST', `${EMP}/emprendimientos/descuentos?idEmprendimiento=${s.id}`, descuento],
        ['GET', `${EMP}/descuentos/${d.body.idDescuento}`],
        ['PUT', `${EMP}/descuentos/${d.body.idDescuento}`, descuento],
        ['PATCH', `${EMP}/descuentos/${d.body.idDescuento}/desactivar`],
        ['PATCH', `${EMP}/descuentos/${d.body.idDescuento}/activar`],
        ['GET', `${EMP}/emprendimientos/cupones?idEmprendimiento=${s.id}`],
        [
          'POST',
          `${EMP}/emprendimientos/cupones?idEmprendimiento=${s.id}`,
          { codigoCupon: `X${randomUUID().slice(0, 6)}`, tipo: 'VALOR_FIJO', valor: 100 },
        ],
        ['GET', `${EMP}/cupones/${c.body.idCupon}`],
        ['PUT', `${EMP}/cupones/${c.body.idCupon}`, { activo: false }],
        ['DELETE', `${EMP}/cupones/${c.body.idCupon}`],
        ['DELETE', `${EMP}/descuentos/${d.body.idDescuento}`],
      ];
      for (const [method, url, payload] of llamadas) {
        const anon = await t.app.inject({
          method: method as 'GET',
          url,
          ...(payload ? { payload: payload as object } : {}),
        });
        expect(anon.statusCode, `${method} ${url} anónimo`).toBe(401);
        expect((await call(buyer, method as 'GET', url, payload)).status, `${method} ${url} comprador`).toBe(403);
        expect((await call(otro, method as 'GET', url, payload)).status, `${method} ${url} otro vendedor`).toBe(404);
      }
      for (const [method, url, payload] of llamadas) {
        const r = await call(s.vendedor, method as 'GET', url, payload);
        expect(r.status, `${method} ${url} dueño`).toBeLessThan(300);
      }
      expect((await call(s.vendedor, 'GET', `${EMP}/cupones/${c.body.idCupon}`)).status).toBe(404);
    });
  });

  describe('coupons', () => {
    it('stores the code uppercase, unique per shop whatever its case; PUT { activo } switches it', async () => {
      const s = await tienda([{ nombre: 'Jarra' }]);
      const r = await crearCupon(s, { codigoCupon: '  verano15 ', tipo: 'PORCENTAJE', valor: 15, usosMaximos: 3 });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({
        codigoCupon: 'VERANO15',
        activo: true,
        estado: 'HABILITADO',
        usosRealizados: 0,
        usosRestantes: 3,
      });
      const repetido = await crearCupon(s, { codigoCupon: 'Verano15', tipo: 'VALOR_FIJO', valor: 500 });
      expect(repetido).toMatchObject({ status: 409, body: { mensaje: MENSAJES_PROMOCION.codigoRepetido } });
      expect(
        (await crearCupon(await tienda([]), { codigoCupon: 'VERANO15', tipo: 'PORCENTAJE', valor: 5 })).status,
      ).toBe(201);
      expect((await crearCupon(s, { codigoCupon: 'con espacio', tipo: 'PORCENTAJE', valor: 5 })).status).toBe(400);
      expect((await crearCupon(s, { codigoCupon: 'MUCHO', tipo: 'PORCENTAJE', valor: 95 })).status).toBe(400);

      const off = await call<CuponVendedor>(s.vendedor, 'PUT', `${EMP}/cupones/${r.body.idCupon}`, { activo: false });
      expect(off.body).toMatchObject({ activo: false, estado: 'DESHABILITADO' });
      const valor = await call<CuponVendedor & { mensaje: string }>(
        s.vendedor,
        'PUT',
        `${EMP}/cupones/${r.body.idCupon}`,
        { valor: 95 },
      );
      expect(valor).toMatchObject({
        status: 400,
        body: { codigo: 'VALIDACION', mensaje: MENSAJES_PROMOCION.porcentaje, campo: 'valor' },
      });
      const estados = async (estado: string) =>
        (
          await call<CuponVendedor[]>(
            s.vendedor,
            'GET',
            `${EMP}/emprendimientos/cupones?idEmprendimiento=${s.id}&estado=${estado}`,
          )
        ).body.length;
      expect(await estados('DESHABILITADO')).toBe(1);
      expect(await estados('HABILITADO')).toBe(0);
    });

    it('validates with docs/producto/errores.md status table and the exact texts', async () => {
      const s = await tienda([{ nombre: 'Plato', precio: 8000 }]);
      const otra = await tienda([]);
      const u = await comprador();
      await crearCupon(s, {
        codigoCupon: 'OK10',
        tipo: 'PORCENTAJE',
        valor: 10,
        montoMinimo: 10000,
        cantidadMinima: 2,
      });
      await crearCupon(s, { codigoCupon: 'FIJO3000', tipo: 'VALOR_FIJO', valor: 3000 });
      await crearCupon(s, {
        codigoCupon: 'VIEJO',
        tipo: 'PORCENTAJE',
        valor: 10,
        fechaFin: new Date(Date.now() - DIA).toISOString(),
      });
      const pausado = await crearCupon(s, { codigoCupon: 'PAUSA', tipo: 'PORCENTAJE', valor: 10 });
      await call(s.vendedor, 'PUT', `${EMP}/cupones/${pausado.body.idCupon}`, { activo: false });
      await crearCupon(otra, { codigoCupon: 'AJENO', tipo: 'PORCENTAJE', valor: 10 });
      const base = { emprendimientoId: s.id, montoTotal: 16000, cantidadProductos: 2 };

      expect(await validar(u, { ...base, codigoCupon: ' ok10 ' })).toMatchObject({
        status: 200,
        body: {
          cuponValido: true,
          valorDescuento: 10,
          montoDescuentoAplicado: 1600,
          montoFinal: 14400,
          codigoCupon: 'OK10',
          mensaje: 'Cupón OK10 aplicado',
        },
      });
      expect(
        await validar(u, { ...base, codigoCupon: 'fijo3000', montoTotal: 8000, cantidadProductos: 1 }),
      ).toMatchObject({ status: 200, body: { montoFinal: 5000 } });
      expect(await validar(u, { ...base, codigoCupon: 'NOEXISTE' })).toMatchObject({
        status: 404,
        body: { mensaje: MENSAJES.cuponNoEncontrado },
      });
      expect(await validar(u, { ...base, codigoCupon: 'VIEJO' })).toMatchObject({
        status: 409,
        body: { mensaje: MENSAJES.cuponNoDisponible, detalle: MENSAJES_PROMOCION.detalleVencido },
      });
      expect(await validar(u, { ...base, codigoCupon: 'PAUSA' })).toMatchObject({
        status: 409,
        body: { mensaje: MENSAJES.cuponNoDisponible },
      });
      expect(await validar(u, { ...base, codigoCupon: 'AJENO' })).toMatchObject({
        status: 422,
        body: { mensaje: MENSAJES.cuponNoAplicable, detalle: MENSAJES_PROMOCION.detalleOtroEmprendimiento },
      });
      expect(await validar(u, { ...base, codigoCupon: 'OK10', montoTotal: 9999 })).toMatchObject({
        status: 422,
        body: { mensaje: MENSAJES.cuponNoAplicable, detalle: 'Este cupón es para compras desde $ 10.000.' },
      });
      expect(await validar(u, { ...base, codigoCupon: 'OK10', cantidadProductos: 1 })).toMatchObject({ status: 422 });
      expect(await validar(u, { ...base, codigoCupon: 'FIJO3000', montoTotal: 3000 })).toMatchObject({ status: 422 });
      expect((await validar(u, { ...base, codigoCupon: '' })).status).toBe(400);
      expect((await validar(u, { ...base, codigoCupon: 'OK10', montoTotal: 'mucho' })).status).toBe(400);
      const ajeno = await call<{ mensaje: string }>(u, 'POST', VALIDAR, {
        ...base,
        codigoCupon: 'OK10',
        compradorId: randomUUID(),
      });
      expect(ajeno).toMatchObject({ status: 403, body: { mensaje: MENSAJES_PROMOCION.compradorAjeno } });
    });

    it('answers 429 to a buyer who tries too many codes in a minute', async () => {
      const s = await tienda([]);
      const u = await comprador();
      const estados: number[] = [];
      for (let i = 0; i < 12; i++)
        estados.push(
          (
            await validar(u, {
              emprendimientoId: s.id,
              montoTotal: 1000,
              cantidadProductos: 1,
              codigoCupon: `ADIVINO${i}`,
            })
          ).status,
        );
      expect(estados.slice(0, 10).every((st) => st === 404)).toBe(true);
      expect(estados.slice(10)).toEqual([429, 429]);
      const r = await validar(u, {
        emprendimientoId: s.id,
        montoTotal: 1000,
        cantidadProductos: 1,
        codigoCupon: 'OTRO',
      });
      expect(r.body.mensaje).toBe(MENSAJES_PROMOCION.demasiadasValidaciones);
      // Another buyer is not affected.
      expect(
        (
          await validar(await comprador(), {
            emprendimientoId: s.id,
            montoTotal: 1000,
            cantidadProductos: 1,
            codigoCupon: 'OTRO',
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('coupons in orders', () => {
    it('the order re-checks the coupon, charges the discounted total and keeps a copy; a cancelled unpaid order gives the use back', async () => {
      const s = await tienda([{ nombre: 'Sahumerio', precio: 10000, stock: 10, descuento: { porcentaje: 10 } }]);
      const c = await crearCupon(s, {
        codigoCupon: 'VERANO15',
        tipo: 'PORCENTAJE',
        valor: 15,
        usosMaximos: 5,
        descripcion: 'Verano',
      });
      const u = await comprador();
      const v = await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad: 2 }],
        metodoPago: 'TRANSFERENCIA',
        codigoCupon: ' verano15 ',
      });
      expect(v.status).toBe(201);
      expect(v.body).toMatchObject({
        subtotal: 20000,
        ahorro: 2000,
        descuentoCupon: 2700,
        montoTotal: 15300,
        cupon: { codigoCupon: 'VERANO15', tipo: 'PORCENTAJE', valor: 15, descripcion: 'Verano' },
      });
      expect(v.body.pago.transferencia?.monto).toBe(15300);
      const uso = async () =>
        (await call<CuponVendedor>(s.vendedor, 'GET', `${EMP}/cupones/${c.body.idCupon}`)).body.usosRealizados;
      expect(await uso()).toBe(1);
      // Later changes to the coupon do not touch the order.
      await call(s.vendedor, 'PUT', `${EMP}/cupones/${c.body.idCupon}`, { valor: 50 });
      expect((await call<Venta>(u, 'GET', `${VENTAS}/${v.body.id}`)).body).toMatchObject({
        montoTotal: 15300,
        cupon: { valor: 15 },
      });

      const cancelada = await call<Venta>(u, 'PUT', `${VENTAS}/${v.body.id}/cancelar`, { motivo: 'Me arrepentí' });
      expect(cancelada.body.estado).toBe('cancelado');
      expect(await uso()).toBe(0);
      // Cancelling again changes nothing.
      await call(u, 'PUT', `${VENTAS}/${v.body.id}/cancelar`, {});
      expect(await uso()).toBe(0);
    });

    it('refuses an order whose coupon does not apply (409 / 422) and reserves nothing', async () => {
      const s = await tienda([{ nombre: 'Florero', precio: 5000, stock: 3 }]);
      await crearCupon(s, { codigoCupon: 'GRANDE', tipo: 'PORCENTAJE', valor: 20, montoMinimo: 50000 });
      await crearCupon(s, {
        codigoCupon: 'VENCIDO',
        tipo: 'PORCENTAJE',
        valor: 20,
        fechaFin: new Date(Date.now() - DIA).toISOString(),
      });
      const u = await comprador();
      const body = {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad: 2 }],
        metodoPago: 'TRANSFERENCIA',
      };
      expect(await pedir(u, { ...body, codigoCupon: 'GRANDE' })).toMatchObject({
        status: 422,
        body: { mensaje: MENSAJES.cuponNoAplicable },
      });
      expect(await pedir(u, { ...body, codigoCupon: 'VENCIDO' })).toMatchObject({
        status: 409,
        body: { mensaje: MENSAJES.cuponNoDisponible },
      });
      expect(await pedir(u, { ...body, codigoCupon: 'NADA' })).toMatchObject({
        status: 404,
        body: { mensaje: MENSAJES.cuponNoEncontrado },
      });
      expect(await stock(s.productos[0]!)).toBe(3);
      expect((await call<{ totalElements: number }>(u, 'GET', VENTAS)).body.totalElements).toBe(0);
    });

    it('20 buyers racing for the last use: exactly one order gets it', async () => {
      const s = await tienda([{ nombre: 'Tabla de quesos', precio: 20000, stock: 100 }]);
      const c = await crearCupon(s, { codigoCupon: 'ULTIMO', tipo: 'PORCENTAJE', valor: 50, usosMaximos: 1 });
      const compradores = await Promise.all(Array.from({ length: 20 }, () => comprador()));
      const r = await Promise.all(
        compradores.map((u) =>
          pedir(u, {
            emprendimientoId: s.id,
            items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
            metodoPago: 'TRANSFERENCIA',
            codigoCupon: 'ULTIMO',
          }),
        ),
      );
      expect(r.filter((x) => x.status === 201)).toHaveLength(1);
      expect(r.filter((x) => x.status === 409)).toHaveLength(19);
      expect(await stock(s.productos[0]!)).toBe(99);
      const cupon = (await call<CuponVendedor>(s.vendedor, 'GET', `${EMP}/cupones/${c.body.idCupon}`)).body;
      expect(cupon).toMatchObject({ usosRealizados: 1, estado: 'AGOTADO', usosRestantes: 0 });
    });

    it("the per-buyer limit holds, also for one buyer's concurrent orders", async () => {
      const s = await tienda([{ nombre: 'Maceta', precio: 4000, stock: 50 }]);
      await crearCupon(s, { codigoCupon: 'UNAVEZ', tipo: 'VALOR_FIJO', valor: 1000, usosPorComprador: 1 });
      const u = await comprador();
      const body = {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
        metodoPago: 'TRANSFERENCIA',
        codigoCupon: 'UNAVEZ',
      };
      const r = await Promise.all(Array.from({ length: 5 }, () => pedir(u, body)));
      expect(r.map((x) => x.status).sort()).toEqual([201, 409, 409, 409, 409]);
      const otra = await pedir(await comprador(), body);
      expect(otra).toMatchObject({ status: 201, body: { montoTotal: 3000 } });
      const validacion = await validar(u, {
        codigoCupon: 'UNAVEZ',
        emprendimientoId: s.id,
        montoTotal: 4000,
        cantidadProductos: 1,
      });
      expect(validacion).toMatchObject({ status: 409, body: { detalle: MENSAJES_PROMOCION.detallePorComprador } });
    });
  });
});

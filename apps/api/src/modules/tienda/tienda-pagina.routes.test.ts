import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES, productoTiendaPage, type Page, type ProductoTienda } from '@feria/contracts';
import {
  contadorDeSentencias,
  createTestApp,
  crearCatalogo,
  crearEmprendimiento,
  crearProducto,
  type TestApp,
} from '../../testing';
import { imagenesConTienda, obtenerProducto } from '../productos/productos.service';
import { insertarDescuento } from '../promociones/promociones.queries';
import { guardarMetodos } from '../envios/envios.queries';
import { paginaProductosDeTienda } from './tienda.service';

const BASE = '/api/v1/public/core/tienda';

/** GET tienda/{id}/productos (docs/arquitectura.md#rendimiento): pages of the shop's products, same order and visibility as obtenerProductos. */
describe('página de productos de la tienda', () => {
  let t: TestApp;
  let shop: string;
  let oculto: string;
  let catalogo: number;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await crearEmprendimiento(t.db, { nombre: 'Paginada' });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(await crearProducto(t.db, shop, { nombre: `Producto ${i}` }));
    oculto = await crearProducto(t.db, shop, { nombre: 'Oculto', habilitado: false });
    catalogo = await crearCatalogo(t.db, shop, 'Abierto', [ids[0]!, oculto]);
  });
  afterAll(async () => t.close());

  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json<T>() };
  };
  const todos = async () => (await get<ProductoTienda[]>(`${BASE}/productos/obtenerProductos/${shop}`)).body;

  it('splits the full list into pages of the same order, with the total', async () => {
    const lista = await todos();
    expect(lista).toHaveLength(7);
    const paginas = await Promise.all(
      [0, 1, 2].map((page) => get<Page<ProductoTienda>>(`${BASE}/${shop}/productos?page=${page}&size=3`)),
    );
    for (const p of paginas) expect(p.status).toBe(200);
    expect(paginas.flatMap((p) => p.body.content)).toEqual(lista);
    expect(
      paginas.map((p) => [p.body.number, p.body.size, p.body.totalElements, p.body.totalPages, p.body.content.length]),
    ).toEqual([
      [0, 3, 7, 3, 3],
      [1, 3, 7, 3, 3],
      [2, 3, 7, 3, 1],
    ]);
    expect(lista.find((p) => p.idCatalogos.length > 0)?.idCatalogos).toEqual([catalogo]);
    expect(lista.map((p) => p.id)).not.toContain(oculto);
  });

  it('defaults to the first page of 24 and still counts past the last page', async () => {
    const { body } = await get<Page<ProductoTienda>>(`${BASE}/${shop}/productos`);
    expect(body).toMatchObject({ number: 0, size: 24, totalElements: 7, totalPages: 1 });
    expect(body.content).toEqual(await todos());
    const lejos = await get<Page<ProductoTienda>>(`${BASE}/${shop}/productos?page=5&size=3`);
    expect(lejos.body).toEqual({ content: [], totalElements: 7, totalPages: 3, number: 5, size: 3 });
  });

  it('leaves out the excluded product', async () => {
    const lista = await todos();
    const excluido = lista[1]!.id;
    const { body } = await get<Page<ProductoTienda>>(`${BASE}/${shop}/productos?size=4&excluir=${excluido}`);
    expect(body.totalElements).toBe(6);
    expect(body.content.map((p) => p.id)).toEqual(
      lista
        .filter((p) => p.id !== excluido)
        .slice(0, 4)
        .map((p) => p.id),
    );
  });

  it('answers an empty page for a public shop without products', async () => {
    const vacia = await crearEmprendimiento(t.db, { nombre: 'Vacía' });
    expect((await get(`${BASE}/${vacia}/productos`)).body).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      number: 0,
      size: 24,
    });
  });

  it('answers 404 for unknown or non-Activo shops and 400 for bad parameters', async () => {
    const rechazada = await crearEmprendimiento(t.db, { nombre: 'Rechazada', estado: 'Rechazado' });
    const notFound = { status: 404, body: { mensaje: MENSAJES.tiendaNoEncontrada, codigo: 'TIENDA_NO_ENCONTRADA' } };
    expect(await get(`${BASE}/00000000-0000-4000-8000-000000000000/productos`)).toEqual(notFound);
    expect(await get(`${BASE}/${rechazada}/productos`)).toEqual(notFound);
    const invalido = (mensaje: string) => ({
      status: 400,
      body: expect.objectContaining({ mensaje, codigo: 'VALIDACION' }),
    });
    expect(await get(`${BASE}/${shop}/productos?page=-1`)).toEqual(invalido(MENSAJES.paginaInvalida));
    expect(await get(`${BASE}/${shop}/productos?page=x`)).toEqual(invalido(MENSAJES.paginaInvalida));
    expect(await get(`${BASE}/${shop}/productos?page=2147483648`)).toEqual(invalido(MENSAJES.paginaInvalida));
    expect(await get(`${BASE}/${shop}/productos?size=0`)).toEqual(invalido(MENSAJES.tamanoInvalido));
    expect(await get(`${BASE}/${shop}/productos?size=101`)).toEqual(invalido(MENSAJES.tamanoInvalido));
    expect(await get(`${BASE}/${shop}/productos?excluir=abc`)).toEqual(invalido(MENSAJES.idInvalido));
  });

  /**
   * Decision 101: the page's products are JSON the database writes; the full list is `toProducto`
   * serialised by the contract. Every field of every product must read the same, on pages of every
   * demo shop and on a shop made of what that JSON has to get right.
   */
  const mismasPaginas = async (tienda: string, size: number) => {
    const lista = (await get<ProductoTienda[]>(`${BASE}/productos/obtenerProductos/${tienda}`)).body;
    const paginas: unknown[] = [];
    for (let page = 0; page * size < Math.max(lista.length, 1); page++) {
      const res = await t.app.inject({ method: 'GET', url: `${BASE}/${tienda}/productos?page=${page}&size=${size}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      // The contract's schema, strict: no field more, none missing, every type right.
      const pagina = productoTiendaPage.strict().parse(res.json());
      paginas.push(...pagina.content);
    }
    expect(paginas).toEqual(lista);
    return lista;
  };

  it("writes every demo shop's products as the contract serialises them", async () => {
    const demo = await get<{ content: { id: string }[] }>('/api/v1/public/core/emprendimientos?page=0&size=50');
    expect(demo.body.content.length).toBeGreaterThan(2);
    const vistos = [];
    for (const { id } of demo.body.content) vistos.push(...(await mismasPaginas(id, 5)));
    // The demo has what the JSON must carry: discounts, ratings, types, attributes, home delivery.
    expect(vistos.some((p) => p.descuento !== null)).toBe(true);
    expect(vistos.some((p) => p.calificacion !== null)).toBe(true);
    expect(vistos.some((p) => p.tipoProducto !== null && p.atributos.length > 0)).toBe(true);
    expect(vistos.some((p) => p.envioGratisDesde !== null && p.envioGratisDesde !== undefined)).toBe(true);
  });

  it('writes fixed discounts, text that needs escaping and delivery thresholds as the contract does', async () => {
    const tienda = await crearEmprendimiento(t.db, { nombre: 'Comillas "dobles", \\ barra y ñandú 🧉', envios: false });
    const raro = await crearProducto(t.db, tienda, {
      nombre: 'Mate "imperial" \\ con\ttab',
      descripcion: "Línea 1\nLínea 2\r\n\u0001 control, \u2028 separador, emoji 🧉 y comillas 'simples'",
      precio: 2999.99,
      sku: 'SKU-"1"',
      tipo: 'Mate',
      atributos: { Color: 'verde "agua"', Material: 'calabaza\\madera' },
    });
    const fijo = await crearProducto(t.db, tienda, { nombre: 'Con monto fijo', precio: 3000 });
    const gratis = await crearProducto(t.db, tienda, { nombre: 'Gratis', precio: 0 });
    // $ 1.000 off $ 1.500 is 66,666…%: rounded to 66,67 as equivalentPercentage rounds.
    const redondeo = await crearProducto(t.db, tienda, { nombre: 'Redondeo', precio: 1500 });
    const porcentaje = await crearProducto(t.db, tienda, {
      nombre: 'Con porcentaje',
      precio: 1234.56,
      descuento: { porcentaje: 15, fechaFin: new Date('2099-03-04T05:06:07.891Z') },
    });
    await insertarDescuento(t.db, tienda, { tipo: 'VALOR_FIJO', valor: 1000 }, [fijo, gratis, raro, redondeo]);
    // Home delivery at 50.000 and one without a threshold: the shop's is 50.000.
    const domicilio = (gratisDesde: number | null) => ({
      tipo: 'DOMICILIO' as const,
      nombre: `Envío ${gratisDesde ?? 'sin mínimo'}`,
      zonas: [{ restoDelPais: true, idProvincias: [], costo: 3000, diasMin: 1, diasMax: 3 }],
      gratisDesde,
    });
    await guardarMetodos(t.db, tienda, [domicilio(50000.5), domicilio(null)]);
    const lista = await mismasPaginas(tienda, 2);
    const porId = new Map(lista.map((p) => [p.id, p]));
    expect(porId.get(raro)).toMatchObject({
      nombre: 'Mate "imperial" \\ con\ttab',
      sku: 'SKU-"1"',
      precio: 2999.99,
      descuento: { porcentajeDescuento: 33.33, montoFijo: 1000 },
      envioGratisDesde: 50000.5,
    });
    expect(porId.get(redondeo)?.descuento?.porcentajeDescuento).toBe(66.67);
    expect(porId.get(gratis)?.descuento).toEqual({
      activo: true,
      porcentajeDescuento: 0,
      fechaFin: null,
      montoFijo: 1000,
    });
    expect(porId.get(porcentaje)?.descuento).toEqual({
      activo: true,
      porcentajeDescuento: 15,
      fechaFin: '2099-03-04T05:06:07.891Z',
    });
    // Only methods over the platform's $ 90.000: its threshold; no home delivery: null.
    await guardarMetodos(t.db, tienda, [domicilio(120000)]);
    expect((await mismasPaginas(tienda, 3))[0]?.envioGratisDesde).toBe(90000);
    await guardarMetodos(t.db, tienda, [{ tipo: 'A_COORDINAR', nombre: 'A coordinar' }]);
    expect((await mismasPaginas(tienda, 3))[0]?.envioGratisDesde).toBeNull();
  });

  it('answers a cache miss of a page, a product and its images with one statement each', async () => {
    const { db, contar } = contadorDeSentencias(t.db);
    const [primero] = await todos();
    expect(await contar(() => paginaProductosDeTienda({ db }, shop, { page: 0, size: 3 }))).toBe(1);
    expect(await contar(() => paginaProductosDeTienda({ db }, shop, { page: 9, size: 3 }))).toBe(1);
    expect(await contar(() => obtenerProducto({ db }, primero!.id))).toBe(1);
    expect(await contar(() => imagenesConTienda({ db }, primero!.id))).toBe(1);
  });
});

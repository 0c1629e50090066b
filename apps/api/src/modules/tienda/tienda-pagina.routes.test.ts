import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES, type Page, type ProductoTienda } from '@feria/contracts';
import {
  contadorDeSentencias,
  createTestApp,
  crearCatalogo,
  crearEmprendimiento,
  crearProducto,
  type TestApp,
} from '../../testing';
import { imagenesConTienda, obtenerProducto } from '../productos/productos.service';
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

  it('answers a cache miss of a page, a product and its images with one statement each', async () => {
    const { db, contar } = contadorDeSentencias(t.db);
    const [primero] = await todos();
    expect(await contar(() => paginaProductosDeTienda({ db }, shop, { page: 0, size: 3 }))).toBe(1);
    expect(await contar(() => paginaProductosDeTienda({ db }, shop, { page: 9, size: 3 }))).toBe(1);
    expect(await contar(() => obtenerProducto({ db }, primero!.id))).toBe(1);
    expect(await contar(() => imagenesConTienda({ db }, primero!.id))).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES, type EmprendimientoPage, type Provincia, type Rubro } from '@feria/contracts';
import { createTestApp, crearEmprendimiento, crearProducto, type TestApp } from '../../testing';
import { ventasPrueba } from '../ventas/ventas-prueba';
import { calificarTiendaParaPrueba } from '../resenas/calificaciones.test-support';

// The shop directory 'Consultar Emprendimientos' (docs/producto/entidades.md buyer shop filters, decision 039).
const BASE = '/api/v1/public/core/emprendimientos';

describe('directorio de emprendimientos', () => {
  let t: TestApp;
  const v = ventasPrueba(() => t);
  const ids: Record<'alfajores' | 'bordados' | 'ceramica' | 'pendiente', string> = {
    alfajores: '',
    bordados: '',
    ceramica: '',
    pendiente: '',
  };
  let alimentos: number;
  let cordoba: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    alimentos = (await t.app.inject(`/api/v1/public/core/rubros`))
      .json<Rubro[]>()
      .find((r) => r.nombre === 'Alimentos y Bebidas')!.idRubro;
    cordoba = (await t.app.inject(`/api/v1/public/core/provincias`))
      .json<Provincia[]>()
      .find((p) => p.nombre === 'Córdoba')!.idProvincia;
    // Created in this order (recientes: the last first). Sales: bordados 50, alfajores 15, cerámica 0.
    ids.alfajores = await crearEmprendimiento(t.db, {
      nombre: 'Alfajores del Sur',
      rubro: 'Alimentos y Bebidas',
      provincia: 'Córdoba',
      ciudad: 'Villa María',
    });
    for (const n of [1, 2, 3])
      await crearProducto(t.db, ids.alfajores, { nombre: `Alfajor ${n}`, unidadesVendidas: 5 });
    ids.bordados = await crearEmprendimiento(t.db, {
      nombre: 'Bordados Andinos',
      rubro: 'Indumentaria',
      provincia: 'Córdoba',
      ciudad: 'Córdoba',
    });
    await crearProducto(t.db, ids.bordados, { nombre: 'Poncho bordado', unidadesVendidas: 50 });
    await crearProducto(t.db, ids.bordados, { nombre: 'Poncho oculto', habilitado: false });
    ids.ceramica = await crearEmprendimiento(t.db, {
      nombre: 'Cerámica Bosque',
      rubro: 'Alimentos y Bebidas',
      provincia: 'Mendoza',
      ciudad: 'Mendoza',
    });
    for (const n of [1, 2, 3, 4, 5]) await crearProducto(t.db, ids.ceramica, { nombre: `Taza ${n}` });
    ids.pendiente = await crearEmprendimiento(t.db, {
      nombre: 'Alfajores Pendientes',
      rubro: 'Alimentos y Bebidas',
      provincia: 'Córdoba',
      ciudad: 'Ushuaia',
      estado: 'Pendiente',
    });
    await crearProducto(t.db, ids.pendiente, { nombre: 'Alfajor escondido', unidadesVendidas: 999 });

    // Ratings from real orders: alfajores 5 and 4 (4.5), bordados 3, cerámica only a hidden 5 (no rating).
    const calificar = async (tienda: string, calificacion: number, oculta = false) => {
      const u = await v.comprador();
      const [producto] = (await t.app.inject(`/api/v1/public/core/productos/misProductos/${tienda}`)).json<
        { id: string }[]
      >();
      const r = await v.pedir(u, {
        emprendimientoId: tienda,
        items: [{ idProducto: producto!.id, cantidad: 1 }],
        metodoPago: 'TRANSFERENCIA',
      });
      expect(r.status).toBe(201);
      await calificarTiendaParaPrueba(t.db, {
        ventaId: r.body.id,
        emprendimientoId: tienda,
        compradorUserId: u.sub,
        calificacion,
        oculta,
      });
    };
    await calificar(ids.alfajores, 5);
    await calificar(ids.alfajores, 4);
    await calificar(ids.bordados, 3);
    await calificar(ids.ceramica, 5, true);
  });
  afterAll(async () => t.close());

  const listar = async (query: string) => {
    const res = await t.app.inject(`${BASE}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EmprendimientoPage>();
  };
  const nombres = async (query: string) => (await listar(query)).content.map((e) => e.nombre);
  const error = async (query: string) => {
    const res = await t.app.inject(`${BASE}?${query}`);
    return { status: res.statusCode, body: res.json<{ mensaje: string; codigo: string }>() };
  };

  it('sorts by relevance by default: the name match first, then units sold; never a shop that is not Activo', async () => {
    expect(await nombres('')).toEqual(['Bordados Andinos', 'Alfajores del Sur', 'Cerámica Bosque']);
    expect(await nombres('orden=relevancia')).toEqual(['Bordados Andinos', 'Alfajores del Sur', 'Cerámica Bosque']);
    expect(await nombres('nombre=CERAMICA')).toEqual(['Cerámica Bosque']);
    expect(await nombres('nombre=bordadso')).toEqual(['Bordados Andinos']); // a typo
    expect(await nombres('nombre=alfajores')).toEqual(['Alfajores del Sur']);
  });

  it('sorts by rating, newest and most products', async () => {
    expect(await nombres('orden=calificacion')).toEqual(['Alfajores del Sur', 'Bordados Andinos', 'Cerámica Bosque']);
    expect(await nombres('orden=recientes')).toEqual(['Cerámica Bosque', 'Bordados Andinos', 'Alfajores del Sur']);
    expect(await nombres('orden=productos')).toEqual(['Cerámica Bosque', 'Alfajores del Sur', 'Bordados Andinos']);
  });

  it('shows the real rating and review count; hidden reviews do not count', async () => {
    const page = await listar('orden=calificacion');
    expect(page.content.map((e) => [e.calificacion, e.numReseñas])).toEqual([
      [4.5, 2],
      [3, 1],
      [null, 0],
    ]);
  });

  it('filters by categoria (rubro) and ubicacion (province, city ignoring accents and case)', async () => {
    expect(await nombres(`idRubro=${alimentos}`)).toEqual(['Alfajores del Sur', 'Cerámica Bosque']);
    expect(await nombres(`idProvincia=${cordoba}`)).toEqual(['Bordados Andinos', 'Alfajores del Sur']);
    expect(await nombres(`idProvincia=${cordoba}&ciudad=${encodeURIComponent('  VILLA maria ')}`)).toEqual([
      'Alfajores del Sur',
    ]);
    expect(await nombres(`ciudad=cordoba`)).toEqual(['Bordados Andinos']);
    expect(await nombres(`idRubro=${alimentos}&idProvincia=${cordoba}&ciudad=`)).toEqual(['Alfajores del Sur']);
    expect(await nombres(`ciudad=Ushuaia`)).toEqual([]);
  });

  it('filters by minimum rating: shops without reviews never qualify', async () => {
    expect(await nombres('calificacionMinima=4')).toEqual(['Alfajores del Sur']);
    expect(await nombres('calificacionMinima=3&orden=calificacion')).toEqual(['Alfajores del Sur', 'Bordados Andinos']);
    expect(await nombres('calificacionMinima=1')).not.toContain('Cerámica Bosque');
    expect(await nombres('calificacionMinima=4.6')).toEqual([]);
  });

  it('filters by verificado: every public shop is Activo, so false finds none', async () => {
    expect(await nombres('verificado=true')).toEqual(['Bordados Andinos', 'Alfajores del Sur', 'Cerámica Bosque']);
    expect(await listar('verificado=false')).toMatchObject({ content: [], totalElements: 0 });
    expect((await listar('verificado=true')).content.every((e) => e.verificado)).toBe(true);
  });

  it('pages the results with the total of the filtered list', async () => {
    expect(await listar('size=2&page=1')).toMatchObject({
      totalElements: 3,
      totalPages: 2,
      number: 1,
      size: 2,
      content: [{ nombre: 'Cerámica Bosque' }],
    });
    expect(await listar(`size=1&page=1&idRubro=${alimentos}&orden=productos`)).toMatchObject({
      totalElements: 2,
      content: [{ nombre: 'Alfajores del Sur' }],
    });
    expect(await listar('size=2&page=5')).toMatchObject({ totalElements: 3, content: [] });
  });

  it('refuses invalid filters with a Spanish message', async () => {
    const casos: [string, string][] = [
      ['calificacionMinima=0', MENSAJES.calificacionMinimaInvalida],
      ['calificacionMinima=6', MENSAJES.calificacionMinimaInvalida],
      ['calificacionMinima=muchas', MENSAJES.calificacionMinimaInvalida],
      ['verificado=si', MENSAJES.verificadoInvalido],
      ['orden=precio', MENSAJES.ordenEmprendimientosInvalido],
      [`ciudad=${'a'.repeat(101)}`, MENSAJES.ciudadLarga],
      ['idRubro=abc', MENSAJES.rubroInvalido],
      ['page=-1', MENSAJES.paginaInvalida],
    ];
    for (const [query, mensaje] of casos)
      expect(await error(query), query).toEqual({ status: 400, body: { mensaje, codigo: 'VALIDACION' } });
  });

  it('lists the cities of public shops, one spelling each, of a province when given', async () => {
    const ciudades = async (query: string) => (await t.app.inject(`${BASE}/ciudades${query}`)).json<string[]>();
    expect(await ciudades('')).toEqual(['Córdoba', 'Mendoza', 'Villa María']);
    expect(await ciudades(`?idProvincia=${cordoba}`)).toEqual(['Córdoba', 'Villa María']);
    expect((await t.app.inject(`${BASE}/ciudades?idProvincia=x`)).json()).toEqual({
      mensaje: MENSAJES.provinciaInvalida,
      codigo: 'VALIDACION',
    });
  });
});

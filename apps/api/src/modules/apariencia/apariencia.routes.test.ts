import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aparienciaPorDefecto,
  MENSAJES,
  MENSAJES_APARIENCIA,
  MENSAJES_CUENTA,
  MENSAJES_PERFIL,
  type Apariencia,
} from '@feria/contracts';
import { crearCatalogo, crearEmprendimiento, createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { respuestaError } from '../../lib/app-error.test-support';

const BASE = '/api/emprendedor/v1/emprendimientos';
const PUBLIC = '/api/v1/public/core/tienda';
const vendedor = (): UsuarioPrueba => ({ sub: randomUUID(), roles: ['emprendedor'] });

const nueva = (catalogos: number[]): Apariencia => ({
  banner: '/uploads/banners/0b0e7a52-7a7e-4c59-9a3c-8e1f2d3c4b5a.webp',
  logo: '/uploads/logos/1c1e7a52-7a7e-4c59-9a3c-8e1f2d3c4b5a.webp',
  nombreTienda: 'Yerba & Co.',
  colorFondo: '#101820',
  colorFondoSecundario: '#1F2A36',
  colorTarjetas: '#FFFFFF',
  colorAcento: '#F59E0B',
  colorTextoCard: '#111111',
  colorNavbar: '#0B1F14',
  colorTextoNavbar: '#FAFAFA',
  distribucionCatalogos: 'carrusel',
  fuenteNombreTienda: 'DM Sans',
  tamanoNombreTienda: 'grande',
  colorNombreTienda: '#fff',
  tipoGradiente: 'radial',
  catalogosSeleccionados: catalogos,
  filtros: [{ clave: 'Color', valores: ['Verde', 'Negro'] }],
});

describe('emprendedor: storefront appearance (docs/producto/entidades.md, docs/producto/api.md#emprendimiento /{id}/apariencia)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());

  const call = async <T = unknown>(
    u: UsuarioPrueba | null,
    method: 'GET' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const auth = u ? await t.auth(u) : {};
    const res = await t.app.inject({
      method,
      url,
      headers: { ...auth, ...headers },
      ...(payload !== undefined ? { payload: payload as string } : {}),
    });
    return { status: res.statusCode, body: res.json<T>() };
  };
  const tienda = async (estado: 'Activo' | 'Pendiente' | 'Eliminado' = 'Activo') => {
    const u = vendedor();
    const id = await crearEmprendimiento(t.db, { ownerUserId: u.sub, estado, nombre: 'Yerbatera del Litoral' });
    const catalogo = await crearCatalogo(t.db, id, 'Yerbas', []);
    return { u, id, catalogo, url: `${BASE}/${id}/apariencia` };
  };
  const publica = async (id: string) => (await t.app.inject(`${PUBLIC}/${id}/apariencia`)).json<Apariencia>();
  const error = (status: number, mensaje: string, codigo = 'VALIDACION') => respuestaError(status, mensaje, codigo);

  it('refuses anonymous callers (401), buyers and admins (403)', async () => {
    const { url } = await tienda();
    for (const method of ['GET', 'PUT'] as const) {
      expect(await call(null, method, url, method === 'PUT' ? nueva([]) : undefined)).toEqual(
        error(401, MENSAJES_PERFIL.noAutenticado, 'NO_AUTENTICADO'),
      );
      for (const roles of [['comprador'], ['admin']] as UsuarioPrueba['roles'][]) {
        expect(await call({ sub: randomUUID(), roles }, method, url, method === 'PUT' ? nueva([]) : undefined)).toEqual(
          error(403, MENSAJES_PERFIL.sinPermiso, 'SIN_PERMISO'),
        );
      }
    }
  });

  it('answers docs/producto/precios.md defaults named after the shop until one is saved', async () => {
    const { u, id, url } = await tienda();
    const esperada = aparienciaPorDefecto('Yerbatera del Litoral');
    expect(await call(u, 'GET', url)).toEqual({ status: 200, body: esperada });
    expect((await call(u, 'GET', `${BASE}/${u.sub}/apariencia`)).body).toEqual(esperada);
    expect(await publica(id)).toEqual(esperada);
  });

  it('saves the whole object; the seller and the public shop page read it back at once', async () => {
    const { u, id, catalogo, url } = await tienda();
    const guardada = await call<Apariencia>(u, 'PUT', url, nueva([catalogo]));
    expect(guardada).toEqual({ status: 200, body: nueva([catalogo]) });
    expect((await call(u, 'GET', url)).body).toEqual(nueva([catalogo]));
    expect(await publica(id)).toEqual(nueva([catalogo]));

    // Written whole again, by the own user id: every field replaced, an empty name means the shop's name.
    const otra: Apariencia = { ...aparienciaPorDefecto(''), colorAcento: '#0EA5E9' };
    const res = await call<Apariencia>(u, 'PUT', `${BASE}/${u.sub}/apariencia`, otra);
    expect(res).toEqual({ status: 200, body: { ...otra, nombreTienda: 'Yerbatera del Litoral' } });
    expect(await publica(id)).toEqual({ ...otra, nombreTienda: 'Yerbatera del Litoral' });
  });

  it('merges shop filters with the same name and de-duplicates selected catalogs (docs/producto/validacion.md)', async () => {
    const { u, catalogo, url } = await tienda();
    const filtros = [
      { clave: 'Color', valores: ['Negro'] },
      { clave: ' color ', valores: ['negro', 'Blanco'] },
      { clave: 'Talle', valores: ['M', 'm'] },
    ];
    const { body } = await call<Apariencia>(u, 'PUT', url, { ...nueva([catalogo, catalogo]), filtros });
    expect(body.filtros).toEqual([
      { clave: 'Color', valores: ['Negro', 'Blanco'] },
      { clave: 'Talle', valores: ['M'] },
    ]);
    expect(body.catalogosSeleccionados).toEqual([catalogo]);
  });

  it('refuses invalid appearances with Spanish messages and keeps the saved one', async () => {
    const { u, id, catalogo, url } = await tienda();
    await call(u, 'PUT', url, nueva([catalogo]));
    const ajena = await tienda();
    const base = nueva([catalogo]);
    const casos: [unknown, string, string?][] = [
      [{ ...base, colorFondo: 'rojo' }, 'El color de fondo debe estar en formato hexadecimal (#RRGGBB)'],
      [
        { ...base, colorTextoNavbar: '#12345G' },
        'El color del texto de la barra de navegación debe estar en formato hexadecimal (#RRGGBB)',
      ],
      [
        { ...base, colorAcento: 'url(javascript:alert(1))' },
        'El color de acento debe estar en formato hexadecimal (#RRGGBB)',
      ],
      [
        { ...base, colorNavbar: null },
        'El color de la barra de navegación debe estar en formato hexadecimal (#RRGGBB)',
      ],
      [{ ...base, colorNavbar: undefined }, MENSAJES_APARIENCIA.incompleta],
      [{ ...base, distribucionCatalogos: 'mosaico' }, MENSAJES_APARIENCIA.distribucionInvalida],
      [{ ...base, tipoGradiente: 'conico' }, MENSAJES_APARIENCIA.gradienteInvalido],
      [{ ...base, tamanoNombreTienda: 'enorme' }, MENSAJES_APARIENCIA.tamanoInvalido],
      [{ ...base, fuenteNombreTienda: 'Comic Sans; color: red' }, MENSAJES_APARIENCIA.fuenteInvalida],
      [{ ...base, nombreTienda: 'x'.repeat(81) }, MENSAJES_APARIENCIA.nombreTiendaLargo],
      [{ ...base, nombreTienda: 'x'.repeat(200_000) }, MENSAJES_APARIENCIA.nombreTiendaLargo],
      [{ ...base, banner: 'https://evil.example/banner.webp' }, MENSAJES_APARIENCIA.imagenInvalida],
      [{ ...base, logo: '/uploads/../../etc/passwd.webp' }, MENSAJES_APARIENCIA.imagenInvalida],
      [{ ...base, catalogosSeleccionados: [ajena.catalogo] }, MENSAJES_APARIENCIA.catalogosAjenos, 'CATALOGOS_AJENOS'],
      [
        { ...base, catalogosSeleccionados: [catalogo, 2_147_483_000] },
        MENSAJES_APARIENCIA.catalogosAjenos,
        'CATALOGOS_AJENOS',
      ],
      [{ ...base, catalogosSeleccionados: ['uno'] }, MENSAJES_APARIENCIA.catalogosInvalidos],
      [{ ...base, catalogosSeleccionados: [99_999_999_999] }, MENSAJES_APARIENCIA.catalogosInvalidos],
      [{ ...base, catalogosSeleccionados: null }, MENSAJES_APARIENCIA.catalogosInvalidos],
      [{ ...base, filtros: [{ clave: '', valores: ['Rojo'] }] }, MENSAJES_APARIENCIA.claveFiltro],
      [{ ...base, filtros: [{ clave: 'Color', valores: [' '] }] }, MENSAJES_APARIENCIA.valorFiltro],
      [{ ...base, filtros: [{ clave: 'Color', valores: ['x'.repeat(61)] }] }, MENSAJES_APARIENCIA.filtroLargo],
      [{ ...base, filtros: 'Color' }, MENSAJES_APARIENCIA.filtrosInvalidos],
      [
        { ...base, filtros: Array.from({ length: 21 }, (_, i) => ({ clave: `F${i}`, valores: ['a'] })) },
        MENSAJES_APARIENCIA.demasiadosFiltros,
      ],
      [[base], MENSAJES_APARIENCIA.sinDatos, 'VALIDACION'], // the schema refuses an array
      [{}, MENSAJES_APARIENCIA.sinDatos, 'APARIENCIA_SIN_DATOS'],
      // A partial body: the appearance is written whole (not 'the banner must be an upload').
      [{ colorFondo: '#000000' }, MENSAJES_APARIENCIA.incompleta],
      [{ ...base, banner: undefined }, MENSAJES_APARIENCIA.incompleta],
      [{ ...base, tipoGradiente: undefined }, MENSAJES_APARIENCIA.incompleta],
      [{ ...base, filtros: undefined }, MENSAJES_APARIENCIA.incompleta],
      [undefined, MENSAJES_APARIENCIA.sinDatos, 'APARIENCIA_SIN_DATOS'],
    ];
    for (const [payload, mensaje, codigo = 'VALIDACION'] of casos) {
      expect(await call(u, 'PUT', url, payload), JSON.stringify(payload)?.slice(0, 80)).toEqual(
        error(400, mensaje, codigo),
      );
    }
    // Empty or null JSON bodies are "no data" too, not a parse error.
    for (const raw of ['', '   ', 'null']) {
      expect(await call(u, 'PUT', url, raw, { 'content-type': 'application/json' }), `raw ${raw}`).toEqual(
        error(400, MENSAJES_APARIENCIA.sinDatos, 'APARIENCIA_SIN_DATOS'),
      );
    }
    expect(await call(u, 'PUT', url, '{"colorFondo":', { 'content-type': 'application/json' })).toEqual(
      error(400, MENSAJES.parametrosInvalidos),
    );
    expect(await call(u, 'PUT', url, '{"__proto__":{"x":1}}', { 'content-type': 'application/json' })).toEqual(
      error(400, MENSAJES.parametrosInvalidos),
    );
    expect(await publica(id)).toEqual(nueva([catalogo]));
  });

  it('asks for the emprendimiento id when it is blank', async () => {
    const { u } = await tienda();
    expect(await call(u, 'GET', `${BASE}/%20/apariencia`)).toEqual(error(400, MENSAJES_APARIENCIA.sinId));
    expect(await call(u, 'GET', `${BASE}//apariencia`)).toEqual(error(400, MENSAJES_APARIENCIA.sinId));
    expect(await call(u, 'PUT', `${BASE}/%20/apariencia`, nueva([]))).toEqual(error(400, MENSAJES_APARIENCIA.sinId));
  });

  it("never shows or changes another seller's appearance", async () => {
    const duena = await tienda();
    await call(duena.u, 'PUT', duena.url, nueva([duena.catalogo]));
    const intruso = await tienda();
    const noEncontrado = error(404, MENSAJES.emprendimientoNoEncontrado, 'EMPRENDIMIENTO_NO_ENCONTRADO');
    expect(await call(intruso.u, 'GET', duena.url)).toEqual(noEncontrado);
    expect(await call(intruso.u, 'PUT', duena.url, nueva([intruso.catalogo]))).toEqual(noEncontrado);
    expect(await call(intruso.u, 'PUT', duena.url, nueva([duena.catalogo]))).toEqual(noEncontrado);
    expect(await call(intruso.u, 'GET', `${BASE}/${randomUUID()}/apariencia`)).toEqual(noEncontrado);
    // Another user's id (not a record id) is refused outright, as in the rest of the area.
    expect(await call(intruso.u, 'PUT', `${BASE}/test:otro-usuario/apariencia`, nueva([]))).toEqual(
      error(403, MENSAJES_PERFIL.sinPermiso, 'SIN_PERMISO'),
    );
    expect(await publica(duena.id)).toEqual(nueva([duena.catalogo]));
    expect((await call(intruso.u, 'GET', intruso.url)).body).toEqual(aparienciaPorDefecto('Yerbatera del Litoral'));
  });

  it('lets a Pendiente shop prepare its look; a deactivated one is read-only', async () => {
    const pendiente = await tienda('Pendiente');
    expect((await call(pendiente.u, 'PUT', pendiente.url, nueva([pendiente.catalogo]))).status).toBe(200);
    expect((await t.app.inject(`${PUBLIC}/${pendiente.id}/apariencia`)).statusCode).toBe(404);

    const eliminada = await tienda('Eliminado');
    expect((await call(eliminada.u, 'GET', eliminada.url)).status).toBe(200);
    expect(await call(eliminada.u, 'PUT', eliminada.url, nueva([]))).toEqual(
      error(409, MENSAJES_CUENTA.emprendimientoDesactivado, 'EMPRENDIMIENTO_DESACTIVADO'),
    );
  });
});

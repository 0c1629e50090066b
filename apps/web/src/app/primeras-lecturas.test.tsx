import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PUBLICO_PREFIJO, RUTA_SITIO } from '@feria/contracts';
import { createQueryClient } from '../lib/query-client';
import { resetKeycloakForTests } from '../lib/keycloak';
import { FakeKeycloak } from '../features/auth/testing/fake-keycloak';
import { pageFixture, productoFixture as productoDeBusqueda } from '../features/catalogo-publico/test-fixtures';
import { EMP_ID, imagen, PRODUCTO_ID, productoFixture } from '../features/producto/test-fixtures';
import {
  aparienciaFixture,
  catalogoFixture,
  emprendimientoFixture,
  productoFixture as productoDeTienda,
} from '../features/tienda/test-fixtures';
import { paginaFixture, tiendaFixture } from '../features/directorio/test-fixtures';
import { AppProviders } from './providers';
import { appRoutes } from './router';
import { hidratarEstadoInicial, ID_ESTADO_INICIAL } from './estado-inicial';
import { primerasLecturas, rutaDeClave } from './primeras-lecturas';

// Decision 075: each painted public route declares its first reads (`datosIniciales`) with the
// same query options its page's hooks use. This checks it route by route: the server's reads
// (primerasLecturas, with the API's answers) are put in the browser's cache as the HTML carries
// them, the real route table renders the URL for a visitor, and then every declared key must be
// one the page asks for, and the page must ask the API for none of its declared reads. A key
// renamed or an argument changed on one side only (a page size, a filter, the slug's resolution)
// fails here instead of making the painted page fetch again while it loads.

vi.mock('keycloak-js', async () => ({
  default: (await import('../features/auth/testing/fake-keycloak')).FakeKeycloak,
}));

const SLUG = 'mates-del-sur';
const producto = productoFixture({ nombre: 'Mate imperial de calabaza' });
const tienda = emprendimientoFixture({ nombre: 'Mates del Sur', slug: SLUG });
const enBusqueda = productoDeBusqueda({ nombre: 'Bombilla de alpaca' });
const enDirectorio = tiendaFixture({ nombre: 'Cerámica Bosque', slug: 'ceramica-bosque' });

/** The API's answers by path (without the public prefix), for the server's reads and the browser's alike. */
function respuesta(ruta: string): unknown {
  const { pathname } = new URL(ruta, 'http://localhost');
  if (`/${pathname.replace(/^\/+/, '')}` === RUTA_SITIO) return { demo: false };
  const p = pathname.replace(`${PUBLICO_PREFIJO}/`, '');
  const respuestas: Record<string, unknown> = {
    'productos/mas-vendidos': [enBusqueda],
    'emprendimientos/destacados': [enDirectorio],
    rubros: [
      { idRubro: 1, nombre: 'Artesanías' },
      { idRubro: 2, nombre: 'Alimentos' },
    ],
    estadisticas: { productos: 1520, emprendimientos: 48, provincias: 12, rubros: 9 },
    provincias: [{ idProvincia: 6, nombre: 'Córdoba' }],
    'emprendimientos/ciudades': ['Villa María'],
    emprendimientos: paginaFixture([enDirectorio]),
    'productos/buscar': pageFixture([enBusqueda]),
    'emprendimientos/buscar': [enDirectorio],
    'productos/tipos': [{ idTipoProducto: 3, nombre: 'Mates' }],
    [`productos/${PRODUCTO_ID}`]: producto,
    [`productos/${PRODUCTO_ID}/imagenes`]: [imagen(1, 0, true)],
    [`productos/${PRODUCTO_ID}/resenas`]: {
      ...pageFixture([]),
      resumen: { calificacion: null, numReseñas: 0, distribucion: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    },
    [`tienda/slug/${SLUG}`]: { id: EMP_ID, slug: SLUG, actual: true },
    [`tienda/${EMP_ID}`]: tienda,
    [`tienda/${EMP_ID}/apariencia`]: aparienciaFixture({ nombreTienda: 'Mates del Sur' }),
    [`tienda/${EMP_ID}/productos`]: pageFixture([]),
    [`tienda/productos/obtenerProductos/${EMP_ID}`]: [productoDeTienda({ nombre: 'Mate camionero' })],
    [`tienda/catalogos/${EMP_ID}`]: [catalogoFixture({ idCatalogo: 1, nombre: 'Clásicos' })],
    [`tienda/${EMP_ID}/cupones`]: [],
  };
  return respuestas[p];
}

/** What the browser asked the API for, as `path?query`. */
let pedidos: string[] = [];

beforeEach(() => {
  FakeKeycloak.reset();
  resetKeycloakForTests();
  pedidos = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      pedidos.push(`${url.pathname}${url.search}`);
      const body = respuesta(url.pathname);
      return body === undefined
        ? new Response(JSON.stringify({ mensaje: 'Ruta de API no encontrada', codigo: 'RUTA_NO_ENCONTRADA' }), {
            status: 404,
          })
        : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The page as the server sends it: its reads' state in the HTML, read into the cache before the first render. */
async function pintada(url: string) {
  const lecturas = await primerasLecturas(url, async (ruta) => respuesta(ruta));
  if (!lecturas) throw new Error(`${url} no declara lecturas`);
  const doc = document.implementation.createHTMLDocument('Feria');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = ID_ESTADO_INICIAL;
  script.textContent = JSON.stringify(lecturas.estado);
  doc.body.append(script);

  const client = createQueryClient();
  hidratarEstadoInicial(client, doc);
  const declaradas = client.getQueryCache().getAll();
  render(
    <AppProviders queryClient={client}>
      <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: [url] })} />
    </AppProviders>,
  );
  return { client, declaradas: declaradas.map((q) => q.queryKey) };
}

/** Every key the page's hooks are reading now. */
const leidas = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.getObserversCount() > 0)
    .map((q) => q.queryKey);

/**
 * The check of decision 075 for one URL: the declaration is not empty, each declared key is one the
 * page reads, and the page fetched none of them (only `aparte`, the reads a route leaves out on
 * purpose). `pintado` waits for the page's content.
 */
async function compararLecturas(url: string, pintado: () => Promise<unknown>, aparte: string[] = []) {
  const { client, declaradas } = await pintada(url);
  await pintado();
  await waitFor(() => expect(client.isFetching()).toBe(0));

  const claves = new Set(leidas(client).map((k) => hashKey(k)));
  const sinLeer = declaradas.filter((k) => !claves.has(hashKey(k)));
  expect(sinLeer, 'declared keys no hook of the page reads').toEqual([]);
  // The footer's read belongs to the layout; at least one of the page's own must be declared.
  expect(declaradas.filter((k) => k[0] !== 'sitio').length).toBeGreaterThan(0);

  const declaradasComoRuta = new Set(declaradas.filter((k) => k[0] !== 'sitio').map((k) => rutaDeClave(k)));
  expect(
    pedidos.filter((p) => declaradasComoRuta.has(p)),
    'declared reads the page fetched again',
  ).toEqual([]);
  expect(pedidos, 'reads the page makes that the route does not declare').toEqual(aparte);
}

describe('each painted route declares the reads its page makes (decision 075)', () => {
  it('home: best sellers, featured shops, categories and statistics', async () => {
    await compararLecturas('/', async () => {
      expect(await screen.findByRole('link', { name: 'Bombilla de alpaca' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Cerámica Bosque' })).toBeInTheDocument();
    });
  });

  it('search: the products of the URL, its shops and the filters options', async () => {
    await compararLecturas('/search?q=mate&rubro=2&min=1000&page=2', async () => {
      expect(await screen.findByRole('link', { name: 'Bombilla de alpaca' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Cerámica Bosque' })).toBeInTheDocument();
    });
  });

  it('search by category only (the shops of the category come first)', async () => {
    await compararLecturas('/search?rubro=2', () => screen.findByRole('link', { name: 'Cerámica Bosque' }));
  });

  it('product by its readable URL: product, images, its shop, more of its products and reviews', async () => {
    await compararLecturas(`/productos/${PRODUCTO_ID}-mate-imperial`, () =>
      screen.findByRole('heading', { level: 1, name: 'Mate imperial de calabaza' }),
    );
  });

  it('shop by its slug: the slug resolved, then its four reads; the coupons are its own (decision 065)', async () => {
    await compararLecturas(
      `/tienda/${SLUG}`,
      async () => {
        expect(await screen.findByRole('heading', { level: 1, name: 'Mates del Sur' })).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 2, name: 'Clásicos' })).toBeInTheDocument();
      },
      [`${PUBLICO_PREFIJO}/tienda/${EMP_ID}/cupones`],
    );
  });

  it('shop by its id', async () => {
    await compararLecturas(
      `/tienda/${EMP_ID}`,
      () => screen.findByRole('heading', { level: 1, name: 'Mates del Sur' }),
      [`${PUBLICO_PREFIJO}/tienda/${EMP_ID}/cupones`],
    );
  });

  it('directory with a province: the list, categories, provinces and its cities', async () => {
    await compararLecturas('/emprendimientos?provincia=6&page=1', () =>
      screen.findByRole('link', { name: /Cerámica Bosque/ }),
    );
  });
});

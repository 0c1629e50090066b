import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emprendimientosPublicosApi,
  formatPrice,
  productosPublicosApi,
  referenciasApi,
  resenasPublicasApi,
  rutaProducto,
  SEARCH_DEFAULT_SIZE,
  tiendaPublicaApi,
  type EmprendimientoPublico,
  MAS_PRODUCTOS_SIZE,
} from '@feria/contracts';
import { claveDe } from '../platform/primer-pintado';
import { createTestApp, type TestApp } from '../testing';
import { ventasPrueba } from '../modules/ventas/ventas-prueba';

// The HTML served for product, shop and search URLs carries their own title, description,
// canonical URL, Open Graph / Twitter tags and (products) JSON-LD; sitemap.xml and robots.txt.

const INDEX = `<!doctype html>
<html lang="es-AR">
  <head>
    <meta name="description" content="Feria: comprá productos de emprendimientos argentinos." />
    <title>Feria — marketplace de emprendimientos</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('shareable pages: meta tags in the served HTML', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'feria-dist-'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    t = await createTestApp({ seed: 'empty', env: { WEB_DIST: dist, PUBLIC_URL: 'https://feria.example' } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });
  const { tienda } = ventasPrueba(() => t);
  const pagina = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, tipo: String(res.headers['content-type']), html: res.body };
  };
  const meta = (html: string, prop: string) =>
    new RegExp(`<meta (?:property|name)="${prop}" content="([^"]*)"`).exec(html)?.[1];

  it('a product page: its name, price, shop, description, image and a JSON-LD Product offer in ARS', async () => {
    const s = await tienda([
      {
        nombre: 'Mate "imperial" de calabaza',
        precio: 18500,
        stock: 4,
        descripcion: 'Curado a mano. Virola de alpaca </script><script>alert(1)</script>',
      },
      { nombre: 'Bombilla oculta', precio: 5000, habilitado: false },
    ]);
    const [id, oculto] = s.productos;
    const r = await pagina(`/productos/${id}`);
    expect(r.status).toBe(200);
    expect(r.tipo).toContain('text/html');
    expect(r.html).toContain(`<title>Mate "imperial" de calabaza — ${formatPrice(18500)} en Tienda `);
    expect(meta(r.html, 'og:title')).toContain('Mate &quot;imperial&quot; de calabaza');
    expect(meta(r.html, 'description')).toContain('Curado a mano.');
    // The readable URL is the canonical one (decision 040).
    const ruta = rutaProducto({ id: id!, nombre: 'Mate "imperial" de calabaza' });
    expect(meta(r.html, 'og:url')).toBe(`https://feria.example${ruta}`);
    expect(r.html).toContain(`<link rel="canonical" href="https://feria.example${ruta}" />`);
    expect(meta(r.html, 'twitter:card')).toBe('summary');
    // The description cannot close the JSON-LD script.
    expect(r.html.match(/<script>alert/g)).toBeNull();
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(r.html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Mate "imperial" de calabaza',
      offers: { priceCurrency: 'ARS', price: '18500.00', availability: 'https://schema.org/InStock' },
    });
    expect(ld.description).toContain('</script>');

    // A disabled or unknown product: the plain app page (it shows its own 'not found').
    for (const url of [`/productos/${oculto}`, '/productos/00000000-0000-4000-8000-000000000000']) {
      const otro = await pagina(url);
      expect(otro.status).toBe(200);
      expect(otro.html).toContain('<title>Feria — marketplace de emprendimientos</title>');
      expect(otro.html).not.toContain('og:title');
    }
  });

  it('a shop page and a search page have their own titles', async () => {
    const s = await tienda([{ nombre: 'Taza', precio: 6000 }]);
    const r = await pagina(`/tienda/${s.id}`);
    expect(r.html).toMatch(/<title>Tienda [^<]+ — tienda de [^<]+ \| Feria<\/title>/);
    const { slug } = (await t.app.inject(`/api/v1/public/core/tienda/${s.id}`)).json<EmprendimientoPublico>();
    expect(meta(r.html, 'og:url')).toBe(`https://feria.example/tienda/${slug}`);
    const b = await pagina('/search?q=mate%20<b>');
    expect(b.html).toContain('<title>Resultados para «mate &lt;b&gt;» | Feria</title>');
  });

  // Decision 045: the public pages' first reads ride in the HTML as a dehydrated TanStack Query
  // state under the web's own keys (apps/web/src/lib/api-endpoint.ts claveDe).
  const estado = (html: string) => {
    const m = /<script type="application\/json" id="estado-inicial">([\s\S]*?)<\/script>/.exec(html);
    if (!m) return null;
    const e = JSON.parse(m[1]!) as { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] };
    return new Map(e.queries.map((q) => [JSON.stringify(q.queryKey), q.state]));
  };
  const clave = (k: readonly unknown[]) => JSON.stringify(k);

  it("a product page embeds the product, its images, its shop and a page of the shop's others, and preloads its main image", async () => {
    const nombre = 'Mate </script><script>alert(1)</script> \u2028 & <!-- fin';
    const s = await tienda([
      {
        nombre,
        precio: 9000,
        imagenes: [
          { url: '/uploads/productos/segunda.webp', orden: 1 },
          { url: '/uploads/productos/principal.webp', principal: true, orden: 2 },
        ],
      },
      { nombre: 'Bombilla', precio: 3000 },
      { nombre: 'Bombilla oculta', precio: 3000, habilitado: false },
    ]);
    const [id, otro] = s.productos;
    const r = await pagina(rutaProducto({ id: id!, nombre }));
    // Nothing the seller wrote can close the data's script or open another one.
    expect(r.html.match(/<script>alert/g)).toBeNull();
    const datos = /<script type="application\/json" id="estado-inicial">([\s\S]*?)<\/script>/.exec(r.html)![1]!;
    expect(datos).not.toMatch(/[<>&\u2028\u2029]/);
    const e = estado(r.html)!;
    const producto = e.get(clave(claveDe(productosPublicosApi.obtener, { params: { id } })));
    expect(producto).toMatchObject({ status: 'success', data: { id, nombre, idEmprendimiento: s.id } });
    // The very JSON the API answers.
    expect(producto!.data).toEqual((await t.app.inject(`/api/v1/public/core/productos/${id}`)).json());
    expect(e.get(clave(claveDe(productosPublicosApi.imagenes, { params: { id } })))?.data).toHaveLength(2);
    expect(e.get(clave(claveDe(tiendaPublicaApi.obtener, { params: { id: s.id } })))?.data).toMatchObject({ id: s.id });
    const otros = e.get(
      clave(
        claveDe(tiendaPublicaApi.paginaProductos, {
          params: { id: s.id },
          query: { page: 0, size: MAS_PRODUCTOS_SIZE, excluir: id },
        }),
      ),
    );
    expect((otros?.data as { content: { id: string }[] }).content.map((p) => p.id)).toEqual([otro]);
    expect(e.get(clave(claveDe(resenasPublicasApi.producto, { params: { id }, query: { size: 3 } })))?.status).toBe(
      'success',
    );
    expect(e.get(clave(['sitio']))?.data).toEqual({ demo: false });
    // The principal image, with the media pipeline's 320 px file for small screens.
    expect(r.html).toContain(
      '<link rel="preload" as="image" href="/uploads/productos/principal.webp" imagesrcset="/uploads/productos/principal-320.webp 320w, /uploads/productos/principal.webp 800w"',
    );
    expect(r.html.indexOf('rel="preload" as="image"')).toBeLessThan(r.html.indexOf('</head>'));

    // An unknown product: no data, the app shows its own 'not found'.
    expect(estado((await pagina('/productos/00000000-0000-4000-8000-000000000000')).html)).toBeNull();
  });

  it('the home, a search, a shop and the directory embed their first reads', async () => {
    const s = await tienda([
      { nombre: 'Yerba orgánica', precio: 4000, imagenes: [{ url: '/uploads/productos/yerba.webp', principal: true }] },
    ]);
    const home = estado((await pagina('/')).html)!;
    for (const k of [
      claveDe(productosPublicosApi.masVendidos, { query: { size: 10 } }),
      claveDe(emprendimientosPublicosApi.destacados, {}),
      claveDe(referenciasApi.rubros, {}),
      claveDe(referenciasApi.estadisticas, {}),
    ]) {
      expect(home.get(clave(k))?.status).toBe('success');
    }

    const b = await pagina('/search?q=yerba&page=1&tipo=x');
    const busqueda = estado(b.html)!;
    // readSearchState → toProductoQuery: undefined fields are left out of the key, as JSON does.
    const productos = busqueda.get(
      clave(claveDe(productosPublicosApi.buscar, { query: { nombre: 'yerba', page: 0, size: SEARCH_DEFAULT_SIZE } })),
    );
    expect((productos?.data as { content: { nombre: string }[] }).content.map((p) => p.nombre)).toContain(
      'Yerba orgánica',
    );
    expect(
      busqueda.get(clave(claveDe(emprendimientosPublicosApi.buscar, { query: { nombre: 'yerba' } })))?.status,
    ).toBe('success');
    expect(busqueda.get(clave(claveDe(productosPublicosApi.tipos, {})))?.status).toBe('success');

    const { slug } = (await t.app.inject(`/api/v1/public/core/tienda/${s.id}`)).json<EmprendimientoPublico>();
    const tiendaPagina = estado((await pagina(`/tienda/${slug}`)).html)!;
    expect(tiendaPagina.get(clave(claveDe(tiendaPublicaApi.porSlug, { params: { slug } })))?.data).toMatchObject({
      id: s.id,
      actual: true,
    });
    for (const e of [
      tiendaPublicaApi.obtener,
      tiendaPublicaApi.apariencia,
      tiendaPublicaApi.productos,
      tiendaPublicaApi.catalogos,
    ]) {
      expect(tiendaPagina.get(clave(claveDe(e, { params: { id: s.id } })))?.status).toBe('success');
    }

    const directorio = estado((await pagina('/emprendimientos?orden=recientes&verificados=1')).html)!;
    const lista = directorio.get(
      clave(
        claveDe(emprendimientosPublicosApi.listar, {
          query: { verificado: true, orden: 'recientes', page: 0, size: 12 },
        }),
      ),
    );
    expect(lista?.status).toBe('success');
    expect(directorio.get(clave(claveDe(referenciasApi.provincias, {})))?.status).toBe('success');

    // Other pages carry no data.
    expect(estado((await pagina('/ayuda')).html)).toBeNull();
  });

  it('sitemap.xml lists the public shops and products; robots.txt points at it', async () => {
    const s = await tienda([
      { nombre: 'Vela', precio: 4000 },
      { nombre: 'Vela oculta', precio: 4000, habilitado: false },
    ]);
    const mapa = await t.app.inject('/sitemap.xml');
    expect(mapa.headers['content-type']).toContain('application/xml');
    const { slug } = (await t.app.inject(`/api/v1/public/core/tienda/${s.id}`)).json<EmprendimientoPublico>();
    expect(mapa.body).toContain(`<loc>https://feria.example/tienda/${slug}</loc>`);
    expect(mapa.body).toContain(
      `<loc>https://feria.example${rutaProducto({ id: s.productos[0]!, nombre: 'Vela' })}</loc>`,
    );
    expect(mapa.body).not.toContain(s.productos[1]!);
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://feria.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /dashboard-');
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatPrice, rutaProducto, type EmprendimientoPublico } from '@feria/contracts';
import { createTestApp, type TestApp } from '../testing';
import { ventasPrueba } from '../modules/ventas/ventas-prueba';

// The HTML served for product, shop and search URLs carries their own title, description,
// canonical URL, Open Graph / Twitter tags and (products) JSON-LD; sitemap.xml and robots.txt.

/** A render module of the web's shape (apps/web/src/entry-server.tsx): the home and a product declare reads. */
const MODULO = `export async function primerasLecturas(url, leer) {
  const { pathname } = new URL(url, 'http://x');
  const api = '/api/v1/public/core';
  const id = pathname.startsWith('/productos/') ? pathname.slice('/productos/'.length, '/productos/'.length + 36) : null;
  const lecturas = pathname === '/' ? [api + '/rubros'] : id ? [api + '/productos/' + id, api + '/productos/' + id + '/imagenes', api + '/productos/' + id + '/no-existe'] : null;
  if (!lecturas) return null;
  const queries = [];
  for (const ruta of lecturas) {
    const data = await leer(ruta);
    if (data !== undefined) queries.push({ queryKey: [ruta], state: { data, status: 'success' } });
  }
  if (id && queries[0]?.queryKey[0] !== lecturas[0]) return null;
  const imagen = id ? (queries[1]?.state.data ?? []).find((i) => i.principal) : undefined;
  return { estado: { mutations: [], queries }, ...(imagen ? { imagenPrincipal: { src: imagen.url, sizes: '100vw' } } : {}) };
}
export async function renderizarPagina(url, estado) {
  return '<main>pintada ' + estado.queries.length + '</main>';
}
`;

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
    await writeFile(path.join(dist, 'entry-server.mjs'), MODULO);
    t = await createTestApp({
      seed: 'empty',
      env: { WEB_DIST: dist, WEB_SSR: path.join(dist, 'entry-server.mjs'), PUBLIC_URL: 'https://feria.example' },
    });
    // The first page asked for starts loading the module (as listening does); then pages have data.
    await vi.waitFor(async () => expect((await t.app.inject('/')).body).toContain('id="estado-inicial"'));
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

  // Decisions 045 and 075: a page's first reads ride in the HTML as a dehydrated TanStack Query
  // state. Which reads is the web's render module's to say (its real declarations are tested in
  // apps/web/src/app/routes/datos-iniciales.test.tsx); here a module of the same shape shows what the
  // API does with them: read through its own routes, leave failed reads out, embed, preload, paint.
  const estado = (html: string) => {
    const m = /<script type="application\/json" id="estado-inicial">([\s\S]*?)<\/script>/.exec(html);
    if (!m) return null;
    const e = JSON.parse(m[1]!) as { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] };
    return new Map(e.queries.map((q) => [JSON.stringify(q.queryKey), q.state]));
  };

  it("a product page embeds the answers of the reads the web declares, the API's very JSON, and preloads its main image", async () => {
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
    ]);
    const [id] = s.productos;
    const r = await pagina(rutaProducto({ id: id!, nombre }));
    // Nothing the seller wrote can close the data's script or open another one.
    expect(r.html.match(/<script>alert/g)).toBeNull();
    const datos = /<script type="application\/json" id="estado-inicial">([\s\S]*?)<\/script>/.exec(r.html)![1]!;
    expect(datos).not.toMatch(/[<>&\u2028\u2029]/);
    const e = estado(r.html)!;
    const ruta = `/api/v1/public/core/productos/${id}`;
    expect(e.get(JSON.stringify([ruta]))).toMatchObject({ status: 'success', data: { id, nombre } });
    expect(e.get(JSON.stringify([ruta]))!.data).toEqual((await t.app.inject(ruta)).json());
    expect(e.get(JSON.stringify([`${ruta}/imagenes`]))?.data).toHaveLength(2);
    // A read that failed (an unknown route: 404) is left out; the page asks for it itself.
    expect(e.has(JSON.stringify([`${ruta}/no-existe`]))).toBe(false);
    expect(r.html).toContain('<link rel="preload" as="image" href="/uploads/productos/principal.webp"');
    expect(r.html.indexOf('rel="preload" as="image"')).toBeLessThan(r.html.indexOf('</head>'));
    // The module's markup, with the tags from the same reads.
    expect(r.html).toContain('<div id="root" data-ssr="" data-ancho="1280"><main>pintada 2</main>');
    expect(r.html).toContain(`<title>${nombre.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')} — `);

    // An unknown product, a page that declares nothing: no data, no markup.
    for (const url of ['/productos/00000000-0000-4000-8000-000000000000', '/ayuda']) {
      const otra = await pagina(url);
      expect(estado(otra.html)).toBeNull();
      expect(otra.html).toContain('<div id="root"></div>');
    }
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

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, rutaProducto, type EmprendimientoPublico } from '@feria/contracts';
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
  const meta = (html: string, prop: string) => new RegExp(`<meta (?:property|name)="${prop}" content="([^"]*)"`).exec(html)?.[1];

  it('a product page: its name, price, shop, description, image and a JSON-LD Product offer in ARS', async () => {
    const s = await tienda([
      { nombre: 'Mate "imperial" de calabaza', precio: 18500, stock: 4, descripcion: 'Curado a mano. Virola de alpaca </script><script>alert(1)</script>' },
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
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Mate "imperial" de calabaza', offers: { priceCurrency: 'ARS', price: '18500.00', availability: 'https://schema.org/InStock' } });
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

  it('sitemap.xml lists the public shops and products; robots.txt points at it', async () => {
    const s = await tienda([{ nombre: 'Vela', precio: 4000 }, { nombre: 'Vela oculta', precio: 4000, habilitado: false }]);
    const mapa = await t.app.inject('/sitemap.xml');
    expect(mapa.headers['content-type']).toContain('application/xml');
    const { slug } = (await t.app.inject(`/api/v1/public/core/tienda/${s.id}`)).json<EmprendimientoPublico>();
    expect(mapa.body).toContain(`<loc>https://feria.example/tienda/${slug}</loc>`);
    expect(mapa.body).toContain(`<loc>https://feria.example${rutaProducto({ id: s.productos[0]!, nombre: 'Vela' })}</loc>`);
    expect(mapa.body).not.toContain(s.productos[1]!);
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://feria.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /dashboard-');
  });
});

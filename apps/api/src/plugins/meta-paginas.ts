import {
  calcularPrecio,
  formatPrice,
  idDeRutaProducto,
  productosPublicosApi,
  rutaCon,
  rutaProducto,
  tiendaPublicaApi,
  type EmprendimientoPublico,
  type Producto,
  type ProductoImagen,
  type TiendaPorSlug,
} from '@feria/contracts';
import type { ServiceContext } from '../lib/context';
import type { LeerRuta } from '../platform/primer-pintado';
import { emprendimientosParaSitemap } from '../modules/emprendimientos/emprendimientos.service';
import { productosParaSitemap } from '../modules/productos/productos.service';

// Shareable pages (issue "Discovery and trust"): the HTML the server sends for a product, a shop
// or a search carries that page's own <title>, description, canonical URL, Open Graph / Twitter
// card and, for a product, JSON-LD Product with its offer, so a link pasted in WhatsApp,
// Instagram or a search engine shows the real thing without running the app.

export interface MetaPagina {
  titulo: string;
  descripcion: string;
  url: string;
  imagen: string | null;
  tipo: 'website' | 'product' | 'profile';
  jsonLd?: Record<string, unknown>;
}

/** An old shop slug (decision 040): the page moved for good to the shop's current one. */
export interface Redireccion {
  redireccion: string;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID_SOLO = new RegExp(`^${UUID}$`, 'i');
// `/productos/{id}` or `/productos/{id}-{slug}`; `/tienda/{id}` or `/tienda/{slug}` (decision 040).
const PRODUCTO = /^\/productos\/([^/]+)\/?$/;
const TIENDA = /^\/tienda\/([a-z0-9-]{1,80})\/?$/i;

const recortar = (s: string, max = 160) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};
const absoluta = (base: string, url: string | null | undefined) =>
  !url ? null : /^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;

/** ratingValue/reviewCount for JSON-LD when there are reviews (never an invented rating). */
export const calificacionLd = (x: { calificacion: number | null; numReseñas: number }) =>
  x.numReseñas > 0 && x.calificacion !== null
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: x.calificacion,
          reviewCount: x.numReseñas,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {};

/**
 * The page's own tags, a permanent redirect (an old shop slug), or null when the URL is not a
 * product, shop or search page (or is not public). The product and the shop are the public API's
 * answers, read with `leer`: the same reads as the page's embedded data (decision 075), read once.
 */
export async function metaDePagina(
  leer: LeerRuta,
  pathname: string,
  query: URLSearchParams,
  base: string,
): Promise<MetaPagina | Redireccion | null> {
  const p = PRODUCTO.exec(pathname);
  const id = p ? idDeRutaProducto(p[1]!) : null;
  if (id) {
    const params = { id };
    const [producto, leidas] = await Promise.all([
      leer(rutaCon(productosPublicosApi.obtener.ruta, params)) as Promise<Producto | undefined>,
      leer(rutaCon(productosPublicosApi.imagenes.ruta, params)) as Promise<ProductoImagen[] | undefined>,
    ]);
    // Not public: the app shows its own 'not found'.
    if (!producto) return null;
    const imagenes = leidas ?? [];
    const precio = calcularPrecio(producto);
    const url = `${base}${rutaProducto(producto)}`;
    const fotos = imagenes.map((i) => absoluta(base, i.url)!).slice(0, 4);
    const imagen = fotos[0] ?? absoluta(base, producto.rutaImagen);
    return {
      titulo: `${producto.nombre} — ${formatPrice(precio.final)} en ${producto.nombreEmprendimiento} | Feria`,
      descripcion: recortar(
        producto.descripcion ||
          `${producto.nombre} de ${producto.nombreEmprendimiento}, emprendimiento argentino en Feria.`,
      ),
      url,
      imagen,
      tipo: 'product',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: producto.nombre,
        description: recortar(producto.descripcion, 500),
        ...(fotos.length ? { image: fotos } : {}),
        ...(producto.sku ? { sku: producto.sku } : {}),
        brand: { '@type': 'Brand', name: producto.nombreEmprendimiento },
        ...calificacionLd(producto),
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: 'ARS',
          price: precio.final.toFixed(2),
          availability: producto.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          seller: { '@type': 'Organization', name: producto.nombreEmprendimiento },
        },
      },
    };
  }
  const t = TIENDA.exec(pathname);
  if (t) {
    const segmento = t[1]!;
    let id = segmento;
    if (!UUID_SOLO.test(segmento)) {
      const s = (await leer(rutaCon(tiendaPublicaApi.porSlug.ruta, { slug: segmento }))) as TiendaPorSlug | undefined;
      if (!s) return null;
      if (!s.actual) return { redireccion: `/tienda/${s.slug}${query.size ? `?${query.toString()}` : ''}` };
      id = s.id;
    }
    const e = (await leer(rutaCon(tiendaPublicaApi.obtener.ruta, { id }))) as EmprendimientoPublico | undefined;
    if (!e) return null;
    const url = `${base}/tienda/${e.slug}`;
    const imagen = absoluta(base, e.banner ?? e.logo);
    return {
      titulo: `${e.nombre} — tienda de ${e.rubro.nombre} en ${e.direccion.ciudad}, ${e.provincia.nombre} | Feria`,
      descripcion: recortar(e.descripcion),
      url,
      imagen,
      tipo: 'profile',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: e.nombre,
        description: recortar(e.descripcion, 500),
        url,
        ...(imagen ? { image: imagen } : {}),
        address: {
          '@type': 'PostalAddress',
          addressLocality: e.direccion.ciudad,
          addressRegion: e.provincia.nombre,
          addressCountry: 'AR',
        },
        ...calificacionLd(e),
      },
    };
  }
  if (pathname === '/search' || pathname === '/search/') {
    const q = (query.get('q') ?? query.get('nombre') ?? '').trim().slice(0, 80);
    return {
      titulo: q ? `Resultados para «${q}» | Feria` : 'Buscar productos | Feria',
      descripcion: q
        ? `Productos de emprendimientos argentinos para «${q}» en Feria.`
        : 'Buscá productos de emprendimientos argentinos en Feria.',
      url: `${base}/search${q ? `?q=${encodeURIComponent(q)}` : ''}`,
      imagen: null,
      tipo: 'website',
    };
  }
  return null;
}

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const texto = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the page's title, description, canonical URL, Open Graph, Twitter card and JSON-LD. */
export function conMeta(indexHtml: string, m: MetaPagina): string {
  const etiquetas = [
    `<link rel="canonical" href="${attr(m.url)}" />`,
    `<meta property="og:site_name" content="Feria" />`,
    `<meta property="og:locale" content="es_AR" />`,
    `<meta property="og:type" content="${m.tipo === 'product' ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${attr(m.titulo)}" />`,
    `<meta property="og:description" content="${attr(m.descripcion)}" />`,
    `<meta property="og:url" content="${attr(m.url)}" />`,
    ...(m.imagen ? [`<meta property="og:image" content="${attr(m.imagen)}" />`] : []),
    `<meta name="twitter:card" content="${m.imagen ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(m.titulo)}" />`,
    `<meta name="twitter:description" content="${attr(m.descripcion)}" />`,
    ...(m.imagen ? [`<meta name="twitter:image" content="${attr(m.imagen)}" />`] : []),
    // JSON inside <script>: '<' escaped so no text can close the element.
    ...(m.jsonLd
      ? [`<script type="application/ld+json">${JSON.stringify(m.jsonLd).replace(/</g, '\\u003c')}</script>`]
      : []),
  ].join('\n    ');
  // Replacement functions: a `$&` or `$'` in a seller's text is text, not a replacement pattern.
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${texto(m.titulo)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${attr(m.descripcion)}" />`,
    )
    .replace('</head>', () => `  ${etiquetas}\n  </head>`);
}

/** sitemap.xml: the home, the public pages, every Activo shop and public product (up to 45,000). */
export async function sitemap(ctx: ServiceContext, base: string): Promise<string> {
  const [tiendas, productos] = await Promise.all([
    emprendimientosParaSitemap(ctx, 5000),
    productosParaSitemap(ctx, 40_000),
  ]);
  const url = (loc: string, lastmod?: Date) =>
    `  <url><loc>${texto(`${base}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const fijas = ['/', '/search', '/infoEmprendedores', '/ayuda', '/terminos', '/privacidad', '/arrepentimiento'];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...fijas.map((f) => url(f)),
    ...tiendas.map((t) => url(`/tienda/${t.slug}`, t.actualizado)),
    ...productos.map((p) => url(rutaProducto(p), p.actualizado)),
    '</urlset>',
    '',
  ].join('\n');
}

export const robots = (base: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard-',
    'Disallow: /checkout',
    'Disallow: /post-login',
    'Disallow: /auth/',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAJES,
  MENSAJES_PERFIL,
  rutaProducto,
  type EmprendimientoPrivado,
  type EmprendimientoPublico,
  type Provincia,
  type Rubro,
  type TiendaPorSlug,
} from '@feria/contracts';
import { calificacionLd } from '../../plugins/meta-paginas';
import {
  createTestApp,
  crearEmprendimiento,
  crearProducto,
  emprendimientoValido,
  type TestApp,
  type UsuarioPrueba,
} from '../../testing';

// Readable URLs and contact before buying (decision 040): shop slugs from the name, unique,
// kept on rename with a 301 from the old one; product {id}-{slug} pages; WhatsApp, Instagram
// and a public e-mail validated by the shared contract and shown in the public shape.

const INDEX =
  '<!doctype html><html lang="es-AR"><head><meta name="description" content="Feria" /><title>Feria</title></head><body><div id="root"></div></body></html>';
const PUBLIC = '/api/v1/public/core';
const BASE = '/api/emprendedor/v1/emprendimientos';

describe('readable shop and product URLs, public contact', () => {
  let t: TestApp;
  let dist: string;
  let ref: { idRubro: number; idProvincia: number };
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'feria-dist-'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    t = await createTestApp({ seed: 'empty', env: { WEB_DIST: dist, PUBLIC_URL: 'https://feria.example' } });
    const rubros = (await t.app.inject(`${PUBLIC}/rubros`)).json<Rubro[]>();
    const provincias = (await t.app.inject(`${PUBLIC}/provincias`)).json<Provincia[]>();
    ref = { idRubro: rubros[0]!.idRubro, idProvincia: provincias[0]!.idProvincia };
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = async <T = unknown>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return {
      status: res.statusCode,
      body: (res.headers['content-type']?.toString().includes('json') ? res.json() : res.body) as T,
      headers: res.headers,
    };
  };
  const put = async <T = unknown>(u: UsuarioPrueba, id: string, body: object) => {
    const res = await t.app.inject({ method: 'PUT', url: `${BASE}/${id}`, headers: await t.auth(u), payload: body });
    return { status: res.statusCode, body: res.json<T>() };
  };
  const tienda = async (nombre: string) => {
    const u: UsuarioPrueba = { sub: randomUUID(), roles: ['emprendedor'] };
    const id = await crearEmprendimiento(t.db, { ownerUserId: u.sub, nombre });
    return { u, id, publica: async () => (await get<EmprendimientoPublico>(`${PUBLIC}/tienda/${id}`)).body };
  };
  const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

  it('a shop gets the slug of its name, numbered when another shop has it', async () => {
    const a = await tienda('Dulce Tentación Ñandú');
    const b = await tienda('Dulce tentación ñandu!');
    expect((await a.publica()).slug).toBe('dulce-tentacion-nandu');
    expect((await b.publica()).slug).toBe('dulce-tentacion-nandu-2');
    expect((await get<TiendaPorSlug>(`${PUBLIC}/tienda/slug/dulce-tentacion-nandu-2`)).body).toEqual({
      id: b.id,
      slug: 'dulce-tentacion-nandu-2',
      actual: true,
    });
    expect(await get(`${PUBLIC}/tienda/slug/no-existe-esta-tienda`)).toMatchObject({
      status: 404,
      body: { mensaje: MENSAJES.tiendaNoEncontrada },
    });
    expect((await get(`${PUBLIC}/tienda/slug/Con%20Espacios`)).status).toBe(400);
  });

  it('a renamed shop keeps its old slug: the API resolves it, the HTML answers 301 to the new one, the UUID URL still works', async () => {
    const s = await tienda('Mates del Litoral');
    const r = await put<EmprendimientoPrivado>(
      s.u,
      s.id,
      emprendimientoValido(ref, { nombre: 'Mates y Bombillas del Litoral' }),
    );
    expect(r.status).toBe(200);
    expect(r.body.slug).toBe('mates-y-bombillas-del-litoral');
    expect((await get<TiendaPorSlug>(`${PUBLIC}/tienda/slug/mates-del-litoral`)).body).toEqual({
      id: s.id,
      slug: 'mates-y-bombillas-del-litoral',
      actual: false,
    });

    const viejo = await get(`/tienda/mates-del-litoral?ref=wa`);
    expect(viejo.status).toBe(301);
    expect(viejo.headers.location).toBe('/tienda/mates-y-bombillas-del-litoral?ref=wa');

    const nuevo = await get<string>('/tienda/mates-y-bombillas-del-litoral');
    expect(nuevo.status).toBe(200);
    expect(nuevo.body).toContain('<title>Mates y Bombillas del Litoral — tienda de ');
    expect(canonical(nuevo.body)).toBe('https://feria.example/tienda/mates-y-bombillas-del-litoral');
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(nuevo.body)![1]!);
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Mates y Bombillas del Litoral',
      url: 'https://feria.example/tienda/mates-y-bombillas-del-litoral',
    });
    expect(ld.aggregateRating).toBeUndefined(); // no reviews: no invented rating

    const porId = await get<string>(`/tienda/${s.id}`);
    expect(porId.status).toBe(200);
    expect(canonical(porId.body)).toBe('https://feria.example/tienda/mates-y-bombillas-del-litoral');

    // Another shop named like the old one cannot take the slug that still leads to the first.
    const otra = await tienda('Mates del Litoral');
    expect((await otra.publica()).slug).toBe('mates-del-litoral-2');
    // Going back to the old name gets the old slug back (it was this shop's).
    const vuelta = await put<EmprendimientoPrivado>(
      s.u,
      s.id,
      emprendimientoValido(ref, { nombre: 'Mates del Litoral' }),
    );
    expect(vuelta.body.slug).toBe('mates-del-litoral');
    expect((await get(`/tienda/mates-y-bombillas-del-litoral`)).headers.location).toBe('/tienda/mates-del-litoral');

    // A shop that is not public has no page by slug either.
    const pendiente = await crearEmprendimiento(t.db, { nombre: 'Tienda Pendiente Secreta', estado: 'Pendiente' });
    expect(pendiente).toBeTruthy();
    expect((await get(`${PUBLIC}/tienda/slug/tienda-pendiente-secreta`)).status).toBe(404);
    expect(await get<string>('/tienda/tienda-pendiente-secreta')).toMatchObject({
      status: 200,
      body: expect.not.stringContaining('og:title'),
    });
  });

  it('JSON-LD aggregateRating only with reviews: the real average and count, never an invented one', () => {
    expect(calificacionLd({ calificacion: 4.3, numReseñas: 7 })).toEqual({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 7, bestRating: 5, worstRating: 1 },
    });
    expect(calificacionLd({ calificacion: null, numReseñas: 0 })).toEqual({});
  });

  it('a product page by /productos/{id}-{slug} and by /productos/{id}: meta tags with the slug canonical; sitemap uses slug URLs', async () => {
    const s = await tienda('Cerámica Andina');
    const id = await crearProducto(t.db, s.id, { nombre: 'Taza de gres "Luna"', precio: 9000, stock: 3 });
    const ruta = rutaProducto({ id, nombre: 'Taza de gres "Luna"' });
    expect(ruta).toBe(`/productos/${id}-taza-de-gres-luna`);
    for (const url of [ruta, `/productos/${id}`, `/productos/${id}-otro-nombre-viejo`]) {
      const r = await get<string>(url);
      expect(r.status, url).toBe(200);
      expect(r.body, url).toContain('<title>Taza de gres "Luna" — ');
      expect(canonical(r.body), url).toBe(`https://feria.example${ruta}`);
      expect(/<meta property="og:url" content="([^"]*)"/.exec(r.body)?.[1]).toBe(`https://feria.example${ruta}`);
    }
    expect(await get<string>(`/productos/${id}x-taza`)).toMatchObject({
      body: expect.not.stringContaining('og:title'),
    });
    const sitemap = (await get<string>('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>https://feria.example${ruta}</loc>`);
    expect(sitemap).toContain('<loc>https://feria.example/tienda/ceramica-andina</loc>');
    expect(sitemap).not.toContain(`/tienda/${s.id}`);
  });

  it('contact fields: typed as people write them, stored normalised, shown in the public shape', async () => {
    const s = await tienda('Velas del Sur');
    const r = await put<EmprendimientoPrivado>(
      s.u,
      s.id,
      emprendimientoValido(ref, {
        nombre: 'Velas del Sur',
        whatsapp: '(0294) 15 412-3456',
        instagram: 'https://www.instagram.com/Velas.Del.Sur/',
        emailPublico: 'Hola@VelasDelSur.com.ar',
      }),
    );
    expect(r.status).toBe(200);
    expect(r.body.contacto).toEqual({
      whatsapp: '5492944123456',
      instagram: 'velas.del.sur',
      email: 'hola@velasdelsur.com.ar',
    });
    expect((await s.publica()).contacto).toEqual({
      whatsapp: '5492944123456',
      instagram: 'velas.del.sur',
      email: 'hola@velasdelsur.com.ar',
    });

    // Emptying them (or leaving them out) removes them.
    const vacio = await put<EmprendimientoPrivado>(
      s.u,
      s.id,
      emprendimientoValido(ref, { nombre: 'Velas del Sur', whatsapp: '', instagram: '  ', emailPublico: null }),
    );
    expect(vacio.body.contacto).toEqual({ whatsapp: null, instagram: null, email: null });
  });

  it('refuses contact data that is not valid, with a message per field (400)', async () => {
    const s = await tienda('Tejidos Norteños');
    const casos: [Record<string, string>, string, string][] = [
      [{ whatsapp: '2345-6789' }, 'whatsapp', MENSAJES_PERFIL.whatsappInvalido],
      [{ whatsapp: '+1 415 555 0100' }, 'whatsapp', MENSAJES_PERFIL.whatsappInvalido],
      [{ instagram: 'tejidos norteños' }, 'instagram', MENSAJES_PERFIL.instagramInvalido],
      [{ emailPublico: 'hola@' }, 'emailPublico', MENSAJES_PERFIL.emailPublicoInvalido],
    ];
    for (const [cambio, campo, mensaje] of casos) {
      const r = await put<{ mensaje: string; campo?: string }>(s.u, s.id, emprendimientoValido(ref, cambio));
      expect(r.status, campo).toBe(400);
      expect(r.body.mensaje, campo).toBe(mensaje);
    }
    expect((await s.publica()).contacto).toEqual({ whatsapp: null, instagram: null, email: null });
  });
});

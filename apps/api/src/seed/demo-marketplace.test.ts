import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EmprendimientoPublico,
  Estadisticas,
  Page,
  ProductoImagen,
  ProductoTienda,
  Solicitud,
} from '@feria/contracts';
import { DEMO_EMPRENDIMIENTOS } from '../demo/demo-data';
import { DEMO_SOLICITUDES } from '../demo/demo-solicitudes';
import { createTestApp, type TestApp } from '../testing';

// A demo that looks like a marketplace (decision 040): every product its own pictures (two or
// more), a waiting and a rejected shop request for the admin, demo contact data on every shop.

const PUBLIC = '/api/v1/public/core';

describe('demo marketplace', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(async () => t.close());
  const get = async <T>(url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ url, headers })).json<T>();

  it('seeds one pending and one rejected shop request (with its reason) that the admin sees, none of them public', async () => {
    const admin = await t.auth({ sub: randomUUID(), roles: ['admin'] });
    const pendientes = await get<Page<Solicitud>>('/api/admin/v1/solicitudes?estado=Pendiente&size=100', admin);
    const rechazadas = await get<Page<Solicitud>>('/api/admin/v1/solicitudes?estado=Rechazado&size=100', admin);
    const [pendiente, rechazada] = DEMO_SOLICITUDES;
    expect(pendientes.content.map((s) => s.nombre)).toContain(pendiente!.nombre);
    const r = rechazadas.content.find((s) => s.nombre === rechazada!.nombre);
    expect(r).toMatchObject({ estado: 'Rechazado', motivoRechazo: rechazada!.motivoRechazo });
    expect(r!.motivoRechazo!.length).toBeGreaterThanOrEqual(10);

    // Public counts are the demo shops only.
    expect((await get<Estadisticas>(`${PUBLIC}/estadisticas`)).emprendimientos).toBe(DEMO_EMPRENDIMIENTOS.length);
    const publicas = await get<Page<EmprendimientoPublico>>(`${PUBLIC}/emprendimientos?size=100`);
    expect(publicas.content.map((e) => e.nombre)).not.toContain(pendiente!.nombre);
    expect(publicas.content.map((e) => e.nombre)).not.toContain(rechazada!.nombre);
  });

  it('gives every demo product at least two pictures, and no two products share one', async () => {
    const tiendas = await get<Page<EmprendimientoPublico>>(`${PUBLIC}/emprendimientos?size=100`);
    const todas: string[] = [];
    let productos = 0;
    for (const tienda of tiendas.content) {
      for (const p of await get<ProductoTienda[]>(`${PUBLIC}/tienda/productos/obtenerProductos/${tienda.id}`)) {
        const imagenes = await get<ProductoImagen[]>(`${PUBLIC}/productos/${p.id}/imagenes`);
        expect(imagenes.length, p.nombre).toBeGreaterThanOrEqual(2);
        todas.push(...imagenes.map((i) => i.url));
        productos++;
      }
    }
    expect(productos).toBeGreaterThan(100);
    expect(new Set(todas).size).toBe(todas.length);
  });

  it("draws each demo shop's banner as wide as an uploaded one (1600 px, the 1600w its srcset offers) with its 320 px thumbnail", async () => {
    const tiendas = (await get<Page<EmprendimientoPublico>>(`${PUBLIC}/emprendimientos?size=100`)).content;
    expect(tiendas.length).toBe(DEMO_EMPRENDIMIENTOS.length);
    for (const tienda of tiendas) {
      const banner = tienda.banner!;
      const medidas = async (url: string) => {
        const m = await sharp(await readFile(path.join(t.config.dataDir, url))).metadata();
        return [m.width, m.height];
      };
      expect(await medidas(banner), tienda.nombre).toEqual([1600, 400]);
      expect(await medidas(banner.replace(/\.webp$/, '-320.webp')), tienda.nombre).toEqual([320, 80]);
    }
  });

  it('every demo shop has a contact: a (fake, valid) WhatsApp or its owner’s demo e-mail', async () => {
    const tiendas = (await get<Page<EmprendimientoPublico>>(`${PUBLIC}/emprendimientos?size=100`)).content;
    const por = (nombre: string) => tiendas.find((e) => e.nombre === nombre)!.contacto;
    expect(por('Mate y Luna')).toEqual({
      whatsapp: '5491100000000',
      instagram: null,
      email: 'mate.y.luna@demo.feria.ar',
    });
    expect(por('Casa Ceibo')).toEqual({ whatsapp: null, instagram: null, email: 'casa.ceibo@demo.feria.ar' });
    expect(
      tiendas.filter((e) => !e.contacto.whatsapp && !e.contacto.email && !e.contacto.instagram).map((e) => e.nombre),
    ).toEqual([]);
    expect(por('Trama Urbana')).toEqual({
      whatsapp: expect.stringMatching(/^54911000000\d{2}$/),
      instagram: null,
      email: 'trama.urbana@demo.feria.ar',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  aparienciaApi,
  catalogosApi,
  compradorApi,
  correosAdminApi,
  direccionesApi,
  emprendedorApi,
  emprendimientosPublicosApi,
  finanzasAdminApi,
  liquidacionesApi,
  productosPublicosApi,
  productosVendedorApi,
  referenciasApi,
  tiendaPublicaApi,
  type Endpoint,
} from '@feria/contracts';
import { createTestApp, type TestApp } from './testing';

// Decision 026: every endpoint described in contracts is a route of the API, with the same method,
// path and success status, so the web's typed client and the server cannot drift apart.
const DESCRITOS: Record<string, Record<string, Endpoint>> = {
  catalogosApi,
  productosVendedorApi,
  aparienciaApi,
  emprendedorApi,
  compradorApi,
  direccionesApi,
  adminApi,
  correosAdminApi,
  finanzasAdminApi,
  liquidacionesApi,
  productosPublicosApi,
  emprendimientosPublicosApi,
  tiendaPublicaApi,
  referenciasApi,
};

describe('endpoints described in contracts', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    paths = (t.app.swagger() as unknown as { paths: typeof paths }).paths;
  });
  afterAll(async () => t.close());

  it('are all registered with their method, path and success status', () => {
    const casos = Object.entries(DESCRITOS).flatMap(([grupo, api]) =>
      Object.entries(api).map(([nombre, e]) => ({ nombre: `${grupo}.${nombre}`, e })),
    );
    expect(casos.length).toBeGreaterThan(15);
    for (const { nombre, e } of casos) {
      const operacion = paths[e.ruta]?.[e.metodo.toLowerCase()];
      expect(operacion, `${nombre}: ${e.metodo} ${e.ruta}`).toBeDefined();
      expect(Object.keys(operacion!.responses), nombre).toContain(String(e.status ?? 200));
    }
  });
});

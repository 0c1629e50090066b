import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contratos from '@feria/contracts';
import type { Endpoint } from '@feria/contracts';
import { createTestApp, type TestApp } from './testing';

// Decision 026: every endpoint described in contracts is a route of the API, with the same method,
// path and success status, so the web's typed client and the server cannot drift apart.
// Every `…Api` group the contracts export, found by name, so a new group cannot be left out.
const esEndpoint = (e: unknown): e is Endpoint =>
  typeof e === 'object' && e !== null && 'ruta' in e && 'metodo' in e && 'respuesta' in e;
const DESCRITOS: Record<string, Record<string, Endpoint>> = Object.fromEntries(
  Object.entries(contratos).filter(
    (entrada): entrada is [string, Record<string, Endpoint>] =>
      entrada[0].endsWith('Api') &&
      typeof entrada[1] === 'object' &&
      entrada[1] !== null &&
      Object.values(entrada[1]).every(esEndpoint),
  ),
);

/**
 * A path without its parameters' names: two endpoints may name the same segment differently
 * (decision 030: a shop's sales list and a sale's detail share `ventas/{…}`).
 */
const forma = (ruta: string) => ruta.replace(/\{[^}]+\}/g, '{}');

describe('endpoints described in contracts', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  let porForma: Map<string, (typeof paths)[string]>;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    paths = (t.app.swagger() as unknown as { paths: typeof paths }).paths;
    porForma = new Map();
    for (const [ruta, ops] of Object.entries(paths))
      porForma.set(forma(ruta), { ...porForma.get(forma(ruta)), ...ops });
  });
  afterAll(async () => t.close());

  it('are all registered with their method, path and success status', () => {
    const casos = Object.entries(DESCRITOS).flatMap(([grupo, api]) =>
      Object.entries(api).map(([nombre, e]) => ({ nombre: `${grupo}.${nombre}`, e })),
    );
    expect(Object.keys(DESCRITOS)).toEqual(
      expect.arrayContaining(['planillaApi', 'liquidacionesApi', 'direccionesApi']),
    );
    expect(casos.length).toBeGreaterThan(100);
    for (const { nombre, e } of casos) {
      const operacion = porForma.get(forma(e.ruta))?.[e.metodo.toLowerCase()];
      expect(operacion, `${nombre}: ${e.metodo} ${e.ruta}`).toBeDefined();
      expect(Object.keys(operacion!.responses), nombre).toContain(String(e.status ?? 200));
    }
  });
});

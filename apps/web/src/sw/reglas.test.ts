import { describe, expect, it } from 'vitest';
import { esArchivoConHuella, esPaginaDeLaApp } from './reglas';

const ORIGEN = 'https://feria.example';
const u = (ruta: string, origen = ORIGEN) => new URL(ruta, origen);

describe("the service worker's rules (docs/producto/app-instalable.md#qué-se-guarda)", () => {
  it.each(['/', '/search?q=remera', '/productos/12-mate', '/tienda/la-huerta', '/comprador/pedidos', '/apiarios'])(
    '%s is a page of the app: network first, the offline page without network',
    (ruta) => expect(esPaginaDeLaApp(u(ruta), ORIGEN)).toBe(true),
  );

  it.each([
    '/api',
    '/api/v1/public/core/productos',
    '/auth/realms/feria/protocol/openid-connect/auth?client_id=frontend',
    '/_sandbox/mp/checkout/1',
    '/uploads/productos/a.webp',
    '/health',
    '/ready',
    '/metrics',
  ])('%s is left to the browser, never answered by the service worker', (ruta) =>
    expect(esPaginaDeLaApp(u(ruta), ORIGEN)).toBe(false),
  );

  it('a page of another site is not ours', () => {
    expect(esPaginaDeLaApp(u('/', 'https://otro.example'), ORIGEN)).toBe(false);
  });

  it('only the hashed built files are kept; API answers and uploads never', () => {
    expect(esArchivoConHuella(u('/assets/vendor-BuaUfXEY.js'), ORIGEN)).toBe(true);
    expect(esArchivoConHuella(u('/assets/inter-latin1-wght-BvsD63uZ.woff2'), ORIGEN)).toBe(true);
    expect(esArchivoConHuella(u('/api/v1/public/core/productos'), ORIGEN)).toBe(false);
    expect(esArchivoConHuella(u('/api/assets/x.js'), ORIGEN)).toBe(false);
    expect(esArchivoConHuella(u('/uploads/productos/a.webp'), ORIGEN)).toBe(false);
    expect(esArchivoConHuella(u('/assets/x.js?v=2'), ORIGEN)).toBe(false);
    expect(esArchivoConHuella(u('/assets/x.js', 'https://cdn.example'), ORIGEN)).toBe(false);
  });
});

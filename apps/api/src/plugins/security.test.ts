import { createHash } from 'node:crypto';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';
import { cabecerasDeSeguridad, CSP_DIRECTIVES, hashesDeScriptsEnLinea } from './security';

// The security headers are computed once from helmet's options (docs/arquitectura.md#rendimiento: @fastify/helmet rebuilt
// its middleware on every request) and set on the raw response, so every kind of answer has them.

const OPCIONES = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  strictTransportSecurity: false,
} as const;

describe('security headers', () => {
  it('are the ones helmet itself sets on a response', () => {
    const puestas: Record<string, string> = {};
    const res = {
      setHeader: (n: string, v: string) => (puestas[n.toLowerCase()] = String(v)),
      removeHeader: (n: string) => delete puestas[n.toLowerCase()],
    };
    helmet(OPCIONES)({} as never, res as never, () => undefined);
    const calculadas = Object.fromEntries(cabecerasDeSeguridad(OPCIONES).map(([n, v]) => [n.toLowerCase(), v]));
    expect(calculadas).toEqual(puestas);
    expect(calculadas['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(calculadas['x-frame-options']).toBe('SAMEORIGIN');
    expect(calculadas).not.toHaveProperty('strict-transport-security');
  });

  it("allow a page's own inline scripts by their hash, never a script that loads a file or an attribute", () => {
    const codigo = "(function () { document.documentElement.style.colorScheme = 'light'; })();";
    const html = `<head><script>${codigo}</script><script src="/arranque.js" data-modulos="/a.js"></script><script type="module" crossorigin src="/assets/index.js"></script><script></script></head><body onload="x()"></body>`;
    const esperado = `'sha256-${createHash('sha256').update(codigo).digest('base64')}'`;
    expect(hashesDeScriptsEnLinea(html)).toEqual([esperado]);
    expect(hashesDeScriptsEnLinea('<p>sin scripts</p>')).toEqual([]);
  });

  describe('on every answer', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ seed: 'empty' });
    });
    afterAll(async () => t.close());

    it('a public read, a 404, and a page the identity server writes itself', async () => {
      const urls = ['/api/v1/public/core/rubros', '/api/nada', '/auth/realms/feria/.well-known/openid-configuration'];
      const esperadas = cabecerasDeSeguridad({ ...OPCIONES, contentSecurityPolicy: false });
      for (const url of urls) {
        const res = await t.app.inject(url);
        expect(res.statusCode, url).toBe(url === '/api/nada' ? 404 : 200);
        for (const [nombre, valor] of esperadas)
          expect(res.headers[nombre.toLowerCase()], `${url} ${nombre}`).toBe(valor);
        expect(String(res.headers['content-security-policy']), url).toContain("default-src 'self'");
      }
    });
  });
});

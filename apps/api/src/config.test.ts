import { describe, expect, it } from 'vitest';
import { loadConfig, MERCADO_PAGO_API, modoDePagos, SANDBOX_ACCESS_TOKEN, SANDBOX_WEBHOOK_SECRET } from './config';

// Decision 062: which payments are live for each combination of the Mercado Pago settings. The
// sandbox approves payments with no money moved, so it never runs beside real credentials.

const REALES = { MP_ACCESS_TOKEN: 'APP_USR-1234-token-de-la-plataforma', MP_WEBHOOK_SECRET: 'secreto-de-webhooks' };
const pagos = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/feria-config-test', ...env }).pagos;
const sandbox = {
  sandbox: true,
  baseUrl: undefined,
  accessToken: SANDBOX_ACCESS_TOKEN,
  webhookSecret: SANDBOX_WEBHOOK_SECRET,
};

describe('payment mode (MP_SANDBOX, MP_ACCESS_TOKEN, MP_WEBHOOK_SECRET, MP_BASE_URL, NODE_ENV)', () => {
  it('runs the sandbox when no credentials are given, outside production', () => {
    expect(pagos({})).toMatchObject(sandbox);
    expect(pagos({ NODE_ENV: 'development' })).toMatchObject(sandbox);
    expect(pagos({ NODE_ENV: 'test' })).toMatchObject(sandbox);
  });

  it('runs the sandbox in production only with an explicit MP_SANDBOX=true and no credentials', () => {
    expect(pagos({ NODE_ENV: 'production', MP_SANDBOX: 'true' })).toMatchObject(sandbox);
    expect(pagos({ NODE_ENV: 'production', MP_SANDBOX: '1' })).toMatchObject(sandbox);
  });

  it('uses the real Mercado Pago when both credentials are given, whatever NODE_ENV says', () => {
    const real = {
      sandbox: false,
      baseUrl: MERCADO_PAGO_API,
      accessToken: REALES.MP_ACCESS_TOKEN,
      webhookSecret: REALES.MP_WEBHOOK_SECRET,
    };
    expect(pagos(REALES)).toMatchObject(real);
    expect(pagos({ ...REALES, NODE_ENV: 'development' })).toMatchObject(real);
    expect(pagos({ ...REALES, NODE_ENV: 'production' })).toMatchObject(real);
    expect(pagos({ ...REALES, MP_SANDBOX: 'false' })).toMatchObject(real);
    expect(pagos({ ...REALES, MP_SANDBOX: '0' })).toMatchObject(real);
  });

  it('uses MP_BASE_URL with the credentials instead of api.mercadopago.com', () => {
    expect(pagos({ ...REALES, MP_BASE_URL: 'https://mp-proxy.ejemplo.ar' })).toMatchObject({
      sandbox: false,
      baseUrl: 'https://mp-proxy.ejemplo.ar',
    });
  });

  it('refuses to start with MP_SANDBOX=true beside real credentials, naming the settings', () => {
    expect(() => pagos({ ...REALES, MP_SANDBOX: 'true' })).toThrow(
      /MP_SANDBOX=true no se combina con MP_ACCESS_TOKEN ni MP_WEBHOOK_SECRET/,
    );
    expect(() => pagos({ ...REALES, MP_SANDBOX: '1', NODE_ENV: 'production' })).toThrow(
      /MP_SANDBOX=true no se combina/,
    );
    expect(() => pagos({ MP_ACCESS_TOKEN: REALES.MP_ACCESS_TOKEN, MP_SANDBOX: 'true' })).toThrow(
      /MP_SANDBOX=true no se combina con MP_ACCESS_TOKEN/,
    );
    expect(() => pagos({ MP_BASE_URL: 'https://api.mercadopago.com', MP_SANDBOX: 'true' })).toThrow(
      /MP_SANDBOX=true no se combina con MP_BASE_URL/,
    );
  });

  it('refuses half a configuration instead of falling back to the sandbox', () => {
    expect(() => pagos({ MP_ACCESS_TOKEN: REALES.MP_ACCESS_TOKEN })).toThrow(/falta MP_WEBHOOK_SECRET/);
    expect(() => pagos({ MP_WEBHOOK_SECRET: REALES.MP_WEBHOOK_SECRET })).toThrow(/falta MP_ACCESS_TOKEN/);
    expect(() => pagos({ MP_BASE_URL: 'https://api.mercadopago.com' })).toThrow(
      /falta MP_ACCESS_TOKEN y MP_WEBHOOK_SECRET/,
    );
    expect(() => pagos({ MP_ACCESS_TOKEN: REALES.MP_ACCESS_TOKEN, NODE_ENV: 'production' })).toThrow(
      /falta MP_WEBHOOK_SECRET/,
    );
  });

  it('refuses to start without the sandbox and without credentials', () => {
    expect(() => pagos({ NODE_ENV: 'production' })).toThrow(
      /con NODE_ENV=production el sandbox de demostración está apagado y hacen falta MP_ACCESS_TOKEN y MP_WEBHOOK_SECRET/,
    );
    expect(() => pagos({ MP_SANDBOX: 'false' })).toThrow(
      /con MP_SANDBOX=false .* hacen falta MP_ACCESS_TOKEN y MP_WEBHOOK_SECRET/,
    );
  });

  it('says at start-up which payments are live', () => {
    expect(modoDePagos(pagos({}))).toMatch(/^Pagos: sandbox de demostración .*no cobra nada/);
    expect(modoDePagos(pagos(REALES))).toBe(
      'Pagos: Mercado Pago real (https://api.mercadopago.com); el sandbox de demostración está apagado.',
    );
  });
});

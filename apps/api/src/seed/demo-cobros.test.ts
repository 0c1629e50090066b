import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmprendimientoPage } from '@feria/contracts';
import { PRIMER_VENDEDOR_DEMO } from '@feria/mp-sandbox';
import { DEMO_EMPRENDIMIENTOS } from '../demo/demo-data';
import { demoOwnerId } from '../lib/demo-owner';
import { tokensDe } from '../modules/pagos/cuentas';
import { createTestApp, type TestApp } from '../testing';

// docs/producto/demo.md#cobros: with the sandbox, every demo shop but one starts with its own
// Mercado Pago test account connected; the other one takes bank transfer only.

describe('demo shops and Mercado Pago', () => {
  let t: TestApp;
  let ids: Map<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    const page = (
      await t.app.inject({ url: '/api/v1/public/core/emprendimientos?size=100' })
    ).json<EmprendimientoPage>();
    ids = new Map(page.content.map((e) => [e.nombre, e.id]));
  });
  afterAll(async () => t.close());

  const estado = async (id: string, email: string) => {
    const auth = await t.auth({ sub: demoOwnerId(email), roles: ['emprendedor'] });
    const res = await t.app.inject({ url: `/api/emprendedor/v1/emprendimientos/${id}/mercadopago`, headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json<{ conectado: boolean; mpUserId?: string; puedeCobrar: boolean }>();
  };

  it('connects every demo shop to its own sandbox seller, except the transfer-only one, which says so', async () => {
    const usuarios = new Set<string>();
    const soloTransferencia = DEMO_EMPRENDIMIENTOS.filter((s) => s.soloTransferencia);
    expect(soloTransferencia.length).toBeGreaterThanOrEqual(1);
    expect(soloTransferencia.length).toBeLessThan(DEMO_EMPRENDIMIENTOS.length / 2);
    for (const shop of DEMO_EMPRENDIMIENTOS) {
      const e = await estado(ids.get(shop.nombre)!, shop.owner.email);
      if (shop.soloTransferencia) {
        expect(e).toMatchObject({ conectado: false, puedeCobrar: false });
        expect(shop.descripcion).toContain('solo por transferencia');
        continue;
      }
      expect(e).toMatchObject({ conectado: true, puedeCobrar: true });
      expect(Number(e.mpUserId)).toBeGreaterThanOrEqual(PRIMER_VENDEDOR_DEMO);
      usuarios.add(e.mpUserId!);
    }
    expect(usuarios.size).toBe(DEMO_EMPRENDIMIENTOS.length - soloTransferencia.length);
  });

  it('keeps tokens that open, with the app key, to real sandbox tokens of that seller', async () => {
    const shop = DEMO_EMPRENDIMIENTOS.find((s) => !s.soloTransferencia)!;
    const tokens = await tokensDe(t.db, t.app.cuentasMercadoPago.cifrador, ids.get(shop.nombre)!);
    expect(tokens).toBeDefined();
    expect(tokens!.accessToken.endsWith(`-${tokens!.mpUserId}`)).toBe(true);
    const res = await t.app.inject({
      url: '/_sandbox/mp/v1/payments/search',
      headers: { authorization: `Bearer ${tokens!.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

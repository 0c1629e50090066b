import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { manifiestoFirma, mercadoPago } from './mercadopago';

const SECRETO = 'secreto-de-prueba';
const mp = mercadoPago({ baseUrl: 'http://127.0.0.1:1/_sandbox/mp', accessToken: 't', webhookSecret: SECRETO });
const ahora = new Date('2026-11-25T12:00:00Z');
const ts = String(Math.floor(ahora.getTime() / 1000));
const firmar = (manifiesto: string, secreto = SECRETO) =>
  createHmac('sha256', secreto).update(manifiesto).digest('hex');

describe('Mercado Pago webhook signature', () => {
  it('builds the manifest of notes/payments.md, leaving out what is missing', () => {
    expect(manifiestoFirma('ABC123', 'req-1', '1700')).toBe('id:abc123;request-id:req-1;ts:1700;');
    expect(manifiestoFirma(undefined, 'req-1', '1700')).toBe('request-id:req-1;ts:1700;');
    expect(manifiestoFirma('9', undefined, '1700')).toBe('id:9;ts:1700;');
  });

  it('accepts a fresh, correct signature', () => {
    const v1 = firmar(manifiestoFirma('12345', 'req-1', ts));
    expect(mp.verificarWebhook({ firma: `ts=${ts},v1=${v1}`, idSolicitud: 'req-1', idDato: '12345' }, ahora)).toBe(
      true,
    );
    // Spaces after the comma, as some proxies leave them.
    expect(mp.verificarWebhook({ firma: `ts=${ts}, v1=${v1}`, idSolicitud: 'req-1', idDato: '12345' }, ahora)).toBe(
      true,
    );
  });

  it('refuses a wrong secret, another payment id, another request id, a stale or future ts, and malformed headers', () => {
    const v1 = firmar(manifiestoFirma('12345', 'req-1', ts));
    const casos = [
      {
        firma: `ts=${ts},v1=${firmar(manifiestoFirma('12345', 'req-1', ts), 'otro')}`,
        idSolicitud: 'req-1',
        idDato: '12345',
      },
      { firma: `ts=${ts},v1=${v1}`, idSolicitud: 'req-1', idDato: '12346' },
      { firma: `ts=${ts},v1=${v1}`, idSolicitud: 'req-2', idDato: '12345' },
      { firma: undefined, idSolicitud: 'req-1', idDato: '12345' },
      { firma: 'v1=abc', idSolicitud: 'req-1', idDato: '12345' },
      { firma: `ts=${ts},v1=zz`, idSolicitud: 'req-1', idDato: '12345' },
    ];
    for (const c of casos) expect(mp.verificarWebhook(c, ahora)).toBe(false);
    const viejo = String(Number(ts) - 6 * 60);
    expect(
      mp.verificarWebhook(
        {
          firma: `ts=${viejo},v1=${firmar(manifiestoFirma('12345', 'req-1', viejo))}`,
          idSolicitud: 'req-1',
          idDato: '12345',
        },
        ahora,
      ),
    ).toBe(false);
    const futuro = String(Number(ts) + 6 * 60);
    expect(
      mp.verificarWebhook(
        {
          firma: `ts=${futuro},v1=${firmar(manifiestoFirma('12345', 'req-1', futuro))}`,
          idSolicitud: 'req-1',
          idDato: '12345',
        },
        ahora,
      ),
    ).toBe(false);
  });

  it('reports an unreachable Mercado Pago as ProveedorNoDisponible', async () => {
    await expect(mp.obtenerPago('1')).rejects.toMatchObject({ name: 'ProveedorNoDisponible' });
  });
});

describe("a shop's token (docs/producto/pagos.md#cobro-dividido)", () => {
  /** Answers a Mercado Pago payment and remembers the Authorization header of each call. */
  function mpConPago(pago: Record<string, unknown>) {
    const autorizaciones: string[] = [];
    const fetch = (async (_url: string, init?: RequestInit) => {
      autorizaciones.push(String((init?.headers as Record<string, string>)['Authorization']));
      return new Response(JSON.stringify(pago), { status: 200 });
    }) as typeof globalThis.fetch;
    const plataforma = mercadoPago({ baseUrl: 'http://mp', accessToken: 'APP', webhookSecret: SECRETO, fetch });
    return { plataforma, autorizaciones };
  }
  const base = { id: 99, status: 'approved', transaction_amount: 1000, currency_id: 'ARS', external_reference: 'v' };

  it('calls with the shop’s token, and reads the collector and both fees of the payment', async () => {
    const { plataforma, autorizaciones } = mpConPago({
      ...base,
      collector_id: 2481000001,
      fee_details: [
        { type: 'mercadopago_fee', amount: 62.9, fee_payer: 'collector' },
        { type: 'application_fee', amount: 50, fee_payer: 'collector' },
      ],
    });
    const pago = await plataforma.conToken('TIENDA').obtenerPago('99');
    expect(autorizaciones).toEqual(['Bearer TIENDA']);
    expect(pago).toMatchObject({ cobradorId: '2481000001', comisionMercadoPago: 62.9, comisionMarketplace: 50 });
    await plataforma.obtenerPago('99');
    expect(autorizaciones[1]).toBe('Bearer APP');
  });

  it('a payment without fee_details (not approved yet) has no fees, not zero', async () => {
    const { plataforma } = mpConPago({ ...base, status: 'pending', collector_id: 1234567890 });
    expect(await plataforma.obtenerPago('99')).toMatchObject({
      cobradorId: '1234567890',
      comisionMercadoPago: null,
      comisionMarketplace: null,
    });
  });

  it('the shop’s provider still checks the platform’s webhook signature', () => {
    const v1 = firmar(manifiestoFirma('12345', 'req-1', ts));
    expect(
      mp
        .conToken('TIENDA')
        .verificarWebhook({ firma: `ts=${ts},v1=${v1}`, idSolicitud: 'req-1', idDato: '12345' }, ahora),
    ).toBe(true);
  });
});

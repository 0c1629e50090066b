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

import { describe, expect, it } from 'vitest';
import { firmarPedido, leerPedido, type PedidoArrepentimiento } from './arrepentimiento-enlace';

const SECRETO = 'un-secreto-de-prueba-de-32-caracteres-o-mas';
const AHORA = new Date('2026-11-26T12:00:00.000Z');
const PEDIDO: PedidoArrepentimiento = {
  ventaId: '5b0e6a3c-9a4b-4c8e-8f1e-2d3c4b5a6f70',
  email: 'lucia@prueba.feria.ar',
  nombre: 'Lucía Gómez',
  motivo: 'Me equivoqué de talle\ny de color',
  pedidoEn: AHORA,
  venceEn: new Date(AHORA.getTime() + 24 * 3_600_000),
};

describe('arrepentimiento confirmation link', () => {
  it('reads back what it signed, accents and line breaks included', () => {
    const token = firmarPedido(SECRETO, PEDIDO);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(leerPedido(SECRETO, token, AHORA)).toEqual({ ok: true, pedido: PEDIDO });
    expect(leerPedido(SECRETO, firmarPedido(SECRETO, { ...PEDIDO, motivo: null }), AHORA)).toMatchObject({
      ok: true,
      pedido: { motivo: null },
    });
  });

  it('refuses a changed payload, a changed or missing signature and another key', () => {
    const [datos, firma] = firmarPedido(SECRETO, PEDIDO).split('.') as [string, string];
    const otro = Buffer.from(Buffer.from(datos, 'base64url').toString('utf8').replace('Lucía', 'Otra')).toString(
      'base64url',
    );
    for (const token of [
      `${otro}.${firma}`,
      `${datos}.${firma.slice(1)}`,
      `${datos}.`,
      datos,
      `${datos}.${firma}.${firma}`,
      firmarPedido(`${SECRETO}x`, PEDIDO),
    ]) {
      expect(leerPedido(SECRETO, token, AHORA), token).toEqual({ ok: false, motivo: 'invalido' });
    }
  });

  it('refuses a signed payload that is not a request', () => {
    // Signed with the right key (as if the key leaked into a test) but not the shape: still refused.
    const firmado = firmarPedido(SECRETO, { ...PEDIDO, ventaId: 'no-es-un-uuid' });
    expect(leerPedido(SECRETO, firmado, AHORA)).toEqual({ ok: false, motivo: 'invalido' });
  });

  it('expires at venceEn', () => {
    const token = firmarPedido(SECRETO, PEDIDO);
    expect(leerPedido(SECRETO, token, new Date(PEDIDO.venceEn.getTime() - 1)).ok).toBe(true);
    expect(leerPedido(SECRETO, token, PEDIDO.venceEn)).toEqual({ ok: false, motivo: 'vencido' });
  });
});

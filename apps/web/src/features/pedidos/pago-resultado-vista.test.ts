import { describe, expect, it } from 'vitest';
import { ofrecerReintento, vistaDelPedido } from './pago-resultado-vista';
import { ventaFixture } from './test-fixtures';

const mp = (estado: 'pendiente' | 'aprobado' | 'rechazado' | 'vencido', urlPago?: string) =>
  ventaFixture({
    estado: estado === 'pendiente' || estado === 'aprobado' ? 'pendiente' : 'cancelado',
    pago: { metodo: 'MERCADO_PAGO', estado, ...(urlPago ? { urlPago } : {}) },
  });

describe('what a payment-return page says', () => {
  it("the server's state wins over Mercado Pago's redirect", () => {
    expect(vistaDelPedido('error', mp('aprobado'), false).titulo).toBe('¡Pago aprobado!');
    expect(vistaDelPedido('exito', mp('rechazado'), false).titulo).toBe('No pudimos procesar el pago');
    expect(vistaDelPedido('pendiente', mp('vencido'), false).titulo).toBe('Venció el plazo para pagar');
  });

  it('exito while the notification is on its way, then after waiting', () => {
    expect(vistaDelPedido('exito', mp('pendiente', 'u'), true).titulo).toBe('Estamos confirmando tu pago');
    expect(vistaDelPedido('exito', mp('pendiente', 'u'), false).titulo).toBe('Tu pago se está acreditando');
  });

  it('error on a still-pending order invites to pay again only when a payment link exists', () => {
    expect(vistaDelPedido('error', mp('pendiente', 'u'), false).texto).toMatch(/podés intentar pagarlo de nuevo/);
    expect(vistaDelPedido('error', mp('pendiente'), false).texto).toMatch(/podés ver su estado o cancelarlo/);
  });

  it("never offers 'Reintentar pago' where Mercado Pago said approved, nor without a link", () => {
    expect(ofrecerReintento('error', mp('pendiente', 'u'))).toBe(true);
    expect(ofrecerReintento('pendiente', mp('pendiente', 'u'))).toBe(true);
    expect(ofrecerReintento('exito', mp('pendiente', 'u'))).toBe(false);
    expect(ofrecerReintento('error', mp('pendiente'))).toBe(false);
    expect(ofrecerReintento('error', mp('rechazado', 'u'))).toBe(false);
  });
});

describe('a payment the order could not take (docs/producto/pagos.md#pagos-tardíos)', () => {
  const devuelto = (estado: 'cancelado' | 'aprobado', motivo: string) =>
    ventaFixture({
      estado: estado === 'aprobado' ? 'pendiente' : 'cancelado',
      pago: {
        metodo: 'MERCADO_PAGO',
        estado,
        historial: [
          ...(estado === 'aprobado'
            ? [{ id: '1', estado: 'aprobado' as const, monto: 12000, motivo: null, fecha: '2026-11-28T12:00:00.000Z' }]
            : []),
          { id: '2', estado: 'reembolso_pendiente' as const, monto: 12000, motivo, fecha: '2026-11-28T12:05:00.000Z' },
        ],
      },
    });

  it('says the money goes back, with the reason, instead of "no se hizo ningún cargo"', () => {
    const v = vistaDelPedido('exito', devuelto('cancelado', 'El pedido ya estaba cancelado.'), false);
    expect(v.titulo).toBe('Te devolvemos el pago');
    expect(v.texto).toContain('El pedido ya estaba cancelado.');
    expect(v.texto.replace(/\u00a0/g, ' ')).toContain('$ 12.000');
    expect(v.texto).not.toContain('ningún cargo');
  });

  it('a paid order that got a second payment stays approved and says the second one goes back', () => {
    const v = vistaDelPedido('exito', devuelto('aprobado', 'El pedido ya estaba pagado con otro pago.'), false);
    expect(v.titulo).toBe('¡Pago aprobado!');
    expect(v.texto).toContain('segundo pago');
  });
});

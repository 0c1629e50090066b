import { describe, expect, it } from 'vitest';
import { decidirPago, observacionDelPago, type SituacionPago } from './reglas';

// docs/producto/pagos.md#reglas-del-pago: what a provider's payment does to an order.

const sit = (
  venta: string,
  pago: string,
  pagoProveedorId: string | null = null,
  recibido?: SituacionPago['recibido'],
): SituacionPago => ({ venta: { estado: venta }, pago: { estado: pago, pagoProveedorId }, recibido });

describe('payment rules', () => {
  it('an approved payment is taken only while the order waits for one', () => {
    expect(decidirPago('p1', 'approved', sit('pendiente', 'pendiente'))).toEqual({ accion: 'tomar' });
    expect(decidirPago('p1', 'authorized', sit('pendiente', 'pendiente'))).toEqual({ accion: 'tomar' });
    expect(decidirPago('p1', 'approved', sit('pendiente', 'pendiente', null, { estado: 'aprobado' }))).toEqual({
      accion: 'nada',
    });
    expect(decidirPago('p1', 'approved', sit('preparando', 'aprobado', 'p1'))).toEqual({ accion: 'nada' });
  });

  it('a late or second approved payment is given back, saying why', () => {
    expect(decidirPago('p2', 'approved', sit('preparando', 'aprobado', 'p1'))).toEqual({
      accion: 'devolver',
      motivo: 'El pedido ya estaba pagado con otro pago.',
    });
    expect(decidirPago('p1', 'approved', sit('cancelado', 'vencido'))).toEqual({
      accion: 'devolver',
      motivo: 'El pedido ya estaba cancelado porque venció el plazo para pagarlo.',
    });
    expect(decidirPago('p1', 'approved', sit('cancelado', 'cancelado'))).toMatchObject({
      motivo: 'El pedido ya estaba cancelado.',
    });
    expect(decidirPago('p1', 'approved', sit('completado', 'reembolsado', 'p0'))).toMatchObject({
      motivo: 'El pedido ya había sido reembolsado.',
    });
  });

  it('a rejection closes only a waiting order', () => {
    expect(decidirPago('p1', 'rejected', sit('pendiente', 'pendiente'))).toEqual({ accion: 'rechazar' });
    expect(decidirPago('p1', 'cancelled', sit('pendiente', 'en_revision'))).toEqual({ accion: 'nada' });
    expect(decidirPago('p1', 'rejected', sit('cancelado', 'vencido'))).toEqual({ accion: 'nada' });
  });

  it("a refund closes a payment being given back, or refunds the order's own payment only", () => {
    expect(
      decidirPago('p2', 'refunded', sit('preparando', 'aprobado', 'p1', { estado: 'reembolso_pendiente' })),
    ).toEqual({ accion: 'cerrar-devolucion' });
    expect(decidirPago('p1', 'refunded', sit('completado', 'aprobado', 'p1'))).toEqual({
      accion: 'reembolsado',
      detalle: 'Pago reembolsado',
    });
    expect(decidirPago('p1', 'charged_back', sit('completado', 'aprobado', 'p1'))).toEqual({
      accion: 'reembolsado',
      detalle: 'Contracargo del pago',
    });
    expect(decidirPago('p9', 'refunded', sit('completado', 'aprobado', 'p1'))).toEqual({ accion: 'nada' });
    expect(decidirPago('p1', 'refunded', sit('pendiente', 'pendiente'))).toEqual({ accion: 'nada' });
  });

  it('a payment still in process changes nothing', () => {
    for (const estado of ['pending', 'in_process', 'in_mediation'])
      expect(decidirPago('p1', estado, sit('pendiente', 'pendiente'))).toEqual({ accion: 'nada' });
  });
});

describe('a payment is applied only when it is the order’s (docs/producto/pagos.md#cobro-dividido)', () => {
  const pago = { id: '77', monto: 1500, moneda: 'ARS', cobradorId: '2481000001' };
  const pedido = { montoTotal: 1500, cobradorDelPedido: '2481000001', leidoCon: '2481000001' };

  it('the same amount, currency and collector: applied', () => {
    expect(observacionDelPago(pago, pedido)).toBeUndefined();
    expect(observacionDelPago({ ...pago, monto: 1500.004 }, pedido)).toBeUndefined();
  });

  it('another amount or currency: observed, naming both', () => {
    expect(observacionDelPago({ ...pago, monto: 10 }, pedido)).toBe(
      'Mercado Pago informó ARS 10; el pedido es de ARS 1500. No se aplicó.',
    );
    expect(observacionDelPago({ ...pago, moneda: 'USD' }, pedido)).toContain('USD 1500');
  });

  it('collected by another account than the shop’s: observed', () => {
    expect(observacionDelPago({ ...pago, cobradorId: '2481000002' }, pedido)).toContain(
      'cobrado por otra cuenta (2481000002)',
    );
    expect(observacionDelPago({ ...pago, cobradorId: null }, pedido)).toContain('(desconocida)');
  });

  it('an order the platform collects takes only a payment read with the platform’s token', () => {
    const plataforma = { montoTotal: 1500, cobradorDelPedido: null, leidoCon: null };
    expect(observacionDelPago({ ...pago, cobradorId: '1234567890' }, plataforma)).toBeUndefined();
    expect(observacionDelPago(pago, { ...plataforma, leidoCon: '2481000001' })).toContain('otra cuenta');
  });
});

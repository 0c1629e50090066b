import { describe, expect, it } from 'vitest';
import { ESTADOS_PAGO, MENSAJES_VENTA, type EstadoPago } from '@feria/contracts';
import { ApiError } from '../../lib/api-client';
import {
  historialOrdenado,
  mensajeErrorComprobante,
  montoParaCopiar,
  puedeCancelar,
  puedeReintentarPago,
  puedeSubirComprobante,
  tituloEvento,
  validarComprobante,
} from './pedido-reglas';
import { transferenciaFixture, ventaFixture } from './test-fixtures';

const conPago = (estado: EstadoPago) =>
  ventaFixture({ pago: { metodo: 'MERCADO_PAGO', estado, urlPago: 'https://mp/x' } });

describe('what the buyer may do with an order', () => {
  it('cancels only a pendiente order whose payment is pendiente or en_revision', () => {
    for (const estado of ESTADOS_PAGO)
      expect(puedeCancelar(conPago(estado))).toBe(estado === 'pendiente' || estado === 'en_revision');
    expect(puedeCancelar(ventaFixture({ estado: 'preparando' }))).toBe(false);
  });

  it('retries a Mercado Pago payment only while it is pending and has a link', () => {
    expect(puedeReintentarPago(ventaFixture())).toBe(true);
    expect(puedeReintentarPago(ventaFixture({ pago: { metodo: 'MERCADO_PAGO', estado: 'pendiente' } }))).toBe(false);
    expect(puedeReintentarPago(conPago('aprobado'))).toBe(false);
    expect(puedeReintentarPago(transferenciaFixture())).toBe(false);
  });

  it('uploads a proof only for a transfer still waiting', () => {
    expect(puedeSubirComprobante(transferenciaFixture())).toBe(true);
    expect(puedeSubirComprobante(transferenciaFixture({}, { estado: 'en_revision' }))).toBe(true);
    expect(puedeSubirComprobante(transferenciaFixture({}, { estado: 'aprobado' }))).toBe(false);
    expect(puedeSubirComprobante(ventaFixture())).toBe(false);
  });
});

describe('history', () => {
  it('names each event, a rejected transfer as not credited, unknown states as words', () => {
    expect(tituloEvento({ tipo: 'estado', estado: 'pendiente' })).toBe('Pedido recibido');
    expect(tituloEvento({ tipo: 'pago', estado: 'aprobado' })).toBe('Pago aprobado');
    expect(tituloEvento({ tipo: 'estado', estado: 'envio_registrado' })).toBe('Pedido enviado');
    expect(tituloEvento({ tipo: 'estado', estado: 'devolucion_aceptada' })).toBe('Devolución aceptada');
    expect(tituloEvento({ tipo: 'pago', estado: 'rechazado' }, 'TRANSFERENCIA')).toBe('Transferencia no acreditada');
    expect(tituloEvento({ tipo: 'pago', estado: 'rechazado' }, 'MERCADO_PAGO')).toBe('Pago rechazado');
    expect(tituloEvento({ tipo: 'pago', estado: 'algo_nuevo' })).toBe('Algo nuevo');
  });

  it('sorts oldest first and keeps the server order for the same instant', () => {
    const a = { fecha: '2026-03-05T10:00:00Z', tipo: 'pago' as const, estado: 'aprobado', detalle: null };
    const b = { fecha: '2026-03-05T09:00:00Z', tipo: 'estado' as const, estado: 'pendiente', detalle: null };
    const c = { fecha: '2026-03-05T10:00:00Z', tipo: 'estado' as const, estado: 'preparando', detalle: null };
    expect(historialOrdenado([a, b, c])).toEqual([b, a, c]);
  });
});

describe('transfer helpers', () => {
  it('copies the amount as a bank app takes it', () => {
    expect(montoParaCopiar(20500)).toBe('20500');
    expect(montoParaCopiar(12500.5)).toBe('12500,50');
  });

  it('checks type and size before sending, with the catalogue texts', () => {
    expect(validarComprobante({ type: 'application/pdf', size: 1000 })).toBeNull();
    expect(validarComprobante({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
    expect(validarComprobante({ type: 'image/gif', size: 1000 })).toBe(MENSAJES_VENTA.comprobanteInvalido);
    expect(validarComprobante({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      MENSAJES_VENTA.comprobanteDemasiadoGrande,
    );
    expect(validarComprobante({ type: 'image/png', size: 0 })).toBe(MENSAJES_VENTA.comprobanteRequerido);
  });

  it('words a failed upload by its codigo, not by the server text', () => {
    expect(mensajeErrorComprobante(new ApiError('x', 400, 'COMPROBANTE_INVALIDO'), 'f')).toBe(
      MENSAJES_VENTA.comprobanteInvalido,
    );
    expect(mensajeErrorComprobante(new ApiError('x', 413, 'SOLICITUD_DEMASIADO_GRANDE'), 'f')).toBe(
      MENSAJES_VENTA.comprobanteDemasiadoGrande,
    );
    expect(mensajeErrorComprobante(new ApiError('x', 409, 'TRANSFERENCIA_NO_PENDIENTE'), 'f')).toBe(
      MENSAJES_VENTA.transferenciaNoPendiente,
    );
    expect(mensajeErrorComprobante(new ApiError('Servidor caído', 500, 'ERROR_INTERNO'), 'f')).toBe('Servidor caído');
    expect(mensajeErrorComprobante(new Error('boom'), 'No pudimos enviar el comprobante')).toBe(
      'No pudimos enviar el comprobante',
    );
  });
});

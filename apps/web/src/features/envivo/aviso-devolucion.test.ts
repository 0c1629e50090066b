import { describe, expect, it } from 'vitest';
import type { EventoEnVivo } from '@feria/contracts';
import { avisoDevolucion } from './aviso-devolucion';

// docs/producto/devoluciones-pantallas.md#en-vivo

const evento = (tipo: EventoEnVivo['tipo'], estado: string): Pick<EventoEnVivo, 'tipo' | 'datos'> => ({
  tipo,
  datos: { ventaId: '3f1e2d3c-4b5a-4968-8776-655443322110', numero: 1042, estado },
});

describe('live return notices', () => {
  it.each([
    ['aceptada', 'Tu devolución del pedido #1042 fue aceptada: mirá cómo devolver el producto.'],
    ['rechazada', 'Tu devolución del pedido #1042 fue rechazada.'],
    ['recibida', 'Recibieron el producto de tu devolución del pedido #1042.'],
    ['reembolsada', 'Te devolvieron el dinero del pedido #1042.'],
  ])('tells the buyer a return went %s', (estado, texto) => {
    expect(avisoDevolucion(evento('venta.devolucion', estado), 'comprador')).toBe(texto);
  });

  it('tells the seller of a new return, not of their own answers', () => {
    expect(avisoDevolucion(evento('venta.estado', 'arrepentimiento'), 'vendedor')).toBe(
      'Pidieron la devolución del pedido #1042.',
    );
    for (const estado of ['aceptada', 'rechazada', 'recibida', 'reembolsada'])
      expect(avisoDevolucion(evento('venta.devolucion', estado), 'vendedor')).toBeNull();
  });

  it('says nothing for other events or an unknown state', () => {
    expect(avisoDevolucion(evento('venta.estado', 'arrepentimiento'), 'comprador')).toBeNull();
    expect(avisoDevolucion(evento('venta.estado', 'listo'), 'vendedor')).toBeNull();
    expect(avisoDevolucion(evento('venta.devolucion', 'otra'), 'comprador')).toBeNull();
  });
});

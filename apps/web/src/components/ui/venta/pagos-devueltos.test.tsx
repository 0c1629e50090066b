import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Venta } from '@feria/contracts';
import { PagosDevueltos } from './pagos-devueltos';

const pago = (historial: NonNullable<Venta['pago']['historial']>): Pick<Venta, 'pago'> => ({
  pago: { metodo: 'MERCADO_PAGO', estado: 'cancelado', historial },
});

describe('PagosDevueltos', () => {
  it('shows nothing when the only payment is the one the order took', () => {
    const { container } = render(
      <PagosDevueltos
        venta={pago([{ id: '1', estado: 'aprobado', monto: 5000, motivo: null, fecha: '2026-11-28T12:00:00.000Z' }])}
        para="comprador"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('tells the buyer a payment is being given back, with its number, amount and reason', () => {
    render(
      <PagosDevueltos
        venta={pago([
          {
            id: '987',
            estado: 'reembolso_pendiente',
            monto: 12000,
            motivo: 'El pedido ya estaba cancelado.',
            fecha: '2026-11-28T12:00:00.000Z',
          },
        ])}
        para="comprador"
      />,
    );
    expect(screen.getByText('Te estamos devolviendo un pago')).toBeInTheDocument();
    const alerta = screen.getByRole('alert');
    expect(alerta.textContent?.replace(/\u00a0/g, ' ')).toContain('$ 12.000');
    expect(alerta).toHaveTextContent('operación 987');
    expect(alerta).toHaveTextContent('El pedido ya estaba cancelado.');
  });

  it('tells the seller the refund was done and that nothing is asked of them', () => {
    render(
      <PagosDevueltos
        venta={pago([
          {
            id: '987',
            estado: 'reembolsado',
            monto: 12000,
            motivo: 'El pedido ya estaba pagado con otro pago.',
            fecha: '2026-11-28T12:00:00.000Z',
          },
        ])}
        para="vendedor"
      />,
    );
    expect(screen.getByText('Se devolvió un pago al comprador')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('no hace falta que hagas nada');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Venta } from '@feria/contracts';
import { renderPage } from '../../../components/ui/test-support';
import { envioDomicilioFixture, envioRetiroFixture, seguimientoFixture, ventaFixture } from '../test-fixtures';
import { PedidoEnvio } from './pedido-envio';

// docs/producto/envios-pantallas.md#el-comprador: what the buyer's 'Envío' section says.

afterEach(() => vi.restoreAllMocks());

/** Ready, going home to Lucía Gómez in 2 to 5 working days, nothing recorded yet. */
const base = ventaFixture({ estado: 'listo', envio: envioDomicilioFixture(), seguimiento: null });
const ver = (over: Partial<Venta> = {}) => renderPage(<PedidoEnvio venta={{ ...base, ...over }} />);

describe('the buyer’s delivery section', () => {
  it('says the order is on its way with the carrier, the code and the tracking link in a new tab', () => {
    ver({ seguimiento: seguimientoFixture() });
    expect(screen.getByText('Tu pedido está en camino')).toBeVisible();
    expect(screen.getByText(/Enviado con/).textContent).toBe('Enviado con Andreani · código AND123 · Seguir envío');
    const link = screen.getByRole('link', { name: /Seguir envío en Andreani/ });
    expect(link).toHaveAttribute('href', 'https://www.andreani.com/envio/AND123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // Where it goes stays under it.
    expect(screen.getByText('Recibe Lucía Gómez · 351 555-1234')).toBeVisible();
  });

  it('without a public page shows the carrier and the code, no link', () => {
    ver({
      seguimiento: seguimientoFixture({
        transportista: 'Moto/cadete propio',
        codigoSeguimiento: 'Juan, 351 444-0000',
        urlSeguimiento: null,
      }),
    });
    expect(screen.getByText(/Enviado con/).textContent).toBe(
      'Enviado con Moto/cadete propio · código Juan, 351 444-0000',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('before the shipment shows only where it goes', () => {
    ver();
    expect(screen.queryByText('Tu pedido está en camino')).toBeNull();
    expect(screen.getByText('Envío a domicilio · llega entre 2 y 5 días hábiles')).toBeVisible();
  });

  it('a pickup order says where and when to pick it up', () => {
    ver({ envio: envioRetiroFixture() });
    expect(screen.getByText('Retirá tu pedido en San Martín 123, Córdoba')).toBeVisible();
    expect(screen.getByText('Horarios: lunes a viernes de 10 a 18')).toBeVisible();
    expect(screen.getByText('Tu pedido ya está listo: podés pasar a buscarlo.')).toBeVisible();
  });
});

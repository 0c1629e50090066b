import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Venta } from '@feria/contracts';
import { renderPage } from '../../../components/ui/test-support';
import { PedidoEnvio } from './pedido-envio';

// docs/producto/envios-pantallas.md#el-comprador: what the buyer's 'Envío' section says.

afterEach(() => vi.restoreAllMocks());

const base = {
  estado: 'listo',
  direccionEnvio: {
    calle: 'Av. Colón',
    numero: '1234',
    pisoDepto: null,
    ciudad: 'Córdoba',
    idProvincia: 6,
    codigoPostal: '5000',
    provincia: 'Córdoba',
  },
  envio: {
    idMetodo: '5b5b5b5b-0000-4000-8000-000000000002',
    tipo: 'DOMICILIO',
    nombre: 'Envío a domicilio',
    diasMin: 2,
    diasMax: 5,
    direccion: {
      destinatario: 'Lucía Gómez',
      telefono: '351 555-1234',
      calle: 'Av. Colón',
      numero: '1234',
      ciudad: 'Córdoba',
      idProvincia: 6,
      provincia: 'Córdoba',
      codigoPostal: '5000',
    },
  },
  seguimiento: null,
} as unknown as Venta;

describe('the buyer’s delivery section', () => {
  it('says the order is on its way with the carrier, the code and the tracking link in a new tab', () => {
    renderPage(
      <PedidoEnvio
        venta={{
          ...base,
          seguimiento: {
            transportista: 'Andreani',
            codigoSeguimiento: 'AND123',
            urlSeguimiento: 'https://www.andreani.com/envio/AND123',
            registradoEn: '2026-03-06T10:00:00.000Z',
          },
        }}
      />,
    );
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
    renderPage(
      <PedidoEnvio
        venta={{
          ...base,
          seguimiento: {
            transportista: 'Moto/cadete propio',
            codigoSeguimiento: 'Juan, 351 444-0000',
            urlSeguimiento: null,
            registradoEn: '2026-03-06T10:00:00.000Z',
          },
        }}
      />,
    );
    expect(screen.getByText(/Enviado con/).textContent).toBe(
      'Enviado con Moto/cadete propio · código Juan, 351 444-0000',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('before the shipment shows only where it goes', () => {
    renderPage(<PedidoEnvio venta={base} />);
    expect(screen.queryByText('Tu pedido está en camino')).toBeNull();
    expect(screen.getByText('Envío a domicilio · llega entre 2 y 5 días hábiles')).toBeVisible();
  });

  it('a pickup order says where and when to pick it up', () => {
    renderPage(
      <PedidoEnvio
        venta={{
          ...base,
          envio: {
            idMetodo: '5b5b5b5b-0000-4000-8000-000000000001',
            tipo: 'RETIRO',
            nombre: 'Retiro en el taller',
            retiro: {
              direccion: {
                calle: 'San Martín',
                numero: '123',
                ciudad: 'Córdoba',
                idProvincia: 6,
                provincia: 'Córdoba',
              },
              horarios: 'lunes a viernes de 10 a 18',
            },
          },
        }}
      />,
    );
    expect(screen.getByText('Retirá tu pedido en San Martín 123, Córdoba')).toBeVisible();
    expect(screen.getByText('Horarios: lunes a viernes de 10 a 18')).toBeVisible();
    expect(screen.getByText('Tu pedido ya está listo: podés pasar a buscarlo.')).toBeVisible();
  });
});

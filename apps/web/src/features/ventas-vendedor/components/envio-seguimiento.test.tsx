import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_SEGUIMIENTO, type RegistrarEnvioInput, type SeguimientoEnvio, type Venta } from '@feria/contracts';
import { failCon, ok } from '../../../components/ui/test-support';
import {
  VENTA_ID,
  VENTA_VENDEDOR,
  envioDomicilioFixture,
  envioRetiroFixture,
  renderVentaDetalle,
  seguimientoFixture,
  ventaVendedorFixture,
  type Responder,
} from '../test-support';

// docs/producto/envios-pantallas.md#registrar-el-envio: the shipment on the sale's detail.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PUT = `${VENTA_VENDEDOR}/envio`;
const RETIRO = envioRetiroFixture();

/** Ready to ship: $ 3.500 of home delivery on top, nothing recorded yet. */
const venta = (over: Partial<Venta> = {}): Venta =>
  ventaVendedorFixture({
    estado: 'listo',
    envio: envioDomicilioFixture(),
    montoEnvio: 3500,
    montoTotal: 24000,
    seguimiento: null,
    ...over,
  });

const render = (v: Venta, put?: Responder) => renderVentaDetalle(v, put && { ruta: PUT, responder: put });
const seccion = async () => within(await screen.findByRole('region', { name: 'Seguimiento del envío' }));
const enviadas = (api: ReturnType<typeof renderVentaDetalle>) => api.to('PUT', PUT);

describe('the seller records a shipment', () => {
  it('records a known carrier’s code, shows the link it will use, and then the shipment with its link', async () => {
    const user = userEvent.setup();
    const api = render(venta(), (req) => {
      const b = req.body as RegistrarEnvioInput;
      return ok(
        venta({
          seguimiento: seguimientoFixture({
            transportista: b.transportista,
            codigoSeguimiento: b.codigoSeguimiento,
            urlSeguimiento: `https://www.andreani.com/envio/${encodeURIComponent(b.codigoSeguimiento)}`,
          }),
        }),
      );
    });
    const s = await seccion();
    const armado = s.getByRole('link', { name: /Vista para armar el pedido #1042/ });
    expect(armado).toHaveAttribute('href', `/dashboard-emprendedor/ventas/${VENTA_ID}/armado`);
    expect(armado).toHaveAttribute('target', '_blank');

    await user.click(s.getByRole('button', { name: 'Registrar envío' }));
    const dialogo = screen.getByRole('dialog', { name: 'Registrar el envío del pedido #1042' });
    await user.click(within(dialogo).getByRole('combobox', { name: /Transportista/ }));
    await user.click(screen.getByRole('option', { name: 'Andreani' }));
    await user.type(within(dialogo).getByRole('textbox', { name: /Código de seguimiento/ }), 'AND 123');
    // A known carrier's link is built from the code: shown before saving, no link field.
    expect(within(dialogo).getByRole('link', { name: 'https://www.andreani.com/envio/AND%20123' })).toBeVisible();
    expect(within(dialogo).queryByRole('textbox', { name: /Enlace de seguimiento/ })).toBeNull();

    await user.click(within(dialogo).getByRole('button', { name: 'Guardar envío' }));
    await waitFor(() => expect(dialogo).not.toBeInTheDocument());
    expect(enviadas(api)[0]!.body).toEqual({ transportista: 'Andreani', codigoSeguimiento: 'AND 123' });
    expect(await screen.findByText('Registraste el envío del pedido #1042. Le avisamos a Lucía Gómez.')).toBeVisible();

    const despues = await seccion();
    expect(despues.getByText(/Enviado con/).textContent).toBe('Enviado con Andreani · código AND 123 · Seguir envío');
    const seguir = despues.getByRole('link', { name: /Seguir envío en Andreani/ });
    expect(seguir).toHaveAttribute('href', 'https://www.andreani.com/envio/AND%20123');
    expect(seguir).toHaveAttribute('target', '_blank');
    expect(seguir.getAttribute('rel')).toContain('noopener');
    expect(despues.getByRole('button', { name: 'Corregir envío' })).toBeInTheDocument();
  });

  it('asks for another carrier’s name and accepts its own link; checks the fields before sending', async () => {
    const user = userEvent.setup();
    const api = render(venta(), (req) =>
      ok(venta({ seguimiento: { ...(req.body as SeguimientoEnvio), registradoEn: '2026-03-06T10:00:00.000Z' } })),
    );
    await user.click((await seccion()).getByRole('button', { name: 'Registrar envío' }));
    const dialogo = screen.getByRole('dialog');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar envío' }));
    expect(within(dialogo).getByText(MENSAJES_SEGUIMIENTO.transportista)).toBeVisible();
    expect(within(dialogo).getByText(MENSAJES_SEGUIMIENTO.codigo)).toBeVisible();
    expect(enviadas(api)).toHaveLength(0);

    await user.click(within(dialogo).getByRole('combobox', { name: /Transportista/ }));
    await user.click(screen.getByRole('option', { name: 'Otro' }));
    await user.type(within(dialogo).getByRole('textbox', { name: /Nombre del transportista/ }), 'Vía Cargo');
    await user.type(within(dialogo).getByRole('textbox', { name: /Código de seguimiento/ }), 'VC-77');
    const url = within(dialogo).getByRole('textbox', { name: /Enlace de seguimiento/ });
    await user.type(url, 'http://viacargo.com.ar/VC-77');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar envío' }));
    expect(within(dialogo).getByText(MENSAJES_SEGUIMIENTO.url)).toBeVisible();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(enviadas(api)).toHaveLength(0);

    await user.clear(url);
    await user.type(url, 'https://viacargo.com.ar/VC-77');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar envío' }));
    await waitFor(() => expect(dialogo).not.toBeInTheDocument());
    expect(enviadas(api)[0]!.body).toEqual({
      transportista: 'Vía Cargo',
      codigoSeguimiento: 'VC-77',
      urlSeguimiento: 'https://viacargo.com.ar/VC-77',
    });
    expect((await seccion()).getByRole('link', { name: /Seguir envío en Vía Cargo/ })).toHaveAttribute(
      'href',
      'https://viacargo.com.ar/VC-77',
    );
  });

  it('shows the server’s refusal of a field under it, and a 409 in an alert', async () => {
    const user = userEvent.setup();
    let intento = 0;
    render(venta(), () =>
      ++intento === 1
        ? failCon('VALIDACION', { mensaje: MENSAJES_SEGUIMIENTO.codigoLargo, campo: 'codigoSeguimiento' })
        : failCon('ENVIO_NO_LISTO'),
    );
    await user.click((await seccion()).getByRole('button', { name: 'Registrar envío' }));
    const dialogo = screen.getByRole('dialog');
    await user.click(within(dialogo).getByRole('combobox', { name: /Transportista/ }));
    await user.click(screen.getByRole('option', { name: 'OCA' }));
    const codigo = within(dialogo).getByRole('textbox', { name: /Código de seguimiento/ });
    await user.type(codigo, 'OCA1');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar envío' }));
    expect(await within(dialogo).findByText(MENSAJES_SEGUIMIENTO.codigoLargo)).toBeVisible();
    expect(codigo).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialogo).queryByRole('alert')).toBeNull();

    await user.click(within(dialogo).getByRole('button', { name: 'Guardar envío' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent(MENSAJES_SEGUIMIENTO.noListo);
    expect(dialogo).toBeInTheDocument();
  });

  it('corrects a recorded shipment starting from what it has', async () => {
    const user = userEvent.setup();
    render(venta({ estado: 'completado', seguimiento: seguimientoFixture() }));
    await user.click((await seccion()).getByRole('button', { name: 'Corregir envío' }));
    const dialogo = screen.getByRole('dialog', { name: 'Corregir el envío del pedido #1042' });
    expect(within(dialogo).getByRole('combobox', { name: /Transportista/ })).toHaveTextContent('Andreani');
    expect(within(dialogo).getByRole('textbox', { name: /Código de seguimiento/ })).toHaveValue('AND123');
  });

  it('before «Listo» says when it can be recorded; a pickup order has no shipment', async () => {
    render(venta({ estado: 'preparando' }));
    const s = await seccion();
    expect(s.getByText('Vas a poder registrar el envío cuando el pedido esté «Listo».')).toBeVisible();
    expect(s.queryByRole('button', { name: 'Registrar envío' })).toBeNull();
  });

  it('a pickup order shows where and when it is picked up instead', async () => {
    render(venta({ envio: RETIRO, montoEnvio: 0, montoTotal: 20500 }));
    const s = await seccion();
    expect(s.getByText(/Se retira en el local: no lleva envío/)).toBeVisible();
    expect(s.queryByRole('button', { name: 'Registrar envío' })).toBeNull();
    const comprador = within(screen.getByRole('region', { name: 'Comprador' }));
    expect(comprador.getByText('San Martín 123')).toBeVisible();
    expect(comprador.getByText('Horarios: lunes a viernes de 10 a 18')).toBeVisible();
  });

  it('shows shipping apart in the totals', async () => {
    render(venta());
    const productos = within(await screen.findByRole('region', { name: 'Productos' }));
    expect(productos.getByText('Envío').nextSibling).toHaveTextContent('$ 3.500');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORES, MENSAJES_DEVOLUCION, MENSAJES_VENTA, type DevolucionVenta, type Venta } from '@feria/contracts';
import { failCon, ok } from '../../../components/ui/test-support';
import {
  VENTA_VENDEDOR,
  devolucionFixture,
  envioRetiroFixture,
  renderVentaDetalle,
  type Responder,
  ventaVendedorFixture,
} from '../test-support';

// docs/producto/devoluciones-pantallas.md#el-emprendimiento: the return on the sale's detail.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PUT = `${VENTA_VENDEDOR}/devolucion`;

/** A delivered order of three units, paid, with its return in `dev`. */
const venta = (dev: Partial<DevolucionVenta> = {}, over: Partial<Venta> = {}): Venta =>
  ventaVendedorFixture({ estado: 'completado', devolucion: devolucionFixture(dev), ...over });

/** The order as the server has it: a successful PUT's answer is what the detail reads next. */
const render = (v: Venta, put?: Responder) => renderVentaDetalle(v, put && { ruta: PUT, responder: put });
const panel = async () => within(await screen.findByRole('region', { name: 'Devolución' }));
const boton = (name: string) => screen.queryByRole('button', { name });

describe('the seller’s return panel', () => {
  it('shows a requested return with its code, steps and the buyer’s reason, and offers accept or refuse', async () => {
    render(venta());
    const p = await panel();
    expect(p.getByText('ARR-7K3Q9M')).toBeInTheDocument();
    const pasos = p.getByRole('list', { name: 'Pasos de la devolución' });
    expect(
      within(pasos)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Solicitada (estado actual)',
      'Aceptada (pendiente)',
      'Recibida (pendiente)',
      'Reembolsada (pendiente)',
    ]);
    expect(p.getByText('No era el color que esperaba')).toBeInTheDocument();
    expect(p.getByText(/Lucía Gómez se arrepintió de la compra/)).toBeInTheDocument();
    expect(p.getByRole('button', { name: 'Aceptar devolución' })).toBeInTheDocument();
    expect(p.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
    expect(boton('Marcar como recibida')).toBeNull();
  });

  it('accepts with the instructions the seller completed from the template, then offers to mark it received', async () => {
    const user = userEvent.setup();
    const api = render(venta(), (req) =>
      ok(venta({ estado: 'aceptada', instrucciones: (req.body as { instrucciones: string }).instrucciones })),
    );
    await user.click((await panel()).getByRole('button', { name: 'Aceptar devolución' }));
    const dialogo = screen.getByRole('dialog', { name: 'Aceptar la devolución del pedido #1042' });
    const campo = within(dialogo).getByRole('textbox', { name: 'Cómo devolver el producto' });
    expect((campo as HTMLTextAreaElement).value).toContain('Hola, Lucía. Aceptamos la devolución del pedido #1042.');
    expect((campo as HTMLTextAreaElement).value).toContain('El envío no te cuesta nada');

    // The bracketed parts must be filled in before sending.
    await user.click(within(dialogo).getByRole('button', { name: 'Aceptar devolución' }));
    expect(within(dialogo).getByText(/Completá lo que está entre corchetes: \[Correo Argentino/)).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('PUT', PUT)).toHaveLength(0);

    await user.clear(campo);
    await user.type(campo, 'Mandalo por Correo Argentino a San Martín 123, Córdoba (5000).');
    await user.click(within(dialogo).getByRole('button', { name: 'Aceptar devolución' }));
    await waitFor(() => expect(dialogo).not.toBeInTheDocument());
    expect(api.to('PUT', PUT)[0]!.body).toEqual({
      estado: 'aceptada',
      instrucciones: 'Mandalo por Correo Argentino a San Martín 123, Córdoba (5000).',
    });
    expect(
      await screen.findByText(/Aceptaste la devolución. Le mandamos las instrucciones a Lucía Gómez/),
    ).toBeVisible();
    const p = await panel();
    expect(p.getByText('Instrucciones que le diste')).toBeInTheDocument();
    expect(p.getByText('Mandalo por Correo Argentino a San Martín 123, Córdoba (5000).')).toBeInTheDocument();
    expect(p.getByRole('button', { name: 'Marcar como recibida' })).toBeInTheDocument();
    expect(boton('Aceptar devolución')).toBeNull();
  });

  it('starts a pickup order’s instructions from the shop’s pickup address and hours', async () => {
    const user = userEvent.setup();
    render(
      venta(
        {},
        {
          envio: envioRetiroFixture(),
        },
      ),
    );
    await user.click((await panel()).getByRole('button', { name: 'Aceptar devolución' }));
    const campo = screen.getByRole('textbox', { name: 'Cómo devolver el producto' }) as HTMLTextAreaElement;
    expect(campo.value).toContain('Traelo a San Martín 123, Córdoba (lunes a viernes de 10 a 18)');
    expect(campo.value).not.toMatch(/\[/);
  });

  it('shows the server’s refusal of a field under it, and any other failure with its detail', async () => {
    const user = userEvent.setup();
    let intento = 0;
    render(venta(), () =>
      ++intento === 1
        ? failCon('VALIDACION', { mensaje: MENSAJES_DEVOLUCION.instruccionesLargas, campo: 'instrucciones' })
        : failCon('DEVOLUCION_TRANSICION_INVALIDA', {
            detalle: MENSAJES_DEVOLUCION.transicion('rechazada', 'aceptada'),
          }),
    );
    await user.click((await panel()).getByRole('button', { name: 'Aceptar devolución' }));
    const dialogo = screen.getByRole('dialog');
    const campo = within(dialogo).getByRole('textbox', { name: 'Cómo devolver el producto' });
    await user.clear(campo);
    await user.type(campo, 'Traelo al local de San Martín 123.');
    await user.click(within(dialogo).getByRole('button', { name: 'Aceptar devolución' }));
    expect(await within(dialogo).findByText(MENSAJES_DEVOLUCION.instruccionesLargas)).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialogo).getByRole('button', { name: 'Aceptar devolución' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent(
      `${ERRORES.DEVOLUCION_TRANSICION_INVALIDA.mensaje} La devolución está «rechazada»: no puede pasar a «aceptada»`,
    );
  });

  it('refuses only with a reason, which then shows as the refusal', async () => {
    const user = userEvent.setup();
    const api = render(venta(), () => ok(venta({ estado: 'rechazada', motivoRechazo: 'El mate está usado' })));
    await user.click((await panel()).getByRole('button', { name: 'Rechazar' }));
    const dialogo = screen.getByRole('dialog', { name: 'Rechazar la devolución del pedido #1042' });
    expect(dialogo).toHaveTextContent('Lucía Gómez va a ver el motivo');
    await user.click(within(dialogo).getByRole('button', { name: 'Rechazar devolución' }));
    expect(within(dialogo).getByText(MENSAJES_DEVOLUCION.motivoRechazo)).toBeInTheDocument();
    expect(api.to('PUT', PUT)).toHaveLength(0);

    await user.type(within(dialogo).getByRole('textbox', { name: /Motivo del rechazo/ }), 'El mate está usado');
    await user.click(within(dialogo).getByRole('button', { name: 'Rechazar devolución' }));
    await waitFor(() => expect(dialogo).not.toBeInTheDocument());
    expect(api.to('PUT', PUT)[0]!.body).toEqual({ estado: 'rechazada', motivo: 'El mate está usado' });
    const p = await panel();
    expect(p.getByText(/La rechazaste: El mate está usado/)).toBeInTheDocument();
    expect(p.getByRole('listitem', { current: 'step' })).toHaveTextContent('Rechazada');
    expect(boton('Rechazar')).toBeNull();
    expect(boton('Aceptar devolución')).toBeNull();
  });

  it('marks a Mercado Pago order received after saying it refunds automatically and returns the units', async () => {
    const user = userEvent.setup();
    const aceptada = { estado: 'aceptada' as const, instrucciones: 'Traelo al local de San Martín 123.' };
    const api = render(venta(aceptada), () =>
      ok(
        venta(
          { ...aceptada, estado: 'reembolsada' },
          { pago: { metodo: 'MERCADO_PAGO', estado: 'reembolsado' }, reembolso: reembolsoHecho(null) },
        ),
      ),
    );
    const p = await panel();
    expect(p.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
    await user.click(p.getByRole('button', { name: 'Marcar como recibida' }));
    const dialogo = screen.getByRole('dialog', { name: '¿Recibiste el producto del pedido #1042?' });
    expect(dialogo).toHaveTextContent('Mercado Pago le devuelve $ 20.500 a Lucía Gómez automáticamente.');
    expect(dialogo).toHaveTextContent('Las 3 unidades vuelven al stock de tus productos.');
    await user.click(within(dialogo).getByRole('button', { name: 'Marcar como recibida' }));
    await waitFor(() => expect(dialogo).not.toBeInTheDocument());
    expect(api.to('PUT', PUT)[0]!.body).toEqual({ estado: 'recibida' });
    expect(await screen.findByText('Devolución del pedido #1042 recibida y reembolsada.')).toBeVisible();
    expect((await panel()).getByText(/Lucía Gómez recuperó \$ 20\.500/)).toBeInTheDocument();
    expect(boton('Marcar como recibida')).toBeNull();
  });

  it('asks a transfer order for the note on how the money went back, and shows the shop to reconnect', async () => {
    const user = userEvent.setup();
    const api = render(
      venta(
        { estado: 'aceptada', instrucciones: 'Traelo al local.' },
        { pago: { metodo: 'TRANSFERENCIA', estado: 'aprobado' } },
      ),
      () => failCon('NOTA_REEMBOLSO_REQUERIDA'),
    );
    await user.click((await panel()).getByRole('button', { name: 'Marcar como recibida' }));
    const dialogo = screen.getByRole('dialog', { name: '¿Recibiste el producto del pedido #1042?' });
    expect(dialogo).toHaveTextContent('Devolvele $ 20.500 a Lucía Gómez por transferencia');
    await user.click(within(dialogo).getByRole('button', { name: 'Marcar como recibida' }));
    expect(within(dialogo).getByText(MENSAJES_VENTA.notaReembolso)).toBeInTheDocument();
    expect(api.to('PUT', PUT)).toHaveLength(0);

    await user.type(within(dialogo).getByRole('textbox', { name: /Cómo le devolviste el dinero/ }), 'Al CBU de Lucía');
    await user.click(within(dialogo).getByRole('button', { name: 'Marcar como recibida' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent(MENSAJES_VENTA.notaReembolso);
    expect(api.to('PUT', PUT)[0]!.body).toEqual({ estado: 'recibida', nota: 'Al CBU de Lucía' });
  });

  it('shows Mercado Pago’s reconnect message when the shop’s account is gone', async () => {
    const user = userEvent.setup();
    render(venta({ estado: 'aceptada', instrucciones: 'Traelo al local.' }), () => failCon('MERCADO_PAGO_RECONECTAR'));
    await user.click((await panel()).getByRole('button', { name: 'Marcar como recibida' }));
    const dialogo = screen.getByRole('dialog');
    await user.click(within(dialogo).getByRole('button', { name: 'Marcar como recibida' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent(ERRORES.MERCADO_PAGO_RECONECTAR.mensaje);
  });

  it('offers to retry the refund of a received return Mercado Pago has not refunded yet', async () => {
    const user = userEvent.setup();
    const api = render(venta({ estado: 'recibida', instrucciones: 'Traelo al local.' }), () =>
      ok(venta({ estado: 'recibida', instrucciones: 'Traelo al local.' })),
    );
    const p = await panel();
    expect(p.getByText(/Mercado Pago todavía no confirmó que le devolvió \$ 20\.500/)).toBeInTheDocument();
    expect(boton('Rechazar')).toBeNull();
    await user.click(p.getByRole('button', { name: 'Reintentar el reembolso' }));
    const dialogo = screen.getByRole('dialog', { name: '¿Reintentar el reembolso del pedido #1042?' });
    expect(dialogo).toHaveTextContent('Mercado Pago no devuelve dos veces');
    await user.click(within(dialogo).getByRole('button', { name: 'Reintentar el reembolso' }));
    await waitFor(() => expect(api.to('PUT', PUT)).toHaveLength(1));
    expect(api.to('PUT', PUT)[0]!.body).toEqual({ estado: 'recibida' });
  });

  it('ends an unpaid order’s received return at Recibida, with nothing to answer', async () => {
    render(
      venta(
        { estado: 'recibida', instrucciones: 'Traelo al local.' },
        { estado: 'cancelado', pago: { metodo: 'TRANSFERENCIA', estado: 'cancelado' } },
      ),
    );
    const p = await panel();
    expect(within(p.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect(p.getByText(/no había dinero que devolver/)).toBeInTheDocument();
    expect(p.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows no return section on an order without one', async () => {
    render(venta({}, { devolucion: null }));
    await screen.findByRole('region', { name: 'Comprador' });
    expect(screen.queryByRole('region', { name: 'Devolución' })).toBeNull();
  });
});

function reembolsoHecho(nota: string | null): Venta['reembolso'] {
  return { estado: 'hecho', monto: 20500, nota, fecha: '2026-03-12T10:00:00.000Z' };
}

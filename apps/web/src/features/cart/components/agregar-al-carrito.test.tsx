import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { render as renderRtl, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { Producto } from '@feria/contracts';
import { CartStoreProvider } from '../store/cart-provider';
import { createStore } from '../store/store';
import { AgregarAlCarrito } from './agregar-al-carrito';
import { mockFetch, ok } from '../../../components/ui/test-support';

const cliente = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const conConsultas = (ui: ReactElement) => <QueryClientProvider client={cliente}>{ui}</QueryClientProvider>;
const render = (ui: ReactElement) => {
  const r = renderRtl(conConsultas(ui));
  return { ...r, rerender: (otro: ReactElement) => r.rerender(conConsultas(otro)) };
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  cliente.clear();
});

const producto = (stock: number): Producto => ({
  id: '10000000-0000-4000-8000-000000000001',
  nombre: 'Mate imperial',
  descripcion: '',
  precio: 20000,
  stock,
  sku: null,
  rutaImagen: null,
  tipoProducto: null,
  atributos: [],
  fechaAlta: '2026-01-01T00:00:00.000Z',
  habilitado: true,
  eliminado: false,
  idEmprendimiento: '00000000-0000-4000-8000-0000000000e1',
  nombreEmprendimiento: 'Mates del Sur',
  vendidos: 0,
  calificacion: null,
  numReseñas: 0,
  descuento: { activo: true, porcentajeDescuento: 10, fechaFin: null },
});

describe('Agregar al carrito (product page)', () => {
  it('adds the chosen quantity at the discounted price, never past the stock, and opens the cart', async () => {
    const store = createStore({ persist: false });
    render(
      <CartStoreProvider store={store}>
        <AgregarAlCarrito producto={producto(3)} />
      </CartStoreProvider>,
    );
    const mas = screen.getByRole('button', { name: 'Una unidad más' });
    await userEvent.click(mas);
    await userEvent.click(mas);
    expect(mas).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(store.getState().cart.items).toMatchObject([
      { quantity: 3, price: 18000, originalPrice: 20000, hasDiscount: true, discountPercentage: 10 },
    ]);
    expect(store.getState().cart.isOpen).toBe(true);
    expect(screen.getByRole('button', { name: 'Ya tenés todo el stock en el carrito' })).toBeDisabled();
  });

  it('says Sin stock and cannot add at 0', () => {
    render(
      <CartStoreProvider store={createStore({ persist: false })}>
        <AgregarAlCarrito producto={producto(0)} />
      </CartStoreProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sin stock' })).toBeDisabled();
  });

  it('with variants, asks for the missing option, then adds the chosen size limited by its own stock', async () => {
    const store = createStore({ persist: false });
    const v38 = { id: 'v38', valores: { Talle: '38' }, stock: 2, precio: 22000, habilitada: true };
    const zapatilla = {
      ...producto(5),
      descuento: null,
      opciones: [{ nombre: 'Talle', valores: ['38', '39'] }],
      variantes: [v38, { id: 'v39', valores: { Talle: '39' }, stock: 3, habilitada: true }],
    } as unknown as Producto;
    const { rerender } = render(
      <CartStoreProvider store={store}>
        <AgregarAlCarrito producto={zapatilla} eleccion={{ variante: null, faltante: 'Elegí un talle' }} />
      </CartStoreProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elegí un talle');
    expect(store.getState().cart.items).toEqual([]);

    rerender(
      <CartStoreProvider store={store}>
        <AgregarAlCarrito producto={zapatilla} eleccion={{ variante: v38, faltante: null, imagen: '/n.webp' }} />
      </CartStoreProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const mas = screen.getByRole('button', { name: 'Una unidad más' });
    await userEvent.click(mas);
    expect(mas).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(store.getState().cart.items).toMatchObject([
      {
        id: `${zapatilla.id}~v38`,
        idVariante: 'v38',
        variante: 'Talle 38',
        quantity: 2,
        price: 22000,
        image: '/n.webp',
      },
    ]);
  });

  it('a province kept in the browser shows its line with no list of provinces read', async () => {
    window.localStorage.setItem('feria.provinciaEnvio', JSON.stringify({ idProvincia: 6, nombre: 'Córdoba' }));
    const emp = producto(3).idEmprendimiento;
    const red = mockFetch({
      [`GET /api/v1/public/core/tienda/${emp}/envios`]: () =>
        ok({
          idProvincia: 6,
          metodos: [{ id: '00000000-0000-4000-8000-0000000000a3', tipo: 'A_COORDINAR', nombre: 'Moto' }],
        }),
    });
    render(
      <CartStoreProvider store={createStore({ persist: false })}>
        <AgregarAlCarrito producto={producto(3)} />
      </CartStoreProvider>,
    );
    expect(
      await screen.findByText('Este emprendimiento no envía a Córdoba; la entrega se coordina con el emprendimiento'),
    ).toBeInTheDocument();
    expect(red.requests.map((r) => r.url.pathname)).toEqual([`/api/v1/public/core/tienda/${emp}/envios`]);
  });

  it('shows delivery to the chosen province, kept in the browser, with the pickup city (docs/producto/envios-pantallas.md#linea-de-envio)', async () => {
    const emp = producto(3).idEmprendimiento;
    const red = mockFetch({
      'GET /api/v1/public/core/provincias': () =>
        ok([
          { idProvincia: 1, nombre: 'Buenos Aires' },
          { idProvincia: 6, nombre: 'Córdoba' },
        ]),
      [`GET /api/v1/public/core/tienda/${emp}/envios`]: (req) =>
        ok({
          idProvincia: Number(req.url.searchParams.get('idProvincia')),
          metodos:
            req.url.searchParams.get('idProvincia') === '6'
              ? [
                  {
                    id: '00000000-0000-4000-8000-0000000000a1',
                    tipo: 'DOMICILIO',
                    nombre: 'Correo',
                    zonas: [{ restoDelPais: false, idProvincias: [6], costo: 3500, diasMin: 2, diasMax: 5 }],
                    gratisDesde: 50000,
                    costo: 3500,
                    diasMin: 2,
                    diasMax: 5,
                  },
                  {
                    id: '00000000-0000-4000-8000-0000000000a2',
                    tipo: 'RETIRO',
                    nombre: 'Taller',
                    direccion: { calle: 'Belgrano', numero: '860', ciudad: 'Río Cuarto', idProvincia: 6 },
                    horarios: 'Lunes a viernes',
                    costo: 0,
                  },
                ]
              : [
                  {
                    id: '00000000-0000-4000-8000-0000000000a2',
                    tipo: 'RETIRO',
                    nombre: 'Taller',
                    direccion: { calle: 'Belgrano', numero: '860', ciudad: 'Río Cuarto', idProvincia: 6 },
                    horarios: 'Lunes a viernes',
                    costo: 0,
                  },
                ],
        }),
    });
    const store = createStore({ persist: false });
    render(
      <CartStoreProvider store={store}>
        <AgregarAlCarrito producto={producto(3)} />
      </CartStoreProvider>,
    );
    const envio = screen.getByRole('region', { name: 'Envío' });
    // Nothing is read while the page paints: no province yet, and the list only when asked for.
    expect(red.requests).toEqual([]);
    await userEvent.click(within(envio).getByRole('button', { name: 'Elegí tu provincia para ver el envío' }));
    const select = await within(envio).findByLabelText('¿Dónde lo recibís?');
    await screen.findByRole('option', { name: 'Córdoba' });
    await userEvent.selectOptions(select, '6');
    // 1 × $ 18.000 (discounted): below the shop's $ 50.000, delivery is charged.
    expect(await within(envio).findByText('Envío a Córdoba: $ 3.500 · llega entre 2 y 5 días hábiles')).toBeTruthy();
    expect(within(envio).getByText('Retiro gratis en Río Cuarto')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('feria.provinciaEnvio')!)).toEqual({
      idProvincia: 6,
      nombre: 'Córdoba',
    });
    // Three units reach the shop's free delivery amount.
    await userEvent.click(screen.getByRole('button', { name: 'Una unidad más' }));
    await userEvent.click(screen.getByRole('button', { name: 'Una unidad más' }));
    expect(await within(envio).findByText('Envío gratis a Córdoba · llega entre 2 y 5 días hábiles')).toBeTruthy();
    await userEvent.click(within(envio).getByRole('button', { name: 'Cambiar provincia' }));
    await userEvent.selectOptions(within(envio).getByLabelText('¿Dónde lo recibís?'), '1');
    expect(
      await within(envio).findByText('Este emprendimiento no envía a Buenos Aires; podés retirarlo en Río Cuarto'),
    ).toBeTruthy();
  });
});

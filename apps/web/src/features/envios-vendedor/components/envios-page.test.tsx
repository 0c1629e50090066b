import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_ENVIO, type MetodosEnvio } from '@feria/contracts';
import { failCon, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { EnviosPage } from './envios-page';

afterEach(() => vi.unstubAllGlobals());

const ID = '0b0e7a52-7a7e-4c59-9a3c-8e1f2d3c4b5a';
const RUTA = `/api/emprendedor/v1/emprendimientos/${ID}/envios`;
const PROVINCIAS = [
  { idProvincia: 1, nombre: 'Buenos Aires' },
  { idProvincia: 6, nombre: 'Córdoba' },
  { idProvincia: 21, nombre: 'Santa Fe' },
];
const RETIRO_ID = '1c1e7a52-7a7e-4c59-9a3c-8e1f2d3c4b5a';
const GUARDADOS: MetodosEnvio = {
  metodos: [
    {
      id: RETIRO_ID,
      tipo: 'RETIRO',
      nombre: 'Retiro en el taller',
      direccion: { calle: 'Belgrano', numero: '860', ciudad: 'Córdoba', idProvincia: 6 },
      horarios: 'Lunes a viernes de 10 a 18 h',
    },
  ],
};

const conApi = (metodos: MetodosEnvio, put = (body: MetodosEnvio) => ok(body)) =>
  mockFetch({
    [`GET ${RUTA}`]: () => ok(metodos),
    'GET /api/v1/public/core/provincias': () => ok(PROVINCIAS),
    [`PUT ${RUTA}`]: (req) => put(req.body as MetodosEnvio),
  });

describe('Envíos (docs/producto/envios.md#metodos)', () => {
  it('invites a shop without methods to add one', async () => {
    conApi({ metodos: [] });
    renderPage(<EnviosPage idEmprendimiento={ID} />);
    expect(await screen.findByText(/Todavía no tenés métodos de envío/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar retiro en el local' })).toBeEnabled();
  });

  it('shows the stored pickup, adds home delivery by zone and saves the whole list keeping the ids', async () => {
    const user = userEvent.setup();
    const llamadas = conApi(GUARDADOS, (body) =>
      ok({
        // The server answers the list it stored: new methods with their ids (the form sends every field).
        metodos: body.metodos.map((m, i) => ({ ...m, id: m.id ?? `2c1e7a52-7a7e-4c59-9a3c-8e1f2d3c4b5${i}` })),
      }),
    );
    renderPage(<EnviosPage idEmprendimiento={ID} />);
    const retiro = await screen.findByRole('region', { name: 'Retiro en el taller' });
    expect(within(retiro).getByLabelText('Calle')).toHaveValue('Belgrano');

    await user.click(screen.getByRole('button', { name: 'Agregar envío a domicilio' }));
    const domicilio = screen.getByRole('region', { name: 'Envío a domicilio' });
    await user.click(within(domicilio).getByLabelText('Provincias (Zona 1)'));
    await user.click(await screen.findByRole('option', { name: 'Córdoba' }));
    await user.type(within(domicilio).getByLabelText('Costo (Zona 1)'), '3.500');
    await user.type(within(domicilio).getByLabelText('Días mínimos (Zona 1)'), '1');
    await user.type(within(domicilio).getByLabelText('Días máximos (Zona 1)'), '2');
    await user.click(within(domicilio).getByRole('button', { name: "Agregar 'Resto del país'" }));
    await user.type(within(domicilio).getByLabelText('Costo (Zona 2)'), '8900');
    await user.type(within(domicilio).getByLabelText('Días mínimos (Zona 2)'), '4');
    await user.type(within(domicilio).getByLabelText('Días máximos (Zona 2)'), '8');
    await user.type(within(domicilio).getByLabelText('Envío gratis desde'), '60.000');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Guardamos tus métodos de envío.')).toBeInTheDocument();
    expect(llamadas.to('PUT', RUTA).map((r) => r.body)).toEqual([
      {
        metodos: [
          { ...GUARDADOS.metodos[0], id: RETIRO_ID },
          {
            tipo: 'DOMICILIO',
            nombre: 'Envío a domicilio',
            zonas: [
              { restoDelPais: false, idProvincias: [6], costo: 3500, diasMin: 1, diasMax: 2 },
              { restoDelPais: true, idProvincias: [], costo: 8900, diasMin: 4, diasMax: 8 },
            ],
            gratisDesde: 60000,
          },
        ],
      },
    ]);
    // A second save sends the new method's id, not a copy of it.
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await vi.waitFor(() => expect(llamadas.to('PUT', RUTA)).toHaveLength(2));
    const segunda = llamadas.to('PUT', RUTA)[1]!.body as MetodosEnvio;
    expect(segunda.metodos.map((m) => m.id)).toEqual([RETIRO_ID, '2c1e7a52-7a7e-4c59-9a3c-8e1f2d3c4b51']);
  });

  it('shows each problem under its field and sends nothing; what was typed stays', async () => {
    const user = userEvent.setup();
    const llamadas = conApi({ metodos: [] });
    renderPage(<EnviosPage idEmprendimiento={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Agregar envío a domicilio' }));
    const domicilio = screen.getByRole('region', { name: 'Envío a domicilio' });
    await user.type(within(domicilio).getByLabelText('Costo (Zona 1)'), '-5');
    await user.type(within(domicilio).getByLabelText('Días mínimos (Zona 1)'), '5');
    await user.type(within(domicilio).getByLabelText('Días máximos (Zona 1)'), '2');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText(MENSAJES_ENVIO.sinProvincias)).toBeInTheDocument();
    expect(screen.getByText(MENSAJES_ENVIO.costo)).toBeInTheDocument();
    expect(screen.getByText(MENSAJES_ENVIO.diasInvertidos)).toBeInTheDocument();
    expect(screen.getByText(/Revisá los campos marcados/)).toBeInTheDocument();
    expect(within(domicilio).getByLabelText('Costo (Zona 1)')).toHaveValue('-5');
    expect(llamadas.to('PUT', RUTA)).toHaveLength(0);
  });

  it('shows the server’s refusal and keeps the form as it was', async () => {
    const user = userEvent.setup();
    conApi(GUARDADOS, () => failCon('METODO_ENVIO_AJENO'));
    renderPage(<EnviosPage idEmprendimiento={ID} />);
    const retiro = await screen.findByRole('region', { name: 'Retiro en el taller' });
    await user.clear(within(retiro).getByLabelText('Días y horarios de retiro'));
    await user.type(within(retiro).getByLabelText('Días y horarios de retiro'), 'Sábados de 10 a 13 h');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(MENSAJES_ENVIO.metodoAjeno)).toBeInTheDocument();
    expect(within(retiro).getByLabelText('Días y horarios de retiro')).toHaveValue('Sábados de 10 a 13 h');
  });

  it('removes and reorders methods by keyboard-reachable buttons', async () => {
    const user = userEvent.setup();
    const llamadas = conApi(GUARDADOS);
    renderPage(<EnviosPage idEmprendimiento={ID} />);
    await screen.findByRole('region', { name: 'Retiro en el taller' });
    await user.click(screen.getByRole('button', { name: "Agregar 'A coordinar'" }));
    await user.click(screen.getByRole('button', { name: 'Subir A coordinar con el emprendimiento' }));
    const regiones = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regiones).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'A coordinar con el emprendimiento',
      'Retiro en el taller',
    ]);
    await user.click(screen.getByRole('button', { name: 'Quitar Retiro en el taller' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await vi.waitFor(() => expect(llamadas.to('PUT', RUTA)).toHaveLength(1));
    expect(llamadas.to('PUT', RUTA)[0]!.body).toEqual({
      metodos: [{ tipo: 'A_COORDINAR', nombre: 'A coordinar con el emprendimiento' }],
    });
  });

  it('says so when the methods cannot be loaded, and retries', async () => {
    let intentos = 0;
    mockFetch({
      [`GET ${RUTA}`]: () => (++intentos === 1 ? failCon('EMPRENDIMIENTO_NO_ENCONTRADO') : ok(GUARDADOS)),
      'GET /api/v1/public/core/provincias': () => ok(PROVINCIAS),
    });
    renderPage(<EnviosPage idEmprendimiento={ID} />);
    await userEvent.click(await screen.findByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByRole('region', { name: 'Retiro en el taller' })).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_DIRECCION, type DireccionGuardada } from '@feria/contracts';
import { fail, failCon, mockFetch, ok, renderPage } from '../../../components/ui/test-support';
import { provinciasSource } from '../test-fixtures';
import { MisDirecciones } from './mis-direcciones';

afterEach(() => vi.unstubAllGlobals());

const BASE = '/api/comprador/v1/direcciones';

function direccion(over: Partial<DireccionGuardada> = {}): DireccionGuardada {
  return {
    id: crypto.randomUUID(),
    alias: 'Casa',
    destinatario: 'Ana García',
    telefono: '11 4567-8901',
    calle: 'Av. Corrientes',
    numero: '1234',
    piso: '3',
    depto: 'B',
    ciudad: 'CABA',
    idProvincia: 1,
    provincia: 'Buenos Aires',
    codigoPostal: '1043',
    indicaciones: null,
    predeterminada: true,
    ...over,
  };
}

function setup(inicial: DireccionGuardada[], handlers: Parameters<typeof mockFetch>[0] = {}) {
  let guardadas = inicial;
  const api = mockFetch({
    [`GET ${BASE}`]: () => ok(guardadas),
    ...handlers,
  });
  renderPage(
    <MisDirecciones
      provincias={provinciasSource()}
      inicial={{ destinatario: 'Ana García', telefono: '11 4567-8901' }}
    />,
  );
  return { api, user: userEvent.setup(), poner: (d: DireccionGuardada[]) => (guardadas = d) };
}

const campo = (dialog: HTMLElement, nombre: RegExp) => within(dialog).getByLabelText(nombre);

describe('MisDirecciones', () => {
  it('shows the empty state and saves a first address as the default', async () => {
    const nueva = direccion({ alias: 'Trabajo', calle: 'Obispo Trejo', numero: '1150', idProvincia: 5 });
    const { api, user, poner } = setup([], {
      [`POST ${BASE}`]: () => {
        poner([nueva]);
        return { status: 201, body: nueva };
      },
    });
    expect(await screen.findByText('Todavía no guardaste direcciones')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva dirección' });
    // The profile's name and phone start the form; the first address is the default.
    expect(campo(dialog, /^Quién recibe/)).toHaveValue('Ana García');
    const predeterminada = within(dialog).getByRole('checkbox', { name: 'Usar como predeterminada' });
    expect(predeterminada).toBeChecked();
    expect(predeterminada).toBeDisabled();
    expect(within(dialog).getByText('Tu primera dirección queda como predeterminada.')).toBeInTheDocument();

    await user.type(campo(dialog, /^Nombre de la dirección/), 'Trabajo');
    await user.type(campo(dialog, /^Calle/), 'Obispo Trejo');
    await user.type(campo(dialog, /^Número/), '1150');
    await user.type(campo(dialog, /^Ciudad/), 'Córdoba');
    await user.selectOptions(campo(dialog, /^Provincia/), '5');
    await user.type(campo(dialog, /^Código postal/), 'x5000iyv');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));

    expect(await screen.findByText('Guardamos «Trabajo»')).toBeInTheDocument();
    expect(api.to('POST', BASE)[0]?.body).toMatchObject({
      alias: 'Trabajo',
      destinatario: 'Ana García',
      calle: 'Obispo Trejo',
      idProvincia: 5,
      codigoPostal: 'X5000IYV',
      piso: null,
      indicaciones: null,
    });
    const tarjeta = await screen.findByRole('article', { name: 'Trabajo' });
    expect(within(tarjeta).getByText('Predeterminada')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows each error under its field and keeps what was typed', async () => {
    const { api, user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Agregar dirección' }));
    const dialog = screen.getByRole('dialog');
    await user.type(campo(dialog, /^Calle/), 'Gorriti');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(
      await within(dialog).findByText('Poné un nombre para reconocerla, por ejemplo Casa o Trabajo'),
    ).toBeVisible();
    expect(within(dialog).getByText('El número es obligatorio')).toBeVisible();
    expect(campo(dialog, /^Provincia/)).toHaveAccessibleDescription('Elegí una provincia');
    expect(campo(dialog, /^Calle/)).toHaveValue('Gorriti');
    expect(campo(dialog, /^Número/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST', BASE)).toHaveLength(0);
  });

  it('refuses a CPA of another province before sending', async () => {
    const { api, user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Agregar dirección' }));
    const dialog = screen.getByRole('dialog');
    await user.type(campo(dialog, /^Nombre de la dirección/), 'Casa');
    await user.type(campo(dialog, /^Calle/), 'Gorriti');
    await user.type(campo(dialog, /^Número/), '4850');
    await user.type(campo(dialog, /^Ciudad/), 'Córdoba');
    await user.selectOptions(campo(dialog, /^Provincia/), '5');
    await user.type(campo(dialog, /^Código postal/), 'C1414BJL');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(await within(dialog).findByText(MENSAJES_DIRECCION.cpaDeOtraProvincia)).toBeVisible();
    expect(api.to('POST', BASE)).toHaveLength(0);
  });

  it("puts the server's refusal under the field it names", async () => {
    const casa = direccion();
    const { user } = setup([casa], {
      [`PUT ${BASE}/${casa.id}`]: () => failCon('DIRECCION_CPA_DE_OTRA_PROVINCIA'),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar: Casa' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar «Casa»' });
    expect(campo(dialog, /^Calle/)).toHaveValue('Av. Corrientes');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
    expect(await within(dialog).findByText(MENSAJES_DIRECCION.cpaDeOtraProvincia)).toBeVisible();
    expect(campo(dialog, /^Código postal/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('makes another address the default', async () => {
    const casa = direccion();
    const trabajo = direccion({ alias: 'Trabajo', predeterminada: false });
    const { api, user } = setup([casa, trabajo], {
      [`PUT ${BASE}/${trabajo.id}/predeterminada`]: () =>
        ok([
          { ...trabajo, predeterminada: true },
          { ...casa, predeterminada: false },
        ]),
    });
    const tarjetaCasa = await screen.findByRole('article', { name: 'Casa' });
    expect(within(tarjetaCasa).getByText('Predeterminada')).toBeInTheDocument();
    expect(within(tarjetaCasa).queryByRole('button', { name: /Usar como predeterminada/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar como predeterminada: Trabajo' }));
    expect(await screen.findByText('«Trabajo» es tu dirección predeterminada')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Trabajo' })).getByText('Predeterminada')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Casa' })).queryByText('Predeterminada')).not.toBeInTheDocument();
    expect(api.to('PUT', `${BASE}/${trabajo.id}/predeterminada`)).toHaveLength(1);
  });

  it('deletes after confirming, saying which address becomes the default', async () => {
    const casa = direccion();
    const trabajo = direccion({ alias: 'Trabajo', predeterminada: false });
    const { api, user, poner } = setup([casa, trabajo], {
      [`DELETE ${BASE}/${casa.id}`]: () => {
        poner([{ ...trabajo, predeterminada: true }]);
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Borrar: Casa' }));
    const dialog = screen.getByRole('dialog', { name: '¿Borrar «Casa»?' });
    expect(
      within(dialog).getByText('Es tu dirección predeterminada: en su lugar va a quedar «Trabajo».'),
    ).toBeVisible();
    expect(api.to('DELETE', `${BASE}/${casa.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, borrar' }));
    expect(await screen.findByText('Borramos «Casa»')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Casa' })).not.toBeInTheDocument());
    expect(
      within(await screen.findByRole('article', { name: 'Trabajo' })).getByText('Predeterminada'),
    ).toBeInTheDocument();
  });

  it('disables adding at the limit of 10 and says why', async () => {
    setup(Array.from({ length: 10 }, (_, i) => direccion({ alias: `D${i}`, predeterminada: i === 0 })));
    expect(await screen.findByText(/Llegaste al máximo de 10 direcciones/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar dirección' })).toBeDisabled();
  });

  it('shows the load error with a retry', async () => {
    setup([], { [`GET ${BASE}`]: () => fail(500, 'No pudimos cargar tus direcciones') });
    expect(await screen.findByText('No pudimos cargar tus direcciones')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

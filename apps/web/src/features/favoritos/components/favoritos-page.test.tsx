import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertasApi, favoritosApi, rutaCon, type Favorito } from '@feria/contracts';
import { failCon, mockFetch, ok } from '../../../components/ui/test-support';
import {
  alertaDePrueba,
  favoritoDePrueba,
  ID_ALERTA,
  ID_PRODUCTO,
  ID_VARIANTE,
  productoDePrueba,
  renderConSesion,
} from '../test-fixtures';
import { FavoritosPage } from './favoritos-page';

const LISTA = favoritosApi.listar.ruta;
const pagina = (content: Favorito[]) =>
  ok({ content, totalElements: content.length, totalPages: 1, number: 0, size: 20 });

afterEach(() => vi.unstubAllGlobals());

describe('FavoritosPage (docs/producto/favoritos-pantallas.md#lista)', () => {
  it('lists each favourite with today’s price, a price drop, sold out and not available', async () => {
    mockFetch({
      [`GET ${LISTA}`]: () =>
        pagina([
          favoritoDePrueba({ precioAlGuardar: 60000 }),
          favoritoDePrueba({
            producto: productoDePrueba({ id: '66666666-6666-4666-8666-666666666666', nombre: 'Bombilla', stock: 0 }),
          }),
          favoritoDePrueba({
            producto: productoDePrueba({ id: '77777777-7777-4777-8777-777777777777', nombre: 'Termo' }),
            disponible: false,
          }),
        ]),
    });
    renderConSesion(<FavoritosPage />, 'comprador');
    const lista = await screen.findByRole('list', { name: 'Tus favoritos' });
    const [mate, bombilla, termo] = within(lista).getAllByRole('listitem');
    expect(within(mate!).getByText('Bajó de precio')).toBeInTheDocument();
    expect(within(mate!).getByText(/Cuando lo guardaste costaba \$\s?60\.000/)).toBeInTheDocument();
    expect(within(mate!).queryByText('Sin stock')).toBeNull();
    expect(within(bombilla!).getByText('Sin stock')).toBeInTheDocument();
    expect(within(bombilla!).queryByText('Bajó de precio')).toBeNull();
    expect(within(bombilla!).getByRole('button', { name: 'Avisame cuando haya stock' })).toBeInTheDocument();
    expect(within(termo!).getByText('No disponible')).toBeInTheDocument();
    expect(within(termo!).queryByRole('button', { name: 'Avisame si baja de precio' })).toBeNull();
  });

  it('turns the price alert on and off', async () => {
    let alertas = [] as ReturnType<typeof alertaDePrueba>[];
    const api = mockFetch({
      [`GET ${LISTA}`]: () => pagina([favoritoDePrueba({ alertas })]),
      [`PUT ${alertasApi.crear.ruta}`]: () => {
        alertas = [alertaDePrueba({ tipo: 'precio', precioReferencia: 50000 })];
        return ok(alertas[0]);
      },
      [`DELETE ${rutaCon(alertasApi.quitar.ruta, { id: ID_ALERTA })}`]: () => {
        alertas = [];
        return { status: 204 };
      },
    });
    renderConSesion(<FavoritosPage />, 'comprador');
    const boton = await screen.findByRole('button', { name: 'Avisame si baja de precio' });
    expect(boton).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(boton);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Avisame si baja de precio' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(api.to('PUT', alertasApi.crear.ruta)[0]!.body).toEqual({ tipo: 'precio', idProducto: ID_PRODUCTO });
    await userEvent.click(screen.getByRole('button', { name: 'Avisame si baja de precio' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Avisame si baja de precio' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it('removes a favourite', async () => {
    let content = [favoritoDePrueba()];
    const uno = rutaCon(favoritosApi.quitar.ruta, { idProducto: ID_PRODUCTO });
    mockFetch({
      [`GET ${LISTA}`]: () => pagina(content),
      [`GET ${favoritosApi.ids.ruta}`]: () => ok(content.map((f) => f.producto.id)),
      [`DELETE ${uno}`]: () => {
        content = [];
        return { status: 204 };
      },
    });
    renderConSesion(<FavoritosPage />, 'comprador');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Quitar de favoritos: Mate imperial de calabaza' }),
    );
    expect(await screen.findByText('Todavía no guardaste favoritos')).toBeInTheDocument();
  });

  it('shows the empty state and the error with a retry', async () => {
    let falla = true;
    mockFetch({ [`GET ${LISTA}`]: () => (falla ? failCon('ERROR_INTERNO') : pagina([])) });
    renderConSesion(<FavoritosPage />, 'comprador');
    await screen.findByRole('alert');
    falla = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Todavía no guardaste favoritos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar productos' })).toHaveAttribute('href', '/');
  });

  it('shows the sold-out variants the buyer watches, each one to turn off', async () => {
    const variante = alertaDePrueba({ idVariante: ID_VARIANTE, textoVariante: 'Talle 38 · Negro' });
    const api = mockFetch({
      [`GET ${LISTA}`]: () => pagina([favoritoDePrueba({ alertas: [variante] })]),
      [`DELETE ${rutaCon(alertasApi.quitar.ruta, { id: ID_ALERTA })}`]: () => ({ status: 204 }),
    });
    renderConSesion(<FavoritosPage />, 'comprador');
    const boton = await screen.findByRole('button', { name: 'Avisame cuando haya stock: Talle 38 · Negro' });
    expect(boton).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(boton);
    await waitFor(() => expect(api.to('DELETE', rutaCon(alertasApi.quitar.ruta, { id: ID_ALERTA }))).toHaveLength(1));
  });
});

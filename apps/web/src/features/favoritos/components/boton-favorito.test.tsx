import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { favoritosApi, rutaCon } from '@feria/contracts';
import { failCon, mockFetch, ok } from '../../../components/ui/test-support';
import { MarcaFavoritoProvider, ProductCard } from '../../../components/ui/product-card';
import { ID_PRODUCTO, productoDePrueba, renderConSesion } from '../test-fixtures';
import { BotonFavorito } from './boton-favorito';

const IDS = favoritosApi.ids.ruta;
const UNO = rutaCon(favoritosApi.guardar.ruta, { idProducto: ID_PRODUCTO });

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('BotonFavorito (docs/producto/favoritos-pantallas.md#corazon)', () => {
  it('a visitor’s press asks for nothing, keeps the product and starts the login', async () => {
    const api = mockFetch({});
    const ingresar = vi.fn();
    renderConSesion(<BotonFavorito idProducto={ID_PRODUCTO} nombre="Mate" />, 'visitante', ingresar);
    const boton = screen.getByRole('button', { name: 'Guardar en favoritos: Mate' });
    expect(boton).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(boton);
    expect(ingresar).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('feria_favorito_pendiente')).toContain(ID_PRODUCTO);
    expect(api.requests).toEqual([]);
  });

  it('a buyer’s heart shows the saved state and removes at once', async () => {
    let ids = [ID_PRODUCTO];
    const api = mockFetch({
      [`GET ${IDS}`]: () => ok(ids),
      [`DELETE ${UNO}`]: () => {
        ids = [];
        return { status: 204 };
      },
    });
    renderConSesion(<BotonFavorito idProducto={ID_PRODUCTO} forma="boton" />, 'comprador');
    const boton = await screen.findByRole('button', { name: 'Quitar de favoritos' });
    expect(boton).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(boton);
    expect(screen.getByRole('button', { name: 'Guardar en favoritos' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.to('DELETE', UNO)).toHaveLength(1));
  });

  it('goes back and says why when saving fails', async () => {
    mockFetch({ [`GET ${IDS}`]: () => ok([]), [`PUT ${UNO}`]: () => failCon('FAVORITOS_LIMITE') });
    renderConSesion(<BotonFavorito idProducto={ID_PRODUCTO} nombre="Mate" />, 'comprador');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar en favoritos: Mate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya tenés 500 favoritos guardados');
    expect(screen.getByRole('button', { name: 'Guardar en favoritos: Mate' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not shown to a seller or an admin', () => {
    mockFetch({});
    renderConSesion(<BotonFavorito idProducto={ID_PRODUCTO} />, 'otro');
    expect(screen.queryByRole('button', { name: /favoritos/ })).toBeNull();
  });

  it('saves the visitor’s product once they are back as a buyer', async () => {
    sessionStorage.setItem(
      'feria_favorito_pendiente',
      JSON.stringify({ idProducto: ID_PRODUCTO, momento: Date.now() }),
    );
    let ids: string[] = [];
    const api = mockFetch({
      [`GET ${IDS}`]: () => ok(ids),
      [`PUT ${UNO}`]: () => {
        ids = [ID_PRODUCTO];
        return { status: 204 };
      },
    });
    renderConSesion(<BotonFavorito idProducto={ID_PRODUCTO} forma="boton" />, 'comprador');
    await screen.findByText('Guardamos el producto en tus favoritos.');
    expect(await screen.findByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.to('PUT', UNO)).toHaveLength(1);
    expect(sessionStorage.getItem('feria_favorito_pendiente')).toBeNull();
  });

  it('sits on a product card beside its link, as an outline heart for a visitor, without a request', () => {
    const api = mockFetch({});
    const producto = productoDePrueba();
    renderConSesion(
      <MarcaFavoritoProvider value={(p) => <BotonFavorito idProducto={p.id} nombre={p.nombre} />}>
        <ProductCard producto={producto} />
      </MarcaFavoritoProvider>,
      'visitante',
    );
    const tarjeta = screen.getByRole('article');
    expect(within(tarjeta).getByRole('link', { name: producto.nombre })).toBeInTheDocument();
    expect(within(tarjeta).getByRole('button', { name: `Guardar en favoritos: ${producto.nombre}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(api.requests).toEqual([]);
  });
});

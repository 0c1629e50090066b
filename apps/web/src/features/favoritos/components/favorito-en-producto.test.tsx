import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertasApi, favoritosApi } from '@feria/contracts';
import { failCon, mockFetch, ok } from '../../../components/ui/test-support';
import { alertaDePrueba, ID_PRODUCTO, ID_VARIANTE, productoDePrueba, renderConSesion } from '../test-fixtures';
import { FavoritoEnProducto } from './favorito-en-producto';

afterEach(() => vi.unstubAllGlobals());

const variante = (id: string, talle: string, stock: number) => ({
  id,
  sku: null,
  valores: { Talle: talle },
  texto: `Talle ${talle}`,
  stock,
  precio: null,
  precioEfectivo: 50000,
  idImagen: null,
  habilitada: true,
});
const conTalles = productoDePrueba({
  stock: 3,
  opciones: [{ nombre: 'Talle', valores: ['38', '39'] }],
  variantes: [variante(ID_VARIANTE, '38', 0), variante('88888888-8888-4888-8888-888888888888', '39', 3)],
});

describe('FavoritoEnProducto (docs/producto/favoritos-pantallas.md#ficha)', () => {
  it('offers the stock alert on a sold-out product and sends it once pressed', async () => {
    let alertas: ReturnType<typeof alertaDePrueba>[] = [];
    const api = mockFetch({
      [`GET ${favoritosApi.ids.ruta}`]: () => ok([]),
      [`GET ${alertasApi.listar.ruta}`]: () => ok(alertas),
      [`PUT ${alertasApi.crear.ruta}`]: () => {
        alertas = [alertaDePrueba()];
        return ok(alertas[0]);
      },
    });
    renderConSesion(<FavoritoEnProducto producto={productoDePrueba({ stock: 0 })} />, 'comprador');
    expect(screen.getByRole('button', { name: 'Guardar en favoritos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Avisame cuando haya stock' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Avisame cuando haya stock' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByText('Te vamos a avisar por correo cuando vuelva a haber stock.')).toBeInTheDocument();
    expect(api.to('PUT', alertasApi.crear.ruta)[0]!.body).toEqual({ tipo: 'stock', idProducto: ID_PRODUCTO });
    expect(api.to('GET', alertasApi.listar.ruta)[0]!.url.searchParams.get('idProducto')).toBe(ID_PRODUCTO);
  });

  it('watches one sold-out variant', async () => {
    const api = mockFetch({
      [`GET ${favoritosApi.ids.ruta}`]: () => ok([]),
      [`GET ${alertasApi.listar.ruta}`]: () => ok([]),
      [`PUT ${alertasApi.crear.ruta}`]: () => ok(alertaDePrueba({ idVariante: ID_VARIANTE })),
    });
    renderConSesion(<FavoritoEnProducto producto={conTalles} />, 'comprador');
    expect(screen.queryByRole('button', { name: 'Avisame cuando haya stock' })).toBeNull();
    const abrir = screen.getByRole('button', { name: '¿No hay tu opción? Avisame cuando haya stock' });
    expect(abrir).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(abrir);
    expect(screen.queryByRole('button', { name: 'Avisame cuando haya stock: Talle 39' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Avisame cuando haya stock: Talle 38' }));
    await waitFor(() => expect(api.to('PUT', alertasApi.crear.ruta)).toHaveLength(1));
    expect(api.to('PUT', alertasApi.crear.ruta)[0]!.body).toEqual({
      tipo: 'stock',
      idProducto: ID_PRODUCTO,
      idVariante: ID_VARIANTE,
    });
  });

  it('says why an alert could not be set', async () => {
    mockFetch({
      [`GET ${favoritosApi.ids.ruta}`]: () => ok([]),
      [`GET ${alertasApi.listar.ruta}`]: () => ok([]),
      [`PUT ${alertasApi.crear.ruta}`]: () => failCon('ALERTA_CON_STOCK'),
    });
    renderConSesion(<FavoritoEnProducto producto={productoDePrueba({ stock: 0 })} />, 'comprador');
    await userEvent.click(screen.getByRole('button', { name: 'Avisame cuando haya stock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este producto tiene stock: ya podés comprarlo.');
  });

  it('a visitor asks for nothing; pressing the alert starts the login', async () => {
    const api = mockFetch({});
    const ingresar = vi.fn();
    renderConSesion(<FavoritoEnProducto producto={productoDePrueba({ stock: 0 })} />, 'visitante', ingresar);
    await userEvent.click(screen.getByRole('button', { name: 'Avisame cuando haya stock' }));
    expect(ingresar).toHaveBeenCalledTimes(1);
    expect(api.requests).toEqual([]);
  });
});

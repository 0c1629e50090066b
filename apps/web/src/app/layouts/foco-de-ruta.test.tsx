import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useSearchParams, type RouteObject } from 'react-router';
import { useFocoDeRuta, type FocoDeRuta } from './foco-de-ruta';

function Shell() {
  useFocoDeRuta();
  return (
    <>
      <nav>
        <Link to="/otra">Otra página</Link>
      </nav>
      <main id="contenido" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading appears only after its data "arrives". */
function Tardia() {
  const [lista, setLista] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setLista(true), 50);
    return () => clearTimeout(t);
  }, []);
  return lista ? <h1>Otra página</h1> : <p>Cargando…</p>;
}

/** Results "arriving" after a moment: busy meanwhile, like the search's results section. */
function Lista() {
  const [busy, setBusy] = useState(true);
  useEffect(() => {
    const t = setTimeout(() => setBusy(false), 50);
    return () => clearTimeout(t);
  }, []);
  return <section aria-busy={busy}>{busy ? <p>Buscando…</p> : <a href="/productos/1">Mate de calabaza</a>}</section>;
}

function Resultados() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Resultados</h1>
      <label>
        <input type="checkbox" onChange={() => setParams({ filtro: 'si' })} /> Con envío
      </label>
      <Lista key={params.toString()} />
    </>
  );
}

const busqueda: FocoDeRuta = { foco: 'section a[href^="/productos/"]' };

function montar(inicio: string, rutas: RouteObject[] = []) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <h1>Inicio</h1> },
          { path: '/otra', element: <Tardia /> },
          { path: '/search', element: <Resultados />, handle: busqueda },
          ...rutas,
        ],
      },
    ],
    { initialEntries: [inicio] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus after a route change (docs/producto/accesibilidad.md#foco-que-sigue)', () => {
  it('leaves focus alone on the first paint', async () => {
    montar('/');
    await screen.findByRole('heading', { name: 'Inicio' });
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('heading', { name: 'Inicio' })).not.toHaveAttribute('tabindex');
  });

  it('moves focus to the new page’s heading once it shows, making it focusable only then', async () => {
    const router = montar('/');
    await act(() => router.navigate('/otra'));
    const h1 = await screen.findByRole('heading', { name: 'Otra página' });
    await waitFor(() => expect(document.activeElement).toBe(h1));
    expect(h1).toHaveAttribute('tabindex', '-1');
  });

  it('moves focus away from a top-bar link that stays on screen', async () => {
    const router = montar('/');
    screen.getByRole('link', { name: 'Otra página' }).focus();
    await act(() => router.navigate('/otra'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Otra página' })));
  });

  it('after a search waits for the results and focuses the first one', async () => {
    const router = montar('/');
    await act(() => router.navigate('/search?q=mate'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mate de calabaza' })));
  });

  it('keeps focus on a filter that changes the address of the same page', async () => {
    montar('/search?q=mate');
    const filtro = await screen.findByRole('checkbox', { name: 'Con envío' });
    filtro.focus();
    await act(async () => filtro.click());
    await screen.findByRole('link', { name: 'Mate de calabaza' });
    await new Promise((r) => setTimeout(r, 100));
    expect(document.activeElement).toBe(filtro);
  });

  it('focuses the heading on the first load of a page that answers an action elsewhere', async () => {
    montar('/pago/exito', [
      {
        path: '/pago/exito',
        element: <h1>¡Pago aprobado!</h1>,
        handle: { enfocarAlCargar: true } satisfies FocoDeRuta,
      },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: '¡Pago aprobado!' })));
  });

  it('stops following when the person moves focus first', async () => {
    const router = montar('/');
    await act(() => router.navigate('/otra'));
    const link = screen.getByRole('link', { name: 'Otra página' });
    link.focus();
    await screen.findByRole('heading', { name: 'Otra página' });
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(link);
  });
});

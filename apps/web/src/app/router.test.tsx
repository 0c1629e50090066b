import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { getKeycloak, resetKeycloakForTests } from '../lib/keycloak';
import { FakeKeycloak, type FakeSession } from '../features/auth/testing/fake-keycloak';
import { AppProviders } from './providers';
import { appRoutes } from './router';
import { emprendimientoFixture } from '../features/profile-status/test-support';

vi.mock('keycloak-js', async () => ({
  default: (await import('../features/auth/testing/fake-keycloak')).FakeKeycloak,
}));

const UID = '6f0c4d3e-1b2a-4c5d-8e9f-0a1b2c3d4e5f';
const buyer: FakeSession = { sub: UID, roles: ['comprador'], email: 'lucia@example.com', firstName: 'Lucía' };
const seller: FakeSession = { sub: UID, roles: ['emprendedor'], email: 'martin@example.com', firstName: 'Martín' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** API answers by path; anything else 404 (public calls of the layout included). */
function mockApi(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    return routes[pathname]?.() ?? json({ mensaje: 'Ruta de API no encontrada' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const kc = () => getKeycloak() as unknown as FakeKeycloak;
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

beforeEach(() => {
  FakeKeycloak.reset();
  resetKeycloakForTests();
  mockApi({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.removeItem('feria_sesion');
});

describe('route table for visitors (docs/producto/rutas.md#tabla-de-rutas)', () => {
  it('shows the 404 page for an unknown path, inside the public layout', async () => {
    renderAt('/no-existe');
    expect(await heading('404 - Página no encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
    expect(within(screen.getByRole('contentinfo')).getByText(/© 2026 Feria/)).toBeInTheDocument();
    // Decision 044: a visitor's page checks no session (no check-sso, no iframes).
    await waitFor(() =>
      expect(kc().init).toHaveBeenCalledWith({
        pkceMethod: 'S256',
        checkLoginIframe: false,
        responseMode: 'fragment',
        flow: 'standard',
      }),
    );
  });

  it('checks the session on load (check-sso, session iframe every 5 s) when this browser has signed in before', async () => {
    window.localStorage.setItem('feria_sesion', '1');
    renderAt('/no-existe');
    await waitFor(() =>
      expect(kc().init).toHaveBeenCalledWith(
        expect.objectContaining({
          onLoad: 'check-sso',
          pkceMethod: 'S256',
          checkLoginIframe: true,
          checkLoginIframeInterval: 5,
        }),
      ),
    );
    // The check found no session: the next load checks nothing.
    await waitFor(() => expect(window.localStorage.getItem('feria_sesion')).toBeNull());
  });

  it('shows a public page at once, without waiting for keycloak-js (decision 044)', async () => {
    FakeKeycloak.initGate = new Promise<void>(() => undefined);
    renderAt('/no-existe');
    expect(await heading('404 - Página no encontrada')).toBeInTheDocument();
    expect(screen.queryByText('Inicializando autenticación...')).toBeNull();
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it("shows 'Inicializando autenticación...' on a guarded route until keycloak-js has initialised (docs/producto/rutas.md#comportamientos-de-ruta)", async () => {
    let open: () => void = () => undefined;
    FakeKeycloak.initGate = new Promise<void>((resolve) => (open = resolve));
    renderAt('/dashboard-comprador');
    expect(await screen.findByRole('status')).toHaveTextContent('Inicializando autenticación...');
    await waitFor(() => expect(kc().init).toHaveBeenCalled());
    expect(kc().login).not.toHaveBeenCalled();
    await act(async () => open());
    await waitFor(() => expect(kc().login).toHaveBeenCalledOnce());
    expect(screen.queryByText('Inicializando autenticación...')).toBeNull();
  });

  it('a login clicked before keycloak-js is ready starts once it is', async () => {
    let open: () => void = () => undefined;
    FakeKeycloak.initGate = new Promise<void>((resolve) => (open = resolve));
    renderAt('/no-existe');
    await heading('404 - Página no encontrada');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(kc().init).toHaveBeenCalled());
    expect(kc().login).not.toHaveBeenCalled();
    await act(async () => open());
    await waitFor(() =>
      expect(kc().login).toHaveBeenCalledWith({ redirectUri: `${window.location.origin}/post-login` }),
    );
  });

  it.each([
    '/post-login',
    '/dashboard-emprendedor',
    '/dashboard-emprendedor/ventas',
    '/dashboard-comprador/tienda/5',
    '/dashboard-administracion-identidades/gestionar-emprendimientos',
    '/emprendedor/complete-profile',
    '/checkout',
    '/otra-cosa/checkout',
  ])('starts the login flow on the guarded path %s', async (path) => {
    renderAt(path);
    await waitFor(() => expect(kc().login).toHaveBeenCalledOnce());
    expect(kc().login).toHaveBeenCalledWith({ redirectUri: `${window.location.origin}/post-login` });
    expect(screen.getByText('Verificando autenticación...')).toBeInTheDocument();
    const saved = window.sessionStorage.getItem('feria_pending_redirect');
    if (path === '/post-login') expect(saved).toBeNull();
    else expect(JSON.parse(saved!)).toMatchObject({ url: path, context: 'guard' });
  });

  it('treats an unknown child of a guarded area as not found', async () => {
    renderAt('/dashboard-emprendedor/no-existe');
    expect(await heading('404 - Página no encontrada')).toBeInTheDocument();
    await waitFor(() => expect(kc().init).toHaveBeenCalled());
    expect(kc().login).not.toHaveBeenCalled();
  });

  it('shows "Rol no reconocido" on /error?motivo=rol', async () => {
    renderAt('/error?motivo=rol');
    expect(await heading('Acceso denegado')).toBeInTheDocument();
    expect(screen.getByText('Rol no reconocido')).toBeInTheDocument();
  });

  it('forwards the Mercado Pago callback to the matching result page', async () => {
    const router = renderAt('/mercadopago/callback?collection_status=approved&external_reference=42&payment_id=9001');
    expect(await heading('Estamos confirmando tu pago')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pago/exito');
    // A visitor cannot read the order: the generic text, the payment number and a way to sign in.
    expect(screen.getByText('9001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión para ver tu pedido' })).toBeInTheDocument();
  });

  it('a visitor on a payment-return page signs in and comes back to that order', async () => {
    const id = '3f1e2d3c-4b5a-4968-8776-655443322110';
    renderAt(`/pago/pendiente?external_reference=${id}&status=pending`);
    expect(await heading('Tu pago está pendiente')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión para ver tu pedido' }));
    await waitFor(() =>
      expect(kc().login).toHaveBeenCalledWith({ redirectUri: `${window.location.origin}/post-login` }),
    );
    expect(JSON.parse(window.sessionStorage.getItem('feria_pending_redirect')!)).toMatchObject({
      url: `/dashboard-comprador/mis-pedidos/${id}`,
    });
  });

  it('continues anonymously when keycloak-js fails to initialise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    FakeKeycloak.initError = new Error('Timeout when waiting for 3rd party check iframe message.');
    renderAt('/no-existe');
    expect(await heading('404 - Página no encontrada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });
});

describe('signed-in areas (docs/producto/identidad.md#guardia-y-post-login)', () => {
  const buyerApi = (completo: boolean, eliminado = false) =>
    mockApi({
      [`/api/comprador/v1/compradores/${UID}/verificar`]: () => json({ completo }),
      [`/api/comprador/v1/compradores/${UID}/eliminado`]: () => json({ eliminado }),
      '/api/comprador/v1/ventas': () => json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 }),
    });

  it('shows a buyer page inside the buyer layout with its menu and the bearer token', async () => {
    FakeKeycloak.session = buyer;
    const fetchMock = buyerApi(true);
    renderAt('/dashboard-comprador/mis-pedidos');
    expect(await heading('Mis Pedidos')).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hiciste pedidos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú del panel' }));
    const nav = within(await screen.findByRole('navigation', { name: 'Menú de Comprador' }));
    expect(nav.getByRole('link', { name: 'Mis Pedidos' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Consultar Emprendimientos' })).toHaveAttribute(
      'href',
      '/dashboard-comprador/consultar-emprendimientos',
    );
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/verificar'))!;
    expect(init?.headers).toMatchObject({ Authorization: `Bearer ${kc().token}` });
    expect(kc().updateToken).toHaveBeenCalledWith(5);
  });

  it('sends a buyer with an incomplete profile to comprador/complete-profile', async () => {
    FakeKeycloak.session = buyer;
    buyerApi(false);
    const router = renderAt('/dashboard-comprador/mis-pedidos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/comprador/complete-profile'));
  });

  it('sends an inactive buyer to /cuenta-inactiva', async () => {
    FakeKeycloak.session = buyer;
    buyerApi(true, true);
    const router = renderAt('/dashboard-comprador/mis-pedidos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cuenta-inactiva'));
  });

  it('sends a seller to /error on a buyer route', async () => {
    FakeKeycloak.session = seller;
    mockApi({ [`/api/emprendedor/v1/emprendimientos/verificar/${UID}`]: () => json({ completo: true }) });
    const router = renderAt('/dashboard-comprador');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });

  it('sends a seller whose emprendimiento is Eliminado to /cuenta-desactivada', async () => {
    FakeKeycloak.session = seller;
    mockApi({
      [`/api/emprendedor/v1/emprendimientos/verificar/${UID}`]: () => json({ completo: true }),
      [`/api/emprendedor/v1/emprendimientos/${UID}`]: () =>
        json(emprendimientoPrivado({ estado: 'Eliminado', activo: false })),
    });
    const router = renderAt('/dashboard-emprendedor/ventas');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cuenta-desactivada'));
  });

  it("shows 'Error al Verificar Perfil' with the detail when the check fails", async () => {
    FakeKeycloak.session = seller;
    mockApi({
      [`/api/emprendedor/v1/emprendimientos/verificar/${UID}`]: () => json({ mensaje: 'Servicio caído' }, 500),
    });
    renderAt('/dashboard-emprendedor/ventas');
    expect(await heading('Error al Verificar Perfil')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Servicio caído');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('post-login honours a valid saved redirect', async () => {
    FakeKeycloak.session = buyer;
    buyerApi(true);
    window.sessionStorage.setItem(
      'feria_pending_redirect',
      JSON.stringify({ url: '/dashboard-comprador/mis-pedidos', context: 'guard', timestamp: Date.now() }),
    );
    const router = renderAt('/post-login');
    expect(await heading('Mis Pedidos')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard-comprador/mis-pedidos');
    expect(window.sessionStorage.getItem('feria_pending_redirect')).toBeNull();
  });

  it('post-login sends a user without a recognised role to /error with "Rol no reconocido"', async () => {
    FakeKeycloak.session = { sub: UID, roles: ['offline_access'] };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = renderAt('/post-login');
    expect(await screen.findByText('Rol no reconocido', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
  });

  it('goes home and resets when the session ends (logout in another tab, docs/producto/identidad.md#autenticacion)', async () => {
    FakeKeycloak.session = buyer;
    buyerApi(true);
    const router = renderAt('/dashboard-comprador/mis-pedidos');
    expect(await heading('Mis Pedidos')).toBeInTheDocument();
    act(() => kc().clearToken());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    // The guard of the page that was open must not start a new login.
    expect(kc().login).not.toHaveBeenCalled();
  });
});

function emprendimientoPrivado(over: Record<string, unknown>) {
  return emprendimientoFixture({ ownerUserId: UID, ...over });
}

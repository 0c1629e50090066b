import { describe, expect, it, vi, afterEach } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { STORAGE_KEYS } from '@feria/contracts';
import { AuthContext, type AuthContextValue } from '../../features/auth';
import { useIniciarCheckout } from './use-iniciar-checkout';

const auth = (authenticated: boolean): AuthContextValue => ({
  initialized: true,
  authenticated,
  sessionEnded: false,
  userId: authenticated ? 'u1' : undefined,
  roles: authenticated ? ['comprador'] : [],
  primaryRole: authenticated ? 'comprador' : undefined,
  accessRole: authenticated ? 'comprador' : undefined,
  profile: undefined,
  hasRealmRole: () => false,
  login: vi.fn(async () => undefined),
  register: vi.fn(async () => undefined),
  logout: vi.fn(async () => undefined),
});

function montar(valor: AuthContextValue) {
  let ruta = '';
  function Probe() {
    ruta = useLocation().pathname;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/']}>
      <AuthContext.Provider value={valor}>
        {children}
        <Routes>
          <Route path="*" element={<Probe />} />
        </Routes>
      </AuthContext.Provider>
    </MemoryRouter>
  );
  const { result } = renderHook(() => useIniciarCheckout(), { wrapper });
  return { iniciar: result.current, ruta: () => ruta };
}

describe('checkout button (docs/producto/carrito.md#boton-de-checkout)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('anonymous: saves the checkout path with context checkout and starts the login to /post-login', () => {
    const valor = auth(false);
    montar(valor).iniciar();
    expect(valor.login).toHaveBeenCalledWith('/post-login');
    const guardado = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.pendingRedirect)!);
    expect(guardado).toMatchObject({ url: '/dashboard-comprador/checkout', context: 'checkout' });
    expect(typeof guardado.timestamp).toBe('number');
  });

  it('logged in: goes to the checkout', async () => {
    const valor = auth(true);
    const m = montar(valor);
    m.iniciar();
    await vi.waitFor(() => expect(m.ruta()).toBe('/dashboard-comprador/checkout'));
    expect(valor.login).not.toHaveBeenCalled();
  });
});

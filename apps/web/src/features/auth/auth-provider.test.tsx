import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type Keycloak from 'keycloak-js';
import { apiRequest } from '../../lib/api-client';
import { AuthProvider } from './auth-provider';
import { useAuth, type AuthContextValue } from './auth-context';
import { SESSION_HINT_KEY } from './session-hint';
import { FakeKeycloak } from './testing/fake-keycloak';

const UID = 'user-1';
let current: AuthContextValue | undefined;
const keep = (value: AuthContextValue) => {
  current = value;
};
function Probe({ onValue }: { onValue: (value: AuthContextValue) => void }) {
  const auth = useAuth();
  useEffect(() => onValue(auth));
  return <p>{auth.initialized ? `listo:${auth.userId ?? 'anónimo'}` : 'iniciando'}</p>;
}

function renderProvider(kc: FakeKeycloak, onSessionEnd = vi.fn()) {
  render(
    <AuthProvider client={kc as unknown as Keycloak} onSessionEnd={onSessionEnd}>
      <Probe onValue={keep} />
    </AuthProvider>,
  );
  return onSessionEnd;
}

/** The probe shows the state on commit and records it in an effect; wait for both. */
async function ready(text: string) {
  expect(await screen.findByText(text)).toBeInTheDocument();
  await waitFor(() => expect(current?.initialized).toBe(true));
}

beforeEach(() => {
  FakeKeycloak.reset();
  current = undefined;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.removeItem(SESSION_HINT_KEY);
});

describe('AuthProvider (docs/producto/identidad.md#autenticacion)', () => {
  it('throws when useAuth is used outside the provider (docs/producto/validacion.md)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(/AuthProvider/);
  });

  it('is anonymous after init without a session', async () => {
    renderProvider(new FakeKeycloak({}));
    await ready('listo:anónimo');
    expect(current).toMatchObject({
      authenticated: false,
      roles: [],
      primaryRole: undefined,
      accessRole: undefined,
      profile: undefined,
    });
  });

  it('exposes the user id, roles, both role orders and the account profile', async () => {
    FakeKeycloak.session = {
      sub: UID,
      roles: ['admin', 'comprador'],
      email: 'ana@example.com',
      username: 'ana',
      firstName: 'Ana',
    };
    const kc = new FakeKeycloak({});
    renderProvider(kc);
    await ready(`listo:${UID}`);
    expect(current).toMatchObject({
      authenticated: true,
      roles: ['admin', 'comprador'],
      primaryRole: 'comprador',
      accessRole: 'admin',
    });
    expect(current?.hasRealmRole('admin')).toBe(true);
    expect(current?.hasRealmRole('emprendedor')).toBe(false);
    await waitFor(() =>
      expect(current?.profile).toEqual({
        username: 'ana',
        email: 'ana@example.com',
        firstName: 'Ana',
        lastName: undefined,
      }),
    );
    expect(kc.loadUserProfile).toHaveBeenCalled();
  });

  it('login and register return to /post-login; logout goes home and forgets the saved redirect', async () => {
    FakeKeycloak.session = { sub: UID, roles: ['comprador'] };
    const kc = new FakeKeycloak({});
    renderProvider(kc);
    await ready(`listo:${UID}`);
    await current!.login();
    expect(kc.login).toHaveBeenCalledWith({ redirectUri: `${window.location.origin}/post-login` });
    await current!.register();
    expect(kc.register).toHaveBeenCalledWith({ redirectUri: `${window.location.origin}/post-login` });
    window.sessionStorage.setItem('feria_pending_redirect', '{}');
    await current!.logout();
    expect(kc.logout).toHaveBeenCalledWith({ redirectUri: `${window.location.origin}/` });
    expect(window.sessionStorage.getItem('feria_pending_redirect')).toBeNull();
  });

  it('renews with 5 s before an API call and sends the bearer token (docs/producto/api.md#convenciones)', async () => {
    FakeKeycloak.session = { sub: UID, roles: ['comprador'] };
    const kc = new FakeKeycloak({});
    renderProvider(kc);
    await ready(`listo:${UID}`);
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/comprador/v1/compradores/x');
    expect(kc.updateToken).toHaveBeenCalledWith(5);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ headers: { Authorization: `Bearer ${kc.token}` } });
  });

  it('renews with 30 s when the token expires', async () => {
    FakeKeycloak.session = { sub: UID, roles: ['comprador'] };
    const kc = new FakeKeycloak({});
    renderProvider(kc);
    await ready(`listo:${UID}`);
    kc.onTokenExpired?.();
    expect(kc.updateToken).toHaveBeenCalledWith(30);
  });

  it('ends the session once when a refresh is refused with invalid_grant', async () => {
    FakeKeycloak.session = { sub: UID, roles: ['comprador'] };
    const kc = new FakeKeycloak({});
    const onSessionEnd = renderProvider(kc);
    await ready(`listo:${UID}`);
    // keycloak-js clears the tokens itself on a 400 (logout event) and then rejects.
    kc.updateToken.mockImplementation(async () => {
      kc.clearToken();
      throw Object.assign(new Error('Failed to refresh token'), { response: new Response('', { status: 400 }) });
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    await act(() => apiRequest('/api/comprador/v1/compradores/x'));
    await waitFor(() => expect(onSessionEnd).toHaveBeenCalledOnce());
    expect(current?.authenticated).toBe(false);
    expect(kc.logout).not.toHaveBeenCalled();
  });

  it('ends the session on the logout event (session iframe saw a logout elsewhere)', async () => {
    FakeKeycloak.session = { sub: UID, roles: ['comprador'] };
    const kc = new FakeKeycloak({});
    const onSessionEnd = renderProvider(kc);
    await ready(`listo:${UID}`);
    act(() => kc.clearToken());
    expect(onSessionEnd).toHaveBeenCalledWith('logout');
    await ready('listo:anónimo');
  });
});

describe('sign-in hint (decision 044)', () => {
  const hint = () => window.localStorage.getItem(SESSION_HINT_KEY);

  it('remembers a signed-in browser, so the next load checks the session', async () => {
    FakeKeycloak.session = { sub: UID, roles: ['comprador'] };
    const kc = new FakeKeycloak({});
    renderProvider(kc);
    await ready(`listo:${UID}`);
    expect(kc.init).toHaveBeenCalledWith(expect.objectContaining({ checkLoginIframe: false }));
    expect(hint()).toBe('1');
  });

  it('checks the session with check-sso and the session iframe when the hint is there, and forgets it when there is none', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const kc = new FakeKeycloak({});
    renderProvider(kc);
    await ready('listo:anónimo');
    expect(kc.init).toHaveBeenCalledWith(expect.objectContaining({ onLoad: 'check-sso', checkLoginIframe: true }));
    expect(hint()).toBeNull();
  });

  it('checks the session when a login comes back in the URL fragment', async () => {
    window.history.replaceState(null, '', '/post-login#state=abc&session_state=x&code=123');
    try {
      const kc = new FakeKeycloak({});
      renderProvider(kc);
      await ready('listo:anónimo');
      expect(kc.init).toHaveBeenCalledWith(expect.objectContaining({ onLoad: 'check-sso', checkLoginIframe: true }));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('keeps the hint when the check fails (identity server unreachable)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    FakeKeycloak.initError = new Error('Timeout when waiting for 3rd party check iframe message.');
    renderProvider(new FakeKeycloak({}));
    await ready('listo:anónimo');
    expect(hint()).toBe('1');
  });

  it('forgets the hint at logout and when the session ends elsewhere', async () => {
    FakeKeycloak.session = { sub: UID, roles: ['comprador'] };
    const kc = new FakeKeycloak({});
    renderProvider(kc);
    await ready(`listo:${UID}`);
    await act(() => current!.logout());
    expect(kc.logout).toHaveBeenCalledOnce();
    expect(hint()).toBeNull();

    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    act(() => kc.clearToken());
    await ready('listo:anónimo');
    expect(hint()).toBeNull();
  });
});

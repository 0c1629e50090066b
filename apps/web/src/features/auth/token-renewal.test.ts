import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleRefreshFailure, renewToken, startTokenRenewal } from './token-renewal';

function client(
  overrides: Partial<{ authenticated: boolean; updateToken: () => Promise<boolean>; logout: () => Promise<void> }> = {},
) {
  return {
    authenticated: true,
    updateToken: vi.fn(overrides.updateToken ?? (async () => true)),
    clearToken: vi.fn(),
    logout: vi.fn(overrides.logout ?? (async () => undefined)),
    ...(overrides.authenticated === undefined ? {} : { authenticated: overrides.authenticated }),
  };
}

const refresh400 = () =>
  Object.assign(new Error('Failed to refresh token'), {
    response: new Response('{"error":"invalid_grant"}', { status: 400 }),
  });

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startTokenRenewal (docs/producto/precios.md timings)', () => {
  it('renews every 240 s with 60 s and checks every 60 s with 300 s', async () => {
    vi.useFakeTimers();
    const kc = client();
    const stop = startTokenRenewal(kc, vi.fn());
    await vi.advanceTimersByTimeAsync(59_999);
    expect(kc.updateToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(kc.updateToken).toHaveBeenLastCalledWith(300);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(kc.updateToken.mock.calls).toEqual([[300], [300], [300], [60], [300]]);
    stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(kc.updateToken).toHaveBeenCalledTimes(5);
  });

  it('reports a failed renewal', async () => {
    vi.useFakeTimers();
    const error = refresh400();
    const kc = client({ updateToken: async () => Promise.reject(error) });
    const onFailure = vi.fn();
    const stop = startTokenRenewal(kc, onFailure);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onFailure).toHaveBeenCalledWith(error);
    stop();
  });
});

describe('renewToken', () => {
  it('does nothing without a session', async () => {
    const kc = client({ authenticated: false });
    await renewToken(kc, 5, vi.fn());
    expect(kc.updateToken).not.toHaveBeenCalled();
  });
});

describe('handleRefreshFailure (docs/producto/identidad.md#autenticacion)', () => {
  it('invalid_grant: clears the session and ends it without calling the identity server', async () => {
    const kc = client();
    const end = vi.fn();
    await handleRefreshFailure(kc, refresh400(), end);
    expect(kc.clearToken).toHaveBeenCalled();
    expect(end).toHaveBeenCalledWith('expired');
    expect(kc.logout).not.toHaveBeenCalled();
  });

  it('other failures: logs out through the identity server back to /', async () => {
    const kc = client();
    const end = vi.fn();
    await handleRefreshFailure(kc, new TypeError('Failed to fetch'), end);
    expect(kc.logout).toHaveBeenCalledWith({ redirectUri: `${window.location.origin}/` });
    expect(end).not.toHaveBeenCalled();
  });

  it('if that logout fails too: clears the session and ends it here', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const kc = client({ logout: async () => Promise.reject(new Error('offline')) });
    const end = vi.fn();
    await handleRefreshFailure(kc, new TypeError('Failed to fetch'), end);
    expect(kc.clearToken).toHaveBeenCalled();
    expect(end).toHaveBeenCalledWith('error');
  });
});

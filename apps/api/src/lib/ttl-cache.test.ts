import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('reuses a value until it expires', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('loads every time while it is not available (LISTEN down)', async () => {
    const cache = new TtlCache(1000);
    cache.disponible = () => false;
    let loads = 0;
    const load = async () => ++loads;
    expect([await cache.get('k', load), await cache.get('k', load)]).toEqual([1, 2]);
  });

  it('shares one load between concurrent callers', async () => {
    const cache = new TtlCache(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
  });

  it('does not keep failures', async () => {
    const cache = new TtlCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('never caches with a ttl of 0', async () => {
    const cache = new TtlCache(0);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });
});

describe('TtlCache.clear', () => {
  it('forgets cached values so the next read loads again', async () => {
    const cache = new TtlCache(60_000);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    cache.clear();
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSitio } from './get-sitio';

const respond = (body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );

describe('getSitio', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the demo flag from the API', async () => {
    respond({ demo: true });
    expect(await getSitio()).toEqual({ demo: true });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/v1/public/core/sitio');
  });

  it('treats anything but true as not demo', async () => {
    respond({ demo: 'yes' });
    expect(await getSitio()).toEqual({ demo: false });
  });
});

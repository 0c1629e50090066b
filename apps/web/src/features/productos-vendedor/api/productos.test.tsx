import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { productosVendedorApi, QUERY_TIMINGS, rutaCon } from '@feria/contracts';
import { mockFetch, ok } from '../../../components/ui/test-support';
import { useMisProductos } from './productos';

afterEach(() => vi.unstubAllGlobals());

describe("the seller's product list", () => {
  it('stays fresh 5 minutes (spec query cache: products stale 5 min), not the 2 min default', async () => {
    mockFetch({ [`GET ${rutaCon(productosVendedorApi.misProductos.ruta, { idEmprendimiento: 'e1' })}`]: () => ok([]) });
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: QUERY_TIMINGS.staleMs } },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMisProductos('e1'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const query = client.getQueryCache().getAll()[0]!;
    expect(query.observers[0]!.options.staleTime).toBe(5 * 60_000);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { QUERY_TIMINGS } from '@feria/contracts';
import { ApiError } from './api-client';

/** docs/producto/errores.md/docs/producto/precios.md: no retry on 4xx; others up to 3 times with backoff 1 s doubling to 30 s. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_TIMINGS.maxRetries;
}

/** docs/producto/precios.md "one mutation retry", but not on a 4xx answer (a validation error or a 409 stays the same). */
export function shouldRetryMutation(failureCount: number, error: Error): boolean {
  return failureCount < QUERY_TIMINGS.mutationRetries && shouldRetry(failureCount, error);
}

export function retryDelay(attempt: number): number {
  return Math.min(QUERY_TIMINGS.retryBaseMs * 2 ** attempt, QUERY_TIMINGS.retryMaxMs);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_TIMINGS.staleMs,
        gcTime: QUERY_TIMINGS.gcMs,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: shouldRetryMutation },
    },
  });
}

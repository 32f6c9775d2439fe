import { QueryClient } from '@tanstack/react-query';

/**
 * The TanStack Query client of the screens' server data (lists, views, searches).
 *
 * - `networkMode: 'always'`: a query always reaches core, which answers from its disk cache when the server is
 *   unreachable (issue 3, offline-tolerant browsing). TanStack's own online detection (the browser's
 *   navigator.onLine) knows nothing of the server, so it must not pause queries.
 * - No retries: core already refreshes tokens and falls back to its cache; a failure is worth showing at once.
 * - When the server comes back, useConnectivitySync invalidates every query, so screens refresh by themselves.
 * - At sign-out the cache is cleared: it belongs to one user (SignedInServices).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: {
        networkMode: 'always',
        retry: false,
      },
    },
  });
}

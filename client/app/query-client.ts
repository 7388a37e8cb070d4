// A QueryClient per request on the worker and per page life in the browser.
import { isServer, QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The browser retries a flaky connection once; the worker does not, since its upstream calls
      // already end at their timeout behind the cache (docs/decisions/009-upstream-timeouts-and-the-page-budget.md).
      queries: { retry: isServer ? 0 : 1, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
}

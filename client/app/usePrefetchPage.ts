// Hover prefetch: loads a page's model and modules into the cache without updating the view or
// sending a page view (spec 000 §2 Links).
import { useCallback } from "react";
import { pageQueries, useStorefront } from "./storefront-context.ts";

export function usePrefetchPage() {
  const { queryClient, pages, preloadModules } = useStorefront();
  return useCallback(
    (address: string) => {
      queryClient
        .fetchQuery(pageQueries.byAddress(pages, address))
        .then(({ model }) => preloadModules(model))
        .catch(() => undefined);
    },
    [queryClient, pages, preloadModules],
  );
}

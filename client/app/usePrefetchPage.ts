// Hover prefetch: loads a page's model and modules into the cache without updating the view or
// sending a page view (spec 000 §2 Links), and the code a navigation runs after it renders, so a
// navigation that finds its page in the cache finds that too.
import { useCallback } from "react";
import { loadAfterNavigation } from "./after-navigation-loader.ts";
import { pageQueries, useStorefront } from "./storefront-context.ts";

export function usePrefetchPage() {
  const { queryClient, pages, preloadModules } = useStorefront();
  return useCallback(
    (address: string) => {
      void loadAfterNavigation();
      queryClient
        .fetchQuery(pageQueries.byAddress(pages, address))
        .then(({ model }) => preloadModules(model))
        .catch(() => undefined);
    },
    [queryClient, pages, preloadModules],
  );
}

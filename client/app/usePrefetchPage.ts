// Hover prefetch: loads a page's model and modules into the cache without updating the view or
// sending a page view (spec 000 §2 Links).
import { useCallback } from "react";
import { blockRegistry } from "../blocks/registry.ts";
import { pageRegistry } from "../pages/registry.ts";
import { collectModules } from "../registry/collect-modules.ts";
import { pageQueries, useStorefront } from "./storefront-context.ts";

export function usePrefetchPage() {
  const { queryClient, pages } = useStorefront();
  return useCallback(
    (address: string) => {
      queryClient
        .fetchQuery(pageQueries.byAddress(pages, address))
        .then(({ model }) => {
          const modules = collectModules(model);
          return Promise.all([pageRegistry.preload([modules.page]), blockRegistry.preload(modules.blocks)]);
        })
        .catch(() => undefined);
    },
    [queryClient, pages],
  );
}

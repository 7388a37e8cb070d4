// The generic page: the shell around the page-type module chosen from the model's last contentType.
import { useSuspenseQuery } from "@tanstack/react-query";
import { useLoaderData, useLocation } from "react-router";
import { pageQueryOf } from "../../shared/rules/page-query.ts";
import { SiteShell } from "../components/shell/SiteShell.tsx";
import { NavigationEffects } from "./NavigationEffects.tsx";
import { PageModelContext } from "./page-context.ts";
import { PageModule } from "./PageModule.tsx";
import type { pageLoader } from "./page-loader.ts";
import { pageQueries, useStorefront } from "./storefront-context.ts";

export function PageView() {
  const { address } = useLoaderData<typeof pageLoader>();
  const storefront = useStorefront();
  const { data: page } = useSuspenseQuery(pageQueries.byAddress(storefront.pages, address));
  const { search } = useLocation();
  const query = pageQueryOf(search);
  return (
    <PageModelContext value={page.model}>
      <NavigationEffects model={page.model} />
      <SiteShell model={page.model}>
        <PageModule model={page.model} query={query} />
      </SiteShell>
    </PageModelContext>
  );
}

// The release a release page shows, in the query cache: fetched by its own call (the release's id is
// never in the shared page model's key), prefetched by the route loader so the server
// renders it and hydration finds it, and a release that is not there is an answer, not an error.
import { queryOptions } from "@tanstack/react-query";
import { PROVIDER_ID } from "../../../shared/press-releases.ts";
import type { Release } from "../../../shared/schemas/press-releases.ts";
import type { PageModel } from "../../../shared/schemas/page-model.ts";
import { ApiRequestError, createApiClient } from "../../app/api-client.ts";
import type { ApiFetch, Storefront } from "../../app/storefront-context.ts";
import { type ReleaseLookup, releaseIdOf, releaseQueryKey } from "./release-key.ts";

export const releaseQueries = {
  byId: (fetchApi: ApiFetch, id: string, language: string) =>
    queryOptions({
      queryKey: releaseQueryKey(language, id),
      queryFn: async (): Promise<ReleaseLookup> => {
        // An id of another shape is no release the provider has: not asked for.
        if (!PROVIDER_ID.test(id)) return { found: false };
        try {
          const release = await createApiClient(fetchApi, language).get<Release>(`/api/press-releases/${encodeURIComponent(id)}`);
          return { found: true, release };
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 404) return { found: false };
          throw error;
        }
      },
      staleTime: 5 * 60 * 1000,
    }),
};

/**
 * page-data entry: the release before the page renders. Answers the page's status when it is not 200:
 * 404 for a missing or unknown release, 503 when the release could not be loaded.
 */
export async function prefetchRelease(storefront: Storefront, model: PageModel, url: URL): Promise<number | null> {
  const id = releaseIdOf(url.search);
  if (id === null) return 404;
  const options = releaseQueries.byId(storefront.fetchApi, id, model.metadata.currentLanguage);
  await storefront.queryClient.prefetchQuery(options);
  const lookup = storefront.queryClient.getQueryData(options.queryKey);
  if (!lookup) return 503;
  return lookup.found ? null : 404;
}

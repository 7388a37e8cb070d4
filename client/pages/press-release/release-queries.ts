// The release a release page shows, in the query cache: fetched by its own call (the release's id is
// never in the shared page model's key, decision 015), prefetched by the route loader so the server
// renders it and hydration finds it, and a release that is not there is an answer, not an error.
import { queryOptions } from "@tanstack/react-query";
import { PROVIDER_ID } from "../../../shared/press-releases.ts";
import type { Release } from "../../../shared/schemas/press-releases.ts";
import type { PageModel } from "../../../shared/schemas/page-model.ts";
import { ApiRequestError, createApiClient } from "../../app/api-client.ts";
import type { ApiFetch, Storefront } from "../../app/storefront-context.ts";
import { PageDataStatus } from "../page-data-status.ts";

export type ReleaseLookup = { found: true; release: Release } | { found: false };

/** The id the address names: one string (spec 001 §5: otherwise 'Article does not exist'). */
export function releaseIdOf(search: string | URLSearchParams): string | null {
  const ids = new URLSearchParams(search).getAll("id");
  return ids.length === 1 && ids[0] ? ids[0] : null;
}

export const releaseQueries = {
  byId: (fetchApi: ApiFetch, id: string, language: string) =>
    queryOptions({
      queryKey: ["press-release", language, id],
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

/** page-data entry: the release before the page renders; a missing or unknown one makes the page a 404. */
export async function prefetchRelease(storefront: Storefront, model: PageModel, url: URL): Promise<unknown> {
  const id = releaseIdOf(url.search);
  if (id === null) return new PageDataStatus(404);
  const options = releaseQueries.byId(storefront.fetchApi, id, model.metadata.currentLanguage);
  await storefront.queryClient.prefetchQuery(options);
  const lookup = storefront.queryClient.getQueryData(options.queryKey);
  if (!lookup) return new PageDataStatus(503);
  return lookup.found ? null : new PageDataStatus(404);
}

// The finder's data in the query cache: the locations list as pages of one search (load more appends
// the next page) and the city options of the chosen categories. Fetched in the browser only, since
// the search is the shopper's own and the page model is cached without it.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { cityOptionsParams, type FinderState, locationListParams } from "../../../shared/rules/location-finder-query.ts";
import type { LocationList } from "../../../shared/schemas/locations.ts";
import { createApiClient } from "../../app/api-client.ts";
import type { ApiFetch } from "../../app/storefront-context.ts";

/** The worker caches these for an hour; a few minutes here spare the calls of going back and forth. */
const LOCATIONS_STALE_MS = 5 * 60_000;

export const locationQueries = {
  list: (fetchApi: ApiFetch, state: FinderState, language: string) =>
    infiniteQueryOptions({
      queryKey: ["locations", language, state.q, state.city, state.categoryIds.join(",")] as const,
      queryFn: ({ pageParam }) =>
        createApiClient(fetchApi, language).get<LocationList>(`/api/locations?${locationListParams(state, language, pageParam)}`),
      initialPageParam: 1,
      getNextPageParam: (last: LocationList, all: LocationList[]) => (last.hasMore ? all.length + 1 : undefined),
      staleTime: LOCATIONS_STALE_MS,
      retry: 1,
    }),
  cities: (fetchApi: ApiFetch, categoryIds: readonly number[], language: string) =>
    queryOptions({
      queryKey: ["location-cities", language, categoryIds.join(",")] as const,
      queryFn: () =>
        createApiClient(fetchApi, language).get<string[]>(`/api/locations/cities?${cityOptionsParams(categoryIds, language)}`),
      staleTime: LOCATIONS_STALE_MS,
      retry: 1,
    }),
};

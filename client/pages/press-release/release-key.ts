// Which release a release page shows and where its data sits in the query cache: shared by the
// release's query (release-queries.ts) and the page's head (page-item-head.ts), which reads the cache
// without loading the query's code.
import type { QueryClient } from "@tanstack/react-query";
import type { PageItemHead } from "../../../shared/rules/head-tags.ts";
import type { PageModel } from "../../../shared/schemas/page-model.ts";
import type { Release } from "../../../shared/schemas/press-releases.ts";

export type ReleaseLookup = { found: true; release: Release } | { found: false };

/** The id the address names: one string (spec 001 §5: otherwise 'Article does not exist'). */
export function releaseIdOf(search: string | URLSearchParams): string | null {
  const ids = new URLSearchParams(search).getAll("id");
  return ids.length === 1 && ids[0] ? ids[0] : null;
}

export const releaseQueryKey = (language: string, id: string) => ["press-release", language, id] as const;

/** The release page's head: the release's title, intro and first picture, once its data is in the cache. */
export function releaseHead(model: PageModel, queryClient: QueryClient, search: string): PageItemHead | null {
  const id = releaseIdOf(search);
  const lookup =
    id === null ? undefined : queryClient.getQueryData<ReleaseLookup>(releaseQueryKey(model.metadata.currentLanguage, id));
  if (!lookup?.found) return null;
  const { release } = lookup;
  return { title: release.title, description: release.intro, image: release.images[0]?.urlTo800X800ArResized ?? null };
}

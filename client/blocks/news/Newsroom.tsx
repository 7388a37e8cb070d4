// The newsroom view of the news block (spec 001 §2, §4, §9): category and year filters over the feed,
// the releases a page at a time, the next page loaded when the end of the list is within 100 px of
// the bottom of the view, and a 'show more' button for the same, so the keyboard and assistive
// technology never depend on scrolling. A page is appended only if it is in the page's language. A
// polite status says how many releases show.
import { useLingui } from "@lingui/react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { NEWSROOM_NEXT_PAGE_PX } from "../../../shared/press-releases.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { type FeedRequest, NO_FILTERS, newsQueries } from "./news-queries.ts";
import { NewsroomFilters } from "./NewsroomFilters.tsx";
import { ReleaseList } from "./ReleaseList.tsx";
import { useLatch } from "../../components/useLatch.ts";
import { useNearEnd } from "../../components/useNearEnd.ts";
import { countValues } from "../../../shared/rules/locale.ts";

export function Newsroom({
  request,
  releasePageUrl,
  headingLevel,
}: {
  request: Omit<FeedRequest, "filters">;
  releasePageUrl: string | null;
  headingLevel: number;
}) {
  const { i18n } = useLingui();
  const { fetchApi } = useStorefront();
  const [filters, setFilters] = useState(NO_FILTERS);
  const choices = useQuery(newsQueries.categoriesAndYears(fetchApi, request.language));
  const feed = useInfiniteQuery(newsQueries.pages(fetchApi, { ...request, filters }));
  // A page that arrives in another language than the page's (the language changed meanwhile) is not shown.
  const pages = feed.data?.pages.filter((page) => page.language === request.language);
  const releases = pages?.flatMap((page) => page.items);
  const { form, countText } = countValues(pages?.[0]?.totalCount ?? 0, i18n.locale);
  const end = useRef<HTMLDivElement>(null);
  const loadMore = () => {
    if (feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError) void feed.fetchNextPage();
  };
  // The filters and the first releases show together, so the filters never push a shown line down;
  // a later filter's releases load under the filters.
  const firstAnswers = useLatch(!choices.isPending && !feed.isPending);
  // The list's end is there to watch once the first answers show.
  const watchEnd = firstAnswers && feed.hasNextPage;
  useNearEnd(end, { enabled: watchEnd, distancePx: NEWSROOM_NEXT_PAGE_PX, version: releases?.length }, loadMore);
  const list = (
    <ReleaseList
      releases={firstAnswers ? releases : undefined}
      failed={firstAnswers && feed.isError}
      releasePageUrl={releasePageUrl}
      headingLevel={headingLevel}
      emptyText={i18n._("news.list.none-match")}
    />
  );
  if (!firstAnswers) return <div className="newsroom">{list}</div>;

  return (
    <div className="newsroom">
      {choices.data ? <NewsroomFilters choices={choices.data} filters={filters} onChange={setFilters} /> : null}
      <p className="newsroom__status" role="status">
        {releases ? i18n._("news.list.showing", { shown: releases.length, form, countText }) : ""}
      </p>
      {list}
      <div ref={end} className="newsroom__end">
        {feed.hasNextPage ? (
          <button
            type="button"
            className="button-link button-link--secondary"
            aria-disabled={feed.isFetchingNextPage || undefined}
            aria-busy={feed.isFetchingNextPage || undefined}
            onClick={() => (feed.isFetchNextPageError ? void feed.fetchNextPage() : loadMore())}
          >
            {i18n._("news.list.more")}
          </button>
        ) : null}
        {feed.isFetchNextPageError ? (
          <p role="alert" className="news-block__message">
            {i18n._("news.list.more-failed")}
          </p>
        ) : null}
      </div>
    </div>
  );
}

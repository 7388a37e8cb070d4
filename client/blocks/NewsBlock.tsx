// news-block (spec 001 §2 "Press releases", §3 "News block"): a feed's releases, each with its date
// (DD.MM.YYYY), intro and picture, linking to the release page with ?id=. The list view shows the
// newest `count`; the newsroom view adds category and year filters and loads further pages as the
// visitor reaches the end. With showSubscriptionForm, a button opens the subscription dialog. The
// releases load in the browser from the worker's cached call (they are not in the page model).
import { useLingui } from "@lingui/react";
import { useQuery } from "@tanstack/react-query";
import type { NewsBlockFields } from "../../shared/schemas/press-releases.ts";
import { usePageModel } from "../app/page-context.ts";
import { useStorefront } from "../app/storefront-context.ts";
import { BlockContainer } from "../components/BlockContainer.tsx";
import { useBlockTitle } from "../components/BlockTitle.tsx";
import type { BlockProps } from "./block-props.ts";
import { type FeedRequest, NO_FILTERS, newsQueries } from "./news/news-queries.ts";
import { Newsroom } from "./news/Newsroom.tsx";
import { ReleaseList } from "./news/ReleaseList.tsx";
import { SubscribeButton } from "./news/SubscribeButton.tsx";
import "../components/ButtonLink.css";
import "./NewsBlock.css";

export function NewsBlock({ block }: BlockProps<NewsBlockFields>) {
  const { i18n } = useLingui();
  const language = usePageModel().metadata.currentLanguage;
  const title = useBlockTitle(block.heading, block.headingLevel, {
    label: i18n._("news.block.label"),
    className: "news-block__title",
  });
  const request = { feedId: block.feedId, language, pageSize: block.count, keywords: block.keywords };
  // Card titles sit one level below the block's heading (or at its level when it has none).
  const cardLevel = block.heading ? block.headingLevel + 1 : block.headingLevel;
  const { subscriptionSuccessPageUrl: success, subscriptionErrorPageUrl: failure } = block;

  return (
    <BlockContainer width="wide">
      <section className="news-block" {...title.nameProps}>
        <div className="news-block__header">
          {title.heading}
          {block.showSubscriptionForm && success && failure ? (
            <SubscribeButton
              block={{ ...block, subscriptionSuccessPageUrl: success, subscriptionErrorPageUrl: failure }}
              language={language}
            />
          ) : null}
        </div>
        {block.newsroomView ? (
          <Newsroom request={request} releasePageUrl={block.newsroomPageUrl} headingLevel={cardLevel} />
        ) : (
          <LatestReleases
            request={{ ...request, filters: NO_FILTERS }}
            releasePageUrl={block.newsroomPageUrl}
            headingLevel={cardLevel}
          />
        )}
      </section>
    </BlockContainer>
  );
}

function LatestReleases({
  request,
  releasePageUrl,
  headingLevel,
}: {
  request: FeedRequest;
  releasePageUrl: string | null;
  headingLevel: number;
}) {
  const { i18n } = useLingui();
  const { fetchApi } = useStorefront();
  const latest = useQuery(newsQueries.latest(fetchApi, request));
  return (
    <ReleaseList
      releases={latest.data?.language === request.language ? latest.data.items : latest.data ? [] : undefined}
      failed={latest.isError}
      releasePageUrl={releasePageUrl}
      headingLevel={headingLevel}
      emptyText={i18n._("news.list.none")}
    />
  );
}

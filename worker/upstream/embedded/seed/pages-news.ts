// The company page and the newsroom in each language: the company page lists the three
// newest releases (the news block's list view) and links to the newsroom; the newsroom has the news
// block's newsroom view with the subscribe dialog; under it, the release page (?id=), the
// subscription's thank-you page (?identifier=) and its error page. Ids are slots 80 to 84 of each
// language's page range and 92 to 94 of its block range (ids.ts), which no other seed uses.
import { LANGUAGES, type Language } from "../../../../shared/languages.ts";
import { DEMO_FEED_ID } from "../press-releases/seed/categories.ts";
import { blockId, pageId } from "./ids.ts";
import { NEWS_COPY } from "./news-copy.ts";
import type { SeedBlock, SeedPage } from "./types.ts";

const CHANGED_AT = "2026-11-20T08:00:00.000Z";
const PAGE_SLOTS = { company: 80, newsroom: 81, release: 82, thankYou: 83, failed: 84 } as const;
const BLOCK_SLOTS = { newsroomNews: 92, companyNews: 93, companyNewsroomLink: 94 } as const;

const newsPageId = (language: Language, slot: keyof typeof PAGE_SLOTS) => pageId(language, "start") + PAGE_SLOTS[slot];
const newsBlockId = (language: Language, slot: keyof typeof BLOCK_SLOTS) => blockId(language, "startHero") + BLOCK_SLOTS[slot];

function pagesOf(language: Language): SeedPage[] {
  const c = NEWS_COPY[language];
  const page = (
    slot: keyof typeof PAGE_SLOTS,
    type: string,
    parent: number,
    sortOrder: number,
    fields: Record<string, unknown>,
  ): SeedPage => ({
    id: newsPageId(language, slot),
    language,
    url: c.urls[slot],
    translationKey: `kaarna-news-${slot}`,
    parentId: parent,
    sortOrder,
    contentType: ["Page", type],
    name: c.names[slot],
    publishedAt: "2026-11-20T08:00:00.000Z",
    changedAt: CHANGED_AT,
    fields,
  });
  const newsroom = newsPageId(language, "newsroom");
  const noIndex = { pageMetadata: { noIndex: true } };
  return [
    page("company", "Landing", pageId(language, "start"), 50, {
      mainIntro: c.company.intro,
      mainBody: c.company.body,
      mainContentArea: [newsBlockId(language, "companyNews"), newsBlockId(language, "companyNewsroomLink")],
    }),
    page("newsroom", "Landing", pageId(language, "start"), 51, {
      mainIntro: c.newsroom.intro,
      mainContentArea: [newsBlockId(language, "newsroomNews")],
    }),
    // Listed in the sitemap once per release, with its id (embedded/sitemap.ts), never bare.
    page("release", "CisionNewsRelease", newsroom, 0, { mainIntro: c.release.intro }),
    page("thankYou", "MarketingAutomationCampaignThankYou", newsroom, 1, {
      mainIntro: c.thankYou.intro,
      mainBody: c.thankYou.body,
      ...noIndex,
    }),
    page("failed", "Article", newsroom, 2, { mainIntro: c.failed.intro, mainBody: c.failed.body, ...noIndex }),
  ];
}

function blocksOf(language: Language): SeedBlock[] {
  const c = NEWS_COPY[language];
  const block = (slot: keyof typeof BLOCK_SLOTS, type: string, name: string, fields: Record<string, unknown>): SeedBlock => ({
    id: newsBlockId(language, slot),
    language,
    contentType: ["Block", type],
    name,
    fields,
  });
  return [
    block("newsroomNews", "NewsBlock", "Newsroom", {
      feedId: DEMO_FEED_ID,
      newsroomView: true,
      newsroomPageUrl: c.urls.release,
      heading: c.newsroom.heading,
      headingLevel: 1,
      showSubscriptionForm: true,
      subscriptionSuccessPageUrl: c.urls.thankYou,
      subscriptionErrorPageUrl: c.urls.failed,
      privacyStatementText: c.newsroom.privacy,
    }),
    block("companyNews", "NewsBlock", "Latest press releases", {
      feedId: DEMO_FEED_ID,
      count: 3,
      newsroomPageUrl: c.urls.release,
      heading: c.company.latest,
      headingLevel: 1,
    }),
    block("companyNewsroomLink", "LinkBlock", "Newsroom link", {
      linkUrl: c.urls.newsroom,
      buttonName: c.company.allReleases,
      openLinkInNewWindow: false,
      anchorContentLinkId: null,
      styling: 1,
      align: 1,
      verticalPadding: 2,
    }),
  ];
}

export const newsPages: SeedPage[] = LANGUAGES.flatMap(pagesOf);
export const newsBlocks: SeedBlock[] = LANGUAGES.flatMap(blocksOf);

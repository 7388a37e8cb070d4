// Builds one language's pages from its copy; their content areas refer to the blocks of ./build-blocks.ts.
import type { FooterInput } from "../../../../shared/schemas/page-model.ts";
import type { Copy } from "./copy-fi.ts";
import { type BLOCK, blockId, type PAGE, pageId } from "./ids.ts";
import { image } from "./images.ts";
import { RECIPE_SLOT, recipeContentId } from "./recipes/recipe-ids.ts";
import type { SeedPage } from "./types.ts";

const CHANGED_AT = "2025-05-12T08:00:00.000Z";
const MEMBER_PAGE_TYPES = { myDetails: "D2cMyKaarna", myOrders: "D2cMyOrderHistory", myEmail: "D2cMyEmailPreferences" } as const;
export function buildPages(c: Copy, webshopFooter: FooterInput): SeedPage[] {
  const { language, urls, names, alt } = c;
  const bid = (slot: keyof typeof BLOCK) => blockId(language, slot);
  const { widgetDefaultCountryCode, ...accountCopy } = c.member.account;
  const page = (
    slot: keyof typeof PAGE,
    type: string,
    parent: keyof typeof PAGE | null,
    sortOrder: number,
    fields: Record<string, unknown>,
    publishedAt = "2025-01-15T08:00:00.000Z",
  ): SeedPage => ({
    id: pageId(language, slot),
    language,
    url: urls[slot],
    translationKey: `kaarna-${slot}`,
    parentId: parent === null ? null : pageId(language, parent),
    sortOrder,
    contentType: ["Page", type],
    name: names[slot],
    publishedAt,
    changedAt: CHANGED_AT,
    fields,
  });

  return [
    page("start", "Start", null, 0, {
      mainIntro: c.start.mainIntro,
      pageMetadata: { metaTitle: c.start.metaTitle, metaDescription: c.start.metaDescription, ogImage: "/media/hero-lake.webp" },
      mainContentArea: [
        bid("startHero"),
        bid("startChangingHero"),
        bid("startSplitBanner"),
        bid("startPromoterStory"),
        bid("startPromoterArticle"),
        bid("startPromoterD2c"),
        bid("startPromoterDiscover"),
        bid("startImageWithCta"),
        bid("startBanner"),
        bid("startLink"),
      ],
    }),
    page("story", "Landing", "start", 10, {
      mainIntro: c.story.mainIntro,
      pageMetadata: { metaDescription: c.story.metaDescription, ogImage: "/media/card-factory.webp" },
      mainContentArea: [
        bid("storyBreadcrumbs"),
        bid("storyHero"),
        bid("storyAnchorLink"),
        bid("storyDescription"),
        bid("storyNotice"),
        bid("storyRichText"),
        bid("storyRawHtml"),
        bid("storyAccordion"),
        bid("storyContainer"),
        bid("storyBackButton"),
      ],
    }),
    page(
      "article",
      "Article",
      "story",
      10,
      {
        heading: c.article.heading,
        image: image("articleHeading", alt.articleHeading),
        mainIntro: c.article.mainIntro,
        mainBody: c.article.mainBody,
        pageMetadata: {
          metaDescription: c.article.metaDescription,
          ogImage: "/media/article-cocoa-journey.webp",
          categories: ["cocoa", "responsibility"],
        },
        mainContentArea: [bid("storyBreadcrumbs"), bid("articleVideo"), recipeContentId(language, RECIPE_SLOT.redirectBlock)],
      },
      "2025-03-14T09:00:00.000Z",
    ),
    page("d2c", "D2cArticle", "start", 20, {
      heading: names.d2c,
      image: image("cardPersonalised", alt.cardPersonalised),
      mainIntro: c.d2c.mainIntro,
      mainBody: c.d2c.mainBody,
      footer: webshopFooter,
      mainContentArea: [bid("d2cNotice")],
    }),
    page("notFound", "HttpError", "start", 90, {
      mainIntro: c.notFound.mainIntro,
      mainBody: c.notFound.mainBody,
      pageMetadata: { noIndex: true },
      banner: null,
    }),
    page("support", "Article", "start", 30, {
      heading: names.support,
      mainIntro: c.support.mainIntro,
      mainBody: c.support.mainBody,
      mainContentArea: [
        bid("supportSearch"),
        bid("supportAccordion"),
        bid("supportLink"),
        bid("supportDropdown"),
        bid("supportTopics"),
      ],
    }),
    page("club", "Landing", "start", 40, {
      mainIntro: c.club.mainIntro,
      mainContentArea: [
        bid("clubHero"),
        bid("clubIntro"),
        bid("clubOffer"),
        bid("clubRichText"),
        bid("clubContent"),
        bid("clubFavourites"),
        bid("clubSocial"),
        bid("clubPopup"),
      ],
    }),
    // The membership pages (spec 001 §2): one member's own, so never indexed.
    // The portal page (spec 001 §2 "My account page"): the account system's profile widget.
    page("myAccount", "MyKaarna", "club", 0, {
      ...accountCopy,
      heroImage: image("cardClub", alt.cardClub),
      myKaarnaPageMetadata: {
        loginPageUrl: `/api/auth/sign-in?language=${language}`,
        widgetBaseUrl: "/",
        widgetPathWithLanguage: `/connect/widget/${language}`,
        widgetDependantScript: "/connect/widget/lightning.out.js",
        widgetDefaultCountryCode,
      },
      pageMetadata: { noIndex: true },
    }),
    ...(["myDetails", "myOrders", "myEmail"] as const).map((slot, index) =>
      page(slot, MEMBER_PAGE_TYPES[slot], "club", index + 1, {
        mainIntro: c.member.intro[slot],
        membershipSiteUrl: urls.club,
        pageMetadata: { noIndex: true },
      }),
    ),
  ];
}

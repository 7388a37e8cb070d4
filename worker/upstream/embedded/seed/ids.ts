// Content ids. Every language has the same structure, so the translations line up:
// page ids 1000 + 100·n + k, block ids 5000 + 100·n + k (n = language index, k = slot below).
// The locations have ranges of their own: pages 4700 + 100·n + k, blocks 5700 + 100·n + k (locations/).
import type { Language } from "../../../../shared/languages.ts";

const LANGUAGE_INDEX = { fi: 0, en: 1, sv: 2 } as const;

/** Page slots inside a language's id range. */
export const PAGE = {
  start: 0,
  story: 1,
  article: 2,
  d2c: 3,
  notFound: 4,
  support: 5,
  club: 6,
  // 7 to 10 are the search, cart, checkout and confirmation pages (pages-shop.ts, pages-checkout.ts).
  myDetails: 20,
  myOrders: 21,
  myEmail: 22,
  myAccount: 23,
  // 60 to 62 are the Discover Kaarna, gift ideas and Kaarna Classics pages (build-discover.ts).
  // 63 is the box of chocolates, a CMS product page (pages-product.ts).
  // 95 is the content search page (pages-search.ts).
} as const;

/** Slots of pages with copy of their own, built outside build-pages.ts (sub-brands.ts). */
export const OWN_COPY_PAGE = { pikkuKuu: 70, tuohi: 71 } as const;

/** Block slots inside a language's id range. */
export const BLOCK = {
  startHero: 0,
  startChangingHero: 1,
  startSplitBanner: 2,
  startPromoterStory: 3,
  startPromoterArticle: 4,
  startPromoterD2c: 5,
  startImageWithCta: 6,
  startBanner: 7,
  startLink: 8,
  storyHero: 10,
  storyDescription: 11,
  storyAccordion: 12,
  storyNotice: 13,
  storyRichText: 14,
  storyContainer: 15,
  storyPromoterArticle: 16,
  storyPromoterClub: 17,
  storyRawHtml: 18,
  storyAnchorLink: 19,
  storyBreadcrumbs: 20,
  storyBackButton: 21,
  supportTopics: 44,
  d2cNotice: 30,
  articleVideo: 31,
  supportAccordion: 40,
  supportLink: 41,
  supportDropdown: 42,
  supportSearch: 43,
  clubHero: 50,
  clubRichText: 51,
  clubFavourites: 52,
  clubPopup: 53,
  clubSocial: 54,
  clubIntro: 55,
  clubContent: 56,
  clubOffer: 57,
  pikkuKuuContent: 70,
  pikkuKuuFlavours: 71,
  tuohiContent: 72,
  tuohiBack: 73,
  // 80 to 91: the blocks of the Discover, gift ideas and Kaarna Classics pages (build-discover.ts).
  discoverBanner: 80,
  discoverIcons: 81,
  discoverStories: 82,
  discoverFavourites: 83,
  discoverVisit: 84,
  discoverHelp: 85,
  discoverPersonal: 86,
  discoverBanners: 87,
  discoverOccasions: 88,
  giftPicks: 89,
  giftBoxes: 90,
  startPromoterDiscover: 91,
  // 92 to 94 are the news blocks (pages-news.ts).
  // 96 and 97: the box of chocolates page's colour and size selectors (pages-product.ts).
  boxColour: 96,
  boxSize: 97,
} as const;

export function pageId(language: Language, slot: keyof typeof PAGE | keyof typeof OWN_COPY_PAGE) {
  return 1000 + LANGUAGE_INDEX[language] * 100 + { ...PAGE, ...OWN_COPY_PAGE }[slot];
}

export function blockId(language: Language, slot: keyof typeof BLOCK) {
  return 5000 + LANGUAGE_INDEX[language] * 100 + BLOCK[slot];
}

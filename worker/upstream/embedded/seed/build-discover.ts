// Builds one language's Discover Kaarna page (every display mode of the shortcuts block), its gift
// ideas products page and its Kaarna Classics product container, their blocks and the shortcut items.
// Items are blocks of their own: content ids 540000 + 1000·n + k (n the language's index).
import type { Copy } from "./copy-fi.ts";
import type { DiscoverCopy, ShortcutCopy, ShortcutSection } from "./discover-types.ts";
import { type BLOCK, blockId, pageId } from "./ids.ts";
import { IMAGES, image, type ImageKey } from "./images.ts";
import type { SeedBlock, SeedPage } from "./types.ts";

const ITEM_ID_BASE = { fi: 540_000, en: 541_000, sv: 542_000 } as const;
/** Page slots 60 to 62 of each language's id range (ids.ts): after the start page's id, as every slot is. */
const PAGE_SLOTS = { discover: 60, giftIdeas: 61, classics: 62 } as const;
const CHANGED_AT = "2025-05-12T08:00:00.000Z";

/** The catalogue's classics: the products the Kaarna Classics container holds. */
const CLASSICS = ["K1001", "K1002", "K1101", "K2001", "K4001"];
const GIFT_PICKS = ["K4001", "K4002", "K4102", "K2001", "K4103"];

type Urls = Copy["urls"] & DiscoverCopy["urls"];
/** Where each item links and its picture (a demo drawing or a product's), by section and key. */
type ItemSource = { url: (urls: Urls) => string; image?: ImageKey | `products/${string}` };

const product = (name: string) => `products/${name}` as const;
const SOURCES = {
  icons: {
    tablets: { url: (u) => u.chocolate, image: product("tablet-red") },
    salmiakki: { url: (u) => u.salmiakki, image: product("bag-black") },
    pastilles: { url: (u) => u.pastilles, image: product("bag-orange") },
    gifts: { url: (u) => u.gifts, image: product("box-gold") },
    personalised: { url: (u) => u.designer, image: product("custom-blue") },
    classics: { url: (u) => u.classics, image: product("tin-red") },
  },
  stories: {
    story: { url: (u) => u.story, image: "cardFactory" },
    cocoa: { url: (u) => u.article, image: "cardCocoa" },
    guide: { url: (u) => u.d2c, image: "cardPersonalised" },
    club: { url: (u) => u.club, image: "cardClub" },
    cafe: { url: (u) => u.story, image: "cardCafe" },
    giftIdeas: { url: (u) => u.giftIdeas, image: "slideGift" },
    classics: { url: (u) => u.classics, image: "heroTablets" },
    support: { url: (u) => u.support, image: "articleBeans" },
  },
  favourites: {
    salmiakki: { url: (u) => u.salmiakki, image: "slideSalmiakki" },
    oat: { url: (u) => u.oat, image: "slideOat" },
    gifts: { url: (u) => u.gifts, image: "slideGift" },
    pastilles: { url: (u) => u.pastilles, image: "bannerPastilles" },
    dark: { url: (u) => u.dark, image: "heroCocoa" },
    milk: { url: (u) => u.milk, image: "heroTablets" },
  },
  visit: {
    cafe: { url: (u) => u.story, image: "cardCafe" },
    tours: { url: (u) => u.support, image: "cardFactory" },
    shop: { url: (u) => u.story, image: "heroLake" },
  },
  help: {
    delivery: { url: (u) => u.support },
    allergens: { url: (u) => u.allergens },
    guide: { url: (u) => u.d2c },
    club: { url: (u) => u.club },
  },
  personal: {
    personalised: { url: (u) => u.designer, image: "cardPersonalised" },
    club: { url: (u) => u.club, image: "cardClub" },
  },
  banners: {
    cocoa: { url: (u) => u.article, image: "heroCocoa" },
    pastilles: { url: (u) => u.pastilles, image: "bannerPastilles" },
  },
  occasions: {
    thanks: { url: (u) => u.giftIdeas, image: product("box-red") },
    birthday: { url: (u) => u.gifts, image: product("hamper-blue") },
    christmas: { url: (u) => u.gifts, image: product("tin-green") },
    justBecause: { url: (u) => u.giftIdeas, image: product("box-blue") },
  },
} satisfies { [Section in keyof typeof SECTIONS]: Record<keyof DiscoverCopy[Section]["items"], ItemSource> };

/** Each section's block slot and display options (the block's other fields). */
const SECTIONS = {
  icons: { slot: "discoverIcons", displayOption: "icons", floatingMode: true },
  stories: { slot: "discoverStories", displayOption: "cards", pageSize: 3 },
  favourites: { slot: "discoverFavourites", displayOption: "cards", forceToCarousel: true },
  visit: { slot: "discoverVisit", displayOption: "lifts" },
  help: { slot: "discoverHelp", displayOption: "simple" },
  personal: { slot: "discoverPersonal", displayOption: "5050Banners" },
  banners: { slot: "discoverBanners", displayOption: "banners", forceMaxWidth: true },
  occasions: { slot: "discoverOccasions", displayOption: "narrow-cards" },
} as const satisfies Record<string, { slot: keyof typeof BLOCK; displayOption: string } & Record<string, unknown>>;

const pictureUrl = (source: ItemSource) =>
  source.image === undefined
    ? null
    : source.image.startsWith("products/")
      ? `/media/${source.image}.webp`
      : IMAGES[source.image as ImageKey].url;

export function buildDiscover(c: Copy, d: DiscoverCopy): { pages: SeedPage[]; blocks: SeedBlock[] } {
  const { language } = c;
  const urls: Urls = { ...c.urls, ...d.urls };
  const bid = (slot: keyof typeof BLOCK) => blockId(language, slot);
  let nextItem = ITEM_ID_BASE[language];
  const items: SeedBlock[] = [];
  const block = (slot: keyof typeof BLOCK, type: string, name: string, fields: Record<string, unknown>): SeedBlock => ({
    id: bid(slot),
    language,
    contentType: ["Block", `${type}Block`],
    name,
    fields,
  });

  const shortcuts = (section: keyof typeof SECTIONS) => {
    const { slot, ...options } = SECTIONS[section];
    const copy = d[section] as ShortcutSection<string>;
    const sources = SOURCES[section] as Record<string, ItemSource>;
    const ids = Object.entries(copy.items).map(([key, item]: [string, ShortcutCopy]) => {
      const source = sources[key]!;
      nextItem += 1;
      items.push({
        id: nextItem,
        language,
        contentType: ["Block", "ShortcutItemBlock"],
        name: `${section}: ${key}`,
        fields: {
          title: item.title,
          description: item.description ?? null,
          image: pictureUrl(source),
          imageAltText: item.alt ?? "",
          callToAction: source.url(urls),
          callToActionName: item.cta ?? null,
          infoText1: item.info1 ?? null,
          infoText2: item.info2 ?? null,
          layoutTheme: null,
        },
      });
      return nextItem;
    });
    return block(slot, "Shortcuts", `Discover: ${section}`, {
      title: copy.title,
      headingLevel: 1,
      forceToCarousel: false,
      forceMaxWidth: false,
      floatingMode: false,
      ...options,
      shortcutItemsContentArea: ids,
    });
  };

  const page = (
    slot: keyof typeof PAGE_SLOTS,
    type: string,
    name: string,
    url: string,
    fields: Record<string, unknown>,
  ): SeedPage => ({
    id: pageId(language, "start") + PAGE_SLOTS[slot],
    language,
    url,
    translationKey: `kaarna-${slot}`,
    parentId: pageId(language, "start"),
    sortOrder: 50,
    contentType: ["Page", type],
    name,
    publishedAt: "2025-05-12T08:00:00.000Z",
    changedAt: CHANGED_AT,
    fields,
  });

  const sectionBlocks = (Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]).map(shortcuts);
  const blocks: SeedBlock[] = [
    ...sectionBlocks,
    block("discoverBanner", "Banner", "Discover banner", {
      heading: d.discover.banner.heading,
      headingLevel: 1,
      body: `<p>${d.discover.banner.body}</p>`,
      image: image("heroTablets", d.discover.banner.alt),
      ctaLabel: d.discover.banner.cta,
      ctaUrl: urls.giftIdeas,
      backgroundColor: "#3b2418",
      textColor: "#fff7ec",
      overlayOpacity: 0.5,
    }),
    block("startPromoterDiscover", "PagePromoter", "Discover Kaarna (promoter)", {
      image: image("slideGift", d.discover.promoter.alt),
      title: d.discover.promoter.title,
      subtitle: d.discover.promoter.subtitle,
      linkUrl: urls.discover,
      ctaText: d.discover.promoter.cta,
      openInNewTab: false,
    }),
    block("giftPicks", "ProductLists", "Gift picks", {
      title: d.giftIdeas.picksTitle,
      headingLevel: 1,
      productCodes: GIFT_PICKS,
      categoryCode: null,
      maxCount: 8,
    }),
    block("giftBoxes", "ProductLists", "Gift boxes", {
      title: d.giftIdeas.boxesTitle,
      headingLevel: 1,
      productCodes: [],
      categoryCode: "gift-boxes",
      maxCount: 4,
    }),
    ...items,
  ];

  const pages = [
    page("discover", "Landing", d.names.discover, urls.discover, {
      mainIntro: d.discover.mainIntro,
      pageMetadata: { metaDescription: d.discover.metaDescription, ogImage: IMAGES.heroTablets.url },
      mainContentArea: [
        bid("discoverBanner"),
        bid("discoverIcons"),
        bid("discoverStories"),
        bid("discoverFavourites"),
        bid("discoverVisit"),
        bid("discoverPersonal"),
        bid("discoverOccasions"),
        bid("discoverBanners"),
        bid("discoverHelp"),
      ],
    }),
    page("giftIdeas", "ProductsPage", d.names.giftIdeas, urls.giftIdeas, {
      heading: d.giftIdeas.heading,
      mainIntro: d.giftIdeas.mainIntro,
      description: d.giftIdeas.description,
      pageMetadata: { metaDescription: d.giftIdeas.metaDescription, ogImage: IMAGES.slideGift.url },
      mainContentArea: [bid("giftPicks"), bid("discoverOccasions"), bid("giftBoxes")],
    }),
    page("classics", "ProductContainer", d.names.classics, urls.classics, {
      heading: d.classics.heading,
      mainIntro: d.classics.mainIntro,
      description: d.classics.description,
      productCodes: CLASSICS,
      pageMetadata: { metaDescription: d.classics.metaDescription, ogImage: IMAGES.heroTablets.url },
      mainContentArea: [bid("discoverHelp")],
    }),
  ];
  return { pages, blocks };
}

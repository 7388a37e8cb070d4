// The content-type catalogue (issue 14): every page type and block type the site
// renders, named once. Each table keyed by them (page and block modules, block schemas, page-field
// schemas) is typed PerPageType/PerBlockType, so a missing or misspelt entry fails tsc; the page data
// table lists only the types that prefetch (a misspelt one fails tsc, a missing one renders from its model).
// Adding a type means: its name here, its module, its schema, its demo content and its strings.

/** Page types by module name (the page model's last contentType in kebab case; custom-tablet by rule). */
export const PAGE_TYPES = [
  "start",
  "landing",
  "article",
  "d2c-article",
  "http-error",
  "product",
  "custom-tablet",
  "product-page",
  "category",
  "search-result",
  "search",
  "checkout",
  "order-confirmation",
  "cart",
  "my-kaarna",
  "d2c-my-kaarna",
  "d2c-my-order-history",
  "d2c-my-email-preferences",
  "consent-policy",
  "marketing-consent",
  "products-page",
  "product-container",
  "location",
  "location-lunch-list",
  "cision-news-release",
  "marketing-automation-campaign-thank-you",
  "recipe",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Block types by module name (the block's last contentType in kebab case). */
export const BLOCK_TYPES = [
  "accordion-block",
  "back-button-navigation-block",
  "banner-block",
  "breadcrumbs-block",
  "changing-hero-block",
  "color-selector-block",
  "container-block",
  "content-area-block",
  "content-block",
  "description-block",
  "dropdown-navigation-block",
  "hero-block",
  "image-with-cta-block",
  "intro-block",
  "link-block",
  "location-finder-block",
  "news-block",
  "notice-block",
  "page-promoter-block",
  "popup-block",
  "promotion-hero-block",
  "raw-html-block",
  "recipe-search-block",
  "rich-text-block",
  "search-block",
  "size-selector-block",
  "social-media-block",
  "split-banner-block",
  "video-block",
  "shortcuts-block",
  "product-lists-block",
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** A table with an entry for every page type (null where a page type has none). */
export type PerPageType<T> = Record<PageType, T>;
/** A table with an entry for every block type. */
export type PerBlockType<T> = Record<BlockType, T>;

export const isPageType = (name: string): name is PageType => (PAGE_TYPES as readonly string[]).includes(name);
export const isBlockType = (name: string): name is BlockType => (BLOCK_TYPES as readonly string[]).includes(name);

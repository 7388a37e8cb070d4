// The browser's catalog in parts: the shell part (every message no other part names)
// loads with the language, before hydration; a part of the shop's areas loads with the page types,
// blocks and lazily loaded pieces that say so. Parts are by message id prefix (the id up to its
// first dot, or a longer dotted prefix, or the whole id), so translators keep one PO catalog per
// language. test/unit/catalog-parts.test.ts follows every module's imports and fails when one shows
// a message that no part it loads holds.
import type { BlockType, PageType } from "../../shared/content-types.ts";

/** The parts beside the shell, by the id prefixes they hold (a prefix may be in several parts). */
export const CATALOG_PARTS = {
  // The product's messages in two: what a product page's first screen hydrates with (price, stock,
  // pickers, add to cart, the description), also the designer's and the cart's, and what the product
  // page's parts load with them (gallery, reviews, labels, details, the page's end). A product message
  // in neither fails the catalog parts test for the pages that show it.
  "product-summary": [
    "product.price",
    "product.stock",
    "product.unavailable",
    "product.size",
    "product.color",
    "product.pieces",
    "product.add-to-cart",
    "product.add-to-cart-named",
    "product.section.description",
    "quantity",
  ],
  "product-details": [
    "product.section",
    "product.nutrient",
    "product.nutrition",
    "product.allergen",
    "product.label",
    "product.carousel",
    "product.included",
    "product.pieces",
    "product.reviews",
    "product.related",
    "product.related-items",
    "product.testimonial",
  ],
  // The header's menus, pickers, search and service links, loaded with the header's parts.
  header: [
    "shell.menu",
    "shell.inline-search",
    "shell.search",
    "shell.market",
    "shell.language",
    "shell.top-menu",
    "shell.support",
    "shell.service-links",
    "shell.login",
    "shell.logout",
    "shell.account",
    "shell.global-menu",
  ],
  // A category's listing: filters, chips, sort and pagination (its cards load their own part).
  listing: ["listing"],
  // What a list of product cards shows (prices, add to cart, its count) without the product page's text.
  cards: ["product.price", "product.pieces", "product.add-to-cart", "product.add-to-cart-named", "listing.result-count"],
  // The search result page's pagination is the listing's; its cards load their own part.
  search: ["search", "listing.pagination"],
  // The cart's greeting and promo code forms validate with the checkout's schemas.
  cart: ["cart-ui", "quantity", "form", "checkout-error"],
  // The order summary's totals line for shipping is the cart's: here too, so the checkout needs no cart part.
  checkout: ["checkout-ui", "checkout-error", "form", "cart-ui.summary.shipping-not-chosen"],
  // The payment step's own (card, gift card, placing the order), loaded with the step once it opens:
  // the step shows within the checkout, so its form and error messages are the checkout part's.
  "checkout-payment": ["checkout-payment"],
  // The order confirmation's own, beside the checkout part (its totals are the checkout's).
  "order-confirmation": ["order-confirmation"],
  tablet: ["tablet", "form"],
  // The address book edits an address with the checkout's delivery fields and their labels.
  member: ["member", "consents", "form", "shell.logout", "checkout-ui.details", "checkout-error"],
  // The form messages alone, for a form outside those areas (the press releases' subscription).
  form: ["form"],
  news: ["news"],
  // The recipe search's filter panel is the listing's.
  recipes: ["recipes", "recipe", "share", "listing.filters"],
  locations: ["locations", "facets"],
  "content-search": ["content-search", "facets", "search.error"],
} as const satisfies Record<string, readonly string[]>;

export type CatalogPart = "shell" | keyof typeof CATALOG_PARTS;

export const CATALOG_PART_NAMES = ["shell", ...Object.keys(CATALOG_PARTS)] as CatalogPart[];

const partsByPrefix = new Map<string, CatalogPart[]>();
for (const [part, prefixes] of Object.entries(CATALOG_PARTS) as [CatalogPart, readonly string[]][]) {
  for (const prefix of prefixes) partsByPrefix.set(prefix, [...(partsByPrefix.get(prefix) ?? []), part]);
}

/** An id's dotted prefixes, the id itself last: "product.price.now" → product, product.price, product.price.now. */
const prefixesOf = (id: string) => id.split(".").map((_, i, segments) => segments.slice(0, i + 1).join("."));

/** The parts that hold a message (the shell when no other part names one of its prefixes). */
export function partsOfMessage(id: string): CatalogPart[] {
  const parts = new Set(prefixesOf(id).flatMap((prefix) => partsByPrefix.get(prefix) ?? []));
  return parts.size ? [...parts] : ["shell"];
}

/** The parts a page type shows beyond the shell (none when it has no entry). */
export const PAGE_CATALOG_PARTS: Partial<Record<PageType, readonly CatalogPart[]>> = {
  product: ["product-summary"],
  "product-page": ["product-summary"],
  "custom-tablet": ["product-summary", "tablet"],
  category: ["listing"],
  "product-container": ["cards"],
  "search-result": ["search"],
  search: ["content-search"],
  recipe: ["recipes"],
  location: ["locations"],
  "location-lunch-list": ["locations"],
  "cision-news-release": ["news"],
  "marketing-automation-campaign-thank-you": ["news"],
  checkout: ["checkout"],
  "order-confirmation": ["checkout", "order-confirmation"],
  cart: ["cart", "product-summary"],
  "my-kaarna": ["member"],
  "d2c-my-kaarna": ["member"],
  "d2c-my-order-history": ["member"],
  "d2c-my-email-preferences": ["member"],
  "consent-policy": ["member"],
  "marketing-consent": ["member"],
};

/** The parts a block type shows beyond the shell (none when it has no entry). */
export const BLOCK_CATALOG_PARTS: Partial<Record<BlockType, readonly CatalogPart[]>> = {
  "news-block": ["news"],
  "color-selector-block": ["product-summary"],
  "size-selector-block": ["product-summary"],
  "recipe-search-block": ["recipes"],
  "location-finder-block": ["locations"],
};

/** Every part a page needs before it renders: the shell, its page type's and its blocks'. */
export function catalogPartsOf(modules: { page: string; blocks: readonly string[] }): CatalogPart[] {
  const parts = new Set<CatalogPart>(["shell", ...(PAGE_CATALOG_PARTS[modules.page as PageType] ?? [])]);
  for (const block of modules.blocks) for (const part of BLOCK_CATALOG_PARTS[block as BlockType] ?? []) parts.add(part);
  return [...parts];
}

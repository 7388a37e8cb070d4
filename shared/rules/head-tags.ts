// The document head of a page (spec 000 §4-§5, DESIGN.md "Head"): one description that the worker
// serialises into the streamed document and the browser applies after client navigation.
import { DEFAULT_THEME } from "../site-defaults.ts";
import type { PageModel } from "../schemas/page-model.ts";
import { canonicalUrl } from "./canonical.ts";
import { moduleNameOf } from "./content-type.ts";
import { withIdentifyingQuery } from "./identifying-query.ts";
import { listingNeedsNoIndex } from "./listing-query.ts";
import { pageQueryOf } from "./page-query.ts";
import { shownVariation } from "./shown-variation.ts";

export interface HeadTags {
  lang: string;
  theme: string;
  title: string;
  description: string;
  canonical: string;
  robots: string | null;
  alternates: { hreflang: string; href: string }[];
  openGraph: { property: string; content: string }[];
  /** Named meta tags beyond the description and robots: a product page's sku and product-id. */
  named: { name: NamedMeta; content: string }[];
}

/** The named meta tags a page may carry; the browser removes those the next page does not. */
export const NAMED_META = ["sku", "product-id"] as const;
export type NamedMeta = (typeof NAMED_META)[number];

/**
 * The item a page shows when its address names one (a press release by ?id): its own
 * title, description and picture replace the page model's, which is the same for every item.
 */
export interface PageItemHead {
  title: string;
  description: string | null;
  image: string | null;
}

export function headTags(
  model: PageModel,
  location: { origin: string; search: string },
  options: { noIndex?: boolean; item?: PageItemHead | null } = {},
): HeadTags {
  const meta = model.pageMetadata;
  const { item } = options;
  const baseTitle = item?.title || meta.metaTitle || model.name;
  const title = model.siteTitle && !baseTitle.includes(model.siteTitle) ? `${baseTitle} | ${model.siteTitle}` : baseTitle;
  const description = item?.description ?? meta.metaDescription ?? "";
  // A page that shows one item of many (a press release by id) keeps the item's parameter.
  const itemAddress = (path: string) => withIdentifyingQuery(model.contentType, path, location.search);
  const canonical = itemAddress(canonicalUrl(location.origin, meta.canonicalUrl || model.url, location.search));
  const alternates = model.navigation.pageLanguages.map((language) => ({
    hreflang: language.name,
    href: new URL(itemAddress(language.url), location.origin).toString(),
  }));
  const fallback = model.navigation.pageLanguages.find((language) => language.name === "fi");
  if (fallback) alternates.push({ hreflang: "x-default", href: new URL(itemAddress(fallback.url), location.origin).toString() });
  const ogImageUrl = item?.image ?? meta.ogImage;
  const ogImage = ogImageUrl ? new URL(ogImageUrl, location.origin).toString() : null;
  const openGraph = [
    { property: "og:type", content: item || model.publishedDate ? "article" : "website" },
    { property: "og:title", content: item ? baseTitle : meta.ogTitle || baseTitle },
    { property: "og:description", content: item ? description : meta.ogDescription || description },
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: model.siteTitle },
    { property: "og:locale", content: model.metadata.currentLanguage },
    ...(ogImage ? [{ property: "og:image", content: ogImage }] : []),
  ].filter((tag) => tag.content);
  return {
    lang: model.metadata.currentLanguage,
    theme: model.layoutTheme || DEFAULT_THEME,
    title,
    description,
    canonical,
    robots:
      meta.noIndex || options.noIndex || isNeverIndexed(model) || isListingVariant(model, location.search)
        ? "noindex,nofollow"
        : null,
    alternates,
    openGraph,
    named: productMeta(model, location.search),
  };
}

/**
 * A product page's meta tags (spec 001 §2): the shown variation's code as sku (the ?code variation,
 * else the first) and the product's code as product-id.
 */
function productMeta(model: PageModel, search: string): HeadTags["named"] {
  const product = (model as { product?: { code?: string; variations?: { code: string }[] } }).product;
  if (!product?.code) return [];
  const variation = shownVariation(product.variations ?? [], new URLSearchParams(search).get("code"));
  return [
    ...(variation ? [{ name: "sku" as const, content: variation.code }] : []),
    { name: "product-id" as const, content: product.code },
  ];
}

/**
 * Page types the spec keeps out of search engines whatever the CMS sends (spec 001 §2): the search
 * result page always, a product when none of its variations can be bought.
 */
function isNeverIndexed(model: PageModel): boolean {
  const type = moduleNameOf(model.contentType);
  if (type === "search-result") return true;
  if (type !== "product") return false;
  const variations = (model as { product?: { variations?: { isBuyable?: boolean }[] } }).product?.variations ?? [];
  return !variations.some((variation) => variation.isBuyable === true);
}

/**
 * A category filtered or sorted away from the default is not indexed (spec 001 §2); paging alone is.
 * Nor is the content search page with words or facets chosen: its results are not content.
 */
function isListingVariant(model: PageModel, search: string): boolean {
  const type = moduleNameOf(model.contentType);
  if (type === "search") {
    const query = pageQueryOf(search);
    return query.q !== "" || query.categoryIds.length > 0;
  }
  return type === "category" && listingNeedsNoIndex(search);
}

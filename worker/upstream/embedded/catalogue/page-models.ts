// Page models of catalogue addresses (product and category pages) for the content API, built from a
// synthetic content row so they carry the same navigation, footer and settings as CMS pages.
import type { Market } from "../../../../shared/markets.ts";
import { buildPageModel } from "../content/page-model-builder.ts";
import type { ContentRepository, ContentRow } from "../content/repository.ts";
import { loadCatalogue } from "./catalogue-query.ts";
import { productPageParts } from "./product-pages.ts";
import { productReviews } from "./reviews.ts";
import {
  type Catalogue,
  type CategoryRecord,
  catalogueTranslations,
  findCatalogueAddress,
  type ProductRecord,
} from "./repository.ts";
import { categoryChain, productView } from "./views.ts";

/** Catalogue pages are not content rows; these id ranges keep their contentLink ids apart from CMS ids. */
const PRODUCT_ID_BASE = 700_000;
const CATEGORY_ID_BASE = 690_000;
/** Categories carry no edit date of their own; their pages (and the sitemap) say this one. */
export const CATEGORY_CHANGED_AT = "2025-05-12T08:00:00.000Z";
/** A product page's date: its publication day, at the catalogue's morning import. */
export const productChangedAt = (publishedAt: string) => `${publishedAt}T08:00:00.000Z`;

const numericId = (base: number, code: string, fallback: number) => base + (Number(code.replace(/\D/g, "")) || fallback);
/** A product page's contentLink id (recipe search's productPageId names a product by it). */
export const productPageId = (record: Pick<ProductRecord, "code" | "sortOrder">) =>
  numericId(PRODUCT_ID_BASE, record.code, record.sortOrder);

async function ancestors(repository: ContentRepository, language: string, chain: CategoryRecord[]) {
  const start = await repository.pageByUrl(`/${language}`);
  return [
    ...(start ? [{ name: start.name, url: start.url }] : []),
    ...chain.map((category) => ({ name: category.name, url: category.url })),
  ];
}

function row(fields: Omit<ContentRow, "parentId" | "sortOrder">): ContentRow {
  return { parentId: null, sortOrder: 0, ...fields };
}

async function productPage(
  db: D1Database,
  repository: ContentRepository,
  catalogue: Catalogue,
  code: string,
  editMode?: boolean,
) {
  const record = catalogue.product(code);
  if (!record) return null;
  // The reviews travel inside the page model, so the KV entry and the rendered page hold them.
  // The two reads are independent: one round trip's wait, not two, on a cache miss.
  const [parts, reviews] = await Promise.all([
    productPageParts(db, repository, catalogue.language, record.code),
    productReviews(db, catalogue.language, record.code),
  ]);
  const product = {
    ...productView(catalogue, record),
    reviews,
    relatedItems: parts.relatedItems,
    testimonial: parts.testimonial,
    ...parts.callToAction,
  };
  const chain = categoryChain(catalogue, record.categoryCode);
  const published = productChangedAt(record.publishedAt);
  const page = row({
    id: productPageId(record),
    language: catalogue.language,
    url: record.url,
    translationKey: `product-${record.code}`,
    contentType: ["Page", "Product"],
    name: record.displayName,
    publishedAt: published,
    changedAt: published,
    fields: {
      product,
      productPageMetadata: {
        ...parts.metadata,
        productDescriptionLocation: "content",
        relatedProductsDisplayOption: "cards",
        relatedItemsDisplayOption: "cards",
      },
      pageMetadata: {
        metaTitle: record.displayName,
        metaDescription: record.description,
        ogImage: product.assets?.[0]?.url ?? null,
        categories: chain.map((category) => category.code),
        // A product nobody can buy is kept out of search engines (spec 001 §2).
        noIndex: !product.variations.some((variation) => variation.isBuyable),
      },
    },
  });
  return buildPageModel(repository, page, {
    editMode,
    translations: await catalogueTranslations(db, "product", record.code),
    ancestors: await ancestors(repository, catalogue.language, chain),
  });
}

async function categoryPage(
  db: D1Database,
  repository: ContentRepository,
  catalogue: Catalogue,
  code: string,
  editMode?: boolean,
) {
  const category = catalogue.category(code);
  if (!category) return null;
  const chain = categoryChain(catalogue, code);
  const subCategories = catalogue.categories
    .filter((entry) => entry.parentCode === code)
    .map((entry) => ({ code: entry.code, name: entry.name, url: entry.url }));
  const page = row({
    id: CATEGORY_ID_BASE + catalogue.categories.indexOf(category),
    language: catalogue.language,
    url: category.url,
    translationKey: `category-${category.code}`,
    contentType: ["Page", "Category"],
    name: category.name,
    publishedAt: null,
    changedAt: CATEGORY_CHANGED_AT,
    fields: {
      category: {
        code: category.code,
        name: category.name,
        heading: category.heading,
        description: category.description,
        subCategories,
      },
      mainIntro: category.description,
      pageMetadata: {
        metaTitle: category.heading ?? category.name,
        metaDescription: category.description,
        ogImage: null,
        categories: chain.map((entry) => entry.code),
      },
    },
  });
  return buildPageModel(repository, page, {
    editMode,
    translations: await catalogueTranslations(db, "category", category.code),
    ancestors: await ancestors(repository, catalogue.language, chain.slice(0, -1)),
  });
}

/** The page model of a product or category address, or null when the address is not in the catalogue. */
export async function cataloguePageModel(
  db: D1Database,
  repository: ContentRepository,
  path: string,
  options: { editMode?: boolean; market?: Market },
): Promise<Record<string, unknown> | null> {
  const address = await findCatalogueAddress(db, path);
  if (!address) return null;
  // A product page reads its product with the related and included ones; a category page no products.
  const catalogue = await loadCatalogue(
    db,
    address.language,
    address.kind === "product" ? { productPage: address.code } : { codes: [] },
    options.market,
  );
  return address.kind === "product"
    ? productPage(db, repository, catalogue, address.code, options.editMode)
    : categoryPage(db, repository, catalogue, address.code, options.editMode);
}

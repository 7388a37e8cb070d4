// The embedded catalogue: product listing, search and suggestions over HTTP (the same contract as the
// real commerce API), and the product and category page models for the content API.
import { Hono } from "hono";
import type { Market } from "../../../../shared/markets.ts";
import type { Env } from "../../../env.ts";
import { foldText } from "./fold-text.ts";
import { loadCatalogue } from "./catalogue-query.ts";
import { buildListing } from "./listing.ts";
import {
  defaultDirection,
  ListingQuerySchema,
  parseFilters,
  parseQuery,
  QueryError,
  SuggestQuerySchema,
} from "./query-schemas.ts";
import { searchProductCodes } from "./repository.ts";

export { cataloguePageModel } from "./page-models.ts";

export const catalogueApp = new Hono<{ Bindings: Env }>();

catalogueApp.onError((error, c) => {
  if (error instanceof QueryError) return c.json({ status: 400, message: error.message }, 400);
  throw error;
});

/** The catalogue of the search hits only, and their relevance: a match in the name first, then the catalogue's order. */
async function searchHits(db: D1Database, language: string, q: string, market?: Market) {
  const catalogue = await loadCatalogue(db, language, { codes: await searchProductCodes(db, language, q) }, market);
  const folded = foldText(q);
  const products = catalogue.products;
  const relevance = new Map(products.map((product) => [product.code, foldText(product.displayName).includes(folded) ? 0 : 1]));
  return { catalogue, products, relevance };
}

catalogueApp.get("/api/cda/products", async (c) => {
  const query = c.req.query();
  const params = parseQuery(ListingQuerySchema, query);
  const filters = parseFilters(query);
  const catalogue = await loadCatalogue(
    c.env.DB,
    params.language,
    { listing: { category: params.category, brand: params.brand } },
    params.market,
  );
  if (params.category && !catalogue.category(params.category)) {
    return c.json({ status: 404, message: `No category ${params.category}` }, 404);
  }
  return c.json(
    buildListing(catalogue, catalogue.products, {
      filters,
      sortBy: params.sortBy,
      sortDirection: params.sortDirection ?? defaultDirection(params.sortBy),
      page: params.page,
      pageSize: params.pageSize,
    }),
  );
});

catalogueApp.get("/api/cda/products/search", async (c) => {
  const query = c.req.query();
  const params = parseQuery(ListingQuerySchema, query);
  const filters = parseFilters(query);
  const { catalogue, products, relevance } = await searchHits(c.env.DB, params.language, params.q, params.market);
  // Search results are listed by relevance unless a sort is asked for explicitly.
  const sorted = query.sortBy !== undefined;
  return c.json(
    buildListing(
      catalogue,
      products,
      {
        filters,
        sortBy: sorted ? params.sortBy : "relevance",
        sortDirection: params.sortDirection ?? (sorted ? defaultDirection(params.sortBy) : "asc"),
        page: params.page,
        pageSize: params.pageSize,
      },
      relevance,
    ),
  );
});

catalogueApp.get("/api/cda/products/suggest", async (c) => {
  const params = parseQuery(SuggestQuerySchema, c.req.query());
  const { products, relevance } = await searchHits(c.env.DB, params.language, params.q);
  const results = products
    .sort((a, b) => (relevance.get(a.code) ?? 0) - (relevance.get(b.code) ?? 0) || a.sortOrder - b.sortOrder)
    .slice(0, params.limit)
    .map((product) => ({
      contentId: product.code,
      url: product.url,
      displayName: product.displayName,
      imageUrl: product.variations[0]?.imageUrl ?? null,
    }));
  return c.json({ results });
});

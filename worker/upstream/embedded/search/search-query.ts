// Runs a content search over the FTS5 index: words matched as prefixes, ranked by bm25
// (title over topic over text) with stable tie-breaks; facet counts computed with every other
// category's selection applied (OR inside a category, AND across); product hits with their cards.
import * as v from "valibot";
import type { Market } from "../../../../shared/markets.ts";
import { toIntlLocale } from "../../../../shared/rules/locale.ts";
import type { ContentSearchHit } from "../../../../shared/schemas/content-search.ts";
import type { FacetCategory } from "../../../../shared/schemas/facets.ts";
import { ImageSchema } from "../../../../shared/schemas/page-model.ts";
import { loadCatalogue } from "../catalogue/catalogue-query.ts";
import { productCard } from "../catalogue/views.ts";
import { SEARCH_KINDS, type SearchKind } from "./search-documents.ts";
import { FACET_CATEGORIES, KIND_TOPICS, textIn } from "./search-texts.ts";

export interface ContentSearchOptions {
  q: string;
  language: string;
  page: number;
  pageSize: number;
  categoryIds: readonly number[];
  includeProducts: boolean;
  market: Market;
}

interface DocumentRow {
  id: number;
  kind: SearchKind;
  content_id: string;
  url: string;
  title: string;
  topic: string | null;
  image: string | null;
  description: string | null;
}

interface FacetOption {
  id: number;
  category: number;
  name: string;
  /** The kind's place in SEARCH_KINDS, or 0. */
  order: number;
}

/** At most this many matches are ranked and counted: far more than a shopper pages through. */
const MAX_MATCHES = 1000;
const MAX_WORDS = 10;
/** bm25 weights of the title, topic and body columns. */
const RANK = "bm25(search_text, 10.0, 4.0, 1.0)";
const COLUMNS = "d.id, d.kind, d.content_id, d.url, d.title, d.topic, d.image, d.description";

/** The shopper's words as an FTS5 query: each a quoted prefix, all required; null when there are none. */
export function matchQuery(q: string): string | null {
  const words =
    q
      .normalize("NFC")
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_WORDS) ?? [];
  return words.length ? words.map((word) => `"${word}"*`).join(" ") : null;
}

async function matchingDocuments(db: D1Database, options: ContentSearchOptions): Promise<DocumentRow[]> {
  const products = options.includeProducts ? 1 : 0;
  if (!options.q.trim()) {
    // No words: everything in the language, newest first (the search page before a search).
    const sql = `SELECT ${COLUMNS} FROM search_documents d WHERE d.language = ?1 AND (?2 OR d.kind != 'product')
      ORDER BY d.published_at DESC, d.title, d.id LIMIT ${MAX_MATCHES}`;
    return (await db.prepare(sql).bind(options.language, products).all<DocumentRow>()).results;
  }
  const match = matchQuery(options.q);
  if (!match) return [];
  const sql = `SELECT ${COLUMNS} FROM search_text JOIN search_documents d ON d.id = search_text.rowid
    WHERE search_text MATCH ?1 AND d.language = ?2 AND (?3 OR d.kind != 'product')
    ORDER BY ${RANK}, d.title, d.id LIMIT ${MAX_MATCHES}`;
  return (await db.prepare(sql).bind(match, options.language, products).all<DocumentRow>()).results;
}

/** Every facet option of the language's documents, and which options each document has. */
async function facetsOf(db: D1Database, language: string) {
  const { results } = await db
    .prepare(
      `SELECT df.document_id, df.facet_id, df.name, f.facet FROM search_document_facets df
       JOIN search_facets f ON f.id = df.facet_id JOIN search_documents d ON d.id = df.document_id WHERE d.language = ?`,
    )
    .bind(language)
    .all<{ document_id: number; facet_id: number; name: string; facet: string }>();
  const options = new Map<number, FacetOption>();
  const byDocument = new Map<number, number[]>();
  for (const row of results) {
    const [key, code] = row.facet.split(":") as [string, string];
    const category = FACET_CATEGORIES.find((entry) => entry.key === key);
    if (!category) continue;
    options.set(row.facet_id, {
      id: row.facet_id,
      category: category.id,
      name: row.name,
      order: key === "kind" ? SEARCH_KINDS.indexOf(code as SearchKind) + 1 : 0,
    });
    byDocument.set(row.document_id, [...(byDocument.get(row.document_id) ?? []), row.facet_id]);
  }
  return { options, byDocument };
}

export async function searchContent(db: D1Database, options: ContentSearchOptions) {
  const [documents, facets] = await Promise.all([matchingDocuments(db, options), facetsOf(db, options.language)]);
  // The selection by category; ids the language does not know are ignored.
  const selected = new Map<number, Set<number>>();
  for (const id of options.categoryIds) {
    const option = facets.options.get(id);
    if (option) selected.set(option.category, (selected.get(option.category) ?? new Set()).add(id));
  }
  const optionsOf = (document: DocumentRow) => facets.byDocument.get(document.id) ?? [];
  const matches = (document: DocumentRow, except?: number) =>
    [...selected].every(([category, ids]) => category === except || optionsOf(document).some((id) => ids.has(id)));

  const found = documents.filter((document) => matches(document));
  const start = (options.page - 1) * options.pageSize;
  const shown = found.slice(start, start + options.pageSize);
  return {
    hits: await hitsOf(db, shown, options),
    facetCategories: facetCategories(documents, facets.options, selected, optionsOf, matches, options.language),
    hasMore: start + shown.length < found.length,
    totalCount: found.length,
  };
}

function facetCategories(
  documents: DocumentRow[],
  options: Map<number, FacetOption>,
  selected: Map<number, Set<number>>,
  optionsOf: (document: DocumentRow) => number[],
  matches: (document: DocumentRow, except?: number) => boolean,
  language: string,
): FacetCategory[] {
  const collator = new Intl.Collator(toIntlLocale(language));
  return FACET_CATEGORIES.flatMap((category) => {
    const counts = new Map<number, number>();
    for (const document of documents) {
      const counted = matches(document, category.id);
      for (const id of optionsOf(document))
        if (options.get(id)?.category === category.id) counts.set(id, (counts.get(id) ?? 0) + (counted ? 1 : 0));
    }
    const chosen = selected.get(category.id) ?? new Set<number>();
    const subcategories = [...counts]
      .filter(([id, count]) => count > 0 || chosen.has(id))
      .map(([id, count]) => ({ option: options.get(id)!, count }))
      .sort((a, b) => a.option.order - b.option.order || collator.compare(a.option.name, b.option.name))
      .map(({ option, count }) => ({ id: option.id, name: option.name, count, selected: chosen.has(option.id) }));
    return subcategories.length
      ? [{ id: category.id, name: textIn(category.name, language), order: category.order, facetSubcategories: subcategories }]
      : [];
  });
}

const imageOf = (json: string | null) => {
  if (!json) return null;
  const parsed = v.safeParse(ImageSchema, JSON.parse(json));
  return parsed.success ? parsed.output : null;
};

async function hitsOf(db: D1Database, documents: DocumentRow[], options: ContentSearchOptions): Promise<ContentSearchHit[]> {
  const codes = documents.filter((document) => document.kind === "product").map((document) => document.content_id);
  const catalogue = codes.length ? await loadCatalogue(db, options.language, { codes }, options.market) : null;
  const cards = new Map(catalogue?.products.map((product) => [product.code, productCard(catalogue, product)]) ?? []);
  return documents.map((document) => {
    const product = cards.get(document.content_id) ?? null;
    return {
      contentId: document.content_id,
      url: document.url,
      title: document.title,
      topic: document.topic ?? textIn(KIND_TOPICS[document.kind], options.language),
      image: product?.imageUrl ? { url: product.imageUrl, altText: "" } : imageOf(document.image),
      description: document.description,
      type: document.kind,
      product: document.kind === "product" ? product : null,
    };
  });
}

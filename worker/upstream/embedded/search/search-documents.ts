// What the content search finds: search documents, the sources that make them, and the
// content pages' documents, built generically from any published page's fields and blocks, whatever
// its type. Another table's content (press releases) joins by adding a SearchDocumentSource to
// SEARCH_DOCUMENT_SOURCES in ./search-index.ts.
import * as v from "valibot";
import { toKebabCase } from "../../../../shared/rules/content-type.ts";
import { type Image, ImageSchema } from "../../../../shared/schemas/page-model.ts";
import { placeContentAreaItems } from "../content/content-tree.ts";
import { type ContentRow, contentRepository } from "../content/repository.ts";
import { searchableText } from "./searchable-text.ts";

/** The kinds of content, in the order the type facet lists them. */
export const SEARCH_KINDS = ["article", "recipe", "press-release", "location", "product", "page"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** A facet option beyond the kind: its category (see ./search-texts.ts), a language-free code, its name. */
export interface SearchFacet {
  category: "product-type";
  code: string;
  name: string;
}

export interface SearchDocument {
  language: string;
  kind: SearchKind;
  /** The page id or product code. */
  contentId: string;
  url: string;
  title: string;
  /** The hit's topic line; null shows the kind's name. */
  topic: string | null;
  image: Image | null;
  description: string | null;
  publishedAt: string | null;
  /** Every other word of the content (headings, texts, block copy), without markup. */
  body: string;
  facets?: SearchFacet[];
}

/** Reads one kind of content's search documents in every language. */
export type SearchDocumentSource = (db: D1Database) => Promise<SearchDocument[]>;

const KIND_BY_PAGE_TYPE: Partial<Record<string, SearchKind>> = {
  article: "article",
  "d2c-article": "article",
  recipe: "recipe",
  location: "location",
  "location-lunch-list": "location",
};

/**
 * Pages that are a tool rather than content: finding them by words helps no shopper. The release page
 * shows a release by its ?id; the releases themselves are found through their own source.
 */
const TOOL_PAGE =
  /^(search|search-result|http-error|cart|checkout|order-confirmation|consent-policy|marketing-consent|marketing-automation-campaign-thank-you|cision-news-release|(d2c-)?my-.*)$/;

const DESCRIPTION_CHARS = 200;

const pageTypeOf = (page: ContentRow) => toKebabCase(page.contentType.at(-1) ?? "");

function isSearchable(page: ContentRow, now: string): boolean {
  const metadata = page.fields.pageMetadata as { noIndex?: unknown } | undefined;
  return Boolean(page.publishedAt && page.publishedAt <= now && metadata?.noIndex !== true && !TOOL_PAGE.test(pageTypeOf(page)));
}

function imageOf(fields: Record<string, unknown>): Image | null {
  const own = v.safeParse(ImageSchema, fields.image);
  if (own.success) return own.output;
  const ogImage = (fields.pageMetadata as { ogImage?: unknown } | undefined)?.ogImage;
  return typeof ogImage === "string" ? { url: ogImage, altText: "" } : null;
}

const firstText = (...values: unknown[]) =>
  values.map((value) => (typeof value === "string" ? searchableText(value) : "")).find(Boolean) ?? null;

function shorten(text: string): string {
  if (text.length <= DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, DESCRIPTION_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), DESCRIPTION_CHARS / 2))}…`;
}

/** The page's fields with the blocks its content areas name put in place (nested ones too, each once). */
function withBlocks(fields: unknown, blocks: Map<number, unknown>): unknown {
  const seen = new Set<number>();
  return placeContentAreaItems(fields, (item) => {
    if (typeof item !== "number") return item;
    if (seen.has(item)) return undefined;
    seen.add(item);
    return blocks.get(item);
  });
}

async function publishedBlocks(db: D1Database): Promise<Map<number, unknown>> {
  const rows = (await db.prepare("SELECT id, fields FROM blocks").all<{ id: number; fields: string }>()).results;
  return new Map(rows.map((row) => [row.id, JSON.parse(row.fields)]));
}

/** Every published content page in every language, whatever its type. */
export const contentPageDocuments: SearchDocumentSource = async (db) => {
  const [pages, blocks] = await Promise.all([contentRepository(db).allPages(), publishedBlocks(db)]);
  const now = new Date().toISOString();
  return pages
    .filter((page) => isSearchable(page, now))
    .map((page) => {
      const fields = page.fields;
      const body = searchableText(withBlocks(fields, blocks));
      const metadata = (fields.pageMetadata ?? {}) as Record<string, unknown>;
      return {
        language: page.language,
        kind: KIND_BY_PAGE_TYPE[pageTypeOf(page)] ?? "page",
        contentId: String(page.id),
        url: page.url,
        title: firstText(fields.heading, page.name) ?? page.name,
        topic: firstText(fields.topic),
        image: imageOf(fields),
        description: firstText(metadata.metaDescription, fields.mainIntro) ?? (body ? shorten(body) : null),
        publishedAt: page.publishedAt,
        body: `${page.name} ${body}`,
      };
    });
};

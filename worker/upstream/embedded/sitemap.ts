// The embedded backend's sitemap call (GET /api/cda/sitemap?language=): every page of one language —
// content pages, categories and products — with its translation key, last edit and noindex flag, read
// with one indexed query per kind rather than by building page models.
import { Hono } from "hono";
import type { Language } from "../../../shared/languages.ts";
import { isLanguage } from "../../../shared/rules/locale.ts";
import type { Env } from "../../env.ts";
import { CATEGORY_CHANGED_AT, productChangedAt } from "./catalogue/page-models.ts";
import { releaseSitemapEntries } from "./press-releases/release-listing.ts";

interface SitemapEntry {
  url: string;
  translationKey: string;
  changed: string;
  noIndex: boolean;
}

// The release page is listed once per release, with its id, never bare.
const CONTENT_SQL = `SELECT url, translation_key, changed_at,
  COALESCE(json_extract(fields, '$.pageMetadata.noIndex'), 0) AS no_index
  FROM content WHERE language = ? AND json_extract(content_type, '$[#-1]') != 'CisionNewsRelease' ORDER BY url`;

const CATEGORY_SQL = `SELECT url, category_code FROM catalogue_category_texts WHERE language = ? ORDER BY url`;

// A product nobody can buy is noindex (spec 001 §2): the same rule as its page model (views.ts isBuyable).
const PRODUCT_SQL = `SELECT t.url, p.code, p.published_at,
  NOT EXISTS (SELECT 1 FROM catalogue_variations v WHERE v.product_code = p.code AND v.stock > 0) AS no_index
  FROM catalogue_product_texts t JOIN catalogue_products p ON p.code = t.product_code
  WHERE t.language = ? ORDER BY t.url`;

type Row = Record<string, string | number | null>;

export async function sitemapEntries(db: D1Database, language: Language): Promise<SitemapEntry[]> {
  const [[content, categories, products], releases] = await Promise.all([
    db.batch<Row>([
      db.prepare(CONTENT_SQL).bind(language),
      db.prepare(CATEGORY_SQL).bind(language),
      db.prepare(PRODUCT_SQL).bind(language),
    ]),
    releaseSitemapEntries(db, language),
  ]);
  return [
    ...content!.results.map((row) => ({
      url: String(row.url),
      translationKey: String(row.translation_key),
      changed: String(row.changed_at),
      noIndex: Boolean(row.no_index),
    })),
    ...categories!.results.map((row) => ({
      url: String(row.url),
      translationKey: `category-${row.category_code}`,
      changed: CATEGORY_CHANGED_AT,
      noIndex: false,
    })),
    ...products!.results.map((row) => ({
      url: String(row.url),
      translationKey: `product-${row.code}`,
      changed: productChangedAt(String(row.published_at)),
      noIndex: Boolean(row.no_index),
    })),
    ...releases,
  ];
}

export const sitemapApp = new Hono<{ Bindings: Env }>().get("/api/cda/sitemap", async (c) => {
  const language = c.req.query("language");
  if (!isLanguage(language)) return c.json({ status: 400, message: "language must be fi, en or sv" }, 400);
  return c.json(await sitemapEntries(c.env.DB, language));
});

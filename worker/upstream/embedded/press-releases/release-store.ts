// The embedded news provider's releases in D1 (migration 0024): the categories and years of a
// language, a page of a feed with the newsroom's filters, and one release, each in the provider's
// shapes (spec 001 §3 "Press release"). Lists reach SQL as JSON through json_each, never spliced in.
import type { Language } from "../../../../shared/languages.ts";
import type { FeedQuery } from "../../../../shared/schemas/press-release-queries.ts";

type Row = Record<string, unknown>;

export interface ReleaseSummaryView {
  id: string;
  title: string;
  intro: string | null;
  publishDateUtc: string;
  categories: { code: string; name: string }[];
  images: { urlTo400X400ArResized: string; urlTo800X800ArResized: string; description: string | null }[];
  languageCode: Language;
}

export interface ReleaseView extends ReleaseSummaryView {
  cleanedHtmlBody: string;
  files: { fileName: string; title: string | null; url: string }[];
}

const SUMMARY_COLUMNS = "r.id, r.title, r.intro, r.publish_date_utc, r.images";

/** The feed's filters as SQL: a year, any of the categories, any of the keywords (each left out when empty). */
const FILTERS = `r.feed_id = ?1 AND r.language = ?2
  AND (?3 IS NULL OR r.publish_year = ?3)
  AND (json_array_length(?4) = 0 OR EXISTS (SELECT 1 FROM press_release_category_links l
    WHERE l.release_id = r.id AND l.category_code IN (SELECT value FROM json_each(?4))))
  AND (json_array_length(?5) = 0 OR EXISTS (SELECT 1 FROM press_release_keywords k
    WHERE k.release_id = r.id AND k.keyword IN (SELECT value FROM json_each(?5))))`;

const CATEGORIES_OF = `SELECT l.release_id, c.code, c.name FROM press_release_category_links l
  JOIN press_release_categories c ON c.code = l.category_code AND c.language = ?1
  WHERE l.release_id IN (SELECT value FROM json_each(?2)) ORDER BY c.sort_order`;

function summary(row: Row, language: Language, categories: Map<string, { code: string; name: string }[]>): ReleaseSummaryView {
  const id = String(row.id);
  return {
    id,
    title: String(row.title),
    intro: row.intro === null ? null : String(row.intro),
    publishDateUtc: String(row.publish_date_utc),
    categories: categories.get(id) ?? [],
    images: JSON.parse(String(row.images)),
    languageCode: language,
  };
}

export function releaseStore(db: D1Database) {
  async function categoriesOf(ids: string[], language: Language) {
    const { results } = await db.prepare(CATEGORIES_OF).bind(language, JSON.stringify(ids)).all<Row>();
    const byRelease = new Map<string, { code: string; name: string }[]>();
    for (const row of results) {
      const list = byRelease.get(String(row.release_id)) ?? [];
      list.push({ code: String(row.code), name: String(row.name) });
      byRelease.set(String(row.release_id), list);
    }
    return byRelease;
  }

  return {
    async categoriesAndYears(language: Language) {
      const [categories, years] = await db.batch<Row>([
        db.prepare("SELECT code, name FROM press_release_categories WHERE language = ? ORDER BY sort_order").bind(language),
        db
          .prepare("SELECT DISTINCT publish_year FROM press_releases WHERE language = ? ORDER BY publish_year DESC")
          .bind(language),
      ]);
      return {
        categories: categories!.results.map((row) => ({ code: String(row.code), name: String(row.name) })),
        years: years!.results.map((row) => Number(row.publish_year)),
      };
    },

    async feedExists(feedId: string): Promise<boolean> {
      return (await db.prepare("SELECT 1 FROM press_releases WHERE feed_id = ? LIMIT 1").bind(feedId).first()) !== null;
    },

    /** A page of the feed in one language, newest first. */
    async feedPage(feedId: string, query: FeedQuery) {
      const filters = [
        feedId,
        query.language,
        query.year ?? null,
        JSON.stringify(query.categories),
        JSON.stringify(query.keywords),
      ];
      const [page, count] = await db.batch<Row>([
        db
          .prepare(
            `SELECT ${SUMMARY_COLUMNS} FROM press_releases r WHERE ${FILTERS} ORDER BY r.publish_date_utc DESC, r.id LIMIT ?6 OFFSET ?7`,
          )
          .bind(...filters, query.pageSize, (query.page - 1) * query.pageSize),
        db.prepare(`SELECT COUNT(*) AS total FROM press_releases r WHERE ${FILTERS}`).bind(...filters),
      ]);
      const rows = page!.results;
      const categories = await categoriesOf(
        rows.map((row) => String(row.id)),
        query.language,
      );
      return {
        items: rows.map((row) => summary(row, query.language, categories)),
        language: query.language,
        page: query.page,
        pageSize: query.pageSize,
        totalCount: Number(count!.results[0]?.total ?? 0),
      };
    },

    async release(id: string, language: Language): Promise<ReleaseView | null> {
      const row = await db
        .prepare(`SELECT ${SUMMARY_COLUMNS}, r.body_html, r.files FROM press_releases r WHERE r.id = ? AND r.language = ?`)
        .bind(id, language)
        .first<Row>();
      if (!row) return null;
      const categories = await categoriesOf([id], language);
      return {
        ...summary(row, language, categories),
        cleanedHtmlBody: String(row.body_html),
        files: JSON.parse(String(row.files)),
      };
    },

    /** Every release of a language, newest first (the content search and the sitemap). */
    async allOf(language: Language): Promise<ReleaseSummaryView[]> {
      const { results } = await db
        .prepare(`SELECT ${SUMMARY_COLUMNS} FROM press_releases r WHERE r.language = ? ORDER BY r.publish_date_utc DESC, r.id`)
        .bind(language)
        .all<Row>();
      const categories = await categoriesOf(
        results.map((row) => String(row.id)),
        language,
      );
      return results.map((row) => summary(row, language, categories));
    },
  };
}

export type ReleaseStore = ReturnType<typeof releaseStore>;

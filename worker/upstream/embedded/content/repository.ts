// Reads of the embedded CMS tables: pages, their translations and tree, shared blocks, menus, settings.
import type { MenuName, SeedMenuItem, SeedSiteSettings } from "../seed/types.ts";

export interface ContentRow {
  id: number;
  language: string;
  url: string;
  translationKey: string;
  parentId: number | null;
  sortOrder: number;
  contentType: string[];
  name: string;
  publishedAt: string | null;
  changedAt: string;
  fields: Record<string, unknown>;
}

export interface BlockRow {
  id: number;
  language: string;
  contentType: string[];
  name: string;
  fields: Record<string, unknown>;
}

type RawContent = {
  id: number;
  language: string;
  url: string;
  translation_key: string;
  parent_id: number | null;
  sort_order: number;
  content_type: string;
  name: string;
  published_at: string | null;
  changed_at: string;
  fields: string;
};

const CONTENT_COLUMNS =
  "id, language, url, translation_key, parent_id, sort_order, content_type, name, published_at, changed_at, fields";

function toContent(raw: RawContent): ContentRow {
  return {
    id: raw.id,
    language: raw.language,
    url: raw.url,
    translationKey: raw.translation_key,
    parentId: raw.parent_id,
    sortOrder: raw.sort_order,
    contentType: JSON.parse(raw.content_type),
    name: raw.name,
    publishedAt: raw.published_at,
    changedAt: raw.changed_at,
    fields: JSON.parse(raw.fields),
  };
}

export function contentRepository(db: D1Database) {
  const one = async (sql: string, ...params: unknown[]) => {
    const raw = await db
      .prepare(sql)
      .bind(...params)
      .first<RawContent>();
    return raw ? toContent(raw) : null;
  };
  const many = async (sql: string, ...params: unknown[]) =>
    (
      await db
        .prepare(sql)
        .bind(...params)
        .all<RawContent>()
    ).results.map(toContent);

  return {
    pageByUrl: (url: string) => one(`SELECT ${CONTENT_COLUMNS} FROM content WHERE url = ?`, url),
    pageById: (id: number) => one(`SELECT ${CONTENT_COLUMNS} FROM content WHERE id = ?`, id),
    translations: (translationKey: string) =>
      many(`SELECT ${CONTENT_COLUMNS} FROM content WHERE translation_key = ? ORDER BY language`, translationKey),
    children: (id: number) => many(`SELECT ${CONTENT_COLUMNS} FROM content WHERE parent_id = ? ORDER BY sort_order, id`, id),
    allPages: () => many(`SELECT ${CONTENT_COLUMNS} FROM content ORDER BY language, url`),
    async ancestors(page: ContentRow): Promise<ContentRow[]> {
      const chain: ContentRow[] = [];
      let parentId = page.parentId;
      while (parentId !== null && chain.length < 20) {
        const parent = await one(`SELECT ${CONTENT_COLUMNS} FROM content WHERE id = ?`, parentId);
        if (!parent) break;
        chain.unshift(parent);
        parentId = parent.parentId;
      }
      return chain;
    },
    /** Blocks by id; with `drafts`, an editor's saved draft stands in for the published fields (edit mode). */
    async blocks(ids: number[], { drafts = false }: { drafts?: boolean } = {}): Promise<Map<number, BlockRow>> {
      if (!ids.length) return new Map();
      const placeholders = ids.map(() => "?").join(", ");
      const source = drafts
        ? "COALESCE(block_drafts.fields, blocks.fields) AS fields FROM blocks LEFT JOIN block_drafts ON block_drafts.block_id = blocks.id"
        : "blocks.fields AS fields FROM blocks";
      const rows = (
        await db
          .prepare(`SELECT id, language, content_type, name, ${source} WHERE id IN (${placeholders})`)
          .bind(...ids)
          .all<{ id: number; language: string; content_type: string; name: string; fields: string }>()
      ).results;
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            language: row.language,
            contentType: JSON.parse(row.content_type),
            name: row.name,
            fields: JSON.parse(row.fields),
          },
        ]),
      );
    },
    async menus(language: string): Promise<Partial<Record<MenuName, SeedMenuItem[]>>> {
      const rows = (
        await db
          .prepare("SELECT menu, items FROM menus WHERE language = ?")
          .bind(language)
          .all<{ menu: MenuName; items: string }>()
      ).results;
      return Object.fromEntries(rows.map((row) => [row.menu, JSON.parse(row.items)]));
    },
    async settings(language: string): Promise<SeedSiteSettings | null> {
      const row = await db
        .prepare("SELECT settings FROM site_settings WHERE language = ?")
        .bind(language)
        .first<{ settings: string }>();
      return row ? JSON.parse(row.settings) : null;
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;

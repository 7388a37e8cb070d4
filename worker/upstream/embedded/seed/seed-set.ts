// The content seed (pages, blocks, menus, site settings) as rows of its D1 tables, for the one seed
// loader (../seed-loader.ts); the tables hold only seed data, so a new version replaces them.
import type { SeedSet } from "../seed-loader.ts";
import { seed } from "./index.ts";

const json = (value: unknown) => JSON.stringify(value);

export function contentSeedSet(): SeedSet {
  return {
    name: "content",
    version: seed.version,
    mode: "replace",
    tables: [
      {
        table: "content",
        columns: [
          "id",
          "language",
          "url",
          "translation_key",
          "parent_id",
          "sort_order",
          "content_type",
          "name",
          "published_at",
          "changed_at",
          "fields",
        ],
        rows: seed.pages.map((page) => [
          page.id,
          page.language,
          page.url.toLowerCase(),
          page.translationKey,
          page.parentId,
          page.sortOrder,
          json(page.contentType),
          page.name,
          page.publishedAt ?? null,
          page.changedAt,
          json(page.fields),
        ]),
      },
      {
        table: "blocks",
        columns: ["id", "language", "content_type", "name", "fields"],
        rows: seed.blocks.map((block) => [block.id, block.language, json(block.contentType), block.name, json(block.fields)]),
      },
      {
        table: "menus",
        columns: ["language", "menu", "items"],
        rows: seed.menus.map((menu) => [menu.language, menu.menu, json(menu.items)]),
      },
      {
        table: "site_settings",
        columns: ["language", "settings"],
        rows: seed.settings.map((settings) => [settings.language, json(settings)]),
      },
    ],
  };
}

// The embedded CMS's shortcut items call (spec 001 §7: "Shortcut items for a block id", GET with
// IndexWhereToContinue, NextContentReferenceItem and CurrentLanguage; answers shortcutItems and
// queryOptions), mounted at /api/cda/shortcuts/{blockId}. Published content only.
import { Hono } from "hono";
import * as v from "valibot";
import { LANGUAGES } from "../../../../shared/languages.ts";
import type { Env } from "../../../env.ts";
import { loadBlocks } from "../content/page-model-builder.ts";
import { contentRepository } from "../content/repository.ts";
import { ITEMS_AREA, pageSizeOf, shortcutOf, shortcutPage, type StoredShortcut } from "./shortcut-pages.ts";

const Count = v.pipe(v.string(), v.regex(/^\d{1,9}$/, "must be a whole number"), v.transform(Number));
const QuerySchema = v.object({
  IndexWhereToContinue: v.optional(Count, "0"),
  NextContentReferenceItem: v.optional(Count),
  CurrentLanguage: v.optional(v.picklist(LANGUAGES, "must be fi, en or sv")),
});

export const shortcutsApi = new Hono<{ Bindings: Env }>().get("/:blockId{[0-9]{1,9}}", async (c) => {
  const parsed = v.safeParse(QuerySchema, c.req.query());
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return c.json({ status: 400, message: `${v.getDotPath(issue) ?? "query"} ${issue.message}` }, 400);
  }
  const query = parsed.output;
  const repository = contentRepository(c.env.DB);
  const id = Number(c.req.param("blockId"));
  const block = (await repository.blocks([id])).get(id);
  const isShortcuts = block?.contentType.at(-1) === "ShortcutsBlock";
  // Each language's block is its own content here: another language has no version of it.
  if (!block || !isShortcuts || (query.CurrentLanguage && query.CurrentLanguage !== block.language)) {
    return c.json(
      { status: 404, message: `No shortcuts block ${id}${query.CurrentLanguage ? ` in ${query.CurrentLanguage}` : ""}` },
      404,
    );
  }
  const found = await loadBlocks(repository, { [ITEMS_AREA]: block.fields[ITEMS_AREA] });
  const ids = Array.isArray(block.fields[ITEMS_AREA]) ? (block.fields[ITEMS_AREA] as unknown[]) : [];
  const items = ids.flatMap((itemId): StoredShortcut[] => {
    const item = typeof itemId === "number" ? found.get(itemId) : undefined;
    const shortcut = item ? shortcutOf(item.id, item.fields) : null;
    return shortcut ? [shortcut] : [];
  });
  c.header("Cache-Control", "public, max-age=300");
  return c.json(
    shortcutPage(items, pageSizeOf(block.fields), query.IndexWhereToContinue, query.NextContentReferenceItem ?? null),
  );
});
